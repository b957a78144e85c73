import Foundation

/// The lock file as 0.5.0 wrote it, still read: one JSON object listing each ID's files
/// (`{"delivery", "formatVersion": 1, "generator", "packs": [{"id", "files"}], "retired"}`).
/// Its IDs follow their files; `build --update-lock` writes the lock's present form.
extension PackLockFile {
    struct FirstForm: Codable {
        struct Pack: Codable {
            var id: String
            var files: [String]
        }
        var formatVersion: Int
        var generator: String?
        var delivery: String
        var packs: [Pack]
        var retired: [String]

        /// What tells the first form from the lines: one JSON object with a `formatVersion`,
        /// whatever its value (a wrong one is the first form's own complaint).
        struct Mark: Decodable {
            enum CodingKeys: String, CodingKey { case formatVersion }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                guard container.contains(.formatVersion) else {
                    throw DecodingError.keyNotFound(CodingKeys.formatVersion, .init(codingPath: [], debugDescription: "no format version"))
                }
            }
        }
    }

    static func readFirstForm(
        _ bytes: [UInt8], path: String, delivery: DeliveryName, rule: any PackNamingRule
    ) -> Result<PackHistory, LockProblem> {
        let contents: FirstForm
        do {
            contents = try JSONDecoder().decode(FirstForm.self, from: Data(bytes))
        } catch let error as DecodingError {
            return .failure(LockProblem(reason: CodableErrorText.describe(error)))
        } catch {
            return .failure(LockProblem(reason: "it is not valid JSON"))
        }
        if let problem = problem(in: contents, delivery: delivery, rule: rule) { return .failure(LockProblem(reason: problem)) }
        return .success(
            PackHistory(
                packs: Dictionary(contents.packs.map { ($0.id, $0.files) }) { first, _ in first },
                retired: contents.retired, source: path, delivery: delivery))
    }

    /// What makes `contents` unusable, if anything.
    private static func problem(in contents: FirstForm, delivery: DeliveryName, rule: any PackNamingRule) -> String? {
        guard contents.formatVersion == 1 else {
            return "its format version is \(contents.formatVersion); this odr-pack reads versions 1 and \(formatVersion)"
        }
        guard contents.delivery == delivery.rawValue else {
            return "it is the lock file of \(MessageText.quoted(contents.delivery)), not of \(delivery.rawValue)"
        }
        // Packs in use must differ without regard to case (one file each on a Mac's disk); a
        // retired ID only has to differ from every other ID as written, so a pack renamed in
        // case alone (`Level-01` -> `level-01`) keeps its old spelling among the retired.
        var inUse = Set<String>()
        var every = Set<String>()
        for (id, current) in contents.packs.map({ ($0.id, true) }) + contents.retired.map({ ($0, false) }) {
            guard rule.isValid(id) else { return "it lists the ID \(MessageText.quoted(id)), which is not \(rule.rule)" }
            guard every.insert(id).inserted, !current || inUse.insert(id.lowercased()).inserted else {
                return "it lists the ID \(MessageText.quoted(id)) twice"
            }
        }
        var owners: [String: String] = [:]
        for pack in contents.packs {
            for file in pack.files {
                guard let other = owners.updateValue(pack.id, forKey: file) else { continue }
                return other == pack.id
                    ? "it lists \(MessageText.quoted(file)) twice in \(MessageText.quoted(pack.id))"
                    : "it puts \(MessageText.quoted(file)) in both \(MessageText.quoted(other)) and \(MessageText.quoted(pack.id))"
            }
        }
        return nil
    }
}

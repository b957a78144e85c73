import FileSystem
import Foundation

/// Reading a lock file, strictly: a file that is not a lock of this form, is a link, belongs
/// to another delivery or app, is of another format version, lists an ID the store refuses,
/// lists two IDs in use that differ in case alone, or still holds git's conflict markers is
/// `invalid-lock-file`, and lint stops there. What a line-by-line merge of two branches'
/// locks makes is read as the union of both: one ID on two lines holds both lines' tag sets,
/// an ID in use on one line and retired on another is in use.
extension PackLockFile {
    /// The history in the lock at `path`; nil without problems when it does not exist and
    /// `required` is false. `app` is the bundle identifier of the manifest's app.
    static func read(
        _ path: String, delivery: DeliveryName, rule: any PackNamingRule, app: String,
        required: Bool
    ) -> (history: PackHistory?, diagnostics: [Diagnostic]) {
        if (try? FileStatus.of(linkAt: path))?.kind == .symbolicLink {
            return (
                nil,
                [
                    .invalidLockFile(
                        path, reason: "it is a symbolic link; build --update-lock replaces the lock file, so keep it a regular file")
                ]
            )
        }
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try FileAccess.readFile(path)
        } catch {
            return (nil, error.isMissing && !required ? [] : [.invalidLockFile(path, reason: error.reason)])
        }
        let parsed: Result<PackHistory, LockProblem>
        // 0.5.0's form is one JSON object with a format version; a lock of lines is no one JSON value.
        if (try? JSONDecoder().decode(FirstForm.Mark.self, from: Data(bytes))) != nil {
            parsed = readFirstForm(bytes, path: path, delivery: delivery, rule: rule)
        } else {
            parsed = readLines(bytes, path: path, delivery: delivery, rule: rule, app: app)
        }
        switch parsed {
        case .success(let history): return (history, [])
        case .failure(let problem): return (nil, [.invalidLockFile(path, reason: problem.reason)])
        }
    }

    /// Why a lock cannot be used.
    struct LockProblem: Error {
        var reason: String
    }

    /// The lines of the lock (format 2).
    private static func readLines(
        _ bytes: [UInt8], path: String, delivery: DeliveryName, rule: any PackNamingRule,
        app: String
    ) -> Result<PackHistory, LockProblem> {
        var header: LockHeader?
        var tagSets: [String: Set<[String]>] = [:]
        var platforms: [String: [String]] = [:]
        var languages: [String: String] = [:]
        var retired = Set<String>()
        // The line that first gave each ID its platforms and language: a second that gives
        // others contradicts it (two branches bound one ID to other content).
        var bound: [String: (line: Int, platforms: [String]?, language: String?)] = [:]
        for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let at = "line \(number + 1)"
            if ["<<<<<<<", "=======", ">>>>>>>", "|||||||"].contains(where: text.hasPrefix) {
                return .failure(
                    LockProblem(
                        reason:
                            "\(at) is a merge conflict marker: keep both sides' lines and remove the markers, or let git merge the lock line by line (`*.lock merge=union` in .gitattributes)"
                    ))
            }
            guard header != nil else {
                switch decode(LockHeader.self, text, at: at) {
                case .success(let decoded): header = decoded
                case .failure(let problem): return .failure(problem)
                }
                if let problem = problem(with: header!, delivery: delivery, app: app) { return .failure(problem) }
                continue
            }
            switch decode(LockLine.self, text, at: at) {
            case .failure(let problem): return .failure(problem)
            case .success(let entry):
                guard rule.isValid(entry.id) else {
                    return .failure(LockProblem(reason: "\(at) lists the ID \(MessageText.quoted(entry.id)), which is not \(rule.rule)"))
                }
                if let sets = entry.tagSets {
                    guard !sets.isEmpty, sets.allSatisfy({ !$0.isEmpty }) else {
                        return .failure(LockProblem(reason: "\(at) gives \(MessageText.quoted(entry.id)) an empty tag set"))
                    }
                    tagSets[entry.id, default: []].formUnion(sets.map { $0.sorted() })
                    let binding = (line: number + 1, platforms: entry.platforms?.sorted(), language: entry.language)
                    if let first = bound[entry.id] {
                        guard first.platforms == binding.platforms, first.language == binding.language else {
                            return .failure(
                                LockProblem(
                                    reason:
                                        "line \(first.line) and \(at) bind \(MessageText.quoted(entry.id)) to different content (\(describe(first.platforms, first.language)) and \(describe(binding.platforms, binding.language))): an ID serves one set of platforms and one language; keep the line of the content the ID holds in the store"
                                ))
                        }
                    } else {
                        bound[entry.id] = binding
                    }
                    if let on = entry.platforms { platforms[entry.id] = on }
                    if let language = entry.language {
                        guard PackLanguage.canonical(language) == language else {
                            return .failure(
                                LockProblem(
                                    reason:
                                        "\(at) gives \(MessageText.quoted(entry.id)) the language \(MessageText.quoted(language)), which is not \(PackLanguage.rule)"
                                ))
                        }
                        languages[entry.id] = language
                    }
                } else {
                    retired.insert(entry.id)
                }
            }
        }
        guard let header else {
            return .failure(LockProblem(reason: "it has no header line (the app, the delivery and the format version)"))
        }
        var lower: [String: String] = [:]
        for id in tagSets.keys.sorted() {
            if let other = lower.updateValue(id, forKey: id.lowercased()) {
                return .failure(
                    LockProblem(
                        reason:
                            "it lists the IDs \(MessageText.quoted(other)) and \(MessageText.quoted(id)) in use, one file on a Mac's disk"))
            }
        }
        let contents = Dictionary(
            uniqueKeysWithValues: tagSets.map { id, sets in
                (id, PackHistory.Content(tagSets: Array(sets), platforms: platforms[id], language: languages[id]))
            })
        return .success(PackHistory(contents: contents, retired: Array(retired), source: path, delivery: delivery, app: header.app))
    }

    /// An ID's platforms and language, for messages.
    private static func describe(_ platforms: [String]?, _ language: String?) -> String {
        let on = platforms.map { "platforms " + $0.joined(separator: ", ") } ?? "every platform"
        return on + (language.map { ", language \($0)" } ?? ", every language")
    }

    /// What makes a header unusable here.
    private static func problem(with header: LockHeader, delivery: DeliveryName, app: String) -> LockProblem? {
        guard header.lock == formatVersion else {
            return LockProblem(reason: "its format version is \(header.lock); this odr-pack reads versions 1 and \(formatVersion)")
        }
        guard header.delivery == delivery.rawValue else {
            return LockProblem(reason: "it is the lock file of \(MessageText.quoted(header.delivery)), not of \(delivery.rawValue)")
        }
        guard app.isEmpty || header.app == app else {
            return LockProblem(
                reason:
                    "it is the lock file of the app \(MessageText.quoted(header.app)), not of \(MessageText.quoted(app)); name this app's lock with --lock-file, or write one with build --update-lock"
            )
        }
        return nil
    }

    /// One JSON line decoded strictly: a key the format does not have is an error.
    private static func decode<T: Decodable>(_ type: T.Type, _ text: String, at: String) -> Result<T, LockProblem> {
        do {
            return .success(try JSONDecoder().decode(T.self, from: Data(text.utf8)))
        } catch let problem as LockProblem {
            return .failure(LockProblem(reason: "\(at) is not a lock line: \(problem.reason)"))
        } catch let error as DecodingError {
            return .failure(LockProblem(reason: "\(at) is not a lock line: \(CodableErrorText.describe(error))"))
        } catch {
            return .failure(LockProblem(reason: "\(at) is not a lock line: \(error)"))
        }
    }

    /// `{"app":…,"delivery":…,"lock":2}`
    struct LockHeader: Decodable {
        var app: String
        var delivery: String
        var lock: Int

        enum CodingKeys: String, CodingKey, CaseIterable { case app, delivery, lock }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try AnyKey.refuseUnknown(container, known: CodingKeys.allCases.map(\.rawValue))
            let known = try decoder.container(keyedBy: CodingKeys.self)
            app = try known.decode(String.self, forKey: .app)
            delivery = try known.decode(String.self, forKey: .delivery)
            lock = try known.decode(Int.self, forKey: .lock)
        }
    }

    /// `{"id":…,"tagSets":[[…]]}` (with `"platforms":[…]` for an ID of some platforms of the
    /// app, `"language":…` for a localized pack) or `{"id":…,"retired":true}`
    struct LockLine: Decodable {
        var id: String
        var tagSets: [[String]]?
        var platforms: [String]?
        var language: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case id, tagSets, retired, platforms, language }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try AnyKey.refuseUnknown(container, known: CodingKeys.allCases.map(\.rawValue))
            let known = try decoder.container(keyedBy: CodingKeys.self)
            id = try known.decode(String.self, forKey: .id)
            tagSets = try known.decodeIfPresent([[String]].self, forKey: .tagSets)
            platforms = try known.decodeIfPresent([String].self, forKey: .platforms)
            language = try known.decodeIfPresent(String.self, forKey: .language)
            let retired = try known.decodeIfPresent(Bool.self, forKey: .retired)
            guard (tagSets == nil) == (retired == true) else {
                throw LockProblem(reason: "an ID has either its tag sets or \"retired\": true")
            }
        }
    }

    /// Any key, to find those a line should not have.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static func refuseUnknown(_ container: KeyedDecodingContainer<AnyKey>, known: [String]) throws {
            if let key = container.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
                throw LockProblem(reason: "it has the key \"\(key)\", which the lock format does not")
            }
        }
    }
}

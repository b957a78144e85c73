import Foundation
import FileSystem

/// The lock file of a delivery whose pack IDs last from release to release: the IDs of the
/// last release with the files each held, and the IDs earlier releases used. It is committed
/// beside the manifest (`<manifest stem>.<delivery>.lock.json`, or `--lock-file`), read by
/// `lint` and `build` on a clean checkout, and written by `build --update-lock`:
///
/// ```json
/// {
///   "delivery" : "background-assets",
///   "formatVersion" : 1,
///   "generator" : "odr-pack 0.5.0",
///   "packs" : [ { "files" : [ "Levels/01/map.json" ], "id" : "Level-01" } ],
///   "retired" : [ "Old-Pack" ]
/// }
/// ```
///
/// Reading it is strict: a file that is not this JSON, of another delivery or version, that
/// lists an ID twice (packs in use without regard to case), gives an ID the
/// store refuses, or puts one file in two packs is `invalid-lock-file`, and lint stops there.
enum PackLockFile {
    /// The lock format's version.
    static let formatVersion = 1

    /// The lock file's default path: beside the manifest (or project), `<stem>.<delivery>.lock.json`.
    static func defaultPath(manifest given: String, delivery: Delivery) -> String {
        // `X.xcodeproj/project.pbxproj` is the project `X.xcodeproj`: its lock is `X.<delivery>.lock.json`.
        let manifest = XcodeProjectLocation(given)?.bundle ?? given
        var name = Substring(manifest.split(separator: "/").last ?? "manifest")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return PathString.appending(PathString.folder(of: manifest), "\(name).\(delivery.rawValue).lock.json")
    }

    struct Contents: Codable {
        struct Pack: Codable {
            var id: String
            var files: [String]
        }
        var formatVersion: Int
        var generator: String?
        var delivery: String
        var packs: [Pack]
        var retired: [String]
    }

    /// The history in the lock at `path`; nil without problems when it does not exist and
    /// `required` is false.
    static func read(_ path: String, delivery: Delivery, rule: any PackNamingRule,
                     required: Bool) -> (history: PackHistory?, diagnostics: [Diagnostic]) {
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try FileAccess.readFile(path)
        } catch {
            return (nil, error.isMissing && !required ? [] : [.invalidLockFile(path, reason: error.reason)])
        }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: Data(bytes))
        } catch let error as DecodingError {
            return (nil, [.invalidLockFile(path, reason: CodableErrorText.describe(error))])
        } catch {
            return (nil, [.invalidLockFile(path, reason: "it is not valid JSON")])
        }
        if let problem = problem(in: contents, delivery: delivery, rule: rule) {
            return (nil, [.invalidLockFile(path, reason: problem)])
        }
        return (PackHistory(packs: Dictionary(contents.packs.map { ($0.id, $0.files) }) { first, _ in first },
                            retired: contents.retired, source: path, delivery: delivery), [])
    }

    /// What makes `contents` unusable, if anything.
    private static func problem(in contents: Contents, delivery: Delivery, rule: any PackNamingRule) -> String? {
        guard contents.formatVersion == formatVersion else {
            return "its format version is \(contents.formatVersion); this odr-pack reads version \(formatVersion)"
        }
        guard contents.delivery == delivery.rawValue else {
            return "it is the lock file of \(MessageText.quoted(contents.delivery)), not of \(delivery.rawValue)"
        }
        // Packs in use must differ without regard to case (one file each on a Mac's disk); a
        // retired ID only has to differ from every other ID as written, so a pack renamed in
        // case alone (`Level-01` -> `level-01`) keeps its old spelling among the retired.
        var inUse = Set<String>(), every = Set<String>()
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

    /// The lock after a release whose packs are `packs` (ID -> bundle paths), given the history
    /// before it: the previous IDs no longer used join the retired ones.
    static func encode(packs: [String: [String]], previous: PackHistory?, delivery: Delivery, generator: String) -> [UInt8] {
        let retired = (previous?.everUsed ?? []).subtracting(packs.keys).sorted()
        let contents = Contents(formatVersion: formatVersion, generator: generator, delivery: delivery.rawValue,
                                packs: packs.keys.sorted().map { Contents.Pack(id: $0, files: packs[$0]!.sorted { $0.utf8Precedes($1) }) },
                                retired: retired)
        return SortedJSON.encode(contents)
    }
}

/// Folder names under `assets/` as bundletool reads them: a `#` in a folder name is targeting,
/// `<name>#<key>_<value>`, or a build error. This mirrors bundletool's parser
/// (`TargetedDirectorySegment.java`, `TargetedDirectory.java`, `DimensionKeyValue.java`,
/// `AssetsTargetingValidator.java` at google/bundletool 1de340a) for the folders above each
/// file; file names themselves are not parsed.
enum TargetedFolder {
    /// The keys bundletool knows.
    static let keys: Set<String> = ["countries", "tier", "group", "lang", "tcf"]

    /// One folder name's targeting: its keys and values, in order.
    struct Segment: Equatable {
        var name: String
        var targeting: [(key: String, value: String)]

        static func == (lhs: Segment, rhs: Segment) -> Bool {
            lhs.name == rhs.name && lhs.targeting.map(\.key) == rhs.targeting.map(\.key) && lhs.targeting.map(\.value) == rhs.targeting.map(\.value)
        }
    }

    /// Parses one folder name; the reason bundletool refuses it, if it does.
    static func parse(_ folder: Substring) -> Result<Segment, Problem> {
        guard folder.contains("#") else { return .success(Segment(name: String(folder), targeting: [])) }
        guard folder.first != "#", folder.last != "#" else { return .failure(.untokenizable) }
        let parts = folder.split(separator: "#", omittingEmptySubsequences: false)
        var targeting: [(key: String, value: String)] = []
        for part in parts.dropFirst() {
            guard let underscore = part.firstIndex(of: "_"), underscore != part.startIndex, part.index(after: underscore) != part.endIndex,
                  part[..<underscore].allSatisfy({ ("a"..."z").contains($0) }) else { return .failure(.notKeyValue(String(part))) }
            let key = String(part[..<underscore]), value = String(part[part.index(after: underscore)...])
            guard keys.contains(key) else { return .failure(.unknownKey(key)) }
            guard !targeting.contains(where: { $0.key == key }) else { return .failure(.repeatedKey(key)) }
            if key == "lang" { return .failure(.language) }
            if key == "tcf", !TextureFormat.formats.contains(value) { return .failure(.unknownFormat(value)) }
            targeting.append((key, value))
        }
        guard targeting.count <= 2 else { return .failure(.tooManyKeys) }
        return .success(Segment(name: String(parts[0]), targeting: targeting))
    }

    /// The first problem bundletool finds in the folders above the file at `path` (below
    /// `assets/`), with the folder's path up to the segment at fault.
    static func problem(inFolderOf path: String) -> (folder: String, problem: Problem)? {
        var seen: Set<String> = []
        var prefix = "assets"
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            switch parse(component) {
            case .failure(let problem): return (prefix, problem)
            case .success(let segment):
                for (key, _) in segment.targeting where !seen.insert(key).inserted { return (prefix, .repeatedDimension(key)) }
            }
        }
        return nil
    }

    /// Why bundletool refuses a folder name (its messages, in `Diagnostic.invalidTargetedFolder`).
    enum Problem: Error, Equatable {
        /// A name that starts or ends with `#`.
        case untokenizable
        /// A part after `#` that is not `<key>_<value>` with a lower-case key.
        case notKeyValue(String)
        /// A key other than countries, tier, group, lang or tcf.
        case unknownKey(String)
        /// One key twice in a folder name.
        case repeatedKey(String)
        /// One key in two folders of one path.
        case repeatedDimension(String)
        /// `#lang_`, which asset packs cannot use.
        case language
        /// A texture format bundletool does not know.
        case unknownFormat(String)
        /// More than two keys in a folder name.
        case tooManyKeys
    }
}

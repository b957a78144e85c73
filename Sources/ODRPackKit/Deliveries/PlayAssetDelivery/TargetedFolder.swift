/// Folder names under `assets/` as bundletool reads them: a `#` in a folder name is targeting,
/// `<name>#<key>_<value>`, or a build error. This mirrors bundletool's parser at google/bundletool
/// 1de340a (1.18.1): `TargetedDirectorySegment.java` (the keys, at most two per folder, which
/// dimensions nest, each dimension's values), `DimensionKeyValue.java` (`<key>_<value>`),
/// `DeviceTargetingUtils.java` (tiers and groups) and `TextureCompressionUtils.java` (formats);
/// `AssetsTargetingValidator.java` refuses language targeting in asset packs. File names
/// themselves are not parsed.
enum TargetedFolder {
    /// One folder name's targeting: its name without it, and its dimensions with their values
    /// in the order written (a tier as bundletool prints it back: `#tier_01` is tier `1`).
    struct Segment: Hashable {
        var name: String
        var targeting: [Targeting]

        /// The value of `dimension`, if this folder targets it.
        func value(of dimension: TargetingDimension) -> String? {
            targeting.first { $0.dimension == dimension }?.value
        }

        /// The folder name bundletool writes back for this segment without `dimension`
        /// (`TargetedDirectorySegment.toPathSegment` after `removeTargeting`).
        func pathSegment(removing dimension: TargetingDimension? = nil) -> String {
            targeting.filter { $0.dimension != dimension }.reduce(name) { $0 + "#" + $1.dimension.rawValue + "_" + $1.value }
        }
    }

    /// One dimension and its value.
    struct Targeting: Hashable {
        var dimension: TargetingDimension
        var value: String
    }

    /// Parses one folder name; the reason bundletool refuses it, if it does.
    static func parse(_ folder: Substring) -> Result<Segment, Problem> {
        // By scalars, as Java reads UTF-16: a '#' followed by a combining mark is one Character to Swift.
        let scalars = folder.unicodeScalars
        guard scalars.contains("#") else { return .success(Segment(name: String(folder), targeting: [])) }
        guard scalars.first != "#", scalars.last != "#" else { return .failure(.untokenizable) }
        let parts = scalars.split(separator: "#", omittingEmptySubsequences: false).map { Substring($0) }
        var pairs: [(key: String, value: Substring)] = []
        for part in parts.dropFirst() {
            guard let pair = keyValue(part) else { return .failure(.notKeyValue(String(part))) }
            guard !pairs.contains(where: { $0.key == pair.key }) else { return .failure(.repeatedKey(pair.key)) }
            pairs.append(pair)
        }
        // validateNestedTargetingDimensions: only for two keys or more.
        if pairs.count > 1 {
            guard pairs.count <= 2 else { return .failure(.tooManyKeys) }
            for pair in pairs {
                guard let dimension = TargetingDimension(rawValue: pair.key) else { return .failure(.unknownKey(pair.key)) }
                guard dimension.nests else { return .failure(.language) }
            }
        }
        var targeting: [Targeting] = []
        for pair in pairs {
            guard let dimension = TargetingDimension(rawValue: pair.key) else { return .failure(.unknownKey(pair.key)) }
            switch dimension.canonical(pair.value) {
            case .success(let value): targeting.append(Targeting(dimension: dimension, value: value))
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(Segment(name: String(parts[0]), targeting: targeting))
    }

    /// `DimensionKeyValue`'s `(?<key>[a-z]+)_(?<value>.+)`, matched whole: a key of lower-case
    /// ASCII letters, `_`, and a value of at least one character, none a line terminator
    /// (what Java's `.` does not match).
    static func keyValue(_ part: Substring) -> (key: String, value: Substring)? {
        let scalars = part.unicodeScalars
        guard let underscore = scalars.firstIndex(of: "_") else { return nil }
        let key = scalars[..<underscore]
        let value = scalars[scalars.index(after: underscore)...]
        let terminators: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        guard !key.isEmpty, key.allSatisfy({ ("a"..."z").contains($0) }), !value.isEmpty,
            !value.contains(where: terminators.contains)
        else { return nil }
        return (String(Substring(key)), Substring(value))
    }

    /// The first problem bundletool finds in the folders above the file at `path` (below
    /// `assets/`), with the folder's path up to the segment at fault.
    static func problem(inFolderOf path: String) -> (folder: String, problem: Problem)? {
        guard case .failure(let failure) = TargetedDirectory.parse(folderOf: path) else { return nil }
        return (failure.folder, failure.problem)
    }

    /// Why bundletool refuses a folder name (its messages, in `Diagnostic.invalidTargetedFolder`).
    enum Problem: Error, Hashable {
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
        /// `#lang_`, which asset packs cannot use (nor nest with another key).
        case language
        /// A texture format bundletool does not know.
        case unknownFormat(String)
        /// A device tier that is not a non-negative 32-bit integer.
        case invalidTier(String)
        /// A device group name outside `[a-zA-Z][a-zA-Z0-9_]*`.
        case invalidGroup(String)
        /// A country set name outside `[a-zA-Z][a-zA-Z0-9_]*`.
        case invalidCountrySet(String)
        /// More than two keys in a folder name.
        case tooManyKeys
    }
}

/// The folder of a file in an asset pack, `assets/` first, as bundletool's `TargetedDirectory.java`
/// (google/bundletool 1de340a) reads it: every folder name parsed (`TargetedFolder`), one
/// dimension at most once on the path (`checkNoDuplicateDimensions`), and the folder's
/// targeting taken from the first folder of the path that targets anything (`getTargeting`):
/// `a#tcf_astc/b#tier_1` targets a texture format only, as far as the validators see.
struct TargetedDirectory: Hashable {
    /// The folder names as written, `assets` first.
    let names: [Substring]
    /// Each name parsed.
    let segments: [TargetedFolder.Segment]

    /// Why bundletool refuses a path: the folder at fault (its path from `assets`), and why.
    struct Failure: Error {
        var folder: String
        var problem: TargetedFolder.Problem
    }

    /// The folder of the file at `packPath` (below `assets/`).
    static func parse(folderOf packPath: String) -> Result<TargetedDirectory, Failure> {
        parse(["assets"] + HostFileName.components(Substring(packPath)).dropLast())
    }

    /// The folder whose names, `assets` first, are `names`.
    static func parse(_ names: [Substring]) -> Result<TargetedDirectory, Failure> {
        var segments: [TargetedFolder.Segment] = []
        var covered: Set<TargetingDimension> = []
        for (position, name) in names.enumerated() {
            let folder = { names[...position].joined(separator: "/") }
            switch TargetedFolder.parse(name) {
            case .failure(let problem):
                return .failure(Failure(folder: folder(), problem: problem))
            case .success(let segment):
                for targeting in segment.targeting where !covered.insert(targeting.dimension).inserted {
                    return .failure(Failure(folder: folder(), problem: .repeatedDimension(targeting.dimension.rawValue)))
                }
                segments.append(segment)
            }
        }
        return .success(TargetedDirectory(names: names, segments: segments))
    }

    /// The path as written.
    var path: String { names.joined(separator: "/") }

    /// The value of `dimension` in the first folder of the path that targets anything.
    func value(of dimension: TargetingDimension) -> String? {
        segments.first { !$0.targeting.isEmpty }?.value(of: dimension)
    }

    /// The path up to the folder that targets `dimension`, that folder without its targeting
    /// (`getSubPathBaseName`: `a/b/c#tier_1/d` -> `a/b/c`); the whole path's base name when no
    /// folder targets it.
    func subPathBaseName(_ dimension: TargetingDimension) -> String {
        let position = segments.firstIndex { $0.value(of: dimension) != nil } ?? segments.count - 1
        return baseName(upTo: position)
    }

    /// The path with its last folder's targeting removed (`getPathBaseName`).
    var pathBaseName: String { baseName(upTo: segments.count - 1) }

    /// The path bundletool looks for a fallback at: every folder without `dimension`, and
    /// written back as bundletool writes targeting (`removeTargeting(...).toZipPath()`).
    func path(removing dimension: TargetingDimension) -> String {
        segments.map { $0.pathSegment(removing: dimension) }.joined(separator: "/")
    }

    private func baseName(upTo position: Int) -> String {
        (names[..<position].map(String.init) + [segments[position].name]).joined(separator: "/")
    }
}

/// `ODRCatalogItems.swift`, part 2: finding an item among the packed files by its name, and
/// choosing the file of an image set, a data set or an atlas folder that suits the device's
/// display scale and idiom.
extension BackgroundAssetsFiles {
    /// `CatalogItems`: items, candidates, atlases, Contents.json.
    static let catalogItemsFinding = #"""
// MARK: - Finding items and choosing variants

/// Where the compiled items are among the packed files, and which of an item's files suits a device.
nonisolated enum CatalogItems {
    /// A device's display scale (0 when unknown) and idioms, most wanted first.
    struct Device: Equatable {
        var scale: Double
        var idioms: [String]

        init(scale: Double, idiom: String) {
            self.scale = scale
            self.idioms = idiom == "universal" ? ["universal"] : [idiom, "universal"]
        }
    }

    /// The idiom of the platform the app runs on, for traits that do not say.
    static var platformIdiom: String {
        #if os(tvOS)
        return "tv"
        #elseif os(visionOS)
        return "vision"
        #elseif targetEnvironment(macCatalyst)
        return "mac"
        #else
        return "iphone"
        #endif
    }

    /// One file of an item with what it suits: an image set's or data set's entry, or an atlas
    /// folder's image.
    struct Candidate: Equatable {
        var path: String
        var idiom: String
        var scale: Double
    }

    /// Whether `name` can name an item: `/`-separated parts, none empty, `.` or `..`, no NUL.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("\0")
            && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The folder (ending in `/`) of the item `name` of `kind` (`imageset`, `dataset`,
    /// `spriteatlas`) in the first catalog, by name, that has one.
    static func itemFolder(named name: String, kind: String) -> String? {
        guard isValidName(name) else { return nil }
        for catalog in CatalogList.shared.catalogs {
            let folder = "\(catalog)/\(name).\(kind)/"
            let found = kind == "spriteatlas" ? !AssetPackMap.bundlePaths(withPrefix: folder).isEmpty
                                               : AssetPackMap.packID(forFile: folder + "Contents.json") != nil
            if found { return folder }
        }
        return nil
    }

    /// The best of `candidates` for `device`: the most wanted idiom first; then the scale equal
    /// to the device's, else the nearest above, else the nearest below (with no device scale,
    /// the largest); the first listed among equals.
    static func best(_ candidates: [Candidate], for device: Device) -> Candidate? {
        let ranked = candidates.compactMap { candidate in device.idioms.firstIndex(of: candidate.idiom).map { ($0, candidate) } }
        guard let idiomRank = ranked.map(\.0).min() else { return nil }
        let suited = ranked.filter { $0.0 == idiomRank }.map(\.1)
        guard device.scale > 0 else { return suited.max { $0.scale < $1.scale } }
        if let exact = suited.first(where: { $0.scale == device.scale }) { return exact }
        if let above = suited.filter({ $0.scale > device.scale }).min(by: { $0.scale < $1.scale }) { return above }
        return suited.max { $0.scale < $1.scale }
    }

    /// The best image of the image set in `folder` for `device`.
    static func imageVariant(inSet folder: String, for device: Device, reading access: TaggedResourceAccess) -> Candidate? {
        guard let contents = contents(ofSet: folder, reading: access) else { return nil }
        return best((contents.images ?? []).map { Candidate($0, in: folder) }, for: device)
    }

    /// The frames of the atlas `name`, each with its image for `device`: a catalog's
    /// `<name>.spriteatlas` (a frame per image set, named as the set), else the `<name>.atlas`
    /// folder (a frame per image name, without its `@2x`, `~ipad` and extension).
    static func atlasFrames(named name: String, for device: Device, reading access: TaggedResourceAccess) -> [String: Candidate] {
        var frames: [String: Candidate] = [:]
        if let folder = itemFolder(named: name, kind: "spriteatlas") {
            for path in AssetPackMap.bundlePaths(withPrefix: folder) where path.hasSuffix(".imageset/Contents.json") {
                let set = String(path.dropLast("Contents.json".count))
                let frame = String(set.dropLast(".imageset/".count).split(separator: "/").last ?? "")
                if frames[frame] == nil, let variant = imageVariant(inSet: set, for: device, reading: access) { frames[frame] = variant }
            }
            return frames
        }
        guard isValidName(name), !name.contains("/") else { return [:] }
        return folderAtlasFrames(AssetPackMap.bundlePaths(withPrefix: "\(name).atlas/"), for: device)
    }

    /// The frames of an `.atlas` folder's image files (`name[@<n>x][~iphone|~ipad].png|jpg|jpeg`).
    static func folderAtlasFrames(_ paths: [String], for device: Device) -> [String: Candidate] {
        var variants: [String: [Candidate]] = [:]
        for path in paths {
            guard let file = path.split(separator: "/").last, let (frame, candidate) = atlasImage(String(file), path: path) else { continue }
            variants[frame, default: []].append(candidate)
        }
        return variants.compactMapValues { best($0, for: device) }
    }

    /// An `.atlas` folder image's frame name, idiom and scale; nil for a file that is no image.
    static func atlasImage(_ file: String, path: String) -> (frame: String, candidate: Candidate)? {
        guard let dot = file.lastIndex(of: "."), ["png", "jpg", "jpeg"].contains(file[file.index(after: dot)...].lowercased()) else { return nil }
        var stem = String(file[..<dot])
        var idiom = "universal"
        for (suffix, name) in [("~iphone", "iphone"), ("~ipad", "ipad")] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            idiom = name
        }
        var scale = 1.0
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"), let value = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), value > 0 {
            scale = value
            stem = String(stem[..<at])
        }
        return stem.isEmpty ? nil : (stem, Candidate(path: path, idiom: idiom, scale: scale))
    }

    /// The catalogs among the packed files (the first folder of a bundle path, when it is a
    /// `.xcassets`), sorted, found once.
    final class CatalogList: @unchecked Sendable {
        static let shared = CatalogList()
        private let lock = NSLock()
        private var found: [String]?

        var catalogs: [String] {
            lock.withLock {
                if let found { return found }
                var names = Set<String>()
                for path in AssetPackMap.bundlePaths(withPrefix: "") {
                    if let first = path.split(separator: "/").first, first.hasSuffix(".xcassets"), first.count < path.count { names.insert(String(first)) }
                }
                let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                found = sorted
                return sorted
            }
        }
    }
}

// MARK: - Contents.json

nonisolated extension CatalogItems {
    /// The part of a set's Contents.json the lookups read.
    struct SetContents: Decodable {
        var images: [Entry]?
        var data: [Entry]?
    }

    /// An image or data entry. An entry for another appearance (dark, high contrast) is never chosen.
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [[String: String]]?
    }

    /// The set's Contents.json, decoded; nil if it is missing or malformed.
    static func contents(ofSet folder: String, reading access: TaggedResourceAccess) -> SetContents? {
        guard let bytes = try? access.data(atBundlePath: folder + "Contents.json") else { return nil }
        // Apple: https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
        return try? JSONDecoder().decode(SetContents.self, from: bytes)
    }

    /// Whether a Contents.json `filename` names a file of the set itself.
    static func isValidFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}

nonisolated extension CatalogItems.Candidate {
    /// The entry's file in the set at `folder`; an entry without a usable file, or for another
    /// appearance, gets an idiom no device wants.
    init(_ entry: CatalogItems.Entry, in folder: String) {
        let usable = entry.filename.map(CatalogItems.isValidFileName) == true && (entry.appearances ?? []).isEmpty
        let scale = entry.scale.flatMap { $0.hasSuffix("x") ? Double($0.dropLast()) : nil } ?? 1
        self.init(path: folder + (entry.filename ?? ""), idiom: usable ? (entry.idiom ?? "universal") : "", scale: scale > 0 ? scale : 1)
    }
}

"""#
}

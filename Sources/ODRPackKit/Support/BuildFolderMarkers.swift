/// The files by which a folder `odr-pack build` wrote is known: its lock and its cache. A
/// scan that meets a folder holding either leaves it out (`output-inside-resources`), so no
/// build packs another build's packs, whatever output folder each was given.
enum BuildFolderMarkers {
    /// The lock every build takes in its output folder (`OutputLock`).
    static let lockFile = ".odr-pack.lock"
    /// The cache every build leaves in its output folder (`BuildCache`).
    static let cacheFile = ".odr-pack-cache.plist"
    /// The record of the whole build, checked first by the next (`BuildRecord`).
    static let recordFile = ".odr-pack-record"

    /// The marker among a folder's `names`, if it holds one.
    static func marker(in names: [String]) -> String? {
        names.first { $0 == lockFile || $0 == cacheFile }
    }
}

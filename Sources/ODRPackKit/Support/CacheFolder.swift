import FileSystem

/// The user's cache folder, where lint keeps what it learnt of files between runs: the
/// first-bytes cache (`PrefixCheckCache`) and Play's estimates (`EstimateCache`).
enum CacheFolder {
    /// The folder `environment` names: `ODR_PACK_CACHE_DIR` (empty: none), else
    /// `$XDG_CACHE_HOME/odr-pack`, else `~/.cache/odr-pack` (`~/Library/Caches/odr-pack` on macOS).
    static func path(environment: [String: String]) -> String? {
        if let chosen = environment["ODR_PACK_CACHE_DIR"] { return chosen.isEmpty ? nil : chosen }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return PathString.child(xdg, "odr-pack") }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return PathString.child(home, "Library/Caches/odr-pack")
        #else
        return PathString.child(home, ".cache/odr-pack")
        #endif
    }
}

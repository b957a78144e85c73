/// The files the Android Gradle plugin leaves out of `src/main/assets` by default, which a
/// Gradle or Unity build of the packs would silently drop. AGP's default `ignoreAssetsPattern`
/// is `!.svn:!.git:!.ds_store:!*.scc:.*:<dir>_*:!CVS:!thumbs.db:!picasa.ini:!*~` (third-party
/// copies; not checked against AGP's source, and whether the asset-pack plugin applies it too is
/// unconfirmed): names starting with `.`, folders starting with `_`, `CVS`, `thumbs.db`,
/// `picasa.ini`, names ending in `.scc` or `~`, compared without regard to case. A bundletool
/// zip keeps them all.
enum GradleAssetFilter {
    /// Whether AGP's default pattern drops a file or folder named `name`.
    static func isIgnored(_ name: Substring, isFolder: Bool) -> Bool {
        let lower = name.lowercased()
        if lower.hasPrefix(".") || lower.hasSuffix("~") || lower.hasSuffix(".scc") { return true }
        if ["cvs", "thumbs.db", "picasa.ini"].contains(lower) { return true }
        return isFolder && lower.hasPrefix("_")
    }

    /// `asset-ignored-by-gradle` for each packed file the pattern drops (itself or a folder above it).
    static func ignored(in plan: PackPlan, manifest: Manifest) -> [Diagnostic] {
        plan.packs.flatMap { pack in
            pack.files.filter { file in
                let components = HostFileName.components(Substring(file.packPath))
                return components.enumerated().contains { position, name in isIgnored(name, isFolder: position < components.count - 1) }
            }.map { file in
                Diagnostic.assetIgnoredByGradle(file.packPath, pack: pack.identity.identifier, at: manifest.entryLocation(file.entryIndex))
            }
        }
    }
}

import FileSystem
import XcodeProject

/// Where `--catalog-items files` puts the tagged units of asset catalogs inside the packs:
/// `<catalog name>/<item name>.<kind>/<file>`, the set folder whole, `Contents.json` included.
/// The item name is the name the app looks the item up by: the folder groups on the way keep
/// their names only where they provide a namespace (`Assets.xcassets/Bosses/Golem.imageset`
/// for `image(named: "Bosses/Golem")`), and a sprite atlas is always kept
/// (`Assets.xcassets/Enemies.spriteatlas/Slime.imageset`). Two items of one name in a
/// catalog then share a path, which lint reports (`pack-path-collision`), as actool refuses
/// them. `.atlas` folders and models keep Xcode's copy rule: their name at the top.
///
/// The items served (`ServedItem`) are copied as they are from then on: their sources are
/// what the packs hold and what the lookups read, so no check or build calls them compiled.
enum CatalogItemLayout {
    /// `manifest` with every unit of an `.xcassets` catalog given its bundle path, and every
    /// item `ODRCatalogItems.swift` serves copied as it is.
    static func place(_ manifest: Manifest) -> Manifest {
        var placed = manifest
        var namespaces: [String: Bool] = [:]
        for index in placed.resources.indices {
            let entry = placed.resources[index]
            if ServedItem.of(entry) == .served { placed.resources[index].processing = .copy }
            guard let catalog = entry.catalog, PathString.pathExtension(catalog) == "xcassets", entry.bundlePath == nil,
                let path = bundlePath(of: entry.path, in: catalog, base: manifest.baseDirectory, namespaces: &namespaces)
            else { continue }
            placed.resources[index].bundlePath = path
        }
        return placed
    }

    /// The bundle path of the unit at `unit` (relative to the base) of the catalog at `catalog`;
    /// nil for the catalog itself or a unit outside it.
    static func bundlePath(of unit: String, in catalog: String, base: String, namespaces: inout [String: Bool]) -> String? {
        let prefix = catalog.hasSuffix("/") ? catalog : catalog + "/"
        guard unit.hasPrefix(prefix), let catalogName = catalog.split(separator: "/").last else { return nil }
        let parts = unit.dropFirst(prefix.count).split(separator: "/").map(String.init)
        guard let item = parts.last else { return nil }
        var kept: [String] = [String(catalogName)]
        var folder = catalog
        for part in parts.dropLast() {
            folder += "/" + part
            if PathString.pathExtension(part) == "spriteatlas" {
                kept.append(part)
            } else if let known = namespaces[folder] {
                if known { kept.append(part) }
            } else {
                let provides = AssetCatalog.providesNamespace(folder.hasPrefix("/") ? folder : PathString.appending(base, folder))
                namespaces[folder] = provides
                if provides { kept.append(part) }
            }
        }
        return (kept + [item]).joined(separator: "/")
    }
}

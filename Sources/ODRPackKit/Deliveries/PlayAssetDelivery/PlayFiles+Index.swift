import FileSystem

/// What verify cross-checks of a Play Asset Delivery index before it trusts it to decide what
/// to check: the layout and the archive format it implies, the packs folder, the application ID
/// a bundletool build needs, and each pack's name, paths and delivery type.
extension PlayFiles {
    static func indexProblems(_ index: BuildIndex, indexPath: String, delivery: String) -> [Diagnostic] {
        guard let layout = index.playLayout else {
            return [
                .indexFieldNotAllowed(
                    indexPath, key: "Layout", value: index.deliveryKeys["Layout"]?.string ?? "nothing", delivery: delivery)
            ]
        }
        guard index.archiveFormat == layout.archiveFormat else {
            return [
                .indexFieldNotAllowed(
                    indexPath, key: "ArchiveFormat", value: index.archiveFormat, delivery: delivery + " " + layout.rawValue)
            ]
        }
        guard index.packsFolder == OutputFolder.defaultPacksFolder else {
            return [.indexFieldNotAllowed(indexPath, key: "PacksFolder", value: index.packsFolder, delivery: delivery)]
        }
        if let id = index.applicationID, !ApplicationID.isValid(id) {
            return [.indexFieldNotAllowed(indexPath, key: "ApplicationID", value: id, delivery: delivery)]
        }
        if layout == .bundletool && index.applicationID == nil {
            return [.indexFieldNotAllowed(indexPath, key: "ApplicationID", value: "nothing", delivery: delivery + " bundletool")]
        }
        var problems: [Diagnostic] = []
        for pack in index.assetPacks {
            guard PlayPackName.isValid(pack.identifier) else { return [.unsafePackID(indexPath, id: pack.identifier)] }
            let archive = PathString.child(index.packsFolder, layout.archiveName(pack.identifier))
            if pack.folder != pack.identifier || pack.archive != archive {
                problems.append(.indexPackNotDerived(indexPath, pack: pack.identifier, expected: archive))
            }
            if pack.deliveryType == nil {
                problems.append(
                    .indexFieldNotAllowed(
                        indexPath, key: "AssetPacks.\(pack.identifier).DeliveryType",
                        value: pack.deliveryKeys["DeliveryType"]?.string ?? "nothing", delivery: delivery))
            }
        }
        return problems
    }
}

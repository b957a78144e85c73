import FileSystem

/// The items of a folder on disk, for walking catalogs and synchronized folders: sorted by
/// their UTF-8 bytes, links followed to say whether an item is a folder (and which one, so
/// a walk can refuse to enter a folder it is already inside).
enum FolderListing {
    /// One item of a folder.
    struct Item {
        var name: String
        /// The folder's identity, when the item is a folder (or a link to one).
        var folderIdentity: FileIdentity?
    }

    /// The items of `folder` except `excluded` names; none when it cannot be read.
    static func items(of folder: String, excluding excluded: Set<String>) -> [Item] {
        guard let handle = try? DirectoryHandle(folder), let names = try? handle.contents() else { return [] }
        return names.filter { !excluded.contains($0) }.map { name in
            let status = try? FileStatus.of(folder + "/" + name)
            return Item(name: name, folderIdentity: status?.kind == .directory ? status?.identity : nil)
        }
    }
}

import Crypto

/// An asset pack's names, exactly as Xcode derives them from its tag set.
///
/// `hash = md5(sorted(tags).joined(":"))`; identifier `<bundle id>.asset-pack-<hash>`;
/// folder `<bundle id>.<tags joined "+">-<hash>.assetpack`, with characters dropped from the
/// end of the `<bundle id>.<tags>` part until the folder name is at most 240 UTF-8 bytes.
public struct PackIdentity: Sendable, Hashable {
    /// Xcode's limit on the length of an asset pack's folder name, in UTF-8 bytes.
    public static let maximumFolderNameLength = 240

    /// The tags, sorted as Swift sorts strings (as Xcode does).
    public let tags: [String]
    /// The lower-case hex MD5 of the sorted tags joined by `:`.
    public let hash: String
    /// `<bundle id>.asset-pack-<hash>`.
    public let identifier: String
    /// `<bundle id>.<tags>-<hash>.assetpack`, shortened to 240 bytes.
    public let folderName: String

    /// The names of a pack of another delivery, whose ID names both the pack and its archive;
    /// the hash is that of its tag sets (`hash(ofTagSets:)`).
    init(id: String, tags: [String], tagSets: [[String]]) {
        self.tags = tags
        hash = Self.hash(ofTagSets: tagSets)
        identifier = id
        folderName = id
    }

    /// The lower-case hex SHA-256 of tag sets (each sorted; the sets sorted): the same for the
    /// same sets on every machine.
    static func hash(ofTagSets tagSets: [[String]]) -> String {
        let text = tagSets.map { $0.joined(separator: "\u{1F}") }.sorted().joined(separator: "\u{1E}")
        return Hex.string(SHA256.hash(data: Array(text.utf8)))
    }

    /// Derives the names of the pack for `tags` in the app `bundleIdentifier`.
    public init(bundleIdentifier: String, tags: some Sequence<String>) {
        let sorted = Set(tags).sorted()
        self.tags = sorted
        let digest = Insecure.MD5.hash(data: Array(sorted.joined(separator: ":").utf8))
        hash = digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
        identifier = "\(bundleIdentifier).asset-pack-\(hash)"
        var prefix = "\(bundleIdentifier).\(sorted.joined(separator: "+"))"
        let suffix = "-\(hash).assetpack"
        while prefix.utf8.count + suffix.utf8.count > PackIdentity.maximumFolderNameLength {
            prefix.removeLast()
        }
        folderName = prefix + suffix
    }
}

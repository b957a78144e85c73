/// The Android application ID an asset pack's manifest names (`package`): bundletool reads it
/// and checks nothing of it, so a wrong one makes split APKs Android refuses to install with
/// the app. It follows Google's published rule for `applicationId`: two or more segments
/// separated by `.`, each an ASCII letter followed by ASCII letters, digits and `_`
/// (aapt2 refuses most other names: "is not a valid Android package name").
enum ApplicationID {
    /// Whether `id` is a valid application ID.
    static func isValid(_ id: String) -> Bool {
        let segments = id.split(separator: ".", omittingEmptySubsequences: false)
        return segments.count >= 2
            && segments.allSatisfy { segment in
                guard let first = segment.utf8.first, PortablePackName.isLetter(first) else { return false }
                return segment.utf8.allSatisfy { PortablePackName.isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
            }
    }

    /// `id` with every other character made `_`, for the fix a message suggests (an iOS
    /// bundle identifier often has a `-`); nil when that is not valid either.
    static func repaired(_ id: String) -> String? {
        let bytes = id.utf8.map { PortablePackName.isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2E ? $0 : 0x5F }
        let form = String(decoding: bytes, as: UTF8.self)
        return isValid(form) ? form : nil
    }
}

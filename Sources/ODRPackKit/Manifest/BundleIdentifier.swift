/// The rules for an app's bundle identifier (CFBundleIdentifier).
enum BundleIdentifier {
    /// Letters, digits, `-` and `.`, not empty, no empty segment.
    static func isValid(_ identifier: String) -> Bool {
        guard !identifier.isEmpty, !identifier.hasPrefix("."), !identifier.hasSuffix("."),
            !identifier.contains("..")
        else { return false }
        return identifier.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "."
        }
    }
}

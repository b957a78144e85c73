/// The dimensions bundletool targets asset folders on, by their keys in folder names
/// (`TargetedDirectorySegment.java`, `TargetingDimension.java` at google/bundletool 1de340a),
/// and the values each takes.
enum TargetingDimension: String, CaseIterable, Comparable, Sendable {
    case countrySet = "countries"
    case deviceTier = "tier"
    case deviceGroup = "group"
    case language = "lang"
    case textureFormat = "tcf"

    static func < (lhs: TargetingDimension, rhs: TargetingDimension) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// bundletool's name of the dimension, as its messages print it.
    var bundletoolName: String {
        switch self {
        case .countrySet: "COUNTRY_SET"
        case .deviceTier: "DEVICE_TIER"
        case .deviceGroup: "DEVICE_GROUP"
        case .language: "LANGUAGE"
        case .textureFormat: "TEXTURE_COMPRESSION_FORMAT"
        }
    }

    /// Whether a folder may target it together with another dimension (`ALLOWED_NESTING_DIMENSIONS`).
    var nests: Bool { self != .language }

    /// The value as bundletool keeps it, or why it refuses it: country sets and device groups
    /// match `[a-zA-Z][a-zA-Z0-9_]*` (`COUNTRY_SET_PATTERN`, `DeviceTargetingUtils.DEVICE_GROUP_PATTERN`);
    /// a tier is what Guava's `Ints.tryParse` reads (an optional `-` and ASCII digits, within 32
    /// bits) and not negative, kept as Java prints it back (`01` is `1`); a format is one of
    /// `TextureCompressionUtils.TEXTURE_TO_TARGETING`; a language is never taken in an asset pack.
    func canonical(_ value: Substring) -> Result<String, TargetedFolder.Problem> {
        switch self {
        case .countrySet: Self.isName(value) ? .success(String(value)) : .failure(.invalidCountrySet(String(value)))
        case .deviceGroup: Self.isName(value) ? .success(String(value)) : .failure(.invalidGroup(String(value)))
        case .deviceTier: Self.tier(value).map { .success(String($0)) } ?? .failure(.invalidTier(String(value)))
        case .textureFormat:
            TextureFormat.formats.contains(String(value)) ? .success(String(value)) : .failure(.unknownFormat(String(value)))
        case .language: .failure(.language)
        }
    }

    /// `[a-zA-Z][a-zA-Z0-9_]*`.
    static func isName(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, PortablePackName.isLetter(first) else { return false }
        return text.utf8.allSatisfy(PlayPackName.isAllowed)
    }

    /// A non-negative tier as `Ints.tryParse` reads it, or nil.
    static func tier(_ text: Substring) -> Int32? {
        var digits = text.utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        var value: Int64 = 0
        for digit in digits {
            value = value * 10 + Int64(digit - 0x30)
            guard value <= Int64(Int32.max) + 1 else { return nil }
        }
        let signed = negative ? -value : value
        guard signed >= 0, signed <= Int64(Int32.max) else { return nil }
        return Int32(signed)
    }
}

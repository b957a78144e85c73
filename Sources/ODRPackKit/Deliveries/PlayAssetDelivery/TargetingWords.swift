/// How messages name a targeting dimension: its folders, its values, its key, the validator
/// that compares packs on it, and the code.
struct TargetingWords {
    let folders: String
    let values: String
    let key: String
    let validator: String
    let code: DiagnosticCode

    init(_ dimension: TargetingDimension) {
        key = "#" + dimension.rawValue + "_"
        switch dimension {
        case .textureFormat:
            (folders, values, validator, code) = (
                "texture-format folders", "formats", "TextureCompressionFormatParityValidator", .textureFormatParity
            )
        case .deviceTier:
            (folders, values, validator, code) = ("device-tier folders", "tiers", "DeviceTierParityValidator", .deviceTierParity)
        case .deviceGroup:
            (folders, values, validator, code) = ("device-group folders", "groups", "DeviceGroupParityValidator", .deviceGroupParity)
        case .countrySet, .language:
            (folders, values, validator, code) = ("country-set folders", "country sets", "CountrySetParityValidator", .countrySetParity)
        }
    }
}

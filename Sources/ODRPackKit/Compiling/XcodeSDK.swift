import FileSystem
import PropertyList

/// What the compilers' command lines take from the platform's SDK: its path (`$(SDKROOT)`)
/// and the settings it defaults (`SDKSettings.plist`, `DefaultProperties`), as swift-build
/// reads them (`SDKRegistry.swift:620-727`).
struct XcodeSDK: Sendable {
    /// The SDK folder, or the platform name when `xcrun` does not know it.
    var path: String
    /// `DefaultProperties` of `SDKSettings.plist`, the string values only.
    var defaultProperties: [String: String] = [:]

    /// The SDK of `platform` (`xcrun --sdk <platform> --show-sdk-path`), with its defaults.
    static func locate(_ toolchain: XcodeToolchain, platform: String) -> XcodeSDK {
        let output = try? toolchain.run(["--sdk", platform, "--show-sdk-path"])
        let path = output?.text.trimmingWhitespace() ?? ""
        guard output?.status == 0, !path.isEmpty else { return XcodeSDK(path: platform) }
        var sdk = XcodeSDK(path: path)
        // swift-build ignores a missing or unreadable SDKSettings.plist too.
        if let bytes = try? FileAccess.readFile(path + "/SDKSettings.plist"),
            let settings = try? PropertyListManifestReader.decode(bytes),
            let defaults = settings["DefaultProperties"]?.dictionaryValue
        {
            sdk.defaultProperties = defaults.compactMapValues(\.stringValue)
        }
        return sdk
    }
}

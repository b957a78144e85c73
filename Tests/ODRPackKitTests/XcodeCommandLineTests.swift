import TestSupport
import Testing

@testable import ODRPackKit

/// The parts of the compilers' command lines odr-pack derives from build settings, against
/// swift-build's rules (swiftlang/swift-build, read at 41aee626).
@Suite(.budget(seconds: 1)) struct XcodeCommandLineTests {
    /// `InterfaceBuilderShared.swift`, `evaluateTargetedDeviceFamilyBuildSetting`: only the
    /// families the platform supports, numeric order, the platform's set when none is left,
    /// the explicit name of tvOS and watchOS, and no iPhone or iPad beside visionOS's 7.
    @Test(
        arguments: [
            ("1,2", "iphoneos", ["iphone", "ipad"]),
            ("2 1", "iphoneos", ["iphone", "ipad"]),
            ("2,2", "iphonesimulator", ["ipad"]),
            ("1,2,3,4", "iphoneos", ["iphone", "ipad"]),
            ("3", "iphoneos", ["iphone", "ipad"]),
            (nil, "iphoneos", ["iphone", "ipad"]),
            ("1,2", "appletvos", ["tv"]),
            (nil, "watchos", ["watch"]),
            ("1,2,7", "xros", ["vision"]),
            ("1,2", "xros", ["iphone", "ipad"]),
            (nil, "xrsimulator", ["vision"]),
        ] as [(String?, String, [String])])
    func targetDevicesFollowSwiftBuild(setting: String?, platform: String, expected: [String]) {
        #expect(XcodeCompilation.targetDevices(setting, platform: platform) == expected)
    }
}

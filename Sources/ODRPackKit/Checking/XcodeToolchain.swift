import FileSystem
import Foundation
import XcodeProject

/// Apple's resource compilers, found through `xcrun` as Xcode's build finds them. Present on a
/// Mac with Xcode; absent on Linux, where build then needs `--allow-uncompiled`.
public struct XcodeToolchain: Sendable {
    /// The `xcrun` executable.
    public let xcrun: String

    /// The tools odr-pack runs itself (`XcodeCompilation`); any other compiled type needs
    /// Xcode (or `--allow-uncompiled`).
    public static let runnableTools: Set<String> = [
        "actool", "coremlc", "ibtool", "momc", "mapc", "iconutil", "intentbuilderc", "TextureAtlas", "copySceneKitAssets",
    ]

    /// The toolchain when `xcrun` is on `PATH` and finds `tool` (`xcrun --find <tool>`), else
    /// nil; always nil for a tool odr-pack does not know how to run.
    public static func locate(for tool: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> XcodeToolchain? {
        guard runnableTools.contains(tool) else { return nil }
        guard let xcrun = Executables.find("xcrun", in: environment["PATH"] ?? "") else { return nil }
        let toolchain = XcodeToolchain(xcrun: xcrun)
        // What xcrun answers is no file a build's record can vouch for.
        ReadLog.current?.invalidate()
        guard let found = try? toolchain.run(["--find", tool]), found.status == 0 else { return nil }
        return toolchain
    }

    /// What one run of `xcrun` gave.
    public struct Output: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output and standard error, together.
        public var text: String
    }

    /// Runs `xcrun` with `arguments` and waits for it (`ToolRun`: the end of its output is kept).
    public func run(_ arguments: [String]) throws -> Output {
        let run = try ToolRun.run(xcrun, arguments, in: nil, timeout: nil, cancellation: nil)
        return Output(status: run.status ?? -1, text: run.text)
    }
}

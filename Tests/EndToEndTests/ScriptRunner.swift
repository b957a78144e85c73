import Foundation
import TestSupport

/// Runs a script or program other than odr-pack (the action's scripts, the docs' workflow
/// steps) with its arguments and environment passed as they are, never through a shell's
/// text, and its output in files (a chatty script cannot block on a full pipe).
enum ScriptRunner {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], in directory: URL) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The runner's own variables, where the tests run in a workflow, are not the step's.
        let inherited = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") && !$0.key.hasPrefix("INPUT_") }
        process.environment = inherited.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        return try CommandRunner.collecting(process)
    }
}

/// A generated Xcode project with two tagged targets named as Xcode names them, with spaces
/// and parentheses: `Game (iOS)` (tag `Phone Level`) and `Game (tvOS)` (tag `TV Level`).
enum XcodeTargets {
    /// Writes the project and its two files into `folder`; returns the `.xcodeproj` path.
    static func write(in folder: TemporaryFolder) throws -> String {
        try folder.write("Game/phone.bin", bytes: Array(repeating: 1, count: 300))
        try folder.write("Game/tv.bin", bytes: Array(repeating: 2, count: 500))
        let objects =
            PBXText.target("T1", name: "Game (iOS)", phases: ["R1"], settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.game;")
            + PBXText.target("T2", name: "Game (tvOS)", phases: ["R2"], settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.game.tv;")
            + PBXText.resources("R1", [("F1", ["Phone Level"])]) + PBXText.resources("R2", [("F2", ["TV Level"])])
            + [PBXText.file("F1", path: "Game/phone.bin"), PBXText.file("F2", path: "Game/tv.bin")]
        return try folder.write(
            "Game.xcodeproj/project.pbxproj",
            text: PBXText.file(objects, targets: ["T1", "T2"], mainChildren: ["F1", "F2"])
        )
        .replacingOccurrences(of: "/project.pbxproj", with: "")
    }
}

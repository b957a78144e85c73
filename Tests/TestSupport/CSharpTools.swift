import Foundation

/// The C# a build writes for Unity, compiled with Mono's `mcs` against the stand-ins of the
/// Unity APIs it calls (`Tests/Fixtures/Unity/StandIns`) and run with `mono`; tests skip where
/// Mono is missing (`make test-deps` installs it).
public enum CSharpTools {
    /// Whether `mcs` and `mono` are on `PATH`.
    public static var available: Bool { ExternalTool.available("mcs", "mono") }

    /// `Tests/Fixtures/Unity`.
    public static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Unity").path

    /// The check program's source (`MapCheck.cs`).
    public static var mapCheck: String { fixtures + "/MapCheck.cs" }

    /// Compiles `sources` with the stand-ins and `defines` into `output` (an `.exe`, or a `.dll`
    /// when `library`), warnings as errors; throws with mcs's messages.
    public static func compile(_ sources: [String], defines: [String], output: String, library: Bool = false) throws {
        let arguments =
            ["-warnaserror+", "-nologo", "-out:" + output, library ? "-target:library" : "-target:exe"]
            + defines.map { "-define:" + $0 } + [fixtures + "/StandIns/UnityEngine.cs"] + sources
        try ExternalTool.runChecked("mcs", arguments)
    }

    /// Runs `program` under mono with `environment` added; throws unless it exits with 0.
    public static func run(_ program: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> ToolOutput {
        let settings = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try ExternalTool.runChecked("env", settings + ["mono", program] + arguments)
    }
}

import Foundation
import TestSupport
import Testing

/// Runs the built `odr-pack` and builds GreatGame's Background Assets build for the upload tests.
enum UploadRun {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var all: String { standardOutput + standardError }
    }

    static var executable: URL { Bundle.main.bundleURL.appendingPathComponent("odr-pack") }
    static let greatGame = StandInServer.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path
    static let standInPackager = StandInServer.packageDirectory.appendingPathComponent("Examples/Tools/ba-package").path

    /// A started run: the process and where its output goes.
    struct Started {
        var process: Process
        var output: String
    }

    /// Starts `odr-pack arguments` in `folder` without waiting.
    static func start(_ arguments: [String], environment: [String: String], in folder: TemporaryFolder) throws -> Started {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var merged = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("APP_STORE_CONNECT_") && !$0.key.hasPrefix("ASC_") }
        merged.merge(environment) { _, new in new }
        process.environment = merged
        let out = folder.path("stdout-\(UUID().uuidString)")
        let err = out + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.qualityOfService = .userInitiated
        try process.run()
        return Started(process: process, output: out)
    }

    /// Waits for `started` and reads what it printed.
    static func finish(_ started: Started) throws -> Result {
        started.process.waitUntilExit()
        let out = started.output
        return Result(
            status: started.process.terminationStatus, standardOutput: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: out + ".err", encoding: .utf8)) ?? "")
    }

    /// Runs `odr-pack arguments` in `folder` to its end.
    static func run(_ arguments: [String], environment: [String: String], in folder: TemporaryFolder) throws -> Result {
        try finish(try start(arguments, environment: environment, in: folder))
    }

    /// GreatGame's Background Assets build in `folder/out`, packed by the stand-in packager
    /// behind a wrapper whose `--version` prints what Apple's does (`ba-package 1.2`), so the
    /// index records an Apple packager as a real build would; `apple: false` keeps the stand-in's own words.
    static func build(in folder: TemporaryFolder, apple: Bool = true) throws -> String {
        var packager = standInPackager
        if apple {
            packager = try folder.write(
                "bin/ba-package",
                text: "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'ba-package 1.2'; exit 0; fi\nexec \(standInPackager) \"$@\"\n")
            chmod(packager, 0o755)
        }
        let result = try run(
            ["build", greatGame, "--delivery", "background-assets", "-o", "out", "--quiet"],
            environment: ["ODR_PACK_BA_PACKAGE": packager], in: folder)
        #expect(result.status == 0, "\(result.all)")
        return folder.path("out")
    }
}

import Foundation
import TestSupport

/// What one run of the built `odr-pack` binary gave.
struct CommandResult {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The standard output parsed as a JSON object.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(standardOutput.utf8))
        guard let dictionary = object as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
        return dictionary
    }
}

/// Runs the `odr-pack` executable built next to the test bundle.
enum CommandRunner {
    static var executable: URL {
        Bundle.main.bundleURL.appendingPathComponent("odr-pack")
    }

    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        standardOutput: FileHandle? = nil
    ) throws -> CommandResult {
        let scratch = try TemporaryFolder()
        let outputURL = scratch.url.appendingPathComponent("stdout")
        let errorURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageDirectory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        // Files, not pipes: a large report can never block the child.
        process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }
}

extension CommandRunner {
    /// Runs a `/bin/sh -c` command line (for `ulimit`, `trap`, `mount`). Its output goes to
    /// files, not pipes: a command that writes much to one stream can never block on it.
    static func runShell(_ command: String, in directory: URL) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        return try collecting(process)
    }

    /// Runs `process` to its end with its standard output and error in files, and returns both.
    static func collecting(_ process: Process) throws -> CommandResult {
        let scratch = try TemporaryFolder()
        let outputURL = scratch.url.appendingPathComponent("stdout")
        let errorURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

/// A running `odr-pack`, for tests that signal or race it.
final class RunningCommand {
    let process = Process()
    let errorURL: URL

    init(_ arguments: [String], environment: [String: String] = [:], in directory: URL, errorFile: String) throws {
        errorURL = directory.appendingPathComponent(errorFile)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    /// Waits for the end and returns the status (128 + n for a death by signal n).
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    var standardError: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }
}

/// A running `odr-pack` the test talks to through pipes: it reads what the command writes as
/// it comes, and lets a build paused at a crash point (`ODR_PACK_TEST_STOP=<point>:pause`)
/// go on. Every wait ends when the text arrives or the command's output ends, never on a timer.
final class ConversingCommand {
    let process = Process()
    private let input = Pipe(), output = Pipe(), error = Pipe()
    private var outputText = "", errorText = ""
    private var resumed = false

    init(_ arguments: [String], environment: [String: String] = [:], in directory: URL) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
    }

    deinit { resume() }

    /// Reads standard output until it holds `text`; false if the output ended first.
    func readOutput(until text: String) -> Bool { Self.read(output, into: &outputText, until: text) }

    /// Reads standard error until it holds `text`; false if it ended first.
    func readError(until text: String) -> Bool { Self.read(error, into: &errorText, until: text) }

    /// Lets a paused build go on: one byte on its standard input, which is then closed.
    func resume() {
        guard !resumed else { return }
        resumed = true
        try? input.fileHandleForWriting.write(contentsOf: [0x0A])
        try? input.fileHandleForWriting.close()
    }

    /// Reads the rest of both outputs, waits for the end, and returns the status with standard error.
    func wait() -> (status: Int32, standardError: String) {
        resume()
        errorText += String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, errorText)
    }

    private static func read(_ pipe: Pipe, into text: inout String, until wanted: String) -> Bool {
        while !text.contains(wanted) {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { return false }
            text += String(decoding: data, as: UTF8.self)
        }
        return true
    }
}

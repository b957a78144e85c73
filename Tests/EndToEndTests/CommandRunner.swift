import Foundation

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

    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
                    standardOutput: FileHandle? = nil) throws -> CommandResult {
        let scratch = try ScratchFolder()
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
    /// Runs a `/bin/sh -c` command line (for `ulimit`, `trap`, `mount`).
    static func runShell(_ command: String, in directory: URL) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                             standardError: String(decoding: errorData, as: UTF8.self))
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

/// A scratch folder for one test, removed afterwards.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("odr-pack-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func sparse(_ relative: String, size: Int64) throws {
        try write(relative, "")
        let handle = try FileHandle(forWritingTo: url.appendingPathComponent(relative))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }
}

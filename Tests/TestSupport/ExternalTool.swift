import Foundation

/// What a finished external tool left behind.
public struct ToolOutput: Sendable {
    /// The exit status (or terminating signal number).
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: [UInt8]
    /// Everything written to standard error, decoded leniently as UTF-8.
    public var standardError: String

    /// Standard output decoded as UTF-8 (invalid bytes replaced).
    public var text: String { String(decoding: standardOutput, as: UTF8.self) }
}

/// An external tool that could not be started or that failed.
public struct ToolFailure: Error, CustomStringConvertible {
    public var description: String

    /// A failure described by `description`.
    public init(description: String) { self.description = description }
}

/// Independent tools the tests check odr-pack's output with (protoc, aapt2, groovy, kotlinc,
/// java, unzip): found on `PATH`, run with files for their standard streams (a chatty tool
/// cannot block on a full pipe), a UTF-8 locale and a `JAVA_HOME` the `groovy` script accepts.
/// Tests that need one skip, saying which, where it is not installed (`make test-deps`
/// installs them on Debian).
public enum ExternalTool {
    /// The absolute path of the executable `name` on `PATH`, or nil.
    public static func path(of name: String) -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether every tool in `names` is on `PATH`.
    public static func available(_ names: String...) -> Bool {
        names.allSatisfy { path(of: $0) != nil }
    }

    /// The environment of a tool: ours, a UTF-8 locale, and a `JAVA_HOME` derived from the
    /// `java` on `PATH` when it is missing or wrong.
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        let current = environment["JAVA_HOME"].map { "\($0)/bin/java" }
        if current.map({ FileManager.default.isExecutableFile(atPath: $0) }) != true, let java = path(of: "java") {
            let resolved = URL(fileURLWithPath: java).resolvingSymlinksInPath()
            environment["JAVA_HOME"] = resolved.deletingLastPathComponent().deletingLastPathComponent().path
        }
        return environment
    }

    /// Runs `tool` with `arguments` in `directory`; a non-zero status is returned, not thrown.
    public static func run(_ tool: String, _ arguments: [String], input: [UInt8] = [], in directory: String? = nil) throws -> ToolOutput {
        guard let executable = path(of: tool) else { throw ToolFailure(description: "\(tool) is not on PATH") }
        let scratch = try TemporaryFolder()
        let inputPath = try scratch.write("stdin", bytes: input)
        let outputPath = try scratch.write("stdout", bytes: [])
        let errorPath = try scratch.write("stderr", bytes: [])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment()
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? scratch.root)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
        process.waitUntilExit()
        return ToolOutput(
            status: process.terminationStatus, standardOutput: Array(try Data(contentsOf: URL(fileURLWithPath: outputPath))),
            standardError: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self))
    }

    /// Runs `tool` and throws unless it exits with status 0.
    @discardableResult
    public static func runChecked(
        _ tool: String, _ arguments: [String], input: [UInt8] = [], in directory: String? = nil
    ) throws -> ToolOutput {
        let output = try run(tool, arguments, input: input, in: directory)
        guard output.status == 0 else {
            throw ToolFailure(
                description: "\(tool) \(arguments.joined(separator: " ")) exited with \(output.status): \(output.standardError)")
        }
        return output
    }
}

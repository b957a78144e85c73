import Foundation
import FileSystem

/// Apple's `ba-package`, which makes a Background Assets pack from its manifest. Found as
/// `$ODR_PACK_BA_PACKAGE`, else `ba-package` on `PATH`, else through `xcrun --find
/// ba-package`; run in its documented form, `ba-package MANIFEST.json -o PACK.aar`, in the
/// folder its file selectors are relative to. odr-pack never writes `.aar` files itself and
/// treats their bytes as opaque.
public struct Packager: Sendable {
    /// The executable.
    public let path: String

    /// The packager, or the places tried.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Packager, NotFound> {
        var tried = ["$ODR_PACK_BA_PACKAGE"]
        if let named = environment["ODR_PACK_BA_PACKAGE"], !named.isEmpty {
            // The packager runs in the base folder: a relative path is made absolute here.
            let path = named.hasPrefix("/") ? named : PathString.child(FileManager.default.currentDirectoryPath, named)
            return FileManager.default.isExecutableFile(atPath: path) ? .success(Packager(path: path))
                : .failure(NotFound(tried: ["$ODR_PACK_BA_PACKAGE ('\(named)' is not an executable file)"]))
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        tried.append("ba-package on PATH")
        if let found = folders.map({ PathString.child($0, "ba-package") }).first(where: FileManager.default.isExecutableFile) {
            return .success(Packager(path: found))
        }
        tried.append("xcrun --find ba-package")
        if let xcrun = folders.map({ PathString.child($0, "xcrun") }).first(where: FileManager.default.isExecutableFile),
           let found = try? ToolRun.run(xcrun, ["--find", "ba-package"], in: nil, timeout: 60, cancellation: nil),
           found.status == 0 {
            let path = found.text.trimmingWhitespace()
            if FileManager.default.isExecutableFile(atPath: path) { return .success(Packager(path: path)) }
        }
        return .failure(NotFound(tried: tried))
    }

    /// Where the packager was looked for.
    public struct NotFound: Error, Sendable {
        /// The places, in order.
        public var tried: [String]
    }

    /// Packs `manifest` into `output` (which must not exist), running in `folder`.
    func pack(manifest: String, output: String, in folder: String, timeout: Double,
              cancellation: Cancellation?) throws -> ToolRun.Output {
        try ToolRun.run(path, [manifest, "-o", output], in: folder, timeout: timeout, cancellation: cancellation)
    }
}

/// Runs a tool and waits for it, stopping it when a signal asks the build to stop or it
/// takes longer than its time (SIGTERM, then SIGKILL two seconds later).
enum ToolRun {
    /// What a run gave.
    struct Output: Sendable {
        /// The exit status; nil when the run was stopped.
        var status: Int32?
        /// Standard output and standard error, together (at most 64 KiB kept).
        var text: String
        /// The signal that stopped it, when a cancellation did.
        var interruption: Int32?
    }

    static func run(_ tool: String, _ arguments: [String], in folder: String?, timeout: Double,
                    cancellation: Cancellation?) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collected = Locked<[UInt8]>([])
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.withLock { $0 = Array(data.suffix(65_536)) }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var stopped: Int32?
        var timedOut = false
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if let signal = cancellation?.signal { stopped = signal } else if Date() > deadline { timedOut = true } else { continue }
            stop(process, finished: finished)
            break
        }
        // A child the tool left running may hold the pipe open: its output is waited for a
        // few seconds at most, so a daemon the tool started never holds the build.
        _ = reader.wait(timeout: .now() + .seconds(5))
        let text = String(decoding: collected.withLock { $0 }, as: UTF8.self)
        if stopped != nil || timedOut { return Output(status: nil, text: text, interruption: stopped) }
        return Output(status: process.terminationStatus, text: text, interruption: nil)
    }

    private static func stop(_ process: Process, finished: DispatchSemaphore) {
        process.terminate()
        if finished.wait(timeout: .now() + .seconds(2)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
    }
}

import Foundation
import XcodeProject

/// Apple's resource compilers, found through `xcrun` as Xcode's build finds them. Present on a
/// Mac with Xcode; absent on Linux, where build then needs `--allow-uncompiled`.
public struct XcodeToolchain: Sendable {
    /// The `xcrun` executable.
    public let xcrun: String

    /// The toolchain when `xcrun` is on `PATH` and finds `tool` (`xcrun --find <tool>`), else
    /// nil; always nil for a tool odr-pack does not know how to run.
    public static func locate(for tool: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> XcodeToolchain? {
        guard XcodeCompilation.runnableTools.contains(tool) else { return nil }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let xcrun = folders.map({ $0 + "/xcrun" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let toolchain = XcodeToolchain(xcrun: xcrun)
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

    /// Runs `xcrun` with `arguments` and waits for it.
    public func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xcrun)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}

/// The tagged resources of a plan that an Xcode tool compiles, by tool.
struct CompiledResources {
    /// Entry indices by tool, in manifest order.
    let entries: [XcodeTool: [Int]]

    init(manifest: Manifest, plan: PackPlan) {
        var found: [XcodeTool: Set<Int>] = [:]
        for pack in plan.packs {
            for file in pack.files {
                if case .compiled(let tool) = manifest.resources[file.entryIndex].processing {
                    found[tool, default: []].insert(file.entryIndex)
                }
            }
        }
        entries = found.mapValues { $0.sorted() }
    }

    private init(entries: [XcodeTool: [Int]]) {
        self.entries = entries
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The resources whose tool is not among `tools`.
    func without(_ tools: Set<XcodeTool>) -> CompiledResources {
        CompiledResources(entries: entries.filter { !tools.contains($0.key) })
    }

    /// One `needs-xcode-compiler` error per catalog and per other compiled resource.
    func diagnostics(_ manifest: Manifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (tool, indices) in entries.sorted(by: { $0.key.name < $1.key.name }) {
            var byCatalog: [String: [Int]] = [:]
            for index in indices {
                if let catalog = manifest.resources[index].catalog {
                    byCatalog[catalog, default: []].append(index)
                } else {
                    diagnostics.append(.needsXcodeCompiler(manifest.resources[index].path, tool: tool, units: 1,
                                                           at: manifest.entryLocation(index)))
                }
            }
            for (catalog, units) in byCatalog.sorted(by: { $0.key < $1.key }) {
                diagnostics.append(.needsXcodeCompiler(catalog, tool: tool, units: units.count, at: manifest.entryLocation(units[0])))
            }
        }
        return diagnostics
    }
}

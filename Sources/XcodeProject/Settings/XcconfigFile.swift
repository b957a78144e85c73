import FileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `.xcconfig` files as Xcode's build engine does (swift-build
/// `Sources/SWBMacro/MacroConfigFileParser.swift`): `NAME = value` lines, optional
/// conditions `NAME[sdk=iphoneos*][config=Release] = value`, `//` comments anywhere (even
/// inside a value, as in Xcode), one trailing `;` dropped, `\` continuing a value on the
/// next line, and `#include "file"` / `#include? "file"` (optional: a missing file is skipped)
/// resolved against the including file's folder, then the project folder, also with
/// `.xcconfig` added. Each assignment becomes one `SettingsLevel`, in file order with
/// included files in place, so a later line shadows an earlier one and `$(inherited)` reaches
/// the earlier one (`Sources/SWBMacro/MacroValueAssignmentTable.swift:93-98`).
public struct XcconfigFile {
    /// What the assignments' conditions are matched against.
    public struct Context: Sendable {
        /// The SDK (`SDKROOT`, such as `iphoneos`), matched by `sdk=` patterns with or without a version.
        public var sdk: String
        /// The configuration name, for `config=`.
        public var configuration: String
        /// The target name, for `target=`.
        public var target: String

        /// A context.
        public init(sdk: String, configuration: String, target: String) {
            self.sdk = sdk
            self.configuration = configuration
            self.target = target
        }
    }

    /// The deepest `#include` nesting read; deeper files are a problem, not a crash.
    static let maximumIncludeDepth = 32
    /// How many files one read may open in all: a file included twice is read twice (as
    /// Xcode does), so without a cap 32 levels of files that each include the next twice
    /// would mean 2^32 reads.
    public static let maximumFiles = 256

    /// The levels of the file at `path` and everything it includes, and the problems met.
    public static func read(_ path: String, projectDirectory: String, context: Context) -> (levels: [SettingsLevel], issues: [ProjectIssue])
    {
        var reader = XcconfigReader(projectDirectory: projectDirectory, context: context)
        reader.read(path, includedFrom: nil, stack: [])
        return (reader.levels, reader.issues)
    }
}

/// The state of reading one `.xcconfig` and its includes.
struct XcconfigReader {
    let projectDirectory: String
    let context: XcconfigFile.Context
    var levels: [SettingsLevel] = []
    var issues: [ProjectIssue] = []
    private var filesRead = 0
    private var reportedLimit = false

    init(projectDirectory: String, context: XcconfigFile.Context) {
        self.projectDirectory = projectDirectory
        self.context = context
    }

    mutating func read(_ path: String, includedFrom: ProjectLocation?, stack: [String]) {
        guard filesRead < XcconfigFile.maximumFiles else {
            if !reportedLimit, let includedFrom {
                issues.append(ProjectIssue(.xcconfig(.tooManyIncludes(limit: XcconfigFile.maximumFiles)), at: includedFrom))
                reportedLimit = true
            }
            return
        }
        filesRead += 1
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.readFile(path)
        } catch {
            issues.append(ProjectIssue(.xcconfig(.unreadable(path: path, reason: error.reason)), at: includedFrom ?? .file(path)))
            return
        }
        let lines = XcconfigLines.split(String(decoding: bytes, as: UTF8.self))
        for (number, line) in lines {
            let location = ProjectLocation.line(file: path, line: number)
            if line.hasPrefix("#") {
                include(line, at: location, from: path, stack: stack + [path])
            } else if !line.isEmpty {
                assign(line, at: location)
            }
        }
    }

    private mutating func include(_ line: String, at location: ProjectLocation, from path: String, stack: [String]) {
        let optional = line.hasPrefix("#include?")
        guard line.hasPrefix("#include"), let name = XcconfigLines.quoted(line.dropFirst(optional ? 9 : 8)) else {
            issues.append(
                ProjectIssue(
                    .xcconfig(.syntax("unsupported directive; only #include \"file\" and #include? \"file\" are read")), at: location))
            return
        }
        guard let resolved = resolve(name, from: path) else {
            if !optional { issues.append(ProjectIssue(.xcconfig(.missingInclude(name)), at: location)) }
            return
        }
        guard !stack.contains(resolved), stack.count < XcconfigFile.maximumIncludeDepth else {
            issues.append(ProjectIssue(.xcconfig(.includeCycle(name)), at: location))
            return
        }
        read(resolved, includedFrom: location, stack: stack)
    }

    /// The included file: beside the including one, then in the project folder; each also
    /// with `.xcconfig` added when the name has no extension.
    private func resolve(_ name: String, from path: String) -> String? {
        let folders = name.hasPrefix("/") ? [""] : [PathString.folder(of: path), projectDirectory]
        let names = PathString.pathExtension(name).isEmpty ? [name, name + ".xcconfig"] : [name]
        for folder in folders {
            for candidate in names {
                let full = folder.isEmpty ? candidate : PathString.appending(folder, candidate)
                if (try? FileStatus.of(full))?.kind == .regular { return full }
            }
        }
        return nil
    }

    private mutating func assign(_ line: String, at location: ProjectLocation) {
        guard let assignment = XcconfigAssignment(line) else {
            issues.append(ProjectIssue(.xcconfig(.syntax("expected NAME = value")), at: location))
            return
        }
        guard assignment.conditions.allSatisfy(matches) else { return }
        levels.append(SettingsLevel(values: [assignment.name: .init(parts: [assignment.value], location: location)]))
    }

    /// Whether a `[parameter=pattern]` condition holds for this target and configuration.
    private func matches(_ condition: (parameter: String, pattern: String)) -> Bool {
        let candidates: [String] =
            switch condition.parameter {
            case "sdk": [context.sdk]
            case "config": [context.configuration]
            case "target": [context.target]
            case "arch": ["arm64"]
            case "variant": ["normal"]
            default: []
            }
        // An SDK pattern naming a version (`iphoneos18*`) cannot be matched without an SDK.
        return candidates.contains { fnmatch(condition.pattern, $0, 0) == 0 }
    }
}

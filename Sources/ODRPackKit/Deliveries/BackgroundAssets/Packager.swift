import FileSystem
import Foundation

/// Apple's `ba-package`, which makes a Background Assets pack from its manifest. Found as
/// `$ODR_PACK_BA_PACKAGE`, else `ba-package` on `PATH`, else through `xcrun --find
/// ba-package`. Its command line depends on its version, which the manifest does not carry,
/// so `ba-package --version` is asked once per build and the form chosen from it
/// (`PackagerForm`); `$ODR_PACK_BA_PACKAGE_COMMAND` replaces the form for a version odr-pack
/// does not know, or for a wrapper. It runs in the folder its file selectors are relative
/// to. odr-pack never writes `.aar` files itself and treats their bytes as opaque.
public struct Packager: Sendable {
    /// The executable.
    public let path: String
    /// What `--version` printed, trimmed: recorded in the index (`PackagerVersion`).
    public let version: String
    /// The arguments after the executable, with `{manifest}` and `{output}` for the paths.
    let arguments: [String]

    /// Why no packager can be used.
    public enum Failure: Error, Sendable {
        /// None was found; the places tried, in order.
        case notFound(tried: [String])
        /// One was found, but its version is none whose command line odr-pack knows.
        case unknownVersion(path: String, printed: String)
        /// The command line of `$ODR_PACK_BA_PACKAGE_COMMAND` lacks a placeholder.
        case badCommand(String)
    }

    /// The packager, its version and its command line; or why there is none to use.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Packager, Failure> {
        let found: String
        switch find(environment: environment) {
        case .success(let path): found = path
        case .failure(let failure): return .failure(failure)
        }
        let probe = try? ToolRun.run(found, ["--version"], in: nil, timeout: 60, cancellation: nil)
        let printed = (probe?.status == 0 ? probe?.text : nil)?.trimmingWhitespace() ?? ""
        if let command = environment["ODR_PACK_BA_PACKAGE_COMMAND"], !command.isEmpty {
            let arguments = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard arguments.contains("{manifest}") && arguments.contains("{output}") else { return .failure(.badCommand(command)) }
            return .success(Packager(path: found, version: printed, arguments: arguments))
        }
        guard let form = PackagerForm.forVersion(printed) else {
            return .failure(.unknownVersion(path: found, printed: printed))
        }
        return .success(Packager(path: found, version: printed, arguments: form.arguments))
    }

    /// The executable: `$ODR_PACK_BA_PACKAGE`, `ba-package` on `PATH`, or `xcrun --find ba-package`.
    private static func find(environment: [String: String]) -> Result<String, Failure> {
        if let named = environment["ODR_PACK_BA_PACKAGE"], !named.isEmpty {
            // The packager runs in another folder: a relative path is made absolute here.
            let path = Executables.absolute(named)
            return Executables.isExecutable(path)
                ? .success(path)
                : .failure(.notFound(tried: ["$ODR_PACK_BA_PACKAGE ('\(named)' is not an executable file)"]))
        }
        let searchPath = environment["PATH"] ?? ""
        if let found = Executables.find("ba-package", in: searchPath) { return .success(Executables.absolute(found)) }
        if let xcrun = Executables.find("xcrun", in: searchPath) {
            // What xcrun answers is no file a build's record can vouch for.
            ReadLog.current?.invalidate()
            if let found = try? ToolRun.run(xcrun, ["--find", "ba-package"], in: nil, timeout: 60, cancellation: nil),
                found.status == 0, Executables.isExecutable(found.text.trimmingWhitespace())
            {
                return .success(found.text.trimmingWhitespace())
            }
        }
        return .failure(.notFound(tried: ["$ODR_PACK_BA_PACKAGE", "ba-package on PATH", "xcrun --find ba-package"]))
    }

    /// Packs `manifest` into `output` (which must not exist), running in `folder`.
    func pack(
        manifest: String, output: String, in folder: String, timeout: Double,
        cancellation: Cancellation?
    ) throws -> ToolRun.Output {
        // One pass per argument, so a path holding `{output}` is not filled in again.
        let filled = arguments.map { Self.fill($0, ["{manifest}": manifest, "{output}": output]) }
        return try ToolRun.run(path, filled, in: folder, timeout: timeout, cancellation: cancellation)
    }
}

extension Packager {
    /// `argument` with each placeholder of `values` replaced by its value, scanning left to
    /// right once: text a value brings in is never read as a placeholder.
    static func fill(_ argument: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(argument)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let match = values.first { rest[open...].hasPrefix($0.key) }
            if let (key, value) = match {
                result += value
                rest = rest[rest.index(open, offsetBy: key.count)...]
            } else {
                result += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return result + rest
    }
}

/// The command lines of `ba-package` by version, each with where it was seen (docs/background-assets.md,
/// "The packager"; `../shared/BACKGROUND-ASSETS.md`). Neither is published by Apple for its
/// version; a new version is one more case here.
enum PackagerForm: CaseIterable {
    /// 1.x (Xcode 26.6): `package` is a required subcommand and the output is `--output-path`,
    /// as public release scripts call it.
    case version1
    /// 2.x (Xcode 27): `package` is the default subcommand, the output `-o`, as Apple's
    /// managed asset pack documentation writes it.
    case version2

    /// The major version it is for.
    var major: Int {
        switch self {
        case .version1: 1
        case .version2: 2
        }
    }

    /// The arguments after the executable.
    var arguments: [String] {
        switch self {
        case .version1: ["package", "{manifest}", "--output-path", "{output}"]
        case .version2: ["{manifest}", "-o", "{output}"]
        }
    }

    /// The form for what `--version` printed: its first `major.minor` number; nil for a major
    /// version without a form, or no number at all.
    static func forVersion(_ printed: String) -> PackagerForm? {
        guard let major = majorVersion(printed) else { return nil }
        return allCases.first { $0.major == major }
    }

    /// The major number of the first `major.minor` in what `--version` printed; nil without one.
    static func majorVersion(_ printed: String) -> Int? {
        printed.firstMatch(of: /(\d+)\.(\d+)/).flatMap { Int($0.1) }
    }
}

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
            let path = Executables.absolute(named)
            return Executables.isExecutable(path) ? .success(Packager(path: path))
                : .failure(NotFound(tried: ["$ODR_PACK_BA_PACKAGE ('\(named)' is not an executable file)"]))
        }
        let searchPath = environment["PATH"] ?? ""
        tried.append("ba-package on PATH")
        if let found = Executables.find("ba-package", in: searchPath) {
            return .success(Packager(path: Executables.absolute(found)))
        }
        tried.append("xcrun --find ba-package")
        if let xcrun = Executables.find("xcrun", in: searchPath),
           let found = try? ToolRun.run(xcrun, ["--find", "ba-package"], in: nil, timeout: 60, cancellation: nil),
           found.status == 0 {
            let path = found.text.trimmingWhitespace()
            if Executables.isExecutable(path) { return .success(Packager(path: path)) }
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

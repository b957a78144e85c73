import ArgumentParser
import Foundation
import ODRPackKit

extension ODRPack {
    /// `odr-pack convert App.xcodeproj -o manifest.xml`: write a project's tags as a native manifest.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the manifest equivalent to an Xcode project (or another manifest).",
            discussion: """
            Reads the project's target and configuration as lint does and writes the native \
            XML manifest, or an Apple property list when the output ends in .plist, with its \
            base relative to the output's folder. Resources are not scanned; lint the result. \
            Writes nothing when reading the project gives an error.
            """
        )

        @Argument(help: "The Xcode project (.xcodeproj) or manifest to convert.")
        var input: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The manifest to write: .xml, or .plist for a property list.")
        var output: String

        @OptionGroup var project: ProjectFlags

        func run() throws {
            let result = ManifestConverter.convert(input, project: project.options, output: output,
                                                   workingDirectory: FileManager.default.currentDirectoryPath)
            for diagnostic in result.read.diagnostics { Reporter.printError(DiagnosticTextFormatter.format(diagnostic)) }
            if let error = result.writeError { Reporter.printError("odr-pack: error: \(error)") }
            guard let bytes = result.bytes, let manifest = result.read.manifest else {
                if !result.read.diagnostics.isEmpty { Reporter.printError(DiagnosticTextFormatter.summary(result.read.diagnostics)) }
                throw ExitCode.failure
            }
            do {
                try write(bytes)
            } catch {
                Reporter.printError("odr-pack: error: cannot write '\(output)': \(error.localizedDescription)")
                throw ExitCode.failure
            }
            Reporter.printError("wrote \(output): \(manifest.resources.count) resources, \(manifest.tags.count) declared tags")
            if let prefix = manifest.urlPrefix {
                Reporter.printError("note: the project's ASSET_PACK_MANIFEST_URL_PREFIX is not part of a manifest; pass --url-prefix '\(prefix)' to build")
            }
        }

        /// Replaces a regular file atomically; writes through anything else (`/dev/stdout`, a pipe).
        private func write(_ bytes: [UInt8]) throws {
            let url = URL(fileURLWithPath: output)
            if let status = try? FileStatus.of(output), status.kind != .regular {
                try Data(bytes).write(to: url)
                return
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
    }
}

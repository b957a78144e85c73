import ArgumentParser
import FileSystem
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
            Writes nothing when reading the project gives an error; replaces the output \
            atomically otherwise.
            """
        )

        @Argument(help: "The Xcode project (.xcodeproj) or manifest to convert.")
        var input: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The manifest to write: .xml, or .plist for a property list.")
        var output: String

        @OptionGroup var project: ProjectFlags

        func validate() throws {
            if output.isEmpty { throw ValidationError("--output needs a file name") }
        }

        func run() throws {
            let result = ManifestConverter.convert(input, project: project.options, output: output,
                                                   workingDirectory: FileManager.default.currentDirectoryPath)
            for diagnostic in result.read.diagnostics { try Console.err(DiagnosticTextFormatter.format(diagnostic)) }
            if let error = result.writeError { try Console.err("odr-pack: error: \(error)") }
            guard let bytes = result.bytes, let manifest = result.read.manifest else {
                if !result.read.diagnostics.isEmpty { try Console.err(DiagnosticTextFormatter.summary(result.read.diagnostics)) }
                throw ExitCode.failure
            }
            do {
                try FileWriter.write(bytes, to: output)
            } catch {
                try Console.err("odr-pack: error: \(error)")
                throw ExitCode.failure
            }
            try Console.err("wrote \(output): \(manifest.resources.count) resources, \(manifest.tags.count) declared tags")
            if let prefix = manifest.urlPrefix {
                try Console.err("note: the project's ASSET_PACK_MANIFEST_URL_PREFIX is not part of a manifest; pass --url-prefix '\(prefix)' to build")
            }
        }
    }
}

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

        @Argument(help: "The Xcode project (.xcodeproj) or manifest to convert.", completion: .manifest)
        var input: String

        @Option(
            name: [.customShort("o"), .customLong("output")], help: "The manifest to write: .xml, or .plist for a property list.",
            completion: .file(extensions: ["xml", "plist"]))
        var output: String

        @OptionGroup var project: ProjectFlags

        @OptionGroup var format: FormatOptions<AllFormats>

        func validate() throws {
            try project.check(manifest: input)
            if output.isEmpty { throw ValidationError("--output needs a file name") }
        }

        func run() throws {
            let job = ConvertJob(
                input: input, output: output, project: project.options,
                workingDirectory: Executables.workingDirectory())
            try Reporter.finish(job.run(), format: format.format, files: format.files)
        }
    }
}

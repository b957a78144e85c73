import Foundation
import PackagePlugin

/// Embeds the files of a target's `Templates/` folder (the code odr-pack writes for apps, the
/// HTML report's style and script) in the target as `Templates.<file name>` constants, so they
/// are whole files in the repository and still inside the one self-contained binary.
@main struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Templates")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "Templates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) templates in \(target.name)",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}

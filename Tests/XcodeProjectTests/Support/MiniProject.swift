import Foundation
import TestSupport
import XcodeProject

/// A small pbxproj written one object per line (`PBXText`): project `P1` (main group `G0`, one
/// target `T1` named App, configuration lists with one `Release` each), plus the objects a test
/// adds. Object lines start at line 5, in the order given, so a test knows each object's line.
struct MiniProject {
    var mainChildren: [String] = []
    var phases: [String] = []
    var targetFields = ""
    var projectSettings = ""
    var targetSettings = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app;"
    var objects: [String] = []

    /// The line of the `index`-th added object.
    static func line(ofObject index: Int) -> Int { PBXText.firstLine + index }

    /// The line of `T1C`, the target's `Release` configuration: after the added objects, `T1` and `T1L`.
    var targetConfigurationLine: Int { PBXText.firstLine + objects.count + 2 }

    /// The text: the added objects, then target `T1` with its configuration list `T1L` and
    /// configuration `T1C`, then the project.
    var text: String {
        let target = PBXText.target("T1", name: "App", phases: phases, settings: targetSettings, fields: targetFields)
        return PBXText.file(objects + target, targets: ["T1"], mainChildren: mainChildren, projectSettings: projectSettings)
    }

    func file() throws -> PBXProjectFile {
        try PBXProjectFile(bytes: Array(text.utf8))
    }

    func graph(directory: String = "/project") throws -> ProjectGraph {
        ProjectGraph(file: try file(), directory: directory, name: "App")
    }
}

extension TemporaryFolder {
    /// A `Contents.json` whose `section` (`properties` or `info`) carries `tags`.
    func contents(_ folder: String, tags: [String] = [], section: String = "properties") throws {
        let list = tags.map { "\"\($0)\"" }.joined(separator: ", ")
        let body = tags.isEmpty ? "{ \"info\": { \"version\": 1 } }" : "{ \"\(section)\": { \"on-demand-resource-tags\": [\(list)] } }"
        try write(folder + "/Contents.json", text: body)
    }
}

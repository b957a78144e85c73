import Foundation
import XcodeProject

/// A small pbxproj written one object per line: project `P1` (main group `G0`, one target `T1`
/// named App, configuration lists with one `Release` each), plus the objects a test adds.
/// Object lines start at line 5, in the order given, so a test knows each object's line.
struct MiniProject {
    var mainChildren: [String] = []
    var phases: [String] = []
    var targetFields = ""
    var projectSettings = ""
    var targetSettings = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app;"
    var objects: [String] = []

    /// The line of the `index`-th added object.
    static func line(ofObject index: Int) -> Int { 5 + index }

    var text: String {
        let fixed = [
            #"P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, ); };"#,
            #"G0 = {isa = PBXGroup; children = (\#(mainChildren.map { $0 + ", " }.joined())); sourceTree = "<group>"; };"#,
            #"T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (\#(phases.map { $0 + ", " }.joined())); name = App; productType = "com.apple.product-type.application"; \#(targetFields) };"#,
            #"PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); defaultConfigurationName = Release; };"#,
            #"PC = {isa = XCBuildConfiguration; buildSettings = {\#(projectSettings)}; name = Release; };"#,
            #"TL = {isa = XCConfigurationList; buildConfigurations = (TC, ); defaultConfigurationName = Release; };"#,
            #"TC = {isa = XCBuildConfiguration; buildSettings = {\#(targetSettings)}; name = Release; };"#,
        ]
        let body = (objects + fixed).map { "\t\t" + $0 }.joined(separator: "\n")
        return "// !$*UTF8*$!\n{\n\tobjectVersion = 77;\n\tobjects = {\n" + body + "\n\t};\n\tarchiveVersion = 1;\n\trootObject = P1;\n}\n"
    }

    func file() throws -> PBXProjectFile {
        try PBXProjectFile(bytes: Array(text.utf8))
    }

    func graph(directory: String = "/project") throws -> ProjectGraph {
        ProjectGraph(file: try file(), directory: directory, name: "App")
    }
}

/// A folder in the temporary directory, removed when released.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String = "x") throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A `Contents.json` whose `section` (`properties` or `info`) carries `tags`.
    func contents(_ folder: String, tags: [String] = [], section: String = "properties") throws {
        let list = tags.map { "\"\($0)\"" }.joined(separator: ", ")
        let body = tags.isEmpty ? "{ \"info\": { \"version\": 1 } }" : "{ \"\(section)\": { \"on-demand-resource-tags\": [\(list)] } }"
        try write(folder + "/Contents.json", body)
    }
}

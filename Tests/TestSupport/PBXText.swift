/// Writes small `project.pbxproj` files one object per line, so a test knows each object's
/// line: the objects given come first, from line 5, then the project (`P1`, main group `G0`).
public enum PBXText {
    /// The first object's line.
    public static let firstLine = 5

    /// A whole file with `objects` (one per line) followed by the project object and its lists.
    public static func file(_ objects: [String], targets: [String], mainChildren: [String], projectSettings: String = "") -> String {
        let project = [
            "P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (\(list(targets))); };",
            #"G0 = {isa = PBXGroup; children = (\#(list(mainChildren))); sourceTree = "<group>"; };"#,
            "PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); defaultConfigurationName = Release; };",
            "PC = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };",
        ]
        let body = (objects + project).map { "\t\t" + $0 }.joined(separator: "\n")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + body + "\n\t};\n\tobjectVersion = 77;\n\trootObject = P1;\n}\n"
    }

    /// A native target `id` with its configuration list `idL` and one `Release` configuration `idC` (three lines).
    public static func target(
        _ id: String, name: String, phases: [String] = [], settings: String = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app;",
        fields: String = "", type: String = "com.apple.product-type.application"
    ) -> [String] {
        [
            #"\#(id) = {isa = PBXNativeTarget; buildConfigurationList = \#(id)L; buildPhases = (\#(list(phases))); name = "\#(name)"; productType = "\#(type)"; \#(fields) };"#,
            "\(id)L = {isa = XCConfigurationList; buildConfigurations = (\(id)C, ); defaultConfigurationName = Release; };",
            "\(id)C = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };",
        ]
    }

    /// A Resources phase `id` with build files `id1`, `id2`, ... for `files` (reference id, tags): one line each.
    public static func resources(_ id: String, _ files: [(reference: String, tags: [String])]) -> [String] {
        let ids = files.indices.map { "\(id)\($0 + 1)" }
        return ["\(id) = {isa = PBXResourcesBuildPhase; files = (\(list(ids))); };"]
            + zip(ids, files).map { buildFile, file in
                let settings =
                    file.tags.isEmpty ? "" : " settings = {ASSET_TAGS = (\(file.tags.map { "\"\($0)\"" }.joined(separator: ", ")), ); };"
                return "\(buildFile) = {isa = PBXBuildFile; fileRef = \(file.reference);\(settings) };"
            }
    }

    /// A group-relative file reference.
    public static func file(_ id: String, path: String, tree: String = #""<group>""#, type: String? = nil) -> String {
        let kind = type.map { "lastKnownFileType = \($0); " } ?? ""
        return #"\#(id) = {isa = PBXFileReference; \#(kind)path = "\#(path)"; sourceTree = \#(tree); };"#
    }

    private static func list(_ ids: [String]) -> String { ids.map { $0 + ", " }.joined() }
}

/// Writes a large pbxproj in Xcode's own layout (sections, comments, one-line build files),
/// to check the parser on realistic bulk input.
struct SyntheticProject {
    let fileCount: Int

    /// Every `tagInterval`-th file's build file carries `ASSET_TAGS`.
    static let tagInterval = 10
    static let projectID = "A0000000000000000000PROJ"
    static let groupID = "A000000000000000000GROUP"
    static let phaseID = "A000000000000000000PHASE"

    static func id(_ prefix: String, _ number: Int) -> String {
        let digits = String(number, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: 24 - prefix.count - digits.count) + digits
    }

    static func fileName(_ number: Int) -> String {
        number.isMultiple(of: 7) ? "Café Level \(number).png" : "Image_\(number).png"
    }

    static func tag(_ number: Int) -> String? {
        number.isMultiple(of: tagInterval) ? "Level \(number % 20)" : nil
    }

    func bytes() -> [UInt8] {
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        text += section("PBXBuildFile", (0..<fileCount).map(buildFile))
        text += section("PBXFileReference", (0..<fileCount).map(fileReference))
        text += section("PBXGroup", [group()])
        text += section("PBXProject", [project()])
        text += section("PBXResourcesBuildPhase", [phase()])
        text += "\t};\n\trootObject = \(Self.projectID) /* Project object */;\n}\n"
        return Array(text.utf8)
    }

    private func section(_ isa: String, _ lines: [String]) -> String {
        "\n/* Begin \(isa) section */\n" + lines.joined() + "/* End \(isa) section */\n"
    }

    private func buildFile(_ number: Int) -> String {
        let name = Self.fileName(number)
        let settings = Self.tag(number).map { " settings = {ASSET_TAGS = (\"\($0)\", ); };" } ?? ""
        return "\t\t\(Self.id("B", number)) /* \(name) in Resources */ = {isa = PBXBuildFile; "
            + "fileRef = \(Self.id("F", number)) /* \(name) */;\(settings) };\n"
    }

    private func fileReference(_ number: Int) -> String {
        let name = Self.fileName(number)
        return "\t\t\(Self.id("F", number)) /* \(name) */ = {isa = PBXFileReference; "
            + "lastKnownFileType = image.png; path = \"\(name)\"; sourceTree = \"<group>\"; };\n"
    }

    private func group() -> String {
        let children = (0..<fileCount).map { "\t\t\t\t\(Self.id("F", $0)) /* \(Self.fileName($0)) */,\n" }
        return "\t\t\(Self.groupID) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            + children.joined() + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    }

    private func project() -> String {
        let tags = Set((0..<20).map { "Level \($0)" }).sorted().map { "\t\t\t\t\t\"\($0)\",\n" }
        return "\t\t\(Self.projectID) /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
            + "\t\t\tattributes = {\n\t\t\t\tKnownAssetTags = (\n" + tags.joined() + "\t\t\t\t);\n\t\t\t};\n"
            + "\t\t\tmainGroup = \(Self.groupID);\n\t\t\ttargets = (\n\t\t\t);\n\t\t};\n"
    }

    private func phase() -> String {
        let files = (0..<fileCount).map { "\t\t\t\t\(Self.id("B", $0)) /* \(Self.fileName($0)) in Resources */,\n" }
        return "\t\t\(Self.phaseID) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n"
            + "\t\t\tfiles = (\n" + files.joined() + "\t\t\t);\n\t\t};\n"
    }
}

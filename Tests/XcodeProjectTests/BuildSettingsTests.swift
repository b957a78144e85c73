import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct BuildSettingsTests {
    func settings(project: String = "", target: String, configuration: String = "Release") throws -> BuildSettings {
        var mini = MiniProject()
        mini.projectSettings = project
        mini.targetSettings = target
        let graph = try mini.graph()
        let app = try #require(graph.targets().targets.first)
        return try graph.settings(of: app, configuration: configuration).settings
    }

    @Test func targetValueWinsOverTheProjectsAndInheritedTakesTheProjects() throws {
        let view = try settings(project: "A = project; B = base;", target: #"A = target; B = "$(inherited) more";"#)
        #expect(view.value("A")?.value == "target")
        #expect(view.value("B")?.value == "base more")
        #expect(view.value("UNSET") == nil)
    }

    @Test func inheritedWithNothingBelowIsEmpty() throws {
        #expect(try settings(target: #"OTHER = "$(inherited) x";"#).value("OTHER")?.value == " x")
    }

    @Test func builtInNamesAndBothBracketFormsExpand() throws {
        let view = try settings(
            project: "PREFIX = com.example;", target: #"ID = "${PREFIX}.$(TARGET_NAME).$(PRODUCT_NAME)-$(CONFIGURATION)";"#)
        #expect(view.value("ID")?.value == "com.example.App.App-Release")
        #expect(view.value("ID")?.unresolved == [])
    }

    @Test func modifiersChangeTheValue() throws {
        let view = try settings(
            project: #"NAME = "My Game 2";"#,
            target: """
                A = "$(NAME:rfc1034identifier)"; B = "$(NAME:c99extidentifier)"; C = "$(NAME:lower)"; \
                D = "$(MISSING:default=fallback)"; E = "$(NAME:upper)";
                """)
        #expect(view.value("A")?.value == "My-Game-2")
        #expect(view.value("B")?.value == "My_Game_2")
        #expect(view.value("C")?.value == "my game 2")
        #expect(view.value("D")?.value == "fallback")
        #expect(view.value("E")?.value == "MY GAME 2")
    }

    @Test func unresolvedReferenceIsKeptAsWrittenAndNamed() throws {
        let view = try settings(target: #"PRODUCT_BUNDLE_IDENTIFIER = "$(ORG_PREFIX).game.${SUFFIX}";"#)
        let setting = try #require(view.value("PRODUCT_BUNDLE_IDENTIFIER"))
        #expect(setting.value == "$(ORG_PREFIX).game.${SUFFIX}")
        #expect(setting.unresolved == ["ORG_PREFIX", "SUFFIX"])
        guard case .pbxproj(let position) = setting.location else {
            Issue.record("\(String(describing: setting.location))")
            return
        }
        #expect(position.line == MiniProject().targetConfigurationLine)
    }

    @Test func referenceCycleIsUnresolvedInsteadOfLooping() throws {
        let view = try settings(target: #"A = "$(B)"; B = "$(A)";"#)
        #expect(view.value("A")?.unresolved.isEmpty == false)
    }

    @Test func settingsReferringToEachOtherManyTimesExpandInLinearTime() throws {
        // Each level names the next twice: 2^30 references if each were expanded again.
        var levels = (0..<30).map { #"L\#($0) = "$(L\#($0 + 1))$(L\#($0 + 1))";"# }.joined(separator: " ")
        levels += " L30 = x; SELF = \"$(SELF) $(SELF)\";"
        let view = try settings(target: levels)
        let long = try #require(view.value("L0"))
        // The whole value would be 2^30 characters: references that would pass the length
        // limit stay as written and are named unresolved. L14 (2^16 x's) is the longest that
        // fits, L13 would be twice that, so from L12 up the values are copies of "$(L13)".
        #expect(long.value.utf8.count <= 65_536)
        #expect(long.value.hasPrefix("$(L13)$(L13)") && !long.value.contains("x") && long.unresolved.contains("L13"))
        #expect(view.value("L14")?.value == String(repeating: "x", count: 1 << 16))
        #expect(view.value("L15")?.value == String(repeating: "x", count: 1 << 15))
        #expect(view.value("L15")?.unresolved.isEmpty == true)
        #expect(view.value("SELF")?.unresolved == ["SELF"])
    }

    @Test func arrayValueIsJoinedWithSpacesAndSplitIntoWords() throws {
        let view = try settings(
            project: "ON_DEMAND_RESOURCES_PREFETCH_ORDER = Intro;",
            target: #"ON_DEMAND_RESOURCES_PREFETCH_ORDER = ("$(inherited)", "Level\\ 1", "\"Boss Fight\"", );"#)
        let setting = try #require(view.value("ON_DEMAND_RESOURCES_PREFETCH_ORDER"))
        #expect(setting.words == ["Intro", "Level 1", "Boss Fight"])
    }

    @Test func escapedSpacesAndQuotesMakeOneWord() {
        #expect(SettingWords.split(#"Level\ 1  "Level 2" 'Level 3' plain"#) == ["Level 1", "Level 2", "Level 3", "plain"])
        #expect(SettingWords.split("") == [])
        #expect(SettingWords.split(#""""#) == [""])
    }

    @Test func configurationsAreListedWithTheDefault() throws {
        let graph = try MiniProject().graph()
        let app = try #require(graph.targets().targets.first)
        let configurations = try graph.configurations(of: app)
        #expect(configurations.names == ["Release"])
        #expect(configurations.defaultName == "Release")
    }
}

import Testing

@testable import ODRPackKit

/// The development language of localized packs from the project: a code as it is, an English
/// language name as the code Xcode converts it to, anything else `en` with a warning, never
/// replaced without a word.
@Suite(.budget(seconds: 1)) struct DevelopmentLanguageTests {
    static func language(_ setting: String?, given: String? = nil) -> (String, [DiagnosticCode]) {
        var manifest = Manifest(file: "Game.xcodeproj/project.pbxproj", bundleIdentifier: "com.example.game", baseDirectory: ".")
        manifest.compilerSettings["DEVELOPMENT_LANGUAGE"] = setting
        var settings = BackgroundAssetsSettings()
        settings.developmentLanguage = given
        let (language, diagnostics) = BackgroundAssetsLocalizedPacks.developmentLanguage(settings, manifest: manifest)
        return (language, diagnostics.map(\.code))
    }

    @Test(arguments: [
        ("fr", "fr"), ("pt_BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("English", "en"), ("French", "fr"), ("japanese", "ja"),
        ("German", "de"),
    ])
    func aCodeOrAnXcodeLanguageNameIsItsCode(setting: String, code: String) {
        #expect(Self.language(setting) == (code, []))
    }

    @Test func anythingElseIsEnglishWithAWarningAndTheOptionWins() {
        for setting in ["Klingon", "en-US-posix", "x-private", ""] {
            #expect(Self.language(setting) == ("en", [.developmentLanguageInvalid]), "\(setting)")
        }
        #expect(Self.language(nil) == ("en", []))
        #expect(Self.language("Klingon", given: "de") == ("de", []))
    }
}

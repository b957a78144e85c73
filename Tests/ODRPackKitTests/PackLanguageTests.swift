import TestSupport
import Testing

@testable import ODRPackKit

/// Apple's rule for a localized pack's `language`, and what a `.lproj` folder name is to it.
@Suite(.budget(seconds: 1)) struct PackLanguageTests {
    @Test(arguments: [
        ("fr", "fr"), ("FR", "fr"), ("pt-BR", "pt-BR"), ("pt-br", "pt-BR"), ("zh-Hans", "zh-Hans"), ("zh-hans", "zh-Hans"),
        ("zh-Hant-TW", "zh-Hant-TW"), ("es-419", "es-419"), ("fil", "fil"), ("yue-Hant", "yue-Hant"),
    ])
    func aLanguageByTheRuleIsWrittenAsBCP47Does(given: String, canonical: String) {
        #expect(PackLanguage.canonical(given) == canonical)
    }

    @Test(arguments: [
        "", "f", "fren", "en-US-posix", "x-klingon", "i-klingon", "en-", "-en", "en--US", "en-U", "en-12", "en-1234",
        "de-DE-1996", "en-Latn-US-x-a", "é", "en US", "en_US", "zh-Hans-Hant", "en-US-US",
    ])
    func anythingElseIsNot(given: String) {
        #expect(PackLanguage.canonical(given) == nil, "'\(given)'")
    }

    @Test func aFolderNameIsALanguageBaseOrNoLanguageWithTheReason() {
        #expect(PackLanguage.folder("pt_BR") == .language("pt-BR"))
        #expect(PackLanguage.folder("Base") == .base)
        #expect(
            PackLanguage.folder("base")
                == .notALanguage("a language name, not an ISO 639 code (Xcode names such folders by code, such as en.lproj)"))
        for (name, reason) in [
            ("x-klingon", "private-use"), ("en-US-posix", "no variant"), (".", "no language code"), ("", "no language code"),
            ("English", "a language name"), ("12", "not an ISO 639"),
        ] {
            guard case .notALanguage(let said) = PackLanguage.folder(name) else {
                Issue.record("'\(name)' is no language")
                continue
            }
            #expect(said.contains(reason), "'\(name)': \(said)")
        }
    }

    @Test func theFirstLprojFolderOfABundlePathIsItsLanguageFolder() {
        #expect(PackLanguage.lprojFolder(of: "fr.lproj/a.strings") == "fr")
        #expect(PackLanguage.lprojFolder(of: "Levels/1/de.lproj/x/line.m4a") == "de")
        #expect(PackLanguage.lprojFolder(of: "a/fr.lproj") == nil, "a file named .lproj is in no language folder")
        #expect(PackLanguage.lprojFolder(of: "plain/file.bin") == nil)
    }
}

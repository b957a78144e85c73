import Foundation
import TestSupport
import Testing

/// `--localized-packs`: a tag set's files under `<language>.lproj/` go into a pack per
/// language with the manifest key `language`, IDs by the same lasting rules, counted against
/// the 100 IDs; what a 1.x packager is never handed; the app side resolving a localized file.
/// Expected packs, IDs and languages are computed here from the files each test writes.
@Suite(.budget(seconds: 8)) struct LocalizedPacksTests {
    static let packager = CommandRunner.packageDirectory.appendingPathComponent("Examples/Tools/ba-package").path
    static let greatGame = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path

    /// Twelve languages in the folder forms projects use (`zh_Hant` with `_`), en the development one.
    static let folders = ["en", "fr", "de", "es", "it", "ja", "ko", "ru", "ar", "pt-BR", "zh-Hans", "zh_Hant"]

    /// A game of `tags` tags (`Level 1`...), each with art and one voice line per language of `folders`.
    static func game(_ folder: TemporaryFolder, tags: Int, folders: [String] = folders) throws {
        var resources = ""
        for tag in 1...tags {
            try folder.write("Assets/L\(tag)/art.bin", bytes: [UInt8](repeating: UInt8(tag), count: 1_000 + tag))
            for (number, language) in folders.enumerated() {
                try folder.write(
                    "Assets/L\(tag)/\(language).lproj/voice.m4a", bytes: [UInt8](repeating: UInt8(number), count: 200 + 10 * number + tag))
            }
            resources += "  <resource path=\"L\(tag)\" tags=\"Level \(tag)\"/>\n"
        }
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.voiced" base="Assets" delivery="background-assets">
                \(resources)</odr-manifest>
                """)
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// The lock's lines: ID -> language ("" for a pack of every language).
    static func lockLanguages(_ url: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where line.hasPrefix("{\"id\"") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            found[object["id"] as? String ?? ""] = object["language"] as? String ?? ""
        }
        return found
    }

    @Test func greatGameGetsAPackPerLanguageWithTheKeyThePackagerIsHanded() throws {
        let folder = try TemporaryFolder()
        let build = try CommandRunner.run(
            [
                "build", Self.greatGame, "--delivery", "background-assets", "--localized-packs", "-o", "out", "--quiet",
                "--update-lock", "--lock-file", "game.lock",
            ],
            environment: ["ODR_PACK_BA_PACKAGE": Self.packager, "BA_PACKAGE_VERSION": "2.0", "BA_PACKAGE_LOG": folder.path("ba.log")],
            in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let french = try Self.json(folder.url.appendingPathComponent("out/packs/Tutorial-fr.json"))
        #expect(french["language"] as? String == "fr")
        #expect((french["fileSelectors"] as? [[String: String]]) == [["file": "fr.lproj/Tutorial.strings"]])
        let every = try Self.json(folder.url.appendingPathComponent("out/packs/Tutorial.json"))
        #expect(every["language"] == nil)
        #expect(
            (every["fileSelectors"] as? [[String: String]])?.contains(["file": "en.lproj/Tutorial.strings"]) == true,
            "the development language stays in the pack of every language: \(every)")
        // The packager was handed the key once, for the French pack.
        let log = try String(contentsOf: folder.url.appendingPathComponent("ba.log"), encoding: .utf8).split(separator: "\n")
        let handed = log.filter { $0.contains("\"language\"") }
        #expect(handed.count == 1 && handed[0].contains("\"assetPackID\": \"Tutorial-fr\""), "\(handed)")
        #expect(try Self.lockLanguages(folder.url.appendingPathComponent("game.lock"))["Tutorial-fr"] == "fr")
        let map = try Self.json(folder.url.appendingPathComponent("out/AssetPackMap.json"))
        #expect(map["developmentLanguage"] as? String == "en")
        let packs = try #require(map["packs"] as? [String: [String: Any]])
        #expect(packs["Tutorial-fr"]?["language"] as? String == "fr" && packs["Tutorial"]?["language"] == nil)
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
    }

    @Test func aPackagerBefore2IsNeverHandedTheLanguageKey() throws {
        let folder = try TemporaryFolder()
        let build = try CommandRunner.run(
            ["build", Self.greatGame, "--delivery", "background-assets", "--localized-packs", "-o", "out"],
            environment: ["ODR_PACK_BA_PACKAGE": Self.packager, "BA_PACKAGE_VERSION": "1.2", "BA_PACKAGE_LOG": folder.path("ba.log")],
            in: folder.url)
        #expect(build.status == 1, "\(build.standardError)")
        #expect(
            build.standardError.contains("[packager-without-languages]") && build.standardError.contains("ba-package 1.2"),
            "\(build.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("ba.log")), "the packager never ran")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")), "nothing was written")
        // The stand-in of 1.2 refuses the key itself, as a packager before Xcode 27 would.
        try folder.write(
            "m.json",
            text:
                #"{"assetPackID":"A-fr","downloadPolicy":{"onDemand":{}},"fileSelectors":[{"file":"m.json"}],"language":"fr","platforms":["iOS"]}"#
        )
        let direct = try CommandRunner.runShell(
            "BA_PACKAGE_VERSION=1.2 '\(Self.packager)' package m.json --output-path a.aar 2>&1", in: folder.url)
        #expect(direct.status == 1 && direct.standardOutput.contains("unknown key \"language\""), "\(direct.standardOutput)")
    }

    @Test func twelveLanguagesMakeAPackEachWithIDsTheLockKeeps() throws {
        let folder = try TemporaryFolder()
        try Self.game(folder, tags: 7)
        let build = try CommandRunner.run(
            ["build", "game.xml", "--localized-packs", "--no-archives", "-o", "out", "--quiet", "--update-lock"],
            in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        // Expected: per tag, the pack of every language (art and en) and one per other language.
        var expected: [String: String] = [:]
        var files: [String: String] = [:]
        for tag in 1...7 {
            expected["Level-\(tag)"] = ""
            files["L\(tag)/art.bin"] = "Level-\(tag)"
            for folderName in Self.folders {
                let language = folderName.replacingOccurrences(of: "_", with: "-")
                let id = language == "en" ? "Level-\(tag)" : "Level-\(tag)-\(language)"
                if language != "en" { expected[id] = language }
                files["L\(tag)/\(folderName).lproj/voice.m4a"] = id
            }
        }
        #expect(expected.count == 84)
        let manifests = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs")).filter { $0.hasSuffix(".json") }
        #expect(Set(manifests) == Set(expected.keys.map { $0 + ".json" }))
        for (id, language) in expected {
            let manifest = try Self.json(folder.url.appendingPathComponent("out/packs/\(id).json"))
            #expect((manifest["language"] as? String ?? "") == language, "\(id)")
        }
        let map = try Self.json(folder.url.appendingPathComponent("out/AssetPackMap.json"))
        #expect((map["files"] as? [String: String]) == files)
        let lock = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).first { $0.hasSuffix(".lock") })
        #expect(try Self.lockLanguages(folder.url.appendingPathComponent(lock)) == expected)
        // Lint's report: every language, each with its packs.
        let lint = try CommandRunner.run(["lint", "game.xml", "--localized-packs", "--format", "json"], in: folder.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
        let languages = try #require(report["languages"] as? [String: Any])
        let rows = try #require(languages["languages"] as? [[String: Any]])
        #expect(
            rows.map { $0["language"] as? String ?? "" }
                == Self.folders.dropFirst().map { $0.replacingOccurrences(of: "_", with: "-") }.sorted())
        #expect(rows.allSatisfy { $0["packs"] as? Int == 7 })
        let all = try #require(languages["allBytes"] as? Int)
        let every = try #require(languages["everyLanguageBytes"] as? Int)
        for row in rows {
            let bytes = try #require(row["bytes"] as? Int)
            #expect(row["download"] as? Int == every + bytes && row["saving"] as? Int == all - every - bytes)
        }
    }

    @Test func overTheIDBudgetLanguagesGetTheErrorWithItsSuggestionAndMaxPacksFits() throws {
        let folder = try TemporaryFolder()
        try Self.game(folder, tags: 9)
        let lint = try CommandRunner.run(["lint", "game.xml", "--localized-packs"], in: folder.url)
        #expect(lint.status == 1)
        let error = try #require(lint.standardError.split(separator: "\n").first { $0.hasSuffix("[pack-count-over-limit]") })
        #expect(
            error.contains("108 asset packs, 8 over the limit of 100")
                && error.contains("99 of them are the localized packs of 11 languages")
                && error.contains("with --unlocalized-language leaves 99 packs") && error.contains("--max-packs 100"), "\(error)")
        // The smallest language (fr: the voice lines grow with the folder's number) is the one suggested.
        #expect(error.contains("keeping the smallest language in the packs of every language, fr ("), "\(error)")
        let kept = try CommandRunner.run(["lint", "game.xml", "--localized-packs", "--unlocalized-language", "fr"], in: folder.url)
        #expect(kept.status == 0, "\(kept.standardError)")
        let merged = try CommandRunner.run(
            ["build", "game.xml", "--localized-packs", "--max-packs", "100", "--no-archives", "-o", "out", "--quiet"],
            in: folder.url)
        #expect(merged.status == 0, "\(merged.standardError)")
        let map = try Self.json(folder.url.appendingPathComponent("out/AssetPackMap.json"))
        let packs = try #require(map["packs"] as? [String: [String: Any]])
        #expect(packs.count <= 100)
        for (id, pack) in packs {
            let language = pack["language"] as? String
            let paths = (pack["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            for path in paths {
                let folderName = path.split(separator: "/").first { $0.hasSuffix(".lproj") }.map {
                    String($0.dropLast(6)).replacingOccurrences(of: "_", with: "-")
                }
                #expect(folderName == (language ?? (folderName == "en" ? "en" : nil)), "\(id) holds \(path)")
            }
        }
    }

    @Test func aTagsDownloadIsWhatOneLanguagesDeviceFetches() throws {
        let folder = try TemporaryFolder()
        try Self.game(folder, tags: 1, folders: ["en", "fr", "ja"])
        func build(_ output: String) throws {
            let run = try CommandRunner.run(
                ["build", "game.xml", "--localized-packs", "-o", output, "--quiet"],
                environment: ["ODR_PACK_BA_PACKAGE": Self.packager, "BA_PACKAGE_VERSION": "2.0"],
                in: folder.url)
            #expect(run.status == 0, "\(run.standardError)")
        }
        try build("before")
        // French and Japanese voices change: a device holds one of them, never both.
        try folder.write("Assets/L1/fr.lproj/voice.m4a", bytes: [UInt8](repeating: 41, count: 5_000))
        try folder.write("Assets/L1/ja.lproj/voice.m4a", bytes: [UInt8](repeating: 42, count: 9_000))
        try build("after")
        let diff = try CommandRunner.run(["diff", "before", "after", "--format", "json"], in: folder.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(diff.standardOutput.utf8)) as? [String: Any])
        let packs = try #require(report["packs"] as? [[String: Any]])
        func size(_ id: String) -> Int { packs.first { $0["id"] as? String == id }?["newArchiveBytes"] as? Int ?? -1 }
        let changed = packs.filter { $0["status"] as? String == "changed" }.compactMap { $0["id"] as? String }.sorted()
        #expect(changed == ["Level-1-fr", "Level-1-ja"], "\(packs)")
        let tag = try #require((report["tags"] as? [[String: Any]])?.first { $0["name"] as? String == "Level 1" })
        #expect(tag["downloadBytes"] as? Int == max(size("Level-1-fr"), size("Level-1-ja")), "\(tag)")
    }

    @Test func aReleaseAddingALanguageKeepsEveryID() throws {
        let folder = try TemporaryFolder()
        try Self.game(folder, tags: 4, folders: ["en", "fr", "ja"])
        let first = try CommandRunner.run(
            ["build", "game.xml", "--localized-packs", "--no-archives", "-o", "out", "--quiet", "--update-lock"],
            in: folder.url)
        #expect(first.status == 0, "\(first.standardError)")
        let lock = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).first { $0.hasSuffix(".lock") })
        let before = try Self.lockLanguages(folder.url.appendingPathComponent(lock))
        try Self.game(folder, tags: 4, folders: ["en", "fr", "ja", "pt-BR"])
        let second = try CommandRunner.run(
            ["build", "game.xml", "--localized-packs", "--no-archives", "-o", "out", "--quiet", "--update-lock"],
            in: folder.url)
        #expect(second.status == 0, "\(second.standardError)")
        let after = try Self.lockLanguages(folder.url.appendingPathComponent(lock))
        #expect(before.allSatisfy { after[$0.key] == $0.value }, "every ID of the first release is kept: \(before) -> \(after)")
        #expect(Set(after.keys).subtracting(before.keys) == Set((1...4).map { "Level-\($0)-pt-BR" }))
    }

    @Test func hostileLanguageFoldersAreIgnoredOrFoldedAsDocumented() throws {
        let folder = try TemporaryFolder()
        let names = ["de", "FR", "x-klingon", "en-US-posix", ".", "English", "Base", "zh-hant-tw"]
        var resources = ""
        for (number, name) in names.enumerated() {
            try folder.write("Assets/T/\(name).lproj/f\(number).txt", text: String(repeating: "x", count: 10 + number))
        }
        resources += "  <resource path=\"T\" tags=\"Talk\"/>\n"
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.voiced" base="Assets" delivery="background-assets">
                \(resources)</odr-manifest>
                """)
        let build = try CommandRunner.run(["build", "game.xml", "--localized-packs", "--no-archives", "-o", "out"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let ignored = build.standardError.split(separator: "\n").filter { $0.hasSuffix("[localized-folder-ignored]") }
        #expect(ignored.count == 4, "\(build.standardError)")
        for (folderName, reason) in [
            ("x-klingon.lproj", "private-use"), ("en-US-posix.lproj", "no variant"), ("..lproj", "no language code"),
            ("English.lproj", "a language name"),
        ] {
            #expect(ignored.contains { $0.contains("'\(folderName)'") && $0.contains(reason) }, "\(folderName): \(ignored)")
        }
        let map = try Self.json(folder.url.appendingPathComponent("out/AssetPackMap.json"))
        let files = try #require(map["files"] as? [String: String])
        #expect(
            files["T/de.lproj/f0.txt"] == "Talk-de" && files["T/FR.lproj/f1.txt"] == "Talk-fr",
            "a folder's case is not its language's: \(files)")
        #expect(files["T/zh-hant-tw.lproj/f7.txt"] == "Talk-zh-Hant-TW")
        for kept in [
            "T/x-klingon.lproj/f2.txt", "T/en-US-posix.lproj/f3.txt", "T/..lproj/f4.txt", "T/English.lproj/f5.txt", "T/Base.lproj/f6.txt",
        ] {
            #expect(files[kept] == "Talk", "\(kept) stays in the pack of every language")
        }
        // fr.lproj beside FR.lproj: one language, one pack, and two paths a Mac takes for one.
        try folder.write("Assets/T/fr.lproj/f8.txt", text: "fr")
        let twice = try CommandRunner.run(["lint", "game.xml", "--localized-packs"], in: folder.url)
        #expect(
            twice.status == 1 && twice.standardError.contains("'T/FR.lproj' and 'T/fr.lproj' in asset pack 'Talk-fr' differ only in case"),
            "\(twice.standardError)")
        try FileManager.default.removeItem(atPath: folder.path("Assets/T/fr.lproj"))
        // A lock whose language breaks Apple's rule is refused, not trusted.
        try folder.write(
            "com.example.voiced.background-assets.lock",
            text: """
                {"app":"com.example.voiced","delivery":"background-assets","lock":2}
                {"id":"Talk-fr","language":"fr-x-twain","tagSets":[["Talk"]]}

                """)
        let lint = try CommandRunner.run(["lint", "game.xml", "--localized-packs"], in: folder.url)
        #expect(lint.status == 1 && lint.standardError.contains("the language 'fr-x-twain'"), "\(lint.standardError)")
    }

    @Test func verifyRefusesAnIndexWhoseLanguagesBreakTheRules() throws {
        let folder = try TemporaryFolder()
        let build = try CommandRunner.run(
            [
                "build", Self.greatGame, "--delivery", "background-assets", "--localized-packs", "--no-archives",
                "-o", "out", "--quiet",
            ], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let indexURL = folder.url.appendingPathComponent("out/index.plist")
        let original = try Data(contentsOf: indexURL)
        for (edit, message) in [
            ("fr-x-twain", "the language 'fr-x-twain', which is not an ISO 639"),
            ("shared", "both hold 'Tutorial/hand.png', so a device finds two files at one path"),
        ] {
            var index = try #require(try PropertyListSerialization.propertyList(from: original, format: nil) as? [String: Any])
            var packs = try #require(index["AssetPacks"] as? [[String: Any]])
            let french = try #require(packs.firstIndex { $0["Language"] as? String == "fr" })
            if edit == "shared" {
                let every = try #require(packs.first { $0["Identifier"] as? String == "Tutorial" })
                let files = try #require(every["Files"] as? [[String: Any]])
                packs[french]["Files"] = (packs[french]["Files"] as? [[String: Any]] ?? []) + [files[0]]
            } else {
                packs[french]["Language"] = edit
            }
            index["AssetPacks"] = packs
            try PropertyListSerialization.data(fromPropertyList: index, format: .xml, options: 0).write(to: indexURL)
            let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
            #expect(
                verify.status == 1 && verify.standardError.contains(message) && verify.standardError.contains("[pack-language-invalid]"),
                "\(edit): \(verify.standardError)")
        }
    }

    @Test func whyNamesALocalizedFilesPackAndLanguage() throws {
        let folder = try TemporaryFolder()
        let arguments = ["why", Self.greatGame, "fr.lproj/Tutorial.strings", "--delivery", "background-assets", "--localized-packs"]
        let text = try CommandRunner.run(arguments, in: folder.url)
        #expect(
            text.status == 0 && text.standardOutput.contains("in asset pack 'Tutorial-fr'")
                && text.standardOutput.contains("language: fr (--localized-packs)"), "\(text.standardOutput)")
        let json = try CommandRunner.run(arguments + ["--format", "json"], in: folder.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let pack = try #require(object["pack"] as? [String: Any])
        #expect(pack["id"] as? String == "Tutorial-fr" && pack["language"] as? String == "fr")
        let every = try CommandRunner.run(
            [
                "why", Self.greatGame, "en.lproj/Tutorial.strings", "--delivery", "background-assets",
                "--localized-packs",
            ], in: folder.url)
        #expect(
            every.standardOutput.contains("in asset pack 'Tutorial'") && !every.standardOutput.contains("language:"),
            "the development language's file is in the pack of every language: \(every.standardOutput)")
    }

    @Test func optionsOfLocalizedPacksAreCheckedByTheParser() throws {
        let folder = try TemporaryFolder()
        for (arguments, message) in [
            (["--development-language", "fr"], "--development-language applies with --localized-packs only"),
            (["--localized-packs", "--development-language", "en-US-posix"], "--development-language takes an ISO 639"),
            (["--localized-packs", "--unlocalized-language", "x-klingon"], "--unlocalized-language takes an ISO 639"),
        ] {
            let run = try CommandRunner.run(["lint", Self.greatGame, "--delivery", "background-assets"] + arguments, in: folder.url)
            #expect(run.status == 64 && run.standardError.contains(message), "\(arguments): \(run.standardError)")
        }
        let refused = try CommandRunner.run(["lint", Self.greatGame, "--localized-packs"], in: folder.url)
        #expect(refused.status == 64 && refused.standardError.contains("--localized-packs"), "\(refused.standardError)")
    }

    /// A language kept unlocalized is matched as its folder names it: `fr_FR` (`fr-FR`) keeps
    /// nothing of `fr.lproj`, and says so; `fr` keeps it.
    @Test func anUnlocalizedLanguageNoFolderHoldsIsReported() throws {
        let folder = try TemporaryFolder()
        try Self.game(folder, tags: 1, folders: ["en", "fr"])
        let unused = try CommandRunner.run(["lint", "game.xml", "--localized-packs", "--unlocalized-language", "fr_FR"], in: folder.url)
        #expect(
            unused.status == 0 && unused.standardError.contains("--unlocalized-language fr-FR names no language folder")
                && unused.standardError.contains("folders are en, fr)") && unused.standardError.contains("[unlocalized-language-unused]"),
            "\(unused.standardError)")
        let kept = try CommandRunner.run(["lint", "game.xml", "--localized-packs", "--unlocalized-language", "fr"], in: folder.url)
        #expect(kept.status == 0 && !kept.standardError.contains("unlocalized-language-unused"), "\(kept.standardError)")
    }
}

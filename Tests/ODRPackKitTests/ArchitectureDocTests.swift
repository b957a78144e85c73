import Foundation
import TestSupport
import Testing

/// docs/architecture.md names only what exists: every type, module, member and file it writes
/// in backticks is declared in the package (or, for a file or key odr-pack reads or writes but
/// the repository does not hold, named by the code), so the map of the code cannot drift from
/// the code.
@Suite(.budget(seconds: 3)) struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Names from outside the package: Foundation's, the standard library's, and the type the
    /// EmbedTemplates plugin generates at build time.
    static let outside: Set<String> = [
        "Codable", "JSONDecoder", "JSONEncoder", "PropertyListSerialization", "Synchronization", "Templates",
    ]

    /// The repository's files and folders (folders with a trailing `/`), relative to its root.
    static let paths: [String] = {
        var paths = ["Package.swift", "Makefile", "README.md"]
        for top in ["Sources", "Tests", "Benchmarks", "Fuzz", "Plugins", "docs", "Examples"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path)
            while let path = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: root.appendingPathComponent(top + "/" + path).path, isDirectory: &isFolder)
                paths.append(top + "/" + path + (isFolder.boolValue ? "/" : ""))
            }
        }
        return paths
    }()

    /// Every Swift source of the package, read once.
    static let code: String = {
        paths.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Tests/ODRPackKitTests/RealProjects/") }
            .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }()

    /// Every name the code declares (the word after `struct`, `enum`, `class`, `protocol`,
    /// `typealias`, `actor` or `extension` and white space), found once by a scan of the bytes:
    /// a regular expression over the whole code took seconds.
    static let declared: Set<String> = {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor", "extension"]
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        let bytes = Array(code.utf8)
        var names: Set<String> = []
        var start = 0
        var previous: String?  // a keyword ended by white space alone
        while start < bytes.count {
            guard isWord(bytes[start]) else {
                if bytes[start] != 0x20 && bytes[start] != 0x0A && bytes[start] != 0x09 { previous = nil }
                start += 1
                continue
            }
            var end = start
            while end < bytes.count && isWord(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[start..<end], as: UTF8.self)
            if previous != nil { names.insert(word) }
            previous = keywords.contains(word) ? word : nil
            start = end
        }
        return names
    }()

    /// What the document names in backticks that does not exist, with why.
    static func missing(in document: String) throws -> [String] {
        let targets = Set(
            try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
                .matches(of: /name: "([\w-]+)"/).map { String($0.1) })
        var missing: [String] = []
        for match in Set(document.matches(of: /`([^`\n]+)`/).map { String($0.1) }).sorted() {
            // Options, placeholders, patterns, shell words and partial names are not names of the code.
            guard match.rangeOfCharacter(from: CharacterSet(charactersIn: " <>*$'=@")) == nil,
                let first = match.first, !"-.+#/".contains(first)
            else { continue }
            if match.hasSuffix("/") || match.contains("/") || match.hasSuffix(".swift") {
                if !paths.contains(where: { $0 == match || $0.hasSuffix("/" + match) }) {
                    missing.append("\(match): no such file or folder")
                }
                continue
            }
            if match.contains("."), let file = match.split(separator: ".").first, !file.isEmpty,
                ["kt", "cs", "json", "plist", "gradle", "md"].contains(match.split(separator: ".").last.map(String.init) ?? "")
            {
                // A file odr-pack reads or writes: in the repository, or named by the code.
                if !paths.contains(where: { $0.hasSuffix("/" + match) }) && !code.contains("\"\(match)\"") && !code.contains(match) {
                    missing.append("\(match): no such file, and no code names it")
                }
                continue
            }
            guard let name = match.wholeMatch(of: /([A-Z][A-Za-z0-9]*(?:\+[A-Za-z]+)?)((?:\.[A-Za-z_]\w*(?:\([^)]*\))?)*)/) else {
                continue
            }
            let type = String(name.1)
            guard type.contains(where: \.isLowercase) else { continue }  // LC_CTYPE, AE_IFREG: C names
            if type.contains("+") {
                if !paths.contains(where: { $0.hasSuffix("/" + type + ".swift") }) { missing.append("\(match): no file \(type).swift") }
                continue
            }
            if outside.contains(type) { continue }
            // An index or property-list key (`Policy`, `Resources`) is a string the code spells.
            guard declared.contains(type) || targets.contains(type) || code.contains("\"\(type)\"") else {
                missing.append("\(match): no type, module or key \(type)")
                continue
            }
            for member in String(name.2).matches(of: /\.([A-Za-z_]\w*)/).map({ String($0.1) })
            where code.range(of: #"\b(func|var|let|case|init)\s+\#(member)\b|\b\#(member)\("#, options: .regularExpression) == nil {
                missing.append("\(match): nothing declares \(member)")
            }
        }
        return missing
    }

    @Test func everyNameTheArchitectureGivesExists() throws {
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let missing = try Self.missing(in: document)
        #expect(missing.isEmpty, "docs/architecture.md names what does not exist:\n\(missing.joined(separator: "\n"))")
    }

    @Test func aNameThatDoesNotExistIsFound() throws {
        let document =
            "`PackMerger` keeps `Planning/Gone.swift`, `Diagnostic+Messages`, `LintOptions.noSuchMember`; `--delivery`, `LC_CTYPE`, `Codable`"
        #expect(
            try Self.missing(in: document) == [
                "Diagnostic+Messages: no file Diagnostic+Messages.swift", "LintOptions.noSuchMember: nothing declares noSuchMember",
                "PackMerger: no type, module or key PackMerger", "Planning/Gone.swift: no such file or folder",
            ])
        #expect(
            try Self.missing(in: "`Linter.lint(manifestAt:options:)`, `Sources/ODRPackKit/Support/CrashPoint.swift`, `MergeQuality`")
                .isEmpty)
    }
}

import FileSystem

/// The files in languages `migrate` does not read (Kotlin, Java, C, C++, JavaScript,
/// TypeScript, Lua, Python, GDScript, Rust, Dart, Go), below the app's folder: counted by
/// language, and each that names the On-Demand Resources API (`NSBundleResourceRequest`,
/// Unity's `OnDemandResources`, …) or a packed file (its name, or its bundle path) listed with
/// the line of its first mention, so that "0 places" never hides code that was not read.
/// Words are compared whole: `map.json` in a string or a comment counts, `roadmap.json` does not.
struct UnscannedSources {
    /// The languages by extension.
    static let languages: [String: String] = [
        "kt": "Kotlin", "kts": "Kotlin", "java": "Java", "c": "C", "cc": "C++", "cpp": "C++", "cxx": "C++", "c++": "C++",
        "hpp": "C++", "hh": "C++", "hxx": "C++", "js": "JavaScript", "mjs": "JavaScript", "jsx": "JavaScript",
        "ts": "TypeScript", "tsx": "TypeScript", "lua": "Lua", "py": "Python", "gd": "GDScript", "rs": "Rust",
        "dart": "Dart", "go": "Go",
    ]

    /// The words of the On-Demand Resources API, in Apple's SDK and in Unity's.
    static let apiWords: Set<String> = [
        "NSBundleResourceRequest", "beginAccessingResources", "conditionallyBeginAccessingResources", "endAccessingResources",
        "initWithTags", "setPreservationPriority", "preservationPriorityForTag", "NSBundleResourceRequestLowDiskSpace",
        "NSBundleResourceRequestLowDiskSpaceNotification", "OnDemandResources", "OnDemandResourcesRequest",
    ]

    /// The most mentions kept per file.
    static let mentionsKept = 4

    /// The words that count as a mention: the API's, and each packed file's name and bundle path.
    let words: Set<String>

    init(plan: PackPlan) {
        var words = Self.apiWords
        for pack in plan.packs {
            for file in pack.files {
                words.insert(file.packPath)
                words.insert(MigrationItems.lastComponent(file.packPath))
            }
        }
        self.words = words
    }

    /// The files below the folders of `paths` (and the files given) in the languages, each
    /// read up to `limit` bytes for mentions.
    func find(in paths: [String], walk: inout SourceWalk, limit: Int) -> MigrationUnscanned {
        var found = Set<String>()
        for path in paths {
            if (try? FileStatus.of(path))?.kind == .directory {
                found.formUnion(walk.files(below: path).filter { Self.languages[PathString.pathExtension($0)] != nil })
            } else if Self.languages[PathString.pathExtension(path)] != nil {
                found.insert(path)
            }
        }
        var result = MigrationUnscanned()
        result.folder = paths.count == 1 ? paths[0] : nil
        for file in found.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let language = Self.languages[PathString.pathExtension(file)] else { continue }
            result.languages[language, default: 0] += 1
            guard let bytes = try? FileAccess.readFile(file, limit: limit), let first = mentions(in: bytes) else { continue }
            result.mentioning.append(MigrationUnscannedFile(file: file, language: language, line: first.line, mentions: first.words))
        }
        return result
    }

    /// The words of `bytes` that count, in order of first mention (at most `mentionsKept`), and
    /// the line of the first; nil when there is none.
    func mentions(in bytes: [UInt8]) -> (line: Int, words: [String])? {
        var line = 1
        var firstLine = 0
        var found: [String] = []
        var start = -1
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0x20
            if Self.isWordByte(byte) {
                if start < 0 { start = index }
                continue
            }
            if start >= 0 {
                for word in candidates(String(decoding: bytes[start..<index], as: UTF8.self))
                where words.contains(word) && !found.contains(word) {
                    if found.isEmpty { firstLine = line }
                    found.append(word)
                }
                start = -1
                if found.count >= Self.mentionsKept { break }
            }
            if byte == 0x0A { line += 1 }
        }
        return found.isEmpty ? nil : (firstLine, found)
    }

    /// A word as written, and its last component when it is a path.
    func candidates(_ word: String) -> [String] {
        let trimmed = word.hasSuffix(".") ? String(word.dropLast()) : word
        guard trimmed.contains("/") else { return [trimmed] }
        return [trimmed, MigrationItems.lastComponent(trimmed)]
    }

    /// Letters, digits, `_`, `-`, `.`, `@`, `/` and any byte of a non-ASCII character.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D, 0x2E, 0x40, 0x2F, 0x80...0xFF: true
        default: false
        }
    }
}

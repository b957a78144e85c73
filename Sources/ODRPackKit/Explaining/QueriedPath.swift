import FileSystem
import SystemPackage

/// A path `why` was asked about, read the ways a user may mean it: relative to the manifest's
/// base folder (as entries are written), relative to the working folder, or absolute. Links
/// in the existing part of a path are resolved, as the scan resolves the base.
struct QueriedPath {
    /// The readings below the base folder, in the order tried, without repeats.
    let readings: [[String]]
    /// What was tried, for `not-listed`.
    let tried: String

    /// Reads `path`; `base` is the canonical base folder, `shownBase` the base as the report
    /// names it, `workingDirectory` the folder relative paths start from (the process's).
    init(_ path: String, base: String, shownBase: String, workingDirectory: String? = nil) {
        var readings: [[String]] = []
        if case .inside(let components) = RelativePath(path) { readings.append(components) }
        let start = path.hasPrefix("/") ? nil : workingDirectory ?? (try? FileAccess.canonicalPath("."))
        let fromStart = (path.hasPrefix("/") ? path : start.map { $0 + "/" + path })
            .flatMap(Self.canonical).flatMap { RelativePath.relative($0, to: base) }
            .map { $0.split(separator: "/").map(String.init) }
        if let fromStart, !fromStart.isEmpty, !readings.contains(fromStart) { readings.append(fromStart) }
        self.readings = readings
        let below = "below the base folder \(MessageText.quoted(shownBase))"
        let shown = fromStart.map { MessageText.quoted($0.joined(separator: "/")) }
        switch (path.hasPrefix("/"), shown) {
        case (true, let shown?): tried = "looked for it as \(shown) \(below)"
        case (true, nil): tried = "it is not \(below)"
        case (false, let shown?) where shown != MessageText.quoted(path):
            tried = "looked for it \(below), and from the working folder as \(shown)"
        case (false, .some): tried = "looked for it \(below), which is the working folder"
        case (false, nil): tried = "looked for it \(below); from the working folder it lies outside that folder"
        }
    }

    /// `path` (absolute) with the links of its longest existing part resolved and `.` and
    /// `..` removed; nil when no part of it can be resolved.
    static func canonical(_ path: String) -> String? {
        var head = FilePath(path).lexicallyNormalized()
        var tail: [FilePath.Component] = []
        while !head.isEmpty {
            if let resolved = try? FileAccess.canonicalPath(head.string) {
                var result = FilePath(resolved)
                for component in tail.reversed() { result.append(component) }
                return result.lexicallyNormalized().string
            }
            guard let last = head.lastComponent else { return nil }
            tail.append(last)
            head.removeLastComponent()
        }
        return nil
    }
}

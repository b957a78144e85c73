/// Messages of `migrate` (part of the catalogue).
extension Diagnostic {
    static func unknownSourceTag(_ tag: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unknownSourceTag,
            "the code asks for tag \(quoted(tag)), which no resource of the manifest has\(suggestion.map { "; did you mean \(quoted($0))?" } ?? ""); On-Demand Resources refuses such a request, and so does TaggedResources.begin",
            at: location, tags: [tag])
    }

    static func unreadableSource(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(
            .unreadableSource, "the source file cannot be read (\(reason)); its uses of On-Demand Resources are not listed",
            at: SourceLocation(file: file))
    }

    static func unscannedSource(_ file: MigrationUnscannedFile) -> Diagnostic {
        Diagnostic(
            .unscannedSource,
            "this \(file.language) file, which migrate does not read, mentions \(file.mentions.map(quoted).joined(separator: ", ")); what it does with On-Demand Resources or those files must be changed by hand",
            at: SourceLocation(file: file.file, line: file.line))
    }

    static func noSources(given: [String], manifest: String) -> Diagnostic {
        if let path = given.first {
            return Diagnostic(
                .noSources, "\(quoted(path)) does not exist; name the app's source files or folders with --sources",
                at: SourceLocation(file: path))
        }
        return Diagnostic(
            .noSources,
            "no Swift or Objective-C source was found for \(quoted(manifest)) (the target's, or those below the manifest's folder); name them with --sources",
            at: SourceLocation(file: manifest))
    }
}

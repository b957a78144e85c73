import Foundation
import ODRPackKit

/// What each output format promises whatever a name holds (docs/reports.md, "What each
/// format guarantees"), as checks over what the renderers wrote. Each check returns the
/// promises a rendering breaks, empty when it keeps them all. `HostileNameTests` runs them
/// on a fixed hostile project; the fuzz targets of `Fuzz/` run them on every input.
public enum FormatGuarantees {
    /// Renders `outcome` with every renderer (text, json, github, markdown in both forms) and returns what
    /// breaks a format's promise, each prefixed with the format.
    public static func violations(of outcome: some Renderable) -> [String] {
        var found: [String] = []
        for format in OutputFormat.allCases {
            let rendering = outcome.rendered(by: format.renderer())
            let broken: [String]
            switch format {
            case .text: broken = text(rendering)
            case .json: broken = json(rendering)
            case .github: broken = github(rendering, diagnostics: outcome.diagnostics)
            case .markdown:
                // Both forms: the comment and the job summary's whole tables.
                broken =
                    markdown(rendering.output)
                    + markdown(outcome.rendered(by: format.renderer(markdownDetail: .full)).output).map { "full: " + $0 }
            }
            found += broken.map { "\(format.rawValue): \($0)" }
        }
        return found
    }

    /// `text`: no character `MessageText` escapes (but the line feed) in either stream, and no
    /// line the Actions runner would read as a workflow command.
    public static func text(_ rendering: Rendering) -> [String] {
        var found: [String] = []
        for (name, stream) in [("output", rendering.output), ("errors", rendering.errors)] {
            if let scalar = stream.unicodeScalars.first(where: { $0 != "\n" && MessageText.needsEscape($0) }) {
                found.append("\(name) holds the raw control character U+\(hex(scalar))")
            }
            for line in runnerLines(stream) where LogText.isWorkflowCommand(line) {
                found.append("\(name) holds a workflow command: \(line.debugDescription)")
            }
        }
        return found
    }

    /// `github`: each line the runner reads as a command is one of the outcome's diagnostics as
    /// `GitHubAnnotationFormatter` writes them (in the outcome's order, each once, at most
    /// `GitHubAnnotationFormatter.perCode` of a code and `GitHubAnnotationFormatter.total` in all) or odr-pack's one
    /// notice of how many more were not annotated; no command holds `##[`; an annotation holds
    /// no control character and its properties no colon and no comma of a value's own; the
    /// other lines hold no control character either.
    public static func github(_ rendering: Rendering, diagnostics: [Diagnostic]) -> [String] {
        var found: [String] = []
        let lines = runnerLines(rendering.output + rendering.errors)
        let commands = lines.filter(LogText.isWorkflowCommand).map(String.init)
        let notice = "::notice title=odr-pack::"
        // `migrate`'s notices at the places to change (at most six, and one that counts the rest).
        let places = commands.filter { $0.hasPrefix("::notice ") && $0.contains(",title=odr-pack migrate%3A ") }
        if places.count > 7 { found.append("\(places.count) notices at places to change") }
        let annotated = commands.filter { !$0.hasPrefix(notice) && !places.contains($0) }
        let ours = diagnostics.map(GitHubAnnotationFormatter.format)
        var position = ours.startIndex
        for command in annotated {
            guard let index = ours[position...].firstIndex(of: command) else {
                found.append("the command \(command.debugDescription) is not one of the annotations, in order")
                continue
            }
            position = ours.index(after: index)
        }
        let notices = commands.filter { $0.hasPrefix(notice) }.count
        if annotated.count > GitHubAnnotationFormatter.total || notices > 1 || (annotated.count < ours.count) != (notices == 1) {
            found.append("\(annotated.count) of \(ours.count) annotated with \(notices) notices")
        }
        var perCode: [String: Int] = [:]
        for diagnostic in diagnostics where annotated.contains(GitHubAnnotationFormatter.format(diagnostic)) {
            perCode[diagnostic.code.rawValue, default: 0] += 1
        }
        if let (code, count) = perCode.first(where: { $0.value > GitHubAnnotationFormatter.perCode }) {
            found.append("\(count) annotations of \(code)")
        }
        for command in commands where command.contains("##[") {
            found.append("a command holds ##[: \(command.debugDescription)")
        }
        for line in lines {
            if let scalar = line.unicodeScalars.first(where: { $0 != "\n" && MessageText.needsEscape($0) }) {
                found.append("a line holds the raw control character U+\(hex(scalar)): \(line.debugDescription)")
            }
        }
        for annotation in annotated + places {
            // `::severity properties::data`: the runner ends the properties at the first `::`.
            let body = annotation.dropFirst(2)
            let properties = body.range(of: "::").map { String(body[..<$0.lowerBound]) } ?? String(body)
            if properties.unicodeScalars.contains(":")
                || !properties.split(separator: ",").allSatisfy({ $0.split(separator: "=", omittingEmptySubsequences: false).count <= 2 })
            {
                found.append("an annotation's properties hold a colon or a value's own comma: \(annotation.debugDescription)")
            }
        }
        return found
    }

    /// `json`: one object that `JSONSerialization` reads.
    public static func json(_ rendering: Rendering) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(rendering.output.utf8)) else {
            return ["the output is not JSON: \(rendering.output.prefix(200).debugDescription)"]
        }
        return object is [String: Any] ? [] : ["the output is JSON, but not an object"]
    }

    /// Lines as the Actions runner splits them: at LF, CR and CRLF.
    public static func runnerLines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}

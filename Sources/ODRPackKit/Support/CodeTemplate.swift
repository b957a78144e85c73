/// A file odr-pack writes for apps, kept whole in `Sources/ODRPackKit/Templates/` (embedded by
/// the EmbedTemplates build plugin as `Templates.<name>`) and filled in with a build's data.
///
/// The template is a file of its language that compiles as it is, with sample data. A line
/// whose text, after its indentation, starts with `// odr-pack:` is the template's own: never
/// written. `// odr-pack:begin NAME` and `// odr-pack:end NAME` enclose a region, the sample
/// that `filled(_:)` replaces with the build's text for `NAME`; everything else is written as
/// it stands. The Swift, Kotlin and Gradle templates use the same `//` comments.
struct CodeTemplate: Sendable {
    /// A piece of the template: text written as it is, or a region filled in.
    enum Piece: Sendable, Equatable {
        case text(String)
        case region(String)
    }

    /// The pieces, in order.
    let pieces: [Piece]

    /// The template `text`. A region left open, an end that closes no region or another one,
    /// or a name used twice is a mistake in the template: it stops the program (a test reads
    /// every template).
    init(_ text: String) {
        var pieces: [Piece] = []
        var open: String?
        var names: Set<String> = []
        var literal = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            let marker = line.drop { $0 == " " || $0 == "\t" }
            guard marker.hasPrefix(Self.prefix) else {
                if open == nil { literal += line + "\n" }
                continue
            }
            let words = marker.dropFirst(Self.prefix.count).split(separator: " ")
            if words.count == 2, words[0] == "begin" {
                precondition(open == nil && names.insert(String(words[1])).inserted, "template region '\(words[1])' nested or repeated")
                pieces.append(.text(literal))
                literal = ""
                open = String(words[1])
            } else if words.count == 2, words[0] == "end" {
                precondition(open == String(words[1]), "template region end '\(words[1])' closes no open region")
                pieces.append(.region(String(words[1])))
                open = nil
            }
        }
        precondition(open == nil, "template region '\(open ?? "")' is never closed")
        pieces.append(.text(literal))
        self.pieces = pieces.filter { $0 != .text("") }
    }

    /// What starts a line of the template's own.
    static let prefix = "// odr-pack:"

    /// The names of the regions, in order.
    var regions: [String] {
        pieces.compactMap { if case .region(let name) = $0 { name } else { nil } }
    }

    /// The file: the template's text with each region replaced by `values[name]`, which must
    /// hold exactly the template's regions (each value is written as it is: its own line breaks).
    func filled(_ values: [String: String]) -> String {
        precondition(Set(values.keys) == Set(regions), "template regions \(regions.sorted()) filled with \(values.keys.sorted())")
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .region(let name): text += values[name] ?? ""
            }
        }
        return text
    }
}

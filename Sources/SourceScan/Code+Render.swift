/// A finding whose line and column are not known yet: its byte offset stands for them.
struct PendingFinding {
    /// The offset of the finding's first token.
    var offset: Int
    /// The finding, its line and column 0.
    var finding: SourceFinding
}

/// Rendering tokens as text, and making findings.
extension Code {
    /// The longest text a finding or an unresolved expression keeps, in bytes, before `…`.
    static let textLimit = 160

    /// Tokens `first...last` on one line: each gap of whitespace or comments becomes one space and
    /// each line end or tab inside a token a space; cut near `textLimit` bytes, ending in `…`.
    func render(_ first: Int, _ last: Int) -> String {
        guard first >= 0, first <= last, last < tokens.count else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(Self.textLimit + 4)
        for i in first...last {
            if i > first && tokens[i].start > tokens[i - 1].end { out.append(ASCII.space) }
            for p in tokens[i].start..<tokens[i].end {
                let c = bytes[p]
                out.append(ASCII.isLineEnd(c) || c == ASCII.tab ? ASCII.space : c)
                if out.count > Self.textLimit {
                    Self.cut(&out)
                    return String(decoding: out, as: UTF8.self)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Cuts `out` to fewer than `textLimit` bytes at a character boundary and appends `…`.
    static func cut(_ out: inout [UInt8]) {
        var end = textLimit - 1
        while end > 0 && out[end] & 0xC0 == 0x80 { end -= 1 }
        out.removeSubrange(end...)
        while out.last == ASCII.space { out.removeLast() }
        out.append(contentsOf: [0xE2, 0x80, 0xA6])
    }

    /// A finding of `kind` for the tokens `first...last`, to be placed at token `first`.
    func finding(
        _ kind: SourceFinding.Kind, _ first: Int, _ last: Int,
        tags: TagArgument? = nil, resource: ResourceArgument? = nil, value: String? = nil, constants: [String] = []
    ) -> PendingFinding {
        let text = render(first, max(first, last))
        let finding = SourceFinding(
            kind: kind, line: 0, column: 0, tags: tags, resource: resource, value: value,
            constants: constants, text: text)
        return PendingFinding(offset: tokens[first].start, finding: finding)
    }
}

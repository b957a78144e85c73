import ODRPackKit

extension FormatGuarantees {
    /// The elements `HTMLReport` writes.
    static let htmlElements: Set<String> = [
        "!DOCTYPE", "a", "b", "body", "code", "details", "div", "g", "h1", "h2", "h3", "head", "header", "html", "line", "meta", "p",
        "rect", "script", "section", "span", "style", "summary", "svg", "table", "tbody", "td", "text", "th", "thead", "title", "tr",
    ]
    /// The attributes it writes, besides `data-*`.
    static let htmlAttributes: Set<String> = [
        "aria-label", "charset", "class", "content", "height", "href", "id", "lang", "name", "role", "style", "viewBox",
        "width", "x", "x1", "x2", "y", "y1", "y2",
    ]

    /// HTML: one `<script>` element, and, outside it and the style sheet, only the elements
    /// and attributes `HTMLReport` writes, every attribute value quoted, every link within the
    /// page, and no control character (but the line feed).
    public static func html(_ page: String) -> [String] {
        var found: [String] = []
        if page.lowercased().components(separatedBy: "<script").count != 2 { found.append("not exactly one <script") }
        if let scalar = page.unicodeScalars.first(where: { $0 != "\n" && MessageText.needsEscape($0) }) {
            found.append("the raw control character U+\(hex(scalar))")
        }
        var markup = Substring(page)
        for element in ["style", "script"] {
            guard let open = markup.range(of: "<\(element)>"),
                let close = markup.range(of: "</\(element)>", range: open.upperBound..<markup.endIndex)
            else {
                found.append("no <\(element)> element")
                continue
            }
            markup = markup[..<open.upperBound] + markup[close.lowerBound...]
        }
        found += htmlTags(Array(markup.unicodeScalars))
        return found
    }

    /// Every tag in `scalars`, read as a browser reads it, checked against what `HTMLReport` writes.
    static func htmlTags(_ scalars: [Unicode.Scalar]) -> [String] {
        var found: [String] = []
        var index = 0
        func word() -> String {
            var name = String.UnicodeScalarView()
            while index < scalars.count,
                scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || "-!".unicodeScalars.contains(scalars[index])
            {
                name.append(scalars[index])
                index += 1
            }
            return String(name)
        }
        while index < scalars.count {
            // A browser reads `<` as text unless a letter, `/` or `!` follows it.
            guard scalars[index] == "<", index + 1 < scalars.count,
                scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "/" || scalars[index + 1] == "!"
            else {
                index += 1
                continue
            }
            index += 1
            if index < scalars.count && scalars[index] == "/" { index += 1 }
            let element = word()
            guard htmlElements.contains(element) else {
                found.append("the element <\(element)")
                continue
            }
            while index < scalars.count && scalars[index] != ">" {
                if scalars[index] == " " || scalars[index] == "/" {
                    index += 1
                    continue
                }
                let attribute = word()
                guard htmlAttributes.contains(attribute) || attribute.hasPrefix("data-") || (element == "!DOCTYPE" && attribute == "html")
                else {
                    found.append("the attribute '\(attribute)' in <\(element)>")
                    break
                }
                guard index < scalars.count, scalars[index] == "=" else { continue }
                guard index + 1 < scalars.count, scalars[index + 1] == "\"" else {
                    found.append("an unquoted value of '\(attribute)' in <\(element)>")
                    break
                }
                var end = index + 2
                while end < scalars.count && scalars[end] != "\"" { end += 1 }
                if attribute == "href" && !(index + 2 < scalars.count && scalars[index + 2] == "#") {
                    found.append("a link out of the page in <\(element)>")
                }
                index = end + 1
            }
        }
        return found
    }
}

/// How names from manifests, projects and the disk appear in messages: in single quotes,
/// with control characters written as escapes (`\n`, `\u{1B}`) so a name can never break a
/// line or drive a terminal, and cut with an ellipsis past `maximumLength` characters.
enum MessageText {
    /// The longest name shown whole, in characters.
    static let maximumLength = 160

    /// `'name'`, made safe to print.
    static func quoted(_ name: String) -> String {
        "'" + printable(name) + "'"
    }

    /// `text` with control characters escaped and cut to `limit` characters (none: whole).
    static func printable(_ text: String, limit: Int? = maximumLength) -> String {
        var output = ""
        var count = 0
        for character in text {
            if count == limit {
                output += "…"
                break
            }
            count += 1
            let scalars = character.unicodeScalars
            guard scalars.contains(where: isControl) else {
                output.append(character)
                continue
            }
            for scalar in scalars {
                switch scalar {
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case _ where isControl(scalar): output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default: output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// C0 and C1 control characters and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

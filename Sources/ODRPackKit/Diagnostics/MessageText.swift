/// How names from manifests, projects, indexes and the disk appear in messages: in single
/// quotes, with control characters written as escapes (`\n`, `\u{1B}`) so a name can never
/// break a line or drive a terminal, and cut with an ellipsis past `maximumLength` Unicode
/// scalars (a letter with thousands of combining marks is one character, but not one scalar).
public enum MessageText {
    /// The longest name shown whole, in Unicode scalars.
    static let maximumLength = 160

    /// `'name'`, made safe to print.
    static func quoted(_ name: String) -> String {
        "'" + printable(name) + "'"
    }

    /// `text` with control characters escaped and cut to `limit` Unicode scalars (none: whole).
    static func printable(_ text: String, limit: Int? = maximumLength) -> String {
        var output = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                output += "…"
                break
            }
            count += 1
            if needsEscape(scalar) {
                output += escape(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `\n`, `\r`, `\t`, or `\u{1B}` for any other character `needsEscape` names.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Whether `scalar` is written as an escape: a control character (`isControl`), a line
    /// or paragraph separator, or a bidirectional control (marks, embeddings, overrides,
    /// isolates), which can make a line read differently from what it holds.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: isControl(scalar)
        }
    }

    /// C0 and C1 control characters and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

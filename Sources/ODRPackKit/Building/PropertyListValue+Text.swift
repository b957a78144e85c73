import Foundation
import PropertyList

extension PropertyListValue {
    /// The value as JSON text: keys sorted, two-space indentation, ending in a newline.
    /// Dates become numbers of seconds since 2001 and data becomes base64 strings.
    public var jsonText: String {
        var output = ""
        writeJSON(to: &output, indent: "")
        return output + "\n"
    }

    private func writeJSON(to output: inout String, indent: String) {
        switch self {
        case .string(let text): output += JSONString.quoted(text)
        case .integer(let number): output += String(number)
        case .real(let number): output += number.isFinite ? "\(number)" : "null"
        case .boolean(let flag): output += flag ? "true" : "false"
        case .date(let seconds): output += "\(seconds)"
        case .data(let bytes): output += JSONString.quoted(Data(bytes).base64EncodedString())
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += indent + "  "
                value.writeJSON(to: &output, indent: indent + "  ")
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .dictionary(let values):
            guard !values.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = values.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += indent + "  " + JSONString.quoted(key) + ": "
                values[key]!.writeJSON(to: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// Converts what Foundation's JSON or property-list readers return.
    public init?(foundationObject object: Any) {
        switch object {
        case let text as String: self = .string(text)
        case let number as NSNumber:
            // The Objective-C type code tells booleans ("c"), reals ("d", "f") and integers apart.
            switch String(cString: number.objCType) {
            case "c", "B": self = .boolean(number.boolValue)
            case "d", "f": self = .real(number.doubleValue)
            default: self = .integer(number.int64Value)
            }
        case let array as [Any]:
            let values = array.compactMap(PropertyListValue.init(foundationObject:))
            guard values.count == array.count else { return nil }
            self = .array(values)
        case let dictionary as [String: Any]:
            var values: [String: PropertyListValue] = [:]
            for (key, value) in dictionary {
                guard let converted = PropertyListValue(foundationObject: value) else { return nil }
                values[key] = converted
            }
            self = .dictionary(values)
        case let data as Data: self = .data(Array(data))
        case let date as Date: self = .date(date.timeIntervalSinceReferenceDate)
        default: return nil
        }
    }
}

/// JSON string quoting.
enum JSONString {
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}

import Foundation
import PropertyList

/// A lossless JSON form of a property list, shared with the Python helper:
/// `[kind, payload]`, integers as decimal text, doubles as their 16 hex-digit bit patterns.
enum TaggedJSON {
    static func data(_ value: PropertyListValue) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: object(value)))
    }

    static func value(fromJSON bytes: [UInt8]) throws -> PropertyListValue {
        try value(try JSONSerialization.jsonObject(with: Data(bytes)))
    }

    private static func object(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let string): ["string", string]
        case .integer(let integer): ["integer", String(integer)]
        case .real(let real): ["real", hex(real.bitPattern)]
        case .boolean(let boolean): ["boolean", boolean]
        case .date(let date): ["date", hex(date.bitPattern)]
        case .data(let data): ["data", data.map { hex(UInt64($0), digits: 2) }.joined()]
        case .array(let elements): ["array", elements.map(object)]
        case .dictionary(let dictionary): ["dictionary", dictionary.mapValues(object)]
        }
    }

    private static func value(_ json: Any) throws -> PropertyListValue {
        guard let pair = json as? [Any], pair.count == 2, let kind = pair[0] as? String else {
            throw TestFailure("not a tagged value: \(json)")
        }
        let payload = pair[1]
        switch (kind, payload) {
        case ("string", let string as String): return .string(string)
        case ("integer", let text as String): return .integer(try parsed(Int64(text), text))
        case ("real", let text as String): return .real(try double(text))
        case ("boolean", let boolean as Bool): return .boolean(boolean)
        case ("date", let text as String): return .date(try double(text))
        case ("data", let text as String): return .data(try bytes(fromHex: text))
        case ("array", let elements as [Any]): return .array(try elements.map(value))
        case ("dictionary", let entries as [String: Any]): return .dictionary(try entries.mapValues(value))
        default: throw TestFailure("unexpected tagged value: \(json)")
        }
    }

    private static func hex(_ value: UInt64, digits: Int = 16) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: digits - text.count) + text
    }

    private static func double(_ bits: String) throws -> Double {
        Double(bitPattern: try parsed(UInt64(bits, radix: 16), bits))
    }

    private static func parsed<T>(_ value: T?, _ text: String) throws -> T {
        guard let value else { throw TestFailure("cannot parse '\(text)'") }
        return value
    }

    private static func bytes(fromHex text: String) throws -> [UInt8] {
        let digits = Array(text.utf8)
        return try stride(from: 0, to: digits.count, by: 2).map { index in
            let pair = String(decoding: digits[index..<index + 2], as: UTF8.self)
            return try parsed(UInt8(pair, radix: 16), pair)
        }
    }
}

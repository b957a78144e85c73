import Foundation
import PropertyList

/// Foundation's `PropertyListSerialization` (CoreFoundation's code on Linux), a second
/// independent reader and writer.
enum FoundationPlist {
    /// Decodes a binary or XML plist with Foundation.
    static func read(_ plist: [UInt8]) throws -> PropertyListValue {
        try value(try PropertyListSerialization.propertyList(from: Data(plist), format: nil))
    }

    /// Encodes `value` as XML with Foundation.
    static func writeXML(_ value: PropertyListValue) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: object(value), format: .xml, options: 0))
    }

    private static func object(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let string): string
        case .integer(let integer): NSNumber(value: integer)
        case .real(let real): NSNumber(value: real)
        case .boolean(let boolean): boolean
        case .date(let date): Date(timeIntervalSinceReferenceDate: date)
        case .data(let data): Data(data)
        case .array(let elements): elements.map(object)
        case .dictionary(let dictionary): dictionary.mapValues(object)
        }
    }

    private static func value(_ object: Any) throws -> PropertyListValue {
        if type(of: object) == Bool.self, let boolean = object as? Bool {
            return .boolean(boolean)
        }
        switch object {
        case let string as String: return .string(string)
        case let data as Data: return .data([UInt8](data))
        case let date as Date: return .date(date.timeIntervalSinceReferenceDate)
        case let elements as [Any]: return .array(try elements.map(value))
        case let dictionary as [String: Any]: return .dictionary(try dictionary.mapValues(value))
        case let number as NSNumber: return numberValue(number)
        default: throw TestFailure("unexpected Foundation object \(type(of: object))")
        }
    }

    private static func numberValue(_ number: NSNumber) -> PropertyListValue {
        switch String(cString: number.objCType) {
        case "d", "f": .real(number.doubleValue)
        default: .integer(number.int64Value)
        }
    }
}

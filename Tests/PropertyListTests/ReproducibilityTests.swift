import PropertyList
import TestSupport
import Testing

@Suite(.budget(seconds: 1)) struct ReproducibilityTests {
    static let keys = (0..<60).map { "key \($0)" } + ["é", "日本", "😀", "Z", "a"]

    @Test func insertionOrderDoesNotChangeTheBytes() {
        var forward: [String: PropertyListValue] = [:]
        for (index, key) in Self.keys.enumerated() {
            forward[key] = ["index": .integer(Int64(index)), "key": .string(key)]
        }
        var backward: [String: PropertyListValue] = [:]
        backward.reserveCapacity(4096)
        for (index, key) in Self.keys.enumerated().reversed() {
            backward[key] = ["key": .string(key), "index": .integer(Int64(index))]
        }
        // Otherwise the test would prove nothing.
        #expect(Array(forward.keys) != Array(backward.keys))
        let (first, second) = (PropertyListValue.dictionary(forward), PropertyListValue.dictionary(backward))
        #expect(BinaryPropertyList.encode(first) == BinaryPropertyList.encode(second))
        #expect(XMLPropertyList.encode(first) == XMLPropertyList.encode(second))
    }

    @Test func keysAreSortedByUTF8Bytes() {
        let value: PropertyListValue = ["😀": 1, "b": 2, "\u{FF5E}": 3, "B": 4, "é": 5, "a": 6, "": 7]
        let text = String(decoding: XMLPropertyList.encode(value), as: UTF8.self)
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\t<key>") else { return nil }
            return String(line.dropFirst(6).dropLast(6))
        }
        #expect(keys == ["", "B", "a", "b", "é", "\u{FF5E}", "😀"])
    }
}

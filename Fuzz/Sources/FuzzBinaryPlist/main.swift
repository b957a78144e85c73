import PropertyList

/// Binary property lists: decoding never traps; what decodes re-encodes to bytes that decode
/// to the same value, and encoding is a fixed point from then on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let value = try? BinaryPropertyList.decode(bytes) else { return 0 }
    // Shared references decode to one value each; re-encoding writes the tree, so a value
    // whose tree is far larger than its bytes is only checked for decoding.
    var budget = 100_000
    guard fitsInTree(value, budget: &budget) else { return 0 }
    let encoded = BinaryPropertyList.encode(value)
    guard let again = try? BinaryPropertyList.decode(encoded) else { fatalError("re-encoded value does not decode") }
    guard BinaryPropertyList.encode(again) == encoded else { fatalError("encoding is not a fixed point") }
    // The XML form of the same value must round-trip too, where XML 1.0 can hold its
    // strings: a binary string may hold NUL and other characters that XML cannot.
    guard xmlCanHold(value) else { return 0 }
    let xml = XMLPropertyList.encode(value)
    guard let fromXML = try? XMLPropertyList.decode(xml) else { fatalError("XML form does not decode") }
    guard XMLPropertyList.encode(fromXML) == xml else { fatalError("XML encoding is not a fixed point") }
    return 0
}

/// Counts the value's nodes against `budget`; false when the tree has more.
func fitsInTree(_ value: PropertyListValue, budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch value {
    case .array(let items): return items.allSatisfy { fitsInTree($0, budget: &budget) }
    case .dictionary(let entries): return entries.values.allSatisfy { fitsInTree($0, budget: &budget) }
    default: return true
    }
}

/// True when every string and key is one XML can hold.
func xmlCanHold(_ value: PropertyListValue) -> Bool {
    switch value {
    case .string(let text): return XMLPropertyList.canHold(text)
    case .array(let items): return items.allSatisfy(xmlCanHold)
    case .dictionary(let entries): return entries.allSatisfy { XMLPropertyList.canHold($0.key) && xmlCanHold($0.value) }
    default: return true
    }
}

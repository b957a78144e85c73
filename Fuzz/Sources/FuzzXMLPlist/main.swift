import PropertyList

/// XML property lists (over libxml2): decoding never traps; what decodes re-encodes to
/// bytes that decode again, and encoding is a fixed point from then on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let value = try? XMLPropertyList.decode(bytes) else { return 0 }
    let encoded = XMLPropertyList.encode(value)
    guard let again = try? XMLPropertyList.decode(encoded) else { fatalError("re-encoded value does not decode") }
    guard XMLPropertyList.encode(again) == encoded else { fatalError("encoding is not a fixed point") }
    guard (try? BinaryPropertyList.decode(BinaryPropertyList.encode(again))).map(XMLPropertyList.encode) == encoded else {
        fatalError("binary form differs")
    }
    return 0
}

// A minimal, deterministic protocol-buffers wire-format writer.
//
// Only what `AndroidManifestProto` needs: varints, length-delimited strings and embedded
// messages. Wire format reference: https://protobuf.dev/programming-guides/encoding/

/// The wire types used by the protobuf encoding (the low three bits of a field key).
enum ProtobufWireType: UInt8 {
    /// Variable-length integer: int32, uint32, bool, enum.
    case varint = 0
    /// Length-delimited: string, bytes, embedded message.
    case lengthDelimited = 2
}

/// Appends protobuf fields, in the order written, to a byte buffer.
///
/// The writer follows proto3 presence rules for scalars: a string equal to `""` is not
/// written, exactly as protoc-generated code (and aapt2) omit fields that hold their
/// default value; `oneof` members are always written. Embedded messages are always
/// written, even when empty, because a message's presence is itself meaningful.
/// Output depends only on the calls made, so it is byte-for-byte deterministic.
struct ProtobufWriter {
    /// The encoded bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    init() {}

    /// Appends `value` as a base-128 varint (least significant group first).
    mutating func appendVarint(_ value: UInt64) {
        var remaining = value
        while remaining >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: remaining) | 0x80)
            remaining >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: remaining))
    }

    /// Appends the key of field `number` with wire type `wireType`.
    mutating func appendKey(field number: UInt32, wireType: ProtobufWireType) {
        appendVarint(UInt64(number) << 3 | UInt64(wireType.rawValue))
    }

    /// Appends a length-delimited field holding `payload` verbatim.
    mutating func appendLengthDelimited(field number: UInt32, payload: [UInt8]) {
        appendKey(field: number, wireType: .lengthDelimited)
        appendVarint(UInt64(payload.count))
        bytes.append(contentsOf: payload)
    }

    /// Appends a `string` field as UTF-8, unless `value` is empty (proto3 default).
    ///
    /// Swift strings are always valid Unicode, so the UTF-8 written is always valid,
    /// as protobuf requires for `string` fields. NUL and other control characters are
    /// legal inside protobuf strings and are written unchanged.
    mutating func appendString(field number: UInt32, _ value: String) {
        guard !value.isEmpty else { return }
        appendLengthDelimited(field: number, payload: Array(value.utf8))
    }

    /// Appends a `bool` field that is a member of a `oneof`.
    ///
    /// Unlike plain proto3 scalars, a `oneof` member is written even when it holds its
    /// default value: its presence is what tells the reader which case is set.
    mutating func appendOneofBool(field number: UInt32, _ value: Bool) {
        appendKey(field: number, wireType: .varint)
        appendVarint(value ? 1 : 0)
    }

    /// Appends an embedded message field whose body is produced by `body`.
    ///
    /// The body is encoded into a separate writer first so that its length prefix is
    /// known; the message is written even when its body is empty.
    mutating func appendMessage(field number: UInt32, _ body: (inout ProtobufWriter) -> Void) {
        var nested = ProtobufWriter()
        body(&nested)
        appendLengthDelimited(field: number, payload: nested.bytes)
    }
}

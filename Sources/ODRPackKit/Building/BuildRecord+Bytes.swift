import FileSystem

/// The record's bytes: `odr-pack-record\n`, then integers (zigzag LEB128: a byte per 7 bits,
/// small values one byte) and length-prefixed UTF-8 strings in the order of `BuildRecord`'s
/// properties, then the SHA-256 (hex) of everything before it. The paths of each list of
/// entries are front-coded: each is the bytes it shares with the one before and the rest, so
/// the thousands of paths under one folder cost their own names. Read strictly: every count
/// is checked against what is left, an integer's encoding must be its shortest, and any
/// trailing byte, bad UTF-8 or wrong checksum rejects the whole record.
extension BuildRecord {
    static let magic = Array("odr-pack-record\n".utf8)
    private static let checksumLength = 64

    /// The record's bytes.
    var encoded: [UInt8] {
        var writer = RecordWriter()
        writer.bytes = Self.magic
        writer.int(Self.formatVersion)
        writer.string(generator)
        writer.string(key)
        writer.int(Int64(keyedFiles.count))
        for file in keyedFiles {
            writer.string(file.path)
            writer.optional(file.sha256)
        }
        for entries in [inputs, outputs] {
            writer.int(Int64(entries.count))
            writer.previousPath = []
            for entry in entries { writer.entry(entry) }
        }
        writer.string(replay.delivery)
        writer.string(replay.profile)
        writer.int(Int64(replay.diagnostics.count))
        for diagnostic in replay.diagnostics { writer.diagnostic(diagnostic) }
        writer.strings(replay.packs)
        writer.int(replay.uncompressedSize)
        writer.int(replay.archiveSize)
        writer.strings(replay.lines)
        writer.int(replay.uncompiled)
        return writer.bytes + Array(StreamDigest.sha256(writer.bytes).utf8)
    }

    /// The record `bytes` hold; nil unless they are a whole record of this format.
    init?(decoding bytes: [UInt8]) {
        guard bytes.count > Self.magic.count + Self.checksumLength, bytes.starts(with: Self.magic) else { return nil }
        let body = Array(bytes.dropLast(Self.checksumLength))
        guard StreamDigest.sha256(body).utf8.elementsEqual(bytes.suffix(Self.checksumLength)) else { return nil }
        var reader = RecordReader(bytes: body, position: Self.magic.count)
        guard reader.int() == Self.formatVersion, let generator = reader.string(), let key = reader.string(),
            let keyedFiles = reader.list({ reader in
                reader.string().flatMap { path in reader.optional().map { KeyedFile(path: path, sha256: $0) } }
            }),
            let inputs = reader.entries(), let outputs = reader.entries(),
            let delivery = reader.string(), let profile = reader.string(),
            let diagnostics = reader.list({ $0.diagnostic() }), let packs = reader.list({ $0.string() }),
            let uncompressed = reader.int(), let archive = reader.int(), let lines = reader.list({ $0.string() }),
            let uncompiled = reader.int(), reader.isAtEnd
        else { return nil }
        self.init(
            generator: generator, key: key, keyedFiles: keyedFiles, inputs: inputs, outputs: outputs,
            replay: Replay(
                delivery: delivery, profile: profile, diagnostics: diagnostics, packs: packs, uncompressedSize: uncompressed,
                archiveSize: archive, lines: lines, uncompiled: uncompiled))
    }
}

/// Appends the record's values (and the build cache's stamp tables).
struct RecordWriter {
    var bytes: [UInt8] = []
    /// The path of the entry before, which the next path is front-coded against.
    var previousPath: [UInt8] = []

    /// Zigzag (0, -1, 1, -2, ... as 0, 1, 2, 3, ...), then 7 bits a byte, low first.
    mutating func int(_ value: Int64) {
        var rest = UInt64(bitPattern: (value << 1) ^ (value >> 63))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func string(_ value: String) {
        int(Int64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    mutating func optional(_ value: String?) {
        int(value == nil ? 0 : 1)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        int(Int64(values.count))
        for value in values { string(value) }
    }

    mutating func optionalInt(_ value: Int64?) {
        int(value == nil ? 0 : 1)
        if let value { int(value) }
    }

    mutating func entry(_ entry: ReadLog.Entry) {
        int(Int64(entry.access.rawValue))
        frontCodedPath(entry.path)
        optional(entry.resolved)
        guard let status = entry.status else { return int(0) }
        int(1 + Int64(FileStatus.Kind.recorded.firstIndex(of: status.kind)!))
        int(status.size)
        int(status.modificationTime)
        int(status.changeTime)
        int(Int64(bitPattern: status.identity.device))
        int(Int64(bitPattern: status.identity.inode))
    }

    /// A path as the bytes it shares with the one before and the rest.
    mutating func frontCodedPath(_ text: String) {
        let path = Array(text.utf8)
        let shared = zip(path, previousPath).prefix { $0 == $1 }.count
        int(Int64(shared))
        int(Int64(path.count - shared))
        bytes.append(contentsOf: path[shared...])
        previousPath = path
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.code.rawValue)
        string(diagnostic.message)
        int(diagnostic.location == nil ? 0 : 1)
        if let location = diagnostic.location {
            string(location.file)
            optionalInt(location.line.map(Int64.init))
            optionalInt(location.column.map(Int64.init))
            optional(location.keyPath)
        }
        strings(diagnostic.tags)
        optional(diagnostic.pack)
        optionalInt(diagnostic.bytes)
        optionalInt(diagnostic.count.map(Int64.init))
        optionalInt(diagnostic.limit)
    }
}

/// Reads the record's values (and the build cache's stamp tables); nil for anything out of
/// bounds or malformed.
struct RecordReader {
    let bytes: [UInt8]
    var position: Int

    var isAtEnd: Bool { position == bytes.count }

    /// The path of the entry before, which the next path is front-coded against.
    var previousPath: [UInt8] = []

    /// A zigzag LEB128 integer in its shortest encoding (at most 10 bytes).
    mutating func int() -> Int64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            guard shift < 63 || byte <= 1 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                // A last byte of 0 after others is a longer encoding than needed.
                guard byte != 0 || shift == 0 else { return nil }
                return Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
            }
            shift += 7
        }
        return nil
    }

    mutating func count() -> Int? {
        guard let value = int(), value >= 0, value <= Int64(bytes.count - position) else { return nil }
        return Int(value)
    }

    mutating func string() -> String? {
        guard let length = count() else { return nil }
        defer { position += length }
        return String(validating: bytes[position..<position + length], as: UTF8.self)
    }

    mutating func flag() -> Bool? {
        switch int() {
        case 0: false
        case 1: true
        default: nil
        }
    }

    mutating func optional() -> String?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        return string().map { .some($0) }
    }

    mutating func optionalInt() -> Int64?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        return int().map { .some($0) }
    }

    mutating func list<T>(_ element: (inout RecordReader) -> T?) -> [T]? {
        guard let count = count() else { return nil }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = element(&self) else { return nil }
            values.append(value)
        }
        return values
    }

    /// A list of entries, their paths front-coded.
    mutating func entries() -> [ReadLog.Entry]? {
        previousPath = []
        return list { $0.entry() }
    }

    /// A path as the bytes shared with the one before and the rest.
    mutating func frontCodedPath() -> String? {
        guard let shared = int(), shared >= 0, shared <= Int64(previousPath.count), let length = count() else { return nil }
        let path = previousPath[..<Int(shared)] + bytes[position..<position + length]
        position += length
        previousPath = Array(path)
        return String(validating: previousPath, as: UTF8.self)
    }

    mutating func entry() -> ReadLog.Entry? {
        guard let raw = int(), let access = ReadLog.Access(rawValue: UInt8(truncatingIfNeeded: raw)), Int64(access.rawValue) == raw,
            let path = frontCodedPath(), let resolved = optional(), let kind = int()
        else { return nil }
        guard kind != 0 else { return ReadLog.Entry(access: access, path: path, status: nil, resolved: resolved) }
        guard kind >= 1, kind <= Int64(FileStatus.Kind.recorded.count), let size = int(), let modified = int(), let changed = int(),
            let device = int(), let inode = int()
        else { return nil }
        let status = FileStatus(
            kind: FileStatus.Kind.recorded[Int(kind - 1)], size: size, modificationTime: modified, changeTime: changed,
            identity: FileIdentity(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode)))
        return ReadLog.Entry(access: access, path: path, status: status, resolved: resolved)
    }

    mutating func diagnostic() -> Diagnostic? {
        guard let severity = string().flatMap(Severity.init(rawValue:)), let code = string().flatMap(DiagnosticCode.init(rawValue:)),
            let message = string(), let located = flag()
        else { return nil }
        var location: SourceLocation?
        if located {
            guard let file = string(), let line = optionalInt(), let column = optionalInt(), let keyPath = optional() else { return nil }
            location = SourceLocation(file: file, line: line.map { Int($0) }, column: column.map { Int($0) }, keyPath: keyPath)
        }
        guard let tags = list({ $0.string() }), let pack = optional(), let bytes = optionalInt(), let count = optionalInt(),
            let limit = optionalInt()
        else { return nil }
        var diagnostic = Diagnostic(
            code, message, at: location, tags: tags, pack: pack, bytes: bytes, count: count.map { Int($0) }, limit: limit)
        diagnostic.severity = severity
        return diagnostic
    }
}

extension FileStatus.Kind {
    /// The kinds in the order a record numbers them.
    static let recorded: [FileStatus.Kind] = [.regular, .directory, .symbolicLink, .other]
}

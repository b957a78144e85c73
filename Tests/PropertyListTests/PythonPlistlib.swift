import Foundation
import PropertyList

/// Python's plistlib, an independent reader and writer, run through `python3`.
enum PythonPlistlib {
    /// Decodes a binary or XML plist with plistlib.
    static func read(_ plist: [UInt8]) throws -> PropertyListValue {
        try TaggedJSON.value(fromJSON: run("read", input: plist))
    }

    /// Encodes `value` with `plistlib.dumps(fmt=FMT_BINARY)`.
    static func writeBinary(_ value: PropertyListValue) throws -> [UInt8] {
        try run("write-binary", input: TaggedJSON.data(value))
    }

    /// Encodes `value` with `plistlib.dumps(fmt=FMT_XML)`.
    static func writeXML(_ value: PropertyListValue) throws -> [UInt8] {
        try run("write-xml", input: TaggedJSON.data(value))
    }

    private static let script = """
        import datetime, json, plistlib, struct, sys
        EPOCH = datetime.datetime(2001, 1, 1)
        def bits(f): return struct.pack('>d', f).hex()
        def unbits(h): return struct.unpack('>d', bytes.fromhex(h))[0]
        def tag(v):
            if isinstance(v, bool): return ['boolean', v]
            if isinstance(v, int): return ['integer', str(v)]
            if isinstance(v, float): return ['real', bits(v)]
            if isinstance(v, str): return ['string', v]
            if isinstance(v, bytes): return ['data', v.hex()]
            if isinstance(v, datetime.datetime): return ['date', bits((v - EPOCH).total_seconds())]
            if isinstance(v, list): return ['array', [tag(x) for x in v]]
            if isinstance(v, dict): return ['dictionary', {k: tag(x) for k, x in v.items()}]
            raise TypeError(type(v))
        def untag(t):
            kind, v = t
            if kind == 'integer': return int(v)
            if kind == 'real': return unbits(v)
            if kind == 'data': return bytes.fromhex(v)
            if kind == 'date': return EPOCH + datetime.timedelta(seconds=unbits(v))
            if kind == 'array': return [untag(x) for x in v]
            if kind == 'dictionary': return {k: untag(x) for k, x in v.items()}
            return v
        mode, source, target = sys.argv[1:4]
        data = open(source, 'rb').read()
        if mode == 'read': out = json.dumps(tag(plistlib.loads(data))).encode()
        elif mode == 'write-binary': out = plistlib.dumps(untag(json.loads(data)), fmt=plistlib.FMT_BINARY)
        else: out = plistlib.dumps(untag(json.loads(data)), fmt=plistlib.FMT_XML)
        open(target, 'wb').write(out)
        """

    private static func run(_ mode: String, input: [UInt8]) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("propertylist-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("input")
        let target = directory.appendingPathComponent("output")
        try Data(input).write(to: source)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, mode, source.path, target.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("python3 plistlib \(mode) failed: \(String(decoding: message, as: UTF8.self))")
        }
        return [UInt8](try Data(contentsOf: target))
    }
}

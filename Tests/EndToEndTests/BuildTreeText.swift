import Crypto
import Foundation
import LibArchive
import PropertyList
import TestSupport

/// What a build wrote, as text a reviewer can read in a diff: every file of the output folder
/// by path (bytewise order), each with its size (not for a text file, shown whole) and a readable body -- text as it is, binary
/// property lists as XML, archives as a listing (each entry's type, mode, size and SHA-256, the
/// property lists inside as XML), protocol buffers decoded by `protoc --decode_raw`, anything
/// else by its SHA-256. Two files are left out: the build cache (the sources' modification
/// times) and the output folder's lock (the building process's ID).
enum BuildTreeText {
    /// The files left out, by name.
    static let leftOut: Set<String> = [".odr-pack-cache.plist", ".odr-pack.lock"]

    /// The text of the folder at `root`.
    static func describe(_ root: String) throws -> String {
        let paths = try files(under: root).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var text = "\(paths.count) files (the build cache and lock, \(leftOut.sorted().joined(separator: " and ")), left out)\n"
        for path in paths {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            let shown = try body(bytes, named: path, at: root + "/" + path)
            // A text file is shown whole, so its size adds nothing, and it would vary with the
            // checkout's path where the file records one (the index names the packager it ran).
            let size = isShownAsText(bytes, named: path) ? "text" : "\(bytes.count) bytes"
            text += "\n=== \(path) (\(size))\n" + shown
        }
        return text
    }

    /// The files under `root`, relative to it, without the ones left out.
    static func files(under root: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue && !leftOut.contains((path as NSString).lastPathComponent) { found.append(path) }
        }
        return found
    }

    /// How one file (or archive entry) of `bytes` reads; `path` is set for a file on disk, so an
    /// archive can be listed.
    static func body(_ bytes: [UInt8], named name: String, at path: String?) throws -> String {
        if bytes.starts(with: Array("bplist00".utf8)) {
            let value = try BinaryPropertyList.decode(bytes)
            return "binary property list, as XML:\n" + String(decoding: XMLPropertyList.encode(value), as: UTF8.self)
        }
        if let path, isArchive(bytes) { return try listing(path) }
        if isProto(bytes, named: name) {
            return try decodedProto(bytes)
        }
        if isShownAsText(bytes, named: name), let text = String(validating: bytes, as: UTF8.self) {
            return text.hasSuffix("\n") || text.isEmpty ? text : text + "\n(no newline at the end)\n"
        }
        return "binary, sha256 \(sha256(bytes))\n"
    }

    /// Whether `bytes` are shown as they are: UTF-8 without a NUL, and neither a binary property
    /// list, an archive nor a protocol buffer.
    static func isShownAsText(_ bytes: [UInt8], named name: String) -> Bool {
        !bytes.starts(with: Array("bplist00".utf8)) && !isArchive(bytes) && !isProto(bytes, named: name)
            && !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }

    /// Whether the file `name` of `bytes` is a protocol buffer: a `.pb` file, or a manifest in
    /// proto form.
    static func isProto(_ bytes: [UInt8], named name: String) -> Bool {
        name.hasSuffix(".pb") || (name.hasSuffix("AndroidManifest.xml") && bytes.first != UInt8(ascii: "<"))
    }

    /// Whether `bytes` start like a zip or tar archive.
    static func isArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || (bytes.count > 262 && Array(bytes[257..<262]) == Array("ustar".utf8))
    }

    /// Every entry of the archive at `path`, in stored order.
    static func listing(_ path: String) throws -> String {
        let reader = try ArchiveReader(path: path)
        var text = "archive:\n"
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while let entry = try reader.nextEntry() {
            var data: [UInt8] = []
            while true {
                let count = try buffer.withUnsafeMutableBytes { try reader.readData(into: $0) }
                if count == 0 { break }
                data += buffer[0..<count]
            }
            let mode = String(entry.mode, radix: 8)
            text += "  \(entry.kind) \(mode) \(entry.size) \(entry.path)"
            guard entry.kind == .file else {
                text += "\n"
                continue
            }
            text += " sha256 \(sha256(data))\n"
            if data.starts(with: Array("bplist00".utf8)) || entry.path.hasSuffix(".pb") || entry.path.hasSuffix("AndroidManifest.xml") {
                let inner = try body(data, named: entry.path, at: nil)
                text +=
                    inner.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }.joined(separator: "\n")
                    + "\n"
            }
        }
        try reader.close()
        return text
    }

    /// A protocol buffer as `protoc --decode_raw` shows it (field numbers and values).
    static func decodedProto(_ bytes: [UInt8]) throws -> String {
        guard ExternalTool.available("protoc") else { return "protocol buffer (protoc is not installed), sha256 \(sha256(bytes))\n" }
        let output = try ExternalTool.run("protoc", ["--decode_raw"], input: bytes)
        return "protocol buffer, protoc --decode_raw:\n" + output.text
    }

    /// The lower-case hex SHA-256 of `bytes`.
    static func sha256(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }
}

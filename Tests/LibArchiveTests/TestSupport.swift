import Foundation
import LibArchive
import TestSupport
import Testing

/// Whether `LC_CTYPE` is C.UTF-8, which libarchive needs for non-ASCII names; set once.
let utf8LocaleIsSet: Bool = setlocale(LC_CTYPE, "C.UTF-8") != nil

/// One entry of a test archive with the data it should carry.
struct SampleEntry: Sendable {
    let header: ArchiveEntryHeader
    let data: [UInt8]
}

/// The entries every format is tested with: a folder, an empty file, a file over 3 MiB
/// written in 1 MiB chunks, and non-ASCII names.
enum Sample {
    static let modificationTime: Int64 = 1_700_000_000
    static let bigSize = 3 * 1_048_576 + 1_000
    static let chunkSize = 1_048_576

    static let entries: [SampleEntry] = [
        SampleEntry(header: .directory("assets", modificationTime: modificationTime), data: []),
        SampleEntry(header: .file("assets/empty.bin", size: 0, modificationTime: modificationTime), data: []),
        file("assets/big.bin", bigData),
        file("Niveau é/ü.png", Array("not really a png".utf8)),
        file("日本.txt", Array("こんにちは\n".utf8)),
    ]

    /// The paths as an archive stores them: folders end with `/`.
    static let archivedPaths = ["assets/", "assets/empty.bin", "assets/big.bin", "Niveau é/ü.png", "日本.txt"]

    /// Deterministic, poorly compressible bytes.
    private static var bigData: [UInt8] {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        return random.bytes(count: bigSize)
    }

    private static func file(_ path: String, _ data: [UInt8]) -> SampleEntry {
        SampleEntry(header: .file(path, size: Int64(data.count), modificationTime: modificationTime), data: data)
    }
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
///
/// Every test starts here, so the UTF-8 locale is set before any test does archive work.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    #expect(utf8LocaleIsSet)
    let folder = try TemporaryFolder()
    return try withExtendedLifetime(folder) { try body(folder.url) }
}

/// Writes `entries` to `path`, streaming each file's data in `Sample.chunkSize` chunks.
func writeArchive(_ entries: [SampleEntry], to path: String, format: ArchiveFormat) throws {
    let writer = try ArchiveWriter(path: path, format: format)
    for entry in entries {
        try writer.writeHeader(entry.header)
        try entry.data.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let end = min(offset + Sample.chunkSize, all.count)
                try writer.writeData(UnsafeRawBufferPointer(rebasing: all[offset..<end]))
                offset = end
            }
        }
        try writer.finishEntry()
    }
    try writer.close()
}

/// Reads every entry of the archive at `path` with `ArchiveReader`, data included.
func readArchive(at path: String) throws -> [(info: ArchiveEntryInfo, data: [UInt8])] {
    let reader = try ArchiveReader(path: path)
    var entries: [(info: ArchiveEntryInfo, data: [UInt8])] = []
    while let info = try reader.nextEntry() {
        entries.append((info, try readRemainingData(of: reader)))
    }
    try reader.close()
    return entries
}

/// Reads the current entry's data in 64 KiB chunks until `readData(into:)` returns 0.
func readRemainingData(of reader: ArchiveReader) throws -> [UInt8] {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = try buffer.withUnsafeMutableBytes { try reader.readData(into: $0) }
        if count == 0 { return data }
        data += buffer[..<count]
    }
}

/// Runs `/usr/bin/<tool>` under a UTF-8 locale and returns its standard output; the tool must succeed.
func runTool(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin").appending(path: tool)
    process.arguments = arguments
    process.environment = ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin", "TZ": "UTC"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")) failed")
    return String(decoding: data, as: UTF8.self)
}

import Foundation
import LibArchive
import TestSupport
import Testing

/// `DeflateMeter` counts the deflate stream of what is written to it, as gzip makes it.
@Suite(.budget(seconds: 1)) struct DeflateMeterTests {
    @Test func anEmptyStreamIsAnEmptyBlock() throws {
        let meter = try DeflateMeter()
        #expect(try meter.close() == 2)
    }

    @Test func zerosCompressToAlmostNothingAndNoiseToItsSize() throws {
        let zeros = try DeflateMeter()
        let bytes = [UInt8](repeating: 0, count: 1_000_000)
        try bytes.withUnsafeBytes { try zeros.write($0) }
        let small = try zeros.close()
        #expect(small > 0 && small < 2000)
        var generator = SplitMix64(seed: 3)
        let noise = generator.bytes(count: 200_000)
        let meter = try DeflateMeter()
        try noise.withUnsafeBytes { try meter.write($0) }
        let size = try meter.close()
        #expect(size >= 200_000 && size < 200_200)
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/bin/gzip") || FileManager.default.isExecutableFile(atPath: "/usr/bin/gzip"),
            "gzip is not installed: skipped"))
    func theCountIsGzipsOutputLessItsFraming() throws {
        let text = Array(String(repeating: "level map tile enemy ", count: 5000).utf8)
        let meter = try DeflateMeter()
        // In pieces: the count does not depend on how the data is split.
        for start in stride(from: 0, to: text.count, by: 777) {
            try text[start..<min(start + 777, text.count)].withUnsafeBytes { try meter.write($0) }
        }
        let folder = try TemporaryFolder()
        let path = try folder.write("in.txt", bytes: text)
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/bin/gzip") ? "/bin/gzip" : "/usr/bin/gzip")
        process.arguments = ["-n", "-6", "-c", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(try meter.close() == Int64(output.count) - DeflateMeter.framingBytes)
    }
}

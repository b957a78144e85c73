import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct ByteSizeTests {
    @Test(
        arguments: [
            ("512MB", 512_000_000), ("512 MB", 512_000_000), ("2GB", 2_000_000_000), ("1.5 GB", 1_500_000_000),
            ("64MiB", 67_108_864), ("2 GiB", 2_147_483_648), ("1000", 1000), ("20gb", 20_000_000_000),
            ("10 KB", 10_000), ("1KiB", 1024), ("7b", 7),
        ] as [(String, Int64)])
    func sizesAreDecimalUnlessBinaryUnitsAreNamed(text: String, bytes: Int64) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test(arguments: ["", "MB", "-5MB", "five", "1e3", "12 parsecs", "1.2.3GB"])
    func nonSizesAreRejected(text: String) {
        #expect(ByteSize.parse(text) == nil)
    }

    @Test func sizesPrintWithOneDecimalAsAppleDisplaysThem() {
        #expect(ByteSize.format(612_400_000) == "612.4 MB")
        #expect(ByteSize.format(512_000_000) == "512 MB")
        #expect(ByteSize.format(2_000_000_000) == "2 GB")
        #expect(ByteSize.format(999) == "999 bytes")
        #expect(ByteSize.format(1) == "1 byte")
        #expect(ByteSize.format(1500) == "1.5 KB")
    }

    @Test func limitValuesAcceptNoneAndCounts() {
        #expect(LimitKind.pack.parseValue("none") == .unlimited)
        #expect(LimitKind.packCount.parseValue("1000") == .limited(1000))
        #expect(LimitKind.packCount.parseValue("1KB") == nil)
        #expect(LimitKind.inUse.parseValue("2GB") == .limited(2_000_000_000))
    }
}

import PropertyList

/// Values shared by the suites.
enum Samples {
    /// Every kind of value, nested, with non-ASCII text, empty containers and edge numbers.
    ///
    /// Dates are whole seconds (XML drops fractions), there is no NaN (never equal to
    /// itself) and no positive zero beside `-0.0` (plistlib stores the two as one object).
    static let everyKind: PropertyListValue = [
        "CFBundleIdentifier": "com.company.App.asset-pack-acbd18db4cc2f85cedef654fccc4a4d8",
        "Tags": ["Level 01", "café", "日本", "party 😀🎉", "R&D <beta> \"quoted\" 'single'", ""],
        "Priority": 0.05,
        "Reals": [0.5, 1.0, 0.05, -0.0, 1e16, 1e-5, 123.456, -2.5e-300, 1.7976931348623157e308],
        "Integers": [
            0, 1, 14, 15, 255, 256, 65535, 65536, 4_294_967_295, 4_294_967_296, -1, -255,
            .integer(.min), .integer(.max),
        ],
        "Flags": [true, false, true],
        "Dates": [.date(0), .date(-978_307_200), .date(757_382_400), .date(-63_113_904_000)],
        "Bytes": .data(Array(0...255)),
        "Short bytes": .data([0xCA, 0xFE]),
        "Empty bytes": .data([]),
        "Empty array": [],
        "Empty dictionary": [:],
        "e\u{301}t\u{e9}": "decomposed key, precomposed value",
        "Nested": [
            "level 2": ["level 3": [[.data(Array(repeating: 7, count: 100))], [:], [[]]]],
            "ünïcödé 🔑": [1, "one", 1.5, false],
        ],
        "Many": .array((0..<40).map { .string("item \($0)") }),
    ]

    /// `everyKind` plus a date with a fraction, which only the binary format keeps.
    static let binaryOnly: PropertyListValue = [
        "sample": everyKind,
        "fractional date": .date(1000.5),
        "infinities": [.real(.infinity), .real(-.infinity)],
    ]

    /// `count` distinct integers, so that uniquing cannot shrink the object table.
    static func distinctIntegers(_ count: Int) -> PropertyListValue {
        .array((0..<count).map { .integer(Int64($0)) })
    }

    /// The trailer's offset size and reference size.
    static func trailerSizes(_ plist: [UInt8]) -> (offsetSize: Int, referenceSize: Int) {
        (Int(plist[plist.count - 26]), Int(plist[plist.count - 25]))
    }

    /// The trailer's object count.
    static func objectCount(_ plist: [UInt8]) -> Int {
        plist[(plist.count - 24)..<(plist.count - 16)].reduce(0) { $0 << 8 | Int($1) }
    }
}

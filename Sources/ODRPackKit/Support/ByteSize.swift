/// Parses and prints sizes the way Apple displays them: decimal units (1 MB = 1,000,000 bytes).
public enum ByteSize {
    private static let units: [(suffix: String, factor: Double)] = [
        ("kib", 1024), ("mib", 1024 * 1024), ("gib", 1024 * 1024 * 1024), ("tib", 1024 * 1024 * 1024 * 1024),
        ("kb", 1e3), ("mb", 1e6), ("gb", 1e9), ("tb", 1e12), ("k", 1e3), ("m", 1e6), ("g", 1e9), ("b", 1),
    ]

    /// Parses `512MB`, `1.5 GB`, `64 MiB` or a plain byte count; `nil` when it is not a size.
    public static func parse(_ text: String) -> Int64? {
        let trimmed = text.trimmingWhitespace().lowercased()
        var number = Substring(trimmed)
        var factor = 1.0
        for unit in units where number.hasSuffix(unit.suffix) {
            number = number.dropLast(unit.suffix.count)
            factor = unit.factor
            break
        }
        let digits = String(number).trimmingWhitespace()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(digits), value.isFinite
        else { return nil }
        let bytes = (value * factor).rounded()
        guard bytes <= Double(Int64.max / 2) else { return nil }
        return Int64(bytes)
    }

    /// `612.4 MB`, `2 GB`, `999 bytes`: one decimal, trailing `.0` dropped.
    public static func format(_ bytes: Int64) -> String {
        let magnitude = Double(bytes.magnitude)
        let sign = bytes < 0 ? "-" : ""
        let scaled: [(Double, String)] = [(1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "KB")]
        for (factor, name) in scaled where magnitude >= factor {
            return sign + oneDecimal(magnitude / factor) + " " + name
        }
        return sign + "\(bytes.magnitude) " + (bytes.magnitude == 1 ? "byte" : "bytes")
    }

    /// `20,213 bytes`: every byte, digits grouped by three.
    public static func exact(_ bytes: Int64) -> String {
        let digits = String(bytes.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (bytes < 0 ? "-" : "") + grouped + (bytes.magnitude == 1 ? " byte" : " bytes")
    }

    /// A share such as `48.2%`, one decimal; `-` when there is no whole to share.
    public static func percent(_ part: Int64, of whole: Int64) -> String {
        guard whole > 0 else { return "-" }
        if part > 0 && Double(part) * 1000 < Double(whole) { return "<0.1%" }
        return oneDecimal(Double(part) * 100 / Double(whole)) + "%"
    }

    /// A number with one decimal, trailing `.0` dropped: `12.5`, `3`, `-9.1`. Values past
    /// 10^17 (only an impossible size makes them) are held there, written `>100000000000000000`.
    public static func oneDecimal(_ value: Double) -> String {
        guard !value.isNaN else { return "-" }
        let largest = 1e18
        let tenths = min((value.magnitude * 10).rounded(), largest)
        let sign = value < 0 && tenths > 0 ? "-" : ""
        let held = tenths == largest ? ">" : ""
        let whole = Int64(tenths) / 10
        let fraction = Int64(tenths) % 10
        return sign + held + (fraction == 0 ? "\(whole)" : "\(whole).\(fraction)")
    }
}

extension String {
    /// The string without leading and trailing white space (including newlines).
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}

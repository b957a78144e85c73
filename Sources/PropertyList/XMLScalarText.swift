/// The text inside `<real>` and `<date>` elements.
enum XMLScalarText {
    /// Shortest round-trip text, in Python's `repr` layout; CoreFoundation's words for
    /// NaN and the infinities, which both CoreFoundation and plistlib read.
    static func real(_ value: Double) -> String {
        if value.isNaN {
            return "nan"
        }
        if value.isInfinite {
            return value < 0 ? "-infinity" : "+infinity"
        }
        // Swift's description is the shortest round-trip digits, with an exponent
        // exactly when Python's repr uses one (below 1e-4 or from 1e16 up).
        return value.description
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` for seconds since 2001-01-01T00:00:00Z, rounded down.
    static func date(_ seconds: Double) -> String {
        let time = GregorianTimestamp(secondsSinceReferenceDate: seconds)
        return padded(time.year, 4) + "-" + padded(time.month, 2) + "-" + padded(time.day, 2)
            + "T" + padded(time.hour, 2) + ":" + padded(time.minute, 2) + ":" + padded(time.second, 2) + "Z"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

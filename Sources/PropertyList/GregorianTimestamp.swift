/// A UTC date and time of day in the proleptic Gregorian calendar, to the second.
public struct GregorianTimestamp: Sendable, Equatable {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int
    /// The second, 0...59.
    public let second: Int

    // 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in seconds since 2001-01-01.
    private static let earliest: Double = -63_113_904_000
    private static let latest: Double = 252_423_993_599
    private static let daysFrom1970To2001: Int64 = 11_323

    /// The timestamp of `seconds` since 2001-01-01T00:00:00Z, rounded down and clamped
    /// to years 1...9999 (NaN gives the earliest).
    public init(secondsSinceReferenceDate seconds: Double) {
        let floored = seconds.isNaN ? Self.earliest : seconds.rounded(.down)
        let total = Int64(min(max(floored, Self.earliest), Self.latest))
        let (days, secondOfDay) = Self.floorDivision(total, 86_400)
        (year, month, day) = Self.civil(daysSince1970: days + Self.daysFrom1970To2001)
        hour = Int(secondOfDay / 3600)
        minute = Int(secondOfDay / 60 % 60)
        second = Int(secondOfDay % 60)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    // Howard Hinnant's civil_from_days: eras of 400 years, years starting in March.
    private static func civil(daysSince1970 days: Int64) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}

import Foundation

extension LibraryDate {
    /// A date's calendar fields on some zone's clocks.
    public struct WallClock: Equatable, Sendable {
        public let year, month, day, hour, minute: Int

        /// Whether the two fall on the same calendar day.
        public func isSameDay(as other: WallClock) -> Bool {
            (year, month, day) == (other.year, other.month, other.day)
        }
    }

    /// The calendar fields of `date` on clocks `offsetSeconds` ahead of
    /// UTC: proleptic Gregorian, as the library's dates are written.
    public static func wallClock(of date: Date, offsetSeconds: Int) -> WallClock {
        let parts = CivilTime(milliseconds: milliseconds(of: date) + Int64(offsetSeconds) * 1000)
        return WallClock(year: Int(parts.year), month: Int(parts.month), day: Int(parts.day),
                         hour: Int(parts.hour), minute: Int(parts.minute))
    }
}

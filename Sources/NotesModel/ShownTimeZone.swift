import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time zone dates are shown and read in.
public enum ShownTimeZone: Sendable {
    /// The system's local time, as `date` and `ls` read it: the C
    /// library's `localtime_r` (the `TZ` variable, else /etc/localtime).
    /// Not Foundation's `TimeZone.current`, whose named zones load ICU
    /// (resident from then on) to answer an offset.
    case system
    /// A given zone: tests, and whatever must not depend on the machine.
    case fixed(TimeZone)

    /// How many seconds the clocks of this zone are ahead of UTC at `date`.
    public func secondsFromGMT(for date: Date) -> Int {
        switch self {
        case let .fixed(zone):
            return zone.secondsFromGMT(for: date)
        case .system:
            let seconds = date.timeIntervalSince1970.rounded(.down)
            // Past what `time_t` and `struct tm` hold, no zone applies.
            guard abs(seconds) < 1e15, var time = time_t(exactly: seconds) else { return 0 }
            var fields = tm()
            guard localtime_r(&time, &fields) != nil else { return 0 }
            return Int(fields.tm_gmtoff)
        }
    }

    /// The calendar fields of `date` on this zone's clocks.
    public func wallClock(of date: Date) -> LibraryDate.WallClock {
        LibraryDate.wallClock(of: date, offsetSeconds: secondsFromGMT(for: date))
    }
}

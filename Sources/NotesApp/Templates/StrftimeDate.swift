import Foundation
import NotesModel
#if canImport(Glibc)
import Glibc
#endif

/// A date written with a `strftime(3)` format, on the clocks of the
/// shown time zone: the daily note's title (`daily_title`) and a
/// template's `{{date}}` and `{{time}}`.
enum StrftimeDate {
    /// The most a formatted title may take; far above any date.
    static let maximumBytes = 512

    static func format(_ format: String, _ date: Date, _ timeZone: ShownTimeZone) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard abs(seconds) < 1e15, var time = time_t(exactly: seconds) else { return "" }
        var fields = tm()
        switch timeZone {
        case .system:
            guard localtime_r(&time, &fields) != nil else { return "" }
        case .fixed:
            var shifted = time + time_t(timeZone.secondsFromGMT(for: date))
            guard gmtime_r(&shifted, &fields) != nil else { return "" }
        }
        var buffer = [CChar](repeating: 0, count: maximumBytes)
        let count = strftime(&buffer, buffer.count, format, &fields)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

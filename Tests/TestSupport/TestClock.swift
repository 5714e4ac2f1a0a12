import Foundation

/// A clock that stands still until told to move: pass `clock.now` where a
/// `() -> Date` is expected and the dates in a test are exact.
public final class TestClock {
    public var current: Date

    /// Starts at `start`, by default 2026-11-21T23:00:00Z.
    public init(start: Date = Date(timeIntervalSince1970: 1_795_302_000)) {
        current = start
    }

    /// The closure form, for `NotesController(clock:)`; it keeps the clock alive.
    public var now: () -> Date {
        { self.current }
    }

    public func advance(by seconds: TimeInterval) {
        current = current.addingTimeInterval(seconds)
    }
}

/// UUIDs `PP000000-0000-0000-0000-000000000001`, …002, … in order, for
/// exact expectations about the ids a test made. Give two generators in one
/// test different prefixes (`PP`) so they never collide.
public final class SequentialUUIDs {
    private var next: UInt64
    private let prefix: UInt8

    public init(startingAt first: UInt64 = 1, prefix: UInt8 = 0) {
        next = first
        self.prefix = prefix
    }

    public var generate: () -> UUID {
        {
            defer { self.next += 1 }
            return Self.uuid(self.next, prefix: self.prefix)
        }
    }

    /// The UUID that ends in `value` (hex) and starts with `prefix`.
    public static func uuid(_ value: UInt64, prefix: UInt8 = 0) -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes[0] = prefix
        for index in 0..<8 { bytes[15 - index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

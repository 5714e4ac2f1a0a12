import CNcurses
import Testing
@testable import TerminalKit

/// One resize, one frame (issue 13, point 15): after `wgetch` hands out
/// KEY_RESIZE, curses has resized its window, and calling `wgetch` again
/// would refresh it — the old frame drawn at the new size before the app's
/// own. So reading stops right after a resize, and the app draws first.
@Suite struct ResizeReadingTests {
    /// A stand-in for `wgetch`: hands out `inputs`, counting the calls.
    private final class FakeCurses {
        var inputs: [Int32]
        var calls = 0
        init(_ inputs: [Int32]) { self.inputs = inputs }
        func read() -> Int32? {
            calls += 1
            return inputs.isEmpty ? nil : inputs.removeFirst()
        }
    }

    @Test func readingStopsRightAfterAResize() {
        var utf8 = UTF8Stream()
        let curses = FakeCurses([0x61, KEY_RESIZE, 0x62])
        let (batch, drained) = CursesTerminal.readBatch(limit: 100, resizeCode: KEY_RESIZE, utf8: &utf8, read: curses.read)
        #expect(batch == [.char(0x61), .keyCode(KEY_RESIZE)])
        #expect(curses.calls == 2, "wgetch was called again after KEY_RESIZE, before the app could draw")
        #expect(!drained)
        // The next read, after the frame, goes on with what was left.
        let (rest, restDrained) = CursesTerminal.readBatch(limit: 100, resizeCode: KEY_RESIZE, utf8: &utf8, read: curses.read)
        #expect(rest == [.char(0x62)])
        #expect(restDrained)
    }

    @Test func withoutAResizeEverythingAvailableIsRead() {
        var utf8 = UTF8Stream()
        let curses = FakeCurses([0x61, KEY_LEFT, 0x62])
        let (batch, drained) = CursesTerminal.readBatch(limit: 100, resizeCode: KEY_RESIZE, utf8: &utf8, read: curses.read)
        #expect(batch == [.char(0x61), .keyCode(KEY_LEFT), .char(0x62)])
        #expect(drained)
        let (limited, limitedDrained) = CursesTerminal.readBatch(limit: 2, resizeCode: KEY_RESIZE, utf8: &utf8,
                                                                 read: FakeCurses([1, 2, 3]).read)
        #expect(limited == [.char(1), .char(2)])
        #expect(!limitedDrained)
    }
}

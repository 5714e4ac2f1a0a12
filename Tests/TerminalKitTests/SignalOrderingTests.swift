import Testing
@testable import TerminalKit

/// A signal comes behind the keys typed before it: everything the terminal
/// already holds is read and decoded first, so the app handles those keys
/// (or keeps them in the draft) before it stops or exits.
@Suite("Signals: behind the keys typed before them")
struct SignalOrderingTests {
    /// Hands out `batches` one a call, then nothing.
    final class FakeTerminal {
        var batches: [[RawInput]]
        var calls = 0
        init(_ batches: [[RawInput]]) { self.batches = batches }
        func readNow(inPaste: Bool) -> [RawInput] {
            calls += 1
            return batches.isEmpty ? [] : batches.removeFirst()
        }
    }

    func typed(_ text: String) -> [TerminalEvent] { text.map { .key(.character($0)) } }

    @Test(arguments: [TerminationSignal.terminate, .hangup, .interrupt])
    func keysAlreadyTypedComeBeforeTheSignal(_ signal: TerminationSignal) {
        var decoder = InputDecoder()
        let terminal = FakeTerminal([chars("typed "), chars("before")])
        let events = CursesTerminal.events(before: .terminate(signal), decoder: &decoder, batchLimit: 64,
                                           readNow: terminal.readNow)
        #expect(events == typed("typed before") + [.terminate(signal)])
    }

    /// Before an exit, a paste or sequence cut off by the signal ends as
    /// when nothing more comes: the pasted text is kept.
    @Test func aPasteCutOffByAnExitIsDelivered() {
        var decoder = InputDecoder()
        let terminal = FakeTerminal([chars("a\u{1B}[200~half a pas"), chars("te\u{1B}[20")])
        let events = CursesTerminal.events(before: .terminate(.terminate), decoder: &decoder, batchLimit: 64,
                                           readNow: terminal.readNow)
        #expect(events == typed("a") + [.paste("half a paste\u{1B}[20"), .terminate(.terminate)])
    }

    /// A stop is not an exit: the keys come first (none is left for the
    /// shell), and a paste goes on after the app is back.
    @Test func beforeAStopThePasteStaysOpen() {
        var decoder = InputDecoder()
        let terminal = FakeTerminal([chars("k\u{1B}[200~par")])
        let events = CursesTerminal.events(before: .suspend, decoder: &decoder, batchLimit: 64, readNow: terminal.readNow)
        #expect(events == typed("k") + [.suspend])
        #expect(decoder.isInPaste)
        #expect(decoder.feed(chars("t\u{1B}[201~")) == [.paste("part")])
    }

    /// A writer that never stops does not keep the signal waiting.
    @Test func aFloodThatNeverEndsStillLetsTheSignalThrough() {
        var decoder = InputDecoder()
        var calls = 0
        let events = CursesTerminal.events(before: .terminate(.interrupt), decoder: &decoder, batchLimit: 5) { _ in
            calls += 1
            return chars("x")
        }
        #expect(calls == 5)
        #expect(events == typed("xxxxx") + [.terminate(.interrupt)])
    }
}

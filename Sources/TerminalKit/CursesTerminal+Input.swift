import CNcurses
import CSignalPipe
#if canImport(Glibc)
import Glibc
#endif

/// Waiting for input: poll stdin and the signal pipe, drain the signals
/// (each behind the input already there), then everything curses has
/// right now, and decode it.
extension CursesTerminal {
    /// The longest single wait in `poll`: a resize signal that arrives just
    /// before `poll` starts does not interrupt it, so look again now and then.
    static let longestPoll = 500
    /// Inputs read before decoding them, so a huge paste is decoded in parts.
    static let batchLimit = 65_536

    public var hasPendingEvents: Bool { !queue.isEmpty }

    public func nextEvent(timeout: Int?) -> TerminalEvent? {
        guard !isShutDown else { return queue.isEmpty ? nil : queue.removeFirst() }
        let start = ContinuousClock.now
        while true {
            if !queue.isEmpty { return queue.removeFirst() }
            drainSignals()
            if !queue.isEmpty { continue }
            let batch = readNow(inPaste: decoder.isInPaste)
            if !batch.isEmpty {
                queue += decoder.feed(batch)
                lastInput = .now
                continue
            }
            // Nothing now: how long may we wait?
            var wait = timeout.map { max(0, $0 - Self.milliseconds(since: start)) }
            if let pendingTimeout = decoder.pendingTimeout {
                let left = pendingTimeout - Self.milliseconds(since: lastInput)
                if left <= 0 {
                    queue += decoder.flush()
                    continue
                }
                wait = min(wait ?? left, left)
            }
            if let timeout, Self.milliseconds(since: start) >= timeout { return nil }
            waitForInput(milliseconds: min(wait ?? Self.longestPoll, Self.longestPoll))
        }
    }

    // MARK: - Signals

    /// How many batches a signal waits for: all a terminal holds, but not
    /// for ever behind a writer that never stops.
    static let batchesBeforeASignal = 64

    private func drainSignals() {
        while true {
            let signal = notes_signal_pipe_next()
            guard signal != 0 else { return }
            let event: TerminalEvent
            switch signal {
            case SIGTSTP: event = .suspend
            case SIGINT: event = .terminate(.interrupt)
            case SIGTERM: event = .terminate(.terminate)
            case SIGHUP: event = .terminate(.hangup)
            default: continue
            }
            queue += Self.events(before: event, decoder: &decoder, batchLimit: Self.batchesBeforeASignal) { inPaste in
                inputClosed ? [] : readNow(inPaste: inPaste)
            }
            lastInput = .now
        }
    }

    /// The events a signal's `event` comes behind: whatever was typed
    /// before it, read now (`readNow`: one batch, empty when there is no
    /// more; it is told whether a paste is open) and decoded, so keys
    /// already in the terminal are handled before the app stops or exits,
    /// and none is left for the shell. Before an exit, a paste or escape
    /// sequence cut off is ended as `flush` ends it.
    static func events(before event: TerminalEvent, decoder: inout InputDecoder, batchLimit: Int,
                       readNow: (_ inPaste: Bool) -> [RawInput]) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for _ in 0..<batchLimit {
            let batch = readNow(decoder.isInPaste)
            if batch.isEmpty { break }
            events += decoder.feed(batch)
        }
        if case .terminate = event { events += decoder.flush() }
        events.append(event)
        return events
    }

    // MARK: - Reading

    /// One batch of what is there now. A paste comes in bulk: once curses
    /// has nothing buffered it is read straight from the terminal (curses
    /// reads one byte per system call).
    private func readNow(inPaste: Bool) -> [RawInput] {
        inPaste && cursesDrained ? readPasteDirectly() : readAvailable()
    }

    /// Everything curses can hand out without waiting (it still waits its
    /// escape delay after an Esc to match a key sequence).
    private func readAvailable() -> [RawInput] {
        guard let window = notes_stdscr() else { return [] }
        let (batch, drained) = Self.readBatch(limit: Self.batchLimit, resizeCode: KEY_RESIZE, utf8: &utf8) {
            let value = wgetch(window)
            return value == ERR ? nil : value
        }
        cursesDrained = drained
        return batch
    }

    /// Calls `read` (one `wgetch`: a byte, a key code, or nil when there is
    /// nothing more now) until it has nothing more or `limit` inputs, and
    /// says whether it ran dry. Bytes are decoded as UTF-8 here, not by
    /// `get_wch`, which swallows the bytes after an invalid one.
    ///
    /// It stops right after a resize: curses has resized its window, and
    /// the next read would refresh that window — the old frame at the new
    /// size, a first frame before the app's own, leaving glyph fragments in
    /// a real xterm. The app draws the new size before anything is read again.
    static func readBatch(limit: Int, resizeCode: Int32, utf8: inout UTF8Stream,
                          read: () -> Int32?) -> (batch: [RawInput], drained: Bool) {
        var batch: [RawInput] = []
        while batch.count < limit {
            guard let value = read() else { return (batch, true) }
            if (0...0xFF).contains(value) {
                utf8.decode(UInt8(value), into: &batch)
                continue
            }
            utf8.interrupt(into: &batch)
            batch.append(.keyCode(value))
            if value == resizeCode { break }
        }
        return (batch, false)
    }

    /// Inside a paste, with nothing left in curses' own buffer: read what
    /// the terminal has in large blocks. Never blocks.
    private func readPasteDirectly() -> [RawInput] {
        guard !inputClosed else { return [] }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return [] }
        var batch: [RawInput] = []
        let count = pasteBuffer.withUnsafeMutableBytes { buffer in
            read(STDIN_FILENO, buffer.baseAddress!, buffer.count)
        }
        guard count > 0 else { return [] }  // EOF and errors: poll tells next time
        pasteBuffer.withUnsafeBytes { buffer in
            utf8.decode(UnsafeRawBufferPointer(rebasing: buffer[..<count]), into: &batch)
        }
        return batch
    }

    /// Polls stdin and the signal pipe; a signal (a resize among them)
    /// ends the wait with EINTR, which is fine: the loop looks again.
    private func waitForInput(milliseconds: Int) {
        var descriptors = [
            pollfd(fd: inputClosed ? -1 : STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&descriptors, nfds_t(descriptors.count), Int32(milliseconds))
        guard result > 0, !inputClosed else { return }
        let trouble = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        let readable = descriptors[0].revents & Int16(POLLIN) != 0
        if descriptors[0].revents & trouble != 0, !readable || readAvailableIsEmptyAfterHangup() {
            // The terminal went away; SIGHUP usually says so too.
            inputClosed = true
            queue += Self.events(before: .terminate(.hangup), decoder: &decoder, batchLimit: 0) { _ in [] }
        }
    }

    /// POLLIN with POLLHUP: input may still be there; hang up only when
    /// curses can read nothing.
    private func readAvailableIsEmptyAfterHangup() -> Bool {
        let batch = readAvailable()
        guard !batch.isEmpty else { return true }
        queue += decoder.feed(batch)
        lastInput = .now
        return false
    }

    static func milliseconds(since instant: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - instant
        return Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}

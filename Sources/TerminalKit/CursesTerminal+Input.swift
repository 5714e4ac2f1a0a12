import CNcurses
import CSignalPipe
#if canImport(Glibc)
import Glibc
#endif

/// Waiting for input: poll stdin and the signal pipe, drain the signals,
/// then everything `get_wch` has right now, and decode it.
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
            // A paste comes in bulk: read it straight from the terminal
            // (curses reads one byte per system call).
            let batch = decoder.isInPaste && cursesDrained ? readPasteDirectly() : readAvailable()
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

    private func drainSignals() {
        while true {
            let signal = notes_signal_pipe_next()
            guard signal != 0 else { return }
            switch signal {
            case SIGTSTP: queue.append(.suspend)
            case SIGINT: queue.append(.terminate(.interrupt))
            case SIGTERM: queue.append(.terminate(.terminate))
            case SIGHUP: queue.append(.terminate(.hangup))
            default: break
            }
        }
    }

    // MARK: - Reading

    /// Everything curses can hand out without waiting (it still waits its
    /// escape delay after an Esc to match a key sequence).
    private func readAvailable() -> [RawInput] {
        guard let window = notes_stdscr() else { return [] }
        var value: wint_t = 0
        let (batch, drained) = Self.readBatch(limit: Self.batchLimit, resizeCode: KEY_RESIZE) {
            let status = wget_wch(window, &value)
            if status == OK { return .char(UInt32(value)) }
            if status == KEY_CODE_YES { return .keyCode(Int32(bitPattern: UInt32(value))) }
            return nil
        }
        cursesDrained = drained
        return batch
    }

    /// Calls `read` (one `get_wch`; nil: nothing more now) until it has
    /// nothing more or `limit` inputs, and says whether it ran dry. It stops
    /// right after a resize: curses has resized its window, and the next
    /// `get_wch` would refresh that window — the old frame at the new size,
    /// a first frame before the app's own, leaving glyph fragments in a
    /// real xterm. The app draws the new size before anything is read again.
    static func readBatch(limit: Int, resizeCode: Int32, read: () -> RawInput?) -> (batch: [RawInput], drained: Bool) {
        var batch: [RawInput] = []
        while batch.count < limit {
            guard let input = read() else { return (batch, true) }
            batch.append(input)
            if input == .keyCode(resizeCode) { break }
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
        if descriptors[0].revents & trouble != 0, descriptors[0].revents & Int16(POLLIN) == 0 {
            // The terminal went away; SIGHUP usually says so too.
            inputClosed = true
            queue.append(.terminate(.hangup))
        } else if descriptors[0].revents & trouble != 0, readAvailableIsEmptyAfterHangup() {
            inputClosed = true
            queue.append(.terminate(.hangup))
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

import CNcurses
import CSignalPipe
#if canImport(Glibc)
import Glibc
#endif

/// Why the full-screen terminal could not start; exit status 64.
public enum TerminalError: Error, Equatable, Sendable {
    case notATerminal
    case unknownTerminalType(String)
    /// Known, but cannot move the cursor (TERM=dumb, say).
    case terminalCannotDraw(String)

    public var message: String {
        switch self {
        case .notATerminal:
            return "the interactive app needs a terminal on stdin and stdout; run it in a terminal, or use a command such as 'notes-tui list' from scripts"
        case let .unknownTerminalType(name):
            return "unknown terminal type TERM=\(name.isEmpty ? "(empty)" : name); set TERM to one your system knows, e.g. TERM=xterm-256color"
        case let .terminalCannotDraw(name):
            return "TERM=\(name) cannot move the cursor, which the full-screen app needs; run it in a terminal such as xterm, or use a command such as 'notes-tui list'"
        }
    }
}

/// The real terminal, through ncursesw: raw mode, the wide-character API,
/// bracketed paste, and signals turned into events through a self-pipe.
/// Only one may run at a time, on the main thread.
public final class CursesTerminal: Terminal {
    /// Paste and mouse modes, written on entering and leaving the screen.
    let modes: TerminalModes
    private let screen: OpaquePointer
    var writer: CursesScreenWriter
    var decoder: InputDecoder
    /// Events decoded but not yet returned.
    var queue = EventQueue()
    /// The signal pipe's read end, or -1 without one.
    let signalDescriptor: Int32
    /// When the decoder last got input (for its pending timeout).
    var lastInput = ContinuousClock.now
    /// Set once stdin reported hang-up, so the loop stops polling it.
    var inputClosed = false
    /// Whether the last `wgetch` loop emptied curses' input buffer.
    var cursesDrained = true
    /// For pastes read straight from the terminal.
    var pasteBuffer = [UInt8](repeating: 0, count: 65_536)
    var utf8 = UTF8Stream()
    private(set) var isShutDown = false
    private var lastSize: Size

    private init(screen: OpaquePointer, palette: ColorPalette, table: KeyCodeTable, signalDescriptor: Int32,
                 modes: TerminalModes) {
        self.screen = screen
        self.modes = modes
        self.writer = CursesScreenWriter(palette: palette)
        self.signalDescriptor = signalDescriptor
        self.lastSize = Self.cursesSize()
        self.decoder = InputDecoder(table: table, currentSize: Self.cursesSize)
    }

    deinit { shutdown() }

    // MARK: - Start

    /// Takes over the terminal. Throws, printing nothing, when stdin or
    /// stdout is not a terminal or terminfo does not know `TERM`.
    /// Checks, without starting curses, that `start` can work here: a
    /// terminal on stdin and stdout, and a `TERM` that can draw a screen.
    public static func preflight(environment: [String: String]) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError.notATerminal
        }
        chooseUTF8Locale()
        let type = environment["TERM"] ?? ""
        switch type.isEmpty ? 0 : notes_terminal_known(type) {
        case 0: throw TerminalError.unknownTerminalType(type)
        case 2: throw TerminalError.terminalCannotDraw(type)
        default: break
        }
    }

    /// - Parameters:
    ///   - mouse: whether clicks and the wheel are reported to the app; off,
    ///     they are never asked for and the terminal's own text selection works.
    ///   - theme: the settings' colours (none under `NO_COLOR`).
    public static func start(environment: [String: String], mouse: Bool = true, theme: ColorTheme = .standard) throws -> CursesTerminal {
        try preflight(environment: environment)
        let modes = TerminalModes(mouse: mouse)
        let type = environment["TERM"] ?? ""
        // Before curses starts, so that it leaves TSTP, INT and TERM alone.
        let signalDescriptor = notes_signal_pipe_install()
        // Remember the shell's modes, so even exit() leaves a usable tty.
        _ = notes_tty_guard_arm(STDOUT_FILENO, modes.leave)
        guard let screen = notes_newterm(type) else {
            notes_tty_guard_disarm()
            throw TerminalError.unknownTerminalType(type)
        }
        set_term(screen)
        let window = notes_stdscr()
        raw()  // Ctrl-C, Ctrl-Z, Ctrl-S and Ctrl-Q arrive as keys
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        intrflush(window, false)
        set_escdelay(25)
        // The app reads mouse reports itself (EscapeParser): left to curses,
        // an xterm entry's kmous (ESC [ <) comes out as KEY_MOUSE followed
        // by the report's digits as typed characters.
        _ = keyok(KEY_MOUSE, false)
        let palette = ColorPalette.setUp(environment: environment, theme: theme)
        let table = KeyCodeTable.standard
            .adding(.altLeft, for: notes_key_code_for("kLFT3"))
            .adding(.altRight, for: notes_key_code_for("kRIT3"))
            .adding(.controlHome, for: notes_key_code_for("kHOM5"))
            .adding(.controlEnd, for: notes_key_code_for("kEND5"))
            .withSequences(keySequences())
        notes_tty_guard_set_leave(leaveSequence(modes))
        let terminal = CursesTerminal(screen: screen, palette: palette, table: table,
                                      signalDescriptor: signalDescriptor, modes: modes)
        wrefresh(window)
        writeRaw(modes.enter)
        return terminal
    }

    /// Every key code curses may hand out (the fixed ones and the extended
    /// ones it numbers after them) with the bytes terminfo binds to it.
    private static func keySequences() -> [Int32: [UInt32]] {
        var sequences: [Int32: [UInt32]] = [:]
        var buffer = [CChar](repeating: 0, count: 64)
        for code in KEY_MIN...(KEY_MAX + 512) {
            let length = notes_key_sequence(code, &buffer, Int32(buffer.count))
            if length > 0 { sequences[code] = buffer[..<Int(length)].map { UInt32(UInt8(bitPattern: $0)) } }
        }
        return sequences
    }

    /// `setlocale(LC_ALL, "")`, and C.UTF-8 for LC_CTYPE when the user's
    /// locale is not UTF-8 (curses' wide-character API needs UTF-8).
    private static func chooseUTF8Locale() {
        _ = setlocale(LC_ALL, "")
        if let current = setlocale(LC_CTYPE, nil), TextWidth.isUTF8(String(cString: current)) { return }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// What the exit guard writes: mouse and paste off, keypad off,
    /// attributes off, cursor on, out of the alternate screen.
    private static func leaveSequence(_ modes: TerminalModes) -> String {
        var sequence = modes.leave
        for capability in ["rmkx", "sgr0", "cnorm", "rmcup"] {
            if let value = notes_terminfo_string(capability) { sequence += String(cString: value) }
        }
        return sequence
    }

    // MARK: - Terminal

    public var size: Size {
        if !isShutDown { lastSize = Self.cursesSize() }
        return lastSize
    }

    static func cursesSize() -> Size {
        guard let window = notes_stdscr() else { return Size(rows: 0, columns: 0) }
        return Size(rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
    }

    public func present(_ frame: Canvas) {
        guard !isShutDown else { return }
        writer.present(frame)
    }

    public func copyToClipboard(_ text: String) {
        guard !isShutDown else { return }
        // Between frames curses has flushed its own output.
        Self.writeRaw(OSC52.sequence(copying: text))
    }

    public func suspend() {
        guard !isShutDown else { return }
        leaveScreen()
        // Stops the process group until `fg`; under a session without job
        // control the kernel discards the stop and this returns at once.
        notes_signal_pipe_stop_group()
        returnToScreen()
        queue.append(.resume)
        queueResizeIfChanged()
    }

    public func runOutside(_ body: () -> Void) {
        guard !isShutDown else { return body() }
        def_prog_mode()
        leaveScreen()
        body()
        reset_prog_mode()
        returnToScreen()
        queueResizeIfChanged()
    }

    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        lastSize = Self.cursesSize()
        Self.writeRaw(modes.leave)
        _ = curs_set(1)
        endwin()
        delscreen(screen)
        notes_tty_guard_disarm()
    }

    // MARK: - Leaving and taking back the screen

    private func leaveScreen() {
        Self.writeRaw(modes.leave)
        _ = curs_set(1)
        endwin()
    }

    private func returnToScreen() {
        clearok(notes_curscr(), true)
        wrefresh(notes_stdscr())
        Self.writeRaw(modes.enter)
        writer.invalidate()
    }

    /// The terminal may have been resized while the app was stopped or
    /// outside; the resize signal then went to the shell, not to us.
    private func queueResizeIfChanged() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard notes_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 else { return }
        let current = Self.cursesSize()
        guard Int(rows) != current.rows || Int(columns) != current.columns else { return }
        resizeterm(rows, columns)
        writer.invalidate()
        queue.append(.resize(Self.cursesSize()))
    }

    /// Writes straight to the terminal (curses has flushed its own output).
    static func writeRaw(_ text: String) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress! + done, buffer.count - done)
            }
            if written > 0 {
                done += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

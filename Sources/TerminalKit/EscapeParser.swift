/// Decodes what follows an Esc that curses handed out as a character:
/// Alt + key, and the sequences curses left undecoded because the
/// terminfo entry does not list them (e.g. `ESC[1~` Home in an xterm entry
/// inside tmux).
enum EscapeParser {
    enum Result: Equatable {
        case event(TerminalEvent)
        case startPaste
    }

    enum Outcome: Equatable {
        /// The batch ended inside the sequence; wait for more.
        case incomplete
        /// `count` inputs were used; nil result: dropped.
        case consumed(Int, Result?)
    }

    /// Longest CSI sequence considered; longer ones are dropped.
    private static let maximumLength = 32

    /// Parses from the Esc at `start`. With `final`, nothing more will come,
    /// so an unfinished sequence is resolved now.
    static func parse(_ input: [RawInput], at start: Int, final: Bool, table: KeyCodeTable) -> Outcome {
        let next = start + 1
        guard next < input.count else {
            return final ? .consumed(1, .event(.key(.escape))) : .incomplete
        }
        switch input[next] {
        case let .keyCode(code):
            // Esc then a key curses decoded: some terminals send Alt+key so.
            switch table.keys[code] {
            case .left?: return .consumed(2, .event(.key(.altLeft)))
            case .right?: return .consumed(2, .event(.key(.altRight)))
            case .backspace?: return .consumed(2, .event(.key(.altBackspace)))
            default: return .consumed(1, .event(.key(.escape)))
            }
        case .char(0x5B):  // [
            return parseCSI(input, at: start, final: final)
        case .char(0x4F):  // O
            return parseSS3(input, at: start, final: final)
        case .char(0x7F), .char(0x08):
            return .consumed(2, .event(.key(.altBackspace)))
        case let .char(value):
            if InputDecoder.isPrintable(value), let scalar = Unicode.Scalar(value) {
                return .consumed(2, .event(.key(.alt(Character(scalar)))))
            }
            // Esc, then Esc or a control key: a lone Esc; the rest follows.
            return .consumed(1, .event(.key(.escape)))
        }
    }

    // MARK: - ESC [ params final

    private static func parseCSI(_ input: [RawInput], at start: Int, final: Bool) -> Outcome {
        var parameters = ""
        var index = start + 2
        while true {
            guard index < input.count else {
                if !final { return .incomplete }
                // "ESC [" alone is Alt-[; anything longer is a cut-off sequence.
                return index == start + 2 ? .consumed(2, .event(.key(.alt("[")))) : .consumed(index - start, nil)
            }
            guard case let .char(value) = input[index], (0x20...0x7E).contains(value) else {
                // Not a sequence after all (e.g. Alt-[ then a control key).
                return index == start + 2 ? .consumed(2, .event(.key(.alt("[")))) : .consumed(index - start, nil)
            }
            if value <= 0x3F {  // parameters and intermediates
                // A sequence too long to mean anything is still read to its
                // end and dropped whole: none of it becomes typed text.
                if parameters.unicodeScalars.count <= maximumLength {
                    parameters.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
                }
                index += 1
                continue
            }
            guard parameters.unicodeScalars.count <= maximumLength else { return .consumed(index - start + 1, nil) }
            if value == 0x4D, parameters.isEmpty {  // ESC [ M: X10 mouse, three values follow
                return parseX10Mouse(input, at: start, final: final)
            }
            if parameters.hasPrefix("<"), value == 0x4D || value == 0x6D {  // SGR mouse, M or m
                let mouse = MouseEvent.sgr(parameters: parameters.dropFirst(), isRelease: value == 0x6D)
                return .consumed(index - start + 1, mouse.map { .event(.mouse($0)) })
            }
            let result = csiResult(parameters: parameters, final: Unicode.Scalar(UInt8(value)))
            return .consumed(index - start + 1, result)
        }
    }

    /// `ESC [ M b x y`, sent by terminals that do not know SGR reporting.
    private static func parseX10Mouse(_ input: [RawInput], at start: Int, final: Bool) -> Outcome {
        let first = start + 3
        var values: [UInt32] = []
        for index in first..<(first + 3) {
            guard index < input.count else { return final ? .consumed(index - start, nil) : .incomplete }
            guard case let .char(value) = input[index] else { return .consumed(index - start, nil) }
            values.append(value)
        }
        let mouse = MouseEvent.x10(code: values[0], x: values[1], y: values[2])
        return .consumed(6, mouse.map { .event(.mouse($0)) })
    }

    private static func csiResult(parameters: String, final: Unicode.Scalar) -> Result? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let first = fields.first.flatMap { Int($0) }
        let modifier = fields.count > 1 ? Int(fields[1]) : nil
        switch final {
        case "~":
            guard let number = first else { return nil }
            if number == 200 { return .startPaste }
            guard let key = tildeKey(number) else { return nil }
            switch (modifier, key) {
            case (nil, _), (1?, _): return .event(.key(key))
            case (5?, .home): return .event(.key(.controlHome))
            case (5?, .end): return .event(.key(.controlEnd))
            default: return nil
            }
        case "A", "B", "C", "D", "H", "F":
            guard first == nil || first == 1 else { return nil }
            switch (modifier, final) {
            case (nil, _), (1?, _): return cursorKey(final).map { .event(.key($0)) }
            case (3?, "D"): return .event(.key(.altLeft))
            case (3?, "C"): return .event(.key(.altRight))
            // xterm's Ctrl-Home / Ctrl-End: ESC[1;5H, ESC[1;5F.
            case (5?, "H"): return .event(.key(.controlHome))
            case (5?, "F"): return .event(.key(.controlEnd))
            default: return nil
            }
        case "Z":
            return .event(.key(.backTab))
        default:
            return nil
        }
    }

    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }

    private static func cursorKey(_ final: Unicode.Scalar) -> Key? {
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        default: return nil
        }
    }

    // MARK: - ESC O final

    private static func parseSS3(_ input: [RawInput], at start: Int, final: Bool) -> Outcome {
        let index = start + 2
        guard index < input.count else {
            return final ? .consumed(2, .event(.key(.alt("O")))) : .incomplete
        }
        let key: Key?
        switch input[index] {
        case .char(0x41): key = .up
        case .char(0x42): key = .down
        case .char(0x43): key = .right
        case .char(0x44): key = .left
        case .char(0x48): key = .home
        case .char(0x46): key = .end
        case .char(0x4D): key = .enter
        case let .char(value) where (0x50...0x53).contains(value): key = .function(Int(value) - 0x4F)
        default: key = nil
        }
        if let key { return .consumed(3, .event(.key(key))) }
        // Alt-O followed by something else.
        return .consumed(2, .event(.key(.alt("O"))))
    }
}

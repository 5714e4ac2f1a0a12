
/// What one line can do to a fenced code block (docs/behaviour.md,
/// "Code"), read once per line: how deep in `>` quotes it is, and whether
/// it could open or close a fence. The tag and link parsers and the
/// Markdown drawing all step through lines with it, so what is drawn as
/// code is exactly what holds no tag and no link.
///
/// - Quote markers come first: up to three spaces, `>`, then one optional
///   space or tab, again and again (`> > x` and `>> x` are two deep).
/// - A line opens a fence when the text after its quote markers, past any
///   list markers (`-`, `*`, `+`, or a number and `.` or `)`, each followed
///   by a space or tab) and any indentation, starts with three or more
///   backticks or tildes; a backtick fence's info string holds no backtick.
/// - It closes an open fence when it is exactly as deep in quotes and its
///   text is, past any indentation, a run of at least as many of the
///   fence's character and nothing else but spaces.
/// - A line less deep in quotes than the fence ends it (its quote ended),
///   and may open a fence of its own.
public struct MarkdownLineMarker: Equatable, Sendable {
    /// How many `>` quote markers start the line.
    public let quoteDepth: Int
    /// The fence the line would open, outside a fence.
    let opener: FenceRun?
    /// The fence run the line is, when nothing else is on it.
    let closer: FenceRun?

    /// A line that opens and closes nothing and is in no quote: almost every line.
    public static let plain = MarkdownLineMarker(quoteDepth: 0, opener: nil, closer: nil)

    /// Whether the line can change nothing about fences.
    public var isPlain: Bool { self == .plain }

    init(quoteDepth: Int, opener: FenceRun?, closer: FenceRun?) {
        (self.quoteDepth, self.opener, self.closer) = (quoteDepth, opener, closer)
    }

    /// The marker of one line (without its `"\n"`).
    public init<Line: Collection<Unicode.Scalar>>(_ line: Line) {
        var index = line.startIndex
        // Nearly every line starts with a letter: nothing to read further.
        guard let first = Self.firstNonSpace(in: line, from: &index), Self.canStartMarker(first) else {
            self = .plain
            return
        }
        index = line.startIndex
        var depth = 0
        while true {
            var position = index
            var spaces = 0
            while position < line.endIndex, line[position] == " ", spaces < 3 { line.formIndex(after: &position); spaces += 1 }
            guard position < line.endIndex, line[position] == ">" else { break }
            line.formIndex(after: &position)
            if position < line.endIndex, line[position] == " " || line[position] == "\t" { line.formIndex(after: &position) }
            depth += 1
            index = position
        }
        let text = line[index...]
        self = MarkdownLineMarker(quoteDepth: depth, opener: Self.opener(in: text), closer: Self.closer(in: text))
    }

    /// A character a quote, a list item or a fence can start with.
    private static func canStartMarker(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ">", "`", "~", "-", "*", "+", "0"..."9": return true
        default: return false
        }
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// The first scalar that is not a space or tab, from `index` on (left there).
    private static func firstNonSpace<Line: Collection<Unicode.Scalar>>(in line: Line, from index: inout Line.Index) -> Unicode.Scalar? {
        while index < line.endIndex, isBlank(line[index]) { line.formIndex(after: &index) }
        return index < line.endIndex ? line[index] : nil
    }

    /// Past list markers and indentation, a run of three or more backticks
    /// or tildes (a backtick one followed by no backtick).
    private static func opener<Text: Collection<Unicode.Scalar>>(in text: Text) -> FenceRun? {
        var index = text.startIndex
        while let first = firstNonSpace(in: text, from: &index), first != "`", first != "~" {
            guard let past = pastListMarker(in: text, at: index) else { return nil }
            index = past
        }
        guard let (run, rest) = FenceRun.at(index, in: text) else { return nil }
        if run.character == "`", text[rest...].contains("`") { return nil }
        return run
    }

    /// Past indentation, a run of three or more backticks or tildes and
    /// nothing after it but spaces (and a `"\r"`).
    private static func closer<Text: Collection<Unicode.Scalar>>(in text: Text) -> FenceRun? {
        var index = text.startIndex
        guard firstNonSpace(in: text, from: &index) != nil, let (run, rest) = FenceRun.at(index, in: text),
              text[rest...].allSatisfy({ isBlank($0) || $0 == "\r" }) else { return nil }
        return run
    }

    /// After a list marker at `index` (`-`, `*`, `+`, or one to nine digits
    /// and `.` or `)`) and the space or tab that must follow it.
    private static func pastListMarker<Text: Collection<Unicode.Scalar>>(in text: Text, at index: Text.Index) -> Text.Index? {
        var position = index
        switch text[position] {
        case "-", "*", "+":
            text.formIndex(after: &position)
        case "0"..."9":
            var digits = 0
            while position < text.endIndex, ("0"..."9").contains(text[position]), digits < 10 { text.formIndex(after: &position); digits += 1 }
            guard digits <= 9, position < text.endIndex, text[position] == "." || text[position] == ")" else { return nil }
            text.formIndex(after: &position)
        default:
            return nil
        }
        guard position < text.endIndex, isBlank(text[position]) else { return nil }
        text.formIndex(after: &position)
        return position
    }
}

/// Three or more backticks or tildes in a row.
struct FenceRun: Equatable, Sendable {
    let character: Unicode.Scalar
    let length: Int

    /// The run starting at `index`, and where it ends.
    static func at<Text: Collection<Unicode.Scalar>>(_ index: Text.Index, in text: Text) -> (FenceRun, Text.Index)? {
        guard index < text.endIndex, text[index] == "`" || text[index] == "~" else { return nil }
        let character = text[index]
        var position = index
        var length = 0
        while position < text.endIndex, text[position] == character { text.formIndex(after: &position); length += 1 }
        return length >= 3 ? (FenceRun(character: character, length: length), position) : nil
    }
}

/// A fenced code block that is open: what closes it, and how deep in
/// quotes it is (a line less deep ends it).
public struct MarkdownOpenFence: Equatable, Sendable {
    let run: FenceRun
    let quoteDepth: Int

    /// The open fence after a line with `marker`, from `state` before it.
    public static func after(_ marker: MarkdownLineMarker, from state: MarkdownOpenFence?) -> MarkdownOpenFence? {
        if let state, marker.quoteDepth >= state.quoteDepth {
            guard marker.quoteDepth == state.quoteDepth, let closer = marker.closer,
                  closer.character == state.run.character, closer.length >= state.run.length else { return state }
            return nil
        }
        // Outside a fence, or its quote ended on this line.
        return marker.opener.map { MarkdownOpenFence(run: $0, quoteDepth: marker.quoteDepth) }
    }

    /// Whether a line with `marker` is code when `state` is open before it:
    /// inside the fence, or a fence line itself.
    public static func isCode(_ marker: MarkdownLineMarker, entering state: MarkdownOpenFence?) -> Bool {
        if let state, marker.quoteDepth >= state.quoteDepth { return true }
        return marker.opener != nil
    }
}

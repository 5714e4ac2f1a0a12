/// The line-to-line state of Markdown: whether a line is inside a fenced
/// code block. The rules are those of the tag parser (`NoteTags`), read
/// by scalars as it reads them, so nothing drawn as code counts as a tag
/// and the reverse: up to three spaces, three or more backticks or tildes
/// (a backtick fence's info string holds no backtick), closed by a line of
/// at least as many of the same character and nothing else but spaces.
enum FenceMarker: Equatable, Sendable {
    /// Neither opens nor closes a fence (almost every line).
    case plain
    case fence(character: Unicode.Scalar, length: Int, canOpen: Bool, canClose: Bool)

    init(_ line: [Character]) {
        self = .plain
        // A fence starts within four scalars: look no further on a plain line.
        var scalars: [Unicode.Scalar] = []
        var index = 0
        while index < line.count, scalars.count < 4 {
            scalars.append(contentsOf: line[index].unicodeScalars)
            index += 1
        }
        var position = 0
        while position < min(3, scalars.count), scalars[position] == " " { position += 1 }
        guard position < scalars.count, scalars[position] == "`" || scalars[position] == "~" else { return }
        // Now the whole line, by scalars.
        let all = line.flatMap(\.unicodeScalars)
        let character = all[position]
        let start = position
        while position < all.count, all[position] == character { position += 1 }
        let length = position - start
        guard length >= 3 else { return }
        let rest = all[position...]
        let canOpen = character == "~" || !rest.contains("`")
        let canClose = rest.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        self = .fence(character: character, length: length, canOpen: canOpen, canClose: canClose)
    }
}

/// An open fence: what closes it.
struct OpenFence: Equatable, Sendable {
    let character: Unicode.Scalar
    let length: Int

    /// The state after a line with `marker`, from `state` before it.
    static func after(_ marker: FenceMarker, from state: OpenFence?) -> OpenFence? {
        guard case let .fence(character, length, canOpen, canClose) = marker else { return state }
        if let state {
            return canClose && character == state.character && length >= state.length ? nil : state
        }
        return canOpen ? OpenFence(character: character, length: length) : nil
    }
}

/// Per line of a text: its fence marker, and the fence state at its start
/// for the lines up to the last one asked for. An edit that neither adds
/// nor removes a fence line keeps every state; one that does drops the
/// states after it, found again from the markers (no text is read) when a
/// later line is drawn. So a key costs the same in a megabyte.
struct MarkdownBlocks {
    private var markers: [FenceMarker] = [.plain]
    /// The state at the start of lines 0..<entering.count.
    private var entering: [OpenFence?] = [nil]

    init(lines: [[Character]] = [[]]) {
        reset(lines: lines)
    }

    mutating func reset(lines: [[Character]]) {
        markers = lines.map(FenceMarker.init)
        entering = [nil]
    }

    mutating func linesReplaced(_ old: Range<Int>, count: Int, lines: [[Character]]) {
        let new = (old.lowerBound..<(old.lowerBound + count)).map { FenceMarker(lines[$0]) }
        let neutral = markers[old].allSatisfy { $0 == .plain } && new.allSatisfy { $0 == .plain }
        markers.replaceSubrange(old, with: new)
        if neutral, entering.count > old.upperBound {
            // Plain lines pass the state on: the new ones all start in the first's.
            let state = entering[old.lowerBound]
            entering.replaceSubrange(old, with: repeatElement(state, count: count))
        } else if entering.count > old.lowerBound + 1 {
            entering.removeSubrange((old.lowerBound + 1)...)
        }
    }

    /// The fence open at the start of line `index`, if any.
    mutating func fence(enteringLine index: Int) -> OpenFence? {
        while entering.count <= index {
            let previous = entering.count - 1
            entering.append(OpenFence.after(markers[previous], from: entering[previous]))
        }
        return entering[index]
    }

    /// Whether line `index` is code: inside a fence, or a fence's own line.
    mutating func isCode(line index: Int) -> Bool {
        fence(enteringLine: index) != nil || OpenFence.after(markers[index], from: nil) != nil
    }
}

import TerminalKit

/// The editing keys the title field and the body share, decoded once so
/// both bind them the same way (docs/behaviour.md §2, Note detail).
enum EditingCommand: Equatable {
    case insert(Character)
    case deleteBackward, deleteForward
    case left, right, wordLeft, wordRight
    case deleteWordBackward, deleteWordForward, killToLineStart, killToLineEnd
    case undo, redo

    /// Undo: `Ctrl-_` (sent by Ctrl-/ and Ctrl-7 in most terminals) or
    /// `Alt-u`. Redo: `Alt-_` or `Alt-r`. `Ctrl-Z` stays suspend.
    init?(_ key: Key) {
        switch key {
        case let .character(character): self = .insert(character)
        case .backspace: self = .deleteBackward
        case .delete: self = .deleteForward
        case .left: self = .left
        case .right: self = .right
        case .altLeft, .alt("b"): self = .wordLeft
        case .altRight, .alt("f"): self = .wordRight
        case .control("w"), .altBackspace: self = .deleteWordBackward
        case .alt("d"): self = .deleteWordForward
        case .control("u"): self = .killToLineStart
        case .control("k"): self = .killToLineEnd
        case .control("_"), .alt("u"): self = .undo
        case .alt("_"), .alt("r"): self = .redo
        default: return nil
        }
    }

    /// Applies the command to `buffer`.
    func apply(to buffer: inout TextBuffer) {
        switch self {
        case let .insert(character): buffer.insert(String(character))
        case .deleteBackward: buffer.deleteBackward()
        case .deleteForward: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .wordLeft: buffer.moveWordLeft()
        case .wordRight: buffer.moveWordRight()
        case .deleteWordBackward: buffer.deleteWordBackward()
        case .deleteWordForward: buffer.deleteWordForward()
        case .killToLineStart: buffer.killToLineStart()
        case .killToLineEnd: buffer.killToLineEnd()
        case .undo: buffer.undo()
        case .redo: buffer.redo()
        }
    }
}

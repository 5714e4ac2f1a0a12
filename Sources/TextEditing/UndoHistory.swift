/// One replacement in a buffer: at `start`, the text `removed` (as lines)
/// was replaced by `inserted`. Undoing swaps the two.
struct TextEdit: Sendable {
    var start: TextPosition
    var removed: [[Character]]
    var inserted: [[Character]]
}

/// How an edit was made; consecutive edits of the same kind join one undo
/// step, so a run of typing is undone at once, not a letter at a time.
enum EditKind: Equatable, Sendable {
    case typing, deletingBackward, deletingForward
    /// A paste, a word delete, a kill, an outside change: always its own step.
    case block
}

/// What one undo or redo applies: edits in order, and where the cursor was
/// before and after them.
struct EditGroup: Sendable {
    var kind: EditKind
    var edits: [TextEdit]
    var cursorBefore: TextPosition
    var cursorAfter: TextPosition
    /// Tells groups apart, to know whether the text is back at a saved state.
    var serial: Int
}

/// The undo and redo stacks of one buffer.
struct UndoHistory: Sendable {
    private(set) var undoStack: [EditGroup] = []
    private(set) var redoStack: [EditGroup] = []
    /// Whether the next edit of the same kind may join the top group.
    private var isOpen = false
    private var nextSerial = 1

    /// Closes the current group: the next edit starts a new undo step.
    mutating func close() { isOpen = false }

    /// Records `edit`; joins the top group when it is open and of `kind`.
    mutating func record(_ edit: TextEdit, kind: EditKind, cursorBefore: TextPosition, cursorAfter: TextPosition) {
        redoStack.removeAll()
        if isOpen, kind != .block, var top = undoStack.last, top.kind == kind {
            undoStack.removeLast()
            let last = top.edits.count - 1
            if kind == .typing, last >= 0, Self.isTyping(edit, after: top.edits[last]) {
                // In place: a copy of the run so far would make typing cost its length squared.
                Self.append(edit.inserted, to: &top.edits[last].inserted)
            } else {
                top.edits.append(edit)
            }
            top.cursorAfter = cursorAfter
            undoStack.append(top)
        } else {
            undoStack.append(EditGroup(kind: kind, edits: [edit], cursorBefore: cursorBefore,
                                       cursorAfter: cursorAfter, serial: nextSerial))
            nextSerial += 1
        }
        isOpen = kind != .block
    }

    /// Where redoing the last step leaves the cursor, when the edit moved it elsewhere.
    mutating func setCursorAfter(_ position: TextPosition) {
        guard !undoStack.isEmpty else { return }
        undoStack[undoStack.count - 1].cursorAfter = position
    }

    mutating func popUndo() -> EditGroup? {
        isOpen = false
        guard let group = undoStack.popLast() else { return nil }
        redoStack.append(group)
        return group
    }

    mutating func popRedo() -> EditGroup? {
        isOpen = false
        guard let group = redoStack.popLast() else { return nil }
        undoStack.append(group)
        return group
    }

    /// Identifies the current state: the serial of the top undo group.
    var stateSerial: Int { undoStack.last?.serial ?? 0 }

    /// Whether `edit` inserts right where `previous`, an insertion, ended.
    private static func isTyping(_ edit: TextEdit, after previous: TextEdit) -> Bool {
        previous.removed == [[]] && edit.removed == [[]] && previous.start.advanced(over: previous.inserted) == edit.start
    }

    /// Lines `b` appended to `lines`, the last line meeting the first of `b`.
    private static func append(_ b: [[Character]], to lines: inout [[Character]]) {
        lines[lines.count - 1].append(contentsOf: b[0])
        lines.append(contentsOf: b.dropFirst())
    }
}

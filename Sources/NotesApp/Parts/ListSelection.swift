import TerminalKit

/// The selected row of a list and the first row shown: moved by the list
/// keys (one row, a page, the ends), kept inside the list when it changes,
/// and scrolled so the selection is always on screen.
struct ListSelection: Equatable {
    private(set) var index = 0
    private(set) var top = 0
    /// Rows at the last layout; paging moves by one less.
    private(set) var visibleRows = 10
    /// The item the last click selected; a key forgets it.
    private var clicked: Int?

    /// Moves as `key` says; false when `key` is not a list key.
    mutating func move(_ key: Key, count: Int) -> Bool {
        clicked = nil
        switch key {
        case .down, .character("j"): index += 1
        case .up, .character("k"): index -= 1
        case .pageDown: index += max(1, visibleRows - 1)
        case .pageUp: index -= max(1, visibleRows - 1)
        case .home, .character("g"): index = 0
        case .end, .character("G"): index = count - 1
        default: return false
        }
        clamp(count: count)
        return true
    }

    mutating func select(_ newIndex: Int, count: Int) {
        index = newIndex
        clamp(count: count)
    }

    mutating func clamp(count: Int) {
        index = min(max(0, index), max(0, count - 1))
    }

    /// Scrolls as little as possible to keep the selection among `rows`
    /// rows, and no further than the end allows (no empty rows below the
    /// last item while items are hidden above).
    mutating func layOut(rows: Int, count: Int) {
        visibleRows = max(1, rows)
        clamp(count: count)
        top = min(top, max(0, count - visibleRows))
        if index < top { top = index }
        if index >= top + visibleRows { top = index - visibleRows + 1 }
        top = max(0, top)
    }

    /// What a click or a wheel notch did.
    enum MouseOutcome: Equatable {
        case nothing
        case moved
        /// A click on the item the last click selected: open it, as Enter.
        case chosen
    }

    /// Rows a wheel notch moves.
    static let wheelRows = 3

    /// A click selects the item drawn on its row (the first item drawn on
    /// screen row `firstRow`); a click on the item the last click selected
    /// chooses it. The wheel moves the selection three rows a notch.
    mutating func handle(_ mouse: MouseEvent, firstRow: Int, count: Int) -> MouseOutcome {
        switch mouse.action {
        case .wheelUp, .wheelDown:
            clicked = nil
            index += mouse.action == .wheelDown ? Self.wheelRows : -Self.wheelRows
            clamp(count: count)
            return .moved
        case .press(.left):
            let offset = mouse.position.row - firstRow
            guard offset >= 0, offset < visibleRows, top + offset < count else { return .nothing }
            if clicked == top + offset, index == top + offset {
                clicked = nil
                return .chosen
            }
            index = top + offset
            clicked = index
            return .moved
        default:
            return .nothing
        }
    }

    /// The indices to draw at the current layout.
    func visibleRange(count: Int) -> Range<Int> {
        top..<min(count, top + visibleRows)
    }
}

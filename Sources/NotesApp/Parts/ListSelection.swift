import TerminalKit

/// The selected row of a list and the first row shown: moved by the list
/// keys (one row, a page, the ends), kept inside the list when it changes,
/// and scrolled so the selection is always on screen.
struct ListSelection: Equatable {
    private(set) var index = 0
    private(set) var top = 0
    /// Rows at the last layout; paging moves by one less.
    private(set) var visibleRows = 10

    /// Moves as `key` says; false when `key` is not a list key.
    mutating func move(_ key: Key, count: Int) -> Bool {
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

    /// The indices to draw at the current layout.
    func visibleRange(count: Int) -> Range<Int> {
        top..<min(count, top + visibleRows)
    }
}

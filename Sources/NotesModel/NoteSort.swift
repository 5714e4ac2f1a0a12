import Foundation

/// The orders of the list (docs/behaviour.md, "Sort"): pinned notes first
/// in each, then by the order's key, ties broken by id so that the order
/// is the same on every run.
public enum NoteSort: String, CaseIterable, Sendable {
    /// Most recently modified first.
    case modified
    /// Most recently created first.
    case created
    /// A–Z by the title a person sees, ignoring case and accents.
    case title

    /// The next order `s` switches to.
    public var next: NoteSort {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// What the header calls it.
    public var label: String {
        switch self {
        case .modified: "modified"
        case .created: "created"
        case .title: "title"
        }
    }

    /// What the title order compares: the name, folded for case and accents.
    public static func titleKey(of note: Note) -> String {
        TextFolding.fastFold(note.displayTitle)
    }

    /// `notes` in this order; `titleKey` may hand out keys kept from before.
    public func sorted(_ notes: [Note], titleKey: (Note) -> String = NoteSort.titleKey(of:)) -> [Note] {
        order(of: notes, titleKey: titleKey).map { $0.map { notes[$0] } } ?? notes
    }

    /// The indices of `notes` in this order (element `k` is the index in
    /// `notes` of the `k`th note), or nil when `notes` are in it already —
    /// as a library notes-tui wrote usually is for the default order, so
    /// nothing is copied. Indices, not notes, are sorted: the list can then
    /// place a search's matches (indices into `notes`) without touching the
    /// notes themselves, which in a large library are scattered over the heap.
    public func order(of notes: [Note], titleKey: (Note) -> String = NoteSort.titleKey(of:)) -> [Int]? {
        order(of: notes, titleKeys: { notes.map(titleKey) })
    }

    /// `order`, with every note's title key (in the order of `notes`)
    /// asked for only by the title order.
    package func order(of notes: [Note], titleKeys: () -> [String]) -> [Int]? {
        switch self {
        case .modified: return pinnedFirst(notes) { $0.modified > $1.modified }
        case .created: return pinnedFirst(notes) { $0.created > $1.created }
        case .title:
            // Each title folded once, not once a comparison: no lookup per
            // comparison (a sort makes many times more comparisons than there
            // are notes).
            let keys = titleKeys()
            return pinnedFirst(notes) { lhs, rhs in
                keys[lhs] == keys[rhs] ? nil : keys[lhs] < keys[rhs]
            }
        }
    }

    private func pinnedFirst(_ notes: [Note], by isBefore: (Note, Note) -> Bool) -> [Int]? {
        pinnedFirst(notes) { lhs, rhs in
            isBefore(notes[lhs], notes[rhs]) ? true : isBefore(notes[rhs], notes[lhs]) ? false : nil
        }
    }

    /// `compare` (of two indices) answers true/false, or nil for a tie
    /// (then the newest change first, then the id).
    private func pinnedFirst(_ notes: [Note], compare: (Int, Int) -> Bool?) -> [Int]? {
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            if notes[lhs].pinned != notes[rhs].pinned { return notes[lhs].pinned }
            if let answer = compare(lhs, rhs) { return answer }
            return Self.isNewer(notes[lhs], notes[rhs])
        }
        // The list is usually in this order already (newest first, nothing
        // pinned): then nothing is sorted or copied.
        let inOrder = notes.indices.dropFirst().allSatisfy { !precedes($0, $0 - 1) }
        return inOrder ? nil : notes.indices.sorted(by: precedes)
    }

    /// The tie-break of every order: the newest change first, then the id.
    private static func isNewer(_ lhs: Note, _ rhs: Note) -> Bool {
        if lhs.modified != rhs.modified { return lhs.modified > rhs.modified }
        return lhs.id.textPrecedes(rhs.id)
    }
}

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
        NotesSearch.fastFold(note.displayTitle)
    }

    /// `notes` in this order; `titleKey` may hand out keys kept from before.
    public func sorted(_ notes: [Note], titleKey: (Note) -> String = NoteSort.titleKey(of:)) -> [Note] {
        switch self {
        case .modified: return pinnedFirst(notes) { $0.modified > $1.modified }
        case .created: return pinnedFirst(notes) { $0.created > $1.created }
        case .title:
            // Each title folded once, not once a comparison, and kept beside
            // its note: no lookup per comparison (1.7 million at 100,000 notes).
            var keyed = notes.map { (key: titleKey($0), note: $0) }
            keyed.sort { lhs, rhs in
                if lhs.note.pinned != rhs.note.pinned { return lhs.note.pinned }
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                return Self.isNewer(lhs.note, rhs.note)
            }
            return keyed.map(\.note)
        }
    }

    private func pinnedFirst(_ notes: [Note], by isBefore: (Note, Note) -> Bool) -> [Note] {
        pinnedFirst(notes) { lhs, rhs in
            isBefore(lhs, rhs) ? true : isBefore(rhs, lhs) ? false : nil
        }
    }

    /// `compare` answers true/false, or nil for a tie (then the newest
    /// change first, then the id).
    private func pinnedFirst(_ notes: [Note], compare: (Note, Note) -> Bool?) -> [Note] {
        func precedes(_ lhs: Note, _ rhs: Note) -> Bool {
            if lhs.pinned != rhs.pinned { return lhs.pinned }
            if let answer = compare(lhs, rhs) { return answer }
            return Self.isNewer(lhs, rhs)
        }
        // The list is usually in this order already (newest first, nothing
        // pinned): then it is handed back as it is, where sorting would
        // copy every note.
        let inOrder = notes.indices.dropFirst().allSatisfy { !precedes(notes[$0], notes[$0 - 1]) }
        return inOrder ? notes : notes.sorted(by: precedes)
    }

    /// The tie-break of every order: the newest change first, then the id.
    private static func isNewer(_ lhs: Note, _ rhs: Note) -> Bool {
        if lhs.modified != rhs.modified { return lhs.modified > rhs.modified }
        return lhs.id.textPrecedes(rhs.id)
    }
}

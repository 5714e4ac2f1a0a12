import Foundation
import NotesModel
import TerminalKit
import TextEditing

// What each key of the Notes list does, once `handle` has found its
// binding (NotesListKeys), and the delete question's answer.
extension NotesListScreen {
    /// Looks `key` up in the mode's bindings and does what it says.
    func handleBinding(_ key: Key) {
        guard let binding = keys?.binding(for: key) else { return }
        // A key of the user's acts as the one it stands for (a direction).
        let key = binding.canonical(key)
        switch binding.action {
        case .move:
            moveSelection(key)
        case .open:
            if let note = selectedNote { onOpenNote?(note.id) }
        case .read:
            if let note = selectedNote { onRead?(note) }
        case .newNote:
            onNewNote?()
        case .dailyNote:
            onDailyNote?()
        case .newFromTemplate:
            onNewFromTemplate?()
        case .editExternally:
            if let note = selectedNote { onEditExternally?(note.id) }
        case .delete:
            if let note = selectedNote { mode = .confirmingDelete(note) }
        case .startFilter:
            mode = .editingFilter
        case .keepFilter:
            mode = .browsing
            let title = filter.trimmingCharacters(in: .whitespaces)
            // Opened, not created: nothing is written until Ctrl-S. A filter
            // that cannot be read is kept, to be mended, not made a title.
            if visibleNotes.isEmpty, !title.isEmpty, controller != nil, filterProblem == nil {
                filterInput = LineInput()
                onNewNoteTitled?(title)
            }
        case .clearFilter:
            filterInput = LineInput()
            mode = .browsing
        case .quit:
            onQuit?()
        case .togglePin:
            guard let note = selectedNote, let controller else { return }
            controller.setPinned(note.id, !note.pinned)
            notice = (note.pinned ? "Unpinned" : "Pinned") + " \"\(note.displayTitle)\""
            keepSelected(note.id)
        case .undoDelete:
            if let restored = controller?.undoTrash() {
                notice = "Restored \"\(restored.displayTitle)\""
                keepSelected(restored.id)
            } else {
                notice = "Nothing to undo"
            }
        case .nextSort:
            sort = sort.next
            controller?.store.rememberSort(sort)
            notice = "Sorted by \(sort.label)"
            if let note = selectedNote { keepSelected(note.id) }
        case .showTags:
            onShowTags?()
        case .showTrash:
            onShowTrash?()
        case .scrollPreview:
            // Drawing keeps it within the body.
            previewScroll = max(0, previewScroll + (key == .character("J") ? 1 : -1))
        case .quickOpen:
            onQuickOpen?()
        case .showLinks:
            if let note = selectedNote { onShowLinks?(note.id) }
        case .showHistory:
            if let note = selectedNote { onShowHistory?(note.id) }
        case .copyBody:
            if let note = selectedNote { notice = clipboard.copy(note.body, of: note.displayTitle) }
        }
    }

    /// After a change that moves rows, the same note stays selected.
    private func keepSelected(_ id: UUID) {
        refreshIfNeeded()
        if let index = visibleNotes.firstIndex(where: { $0.id == id }) { selection = index }
    }

    func handleDeleteAnswer(_ key: Key, note: Note) {
        guard let answer = PromptAnswer(key) else { return }
        mode = .browsing
        if answer == .yes, controller?.trashNote(note.id) == true {
            notice = "Moved \"\(note.displayTitle)\" to the trash · \(Self.keyName("list.undo", in: Self.browsingKeys)) undo"
        }
    }

    /// Moves the selection as a `.move` key says.
    private func moveSelection(_ key: Key) {
        let last = max(0, visibleNotes.count - 1)
        switch key {
        case .down, .character("j"): selection += 1
        case .up, .character("k"): selection -= 1
        case .pageDown: selection += pageSize
        case .pageUp: selection -= pageSize
        case .home, .character("g"): selection = 0
        case .end, .character("G"): selection = last
        default: return
        }
        selection = min(max(0, selection), last)
    }
}

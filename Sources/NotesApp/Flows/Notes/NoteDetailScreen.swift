import Foundation
import NotesCore
import NotesModel
import NotesSearching
import TerminalKit
import TextEditing

/// Note detail: a title field and a body. Ctrl-S saves and goes back; Esc
/// goes back without saving, asking first when something changed;
/// Ctrl-X Ctrl-E hands the text to the user's own editor and saves what
/// comes back.
public final class NoteDetailScreen: Screen {
    /// Called when the screen is done: with the note's id (nil for a new
    /// note never saved) and what saving came to, if it saved.
    var onClose: ((_ noteID: UUID?, _ saved: EditOutcome?) -> Void)?
    /// Ctrl-P: quick open over this note (saved first, as for a link).
    var onQuickOpen: (() -> Void)?
    /// `Ctrl-]` on a link: where it goes (this note saved first).
    var onFollowLink: ((LinkTarget) -> Void)?
    /// `Ctrl-G`: the Links screen of this note (saved first).
    var onShowLinks: ((UUID) -> Void)?
    var onShowHistory: ((UUID) -> Void)?

    enum Field { case title, body }

    let controller: NotesController
    /// The note being edited; nil until a new note is first saved.
    var noteID: UUID?
    /// What is saved in the note, to tell whether anything changed; the
    /// body's length and undo state make that check cheap on long notes.
    var originalTitle: String
    var originalBody: String
    private var originalBodyCount = 0
    private var originalBodySerial = 0
    private let isRestoredDraft: Bool
    var title: TitleField
    var body: BodyEditor
    /// Draws the body as Markdown; knows which lines are code.
    private let markdown = MarkdownStyler()
    /// The list's filter when the note was opened from it: its matches
    /// show in the body.
    var searchHighlight: SearchHighlight? {
        get { markdown.highlight }
        set { markdown.highlight = newValue }
    }
    var focus: Field
    private(set) var isConfirmingDiscard = false
    /// While Ctrl-S asks whether links follow a new title.
    var pendingRename: LinkRename?
    /// While Ctrl-S asks whether to save a title links to which already
    /// open another note: the title.
    var pendingClash: String?
    /// The note's text when the screen opened: what a rename is from, also
    /// after following a link saved it meanwhile.
    let openedTitle: String
    let openedBody: String
    /// Whether anything was typed since the screen opened.
    var touched = false
    /// After Ctrl-X: the next key completes the command or cancels it.
    var isAwaitingPrefixKey = false
    let externalEditing: ExternalEditSession?
    /// Writes what the user's editor returned (its file goes only once it is on disk).
    let saves: SavePolicy
    /// What the header says of sync (nil: the library does not sync).
    let syncHeader: ((Int) -> String)?
    /// What the last outside edit came to, shown in the footer until a key.
    var notice: String?
    /// Alt-y copies through it.
    var clipboard = ClipboardCopy(terminal: { nil })
    /// While a `[[` link is typed: the titles it may complete to.
    var completion: LinkCompletion?

    init(subject: NoteDetailSubject, controller: NotesController,
         saves: SavePolicy, externalEditing: ExternalEditSession? = nil, syncHeader: ((Int) -> String)? = nil,
         tabWidth: Int = SoftWrap.defaultTabWidth) {
        self.controller = controller
        self.syncHeader = syncHeader
        self.externalEditing = externalEditing
        self.saves = saves
        switch subject {
        case .newNote:
            (noteID, originalTitle, originalBody, isRestoredDraft) = (nil, "", "", false)
            (title, body, focus) = (TitleField(text: ""), BodyEditor(text: "", tabWidth: tabWidth), .title)
        case let .newNoteTitled(typed):
            // As if typed into the title after `n`, then Enter: on to the body.
            (noteID, originalTitle, originalBody, isRestoredDraft) = (nil, "", "", false)
            (title, body, focus) = (TitleField(text: typed), BodyEditor(text: "", tabWidth: tabWidth), .body)
        case let .newNoteFrom(typed, filled):
            (noteID, originalTitle, originalBody, isRestoredDraft) = (nil, "", "", false)
            (title, body) = (TitleField(text: typed), BodyEditor(text: filled.body, tabWidth: tabWidth))
            // An untitled template starts at the title, as `n` does.
            focus = typed.isEmpty && filled.cursor == nil ? .title : .body
        case let .existing(note), let .existingAt(note, _):
            (noteID, originalTitle, originalBody, isRestoredDraft) = (note.id, note.title, note.body, false)
            (title, body, focus) = (TitleField(text: note.title), BodyEditor(text: note.body, tabWidth: tabWidth), .body)
        case let .draft(draft):
            let note = draft.noteID.flatMap(controller.note(withID:))
            (noteID, originalTitle, originalBody, isRestoredDraft) = (note?.id, note?.title ?? "", note?.body ?? "", true)
            (title, body) = (TitleField(text: draft.title), BodyEditor(text: draft.body, tabWidth: tabWidth))
            focus = note == nil && draft.title.isEmpty ? .title : .body
        }
        (openedTitle, openedBody) = (originalTitle, originalBody)
        super.init(name: "NoteDetail")
        body.styler = markdown
        if case let .newNoteFrom(_, filled) = subject, let spot = filled.cursor {
            body.moveCursor(toLine: spot.line, column: spot.column)
        } else if case let .existingAt(_, spot) = subject {
            body.moveCursor(toLine: spot.line, column: spot.column)
        } else if focus == .body, isRestoredDraft {
            // A note opens at its top, to be read from there; a restored
            // draft where it was being typed.
            body.moveCursorToEnd()
        }
        // Tab into the title lands after its text.
        title.moveCursorToEnd()
        markBodySaved()
        if isRestoredDraft { notice = "Restored an unsaved edit: Ctrl-S saves it, Esc discards it" }
    }

    /// Remembers the body's length and undo state as the saved ones.
    func markBodySaved() {
        originalBodyCount = TextBuffer(originalBody).count
        originalBodySerial = body.buffer.text == originalBody ? body.buffer.stateSerial : -1
    }

    var isNewNote: Bool { noteID == nil }

    /// Whether a y/n question holds the keys.
    var isAsking: Bool { isConfirmingDiscard || pendingRename != nil || pendingClash != nil }

    /// Whether the text differs from what is saved in the note.
    var hasChanges: Bool {
        title.text != originalTitle
            || body.differs(from: originalBody, originalCount: originalBodyCount, originalSerial: originalBodySerial)
    }

    public override var capturesText: Bool { true }

    public override func viewWillAppear() {
        reloadIfChangedMeanwhile()
    }

    public override var interruptedEdit: Draft? {
        hasChanges ? Draft(noteID: noteID, title: title.text, body: body.text) : nil
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        if let rename = pendingRename {
            answerRename(rename, key)
            return
        }
        if pendingClash != nil {
            answerClash(key)
            return
        }
        if isConfirmingDiscard {
            guard let answer = PromptAnswer(key) else { return }
            isConfirmingDiscard = false
            if answer == .yes { close(saving: false) }
            return
        }
        notice = nil
        if isAwaitingPrefixKey {
            isAwaitingPrefixKey = false
            return handlePrefixed(key)
        }
        if handleCompletionKey(key) { return }
        switch Self.binding(for: key, focus: focus)?.action {
        case .startPrefix: isAwaitingPrefixKey = true
        case .save: save()
        case .followLink: followLink()
        case .showLinks: showLinks()
        case .showHistory: showHistory()
        case .back: goBack()
        case .switchField: focus = focus == .title ? .body : .title
        case .toBody: focus = .body
        case .editExternally: editExternally()
        case .bodyStart: focus = .body; body.moveCursorToStart()
        case .bodyEnd: focus = .body; body.moveCursorToEnd()
        case .toggleTask: toggleTask()
        case .copyNote: notice = clipboard.copy(wholeNote, of: displayTitle)
        case .quickOpen:
            // As before following a link: nothing typed waits under another screen.
            saveInPlace()
            onQuickOpen?()
        case .edit, nil:
            // The field's own key: typing, moving, deleting, undo.
            let handled = focus == .title ? title.handle(key) : body.handle(key)
            if handled { touched = true }
        }
        followCompletion()
    }

    public override func handle(_ mouse: MouseEvent) { handleMouse(mouse) }

    public override func handlePaste(_ text: String) {
        guard !isAsking else { return }
        isAwaitingPrefixKey = false
        if focus == .title { title.insert(text) } else { body.insert(text) }
        touched = true
        followCompletion()
    }

    /// Ctrl-T in the body: one undoable edit of the cursor's line; not in code.
    private func toggleTask() {
        guard focus == .body else { return }
        let (index, line) = body.cursorLine
        if markdown.isCode(line: index) {
            notice = "Ctrl-T: this line is code (in a fenced block); nothing changed"
            return
        }
        let edit = TaskToggle.edit(of: line)
        body.replaceInCursorLine(edit.range, with: edit.replacement)
        touched = true
    }

    private func goBack() {
        // A restored draft asks too: it is the one edit that already survived a crash.
        if hasChanges {
            isConfirmingDiscard = true
        } else {
            close(saving: false)
        }
    }

    func close(saving: Bool, rewriting rename: LinkRename? = nil) {
        var outcome: EditOutcome?
        if saving, let rename {
            outcome = controller.saveEdit(edit, rewriting: rename).outcome
            noteID = outcome?.noteID ?? noteID
        } else if saving && hasChanges {
            outcome = controller.saveEdit(edit)
            noteID = outcome?.noteID ?? noteID
        }
        controller.clearOwnDraft()
        onClose?(noteID, outcome)
    }

    /// The text on screen as an edit of what the note held when it began.
    var edit: NoteEdit {
        NoteEdit(noteID: noteID, title: title.text, body: body.text,
                 originalTitle: originalTitle, originalBody: originalBody)
    }

    /// A line for the footer until the next key.
    func showNotice(_ text: String) { notice = text }

    /// Saves the text into the note as Ctrl-S would, staying open.
    func saveInPlace() {
        guard hasChanges else { return }
        let outcome = controller.saveEdit(edit)
        noteID = outcome.noteID ?? noteID
        guard noteID != nil else { return }
        (originalTitle, originalBody) = (title.text, body.text)
        markBodySaved()
        // What the draft kept is in the note now.
        controller.clearOwnDraft()
    }

    /// Shows the note's text anew when it changed while another screen
    /// covered this one (the same note opened again through a link and
    /// saved there), unless this one has unsaved changes of its own.
    func reloadIfChangedMeanwhile() {
        guard let id = noteID, let note = controller.note(withID: id), !hasChanges,
              note.title != originalTitle || note.body != originalBody else { return }
        title.replaceAll(with: note.title)
        body.replaceAll(with: note.body)
        (originalTitle, originalBody) = (note.title, note.body)
        markBodySaved()
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        let size = canvas.size
        renderHeader(into: &canvas)
        let label = canvas.put("Title: ", row: 1, column: 0, style: focus == .title ? .accent : .muted)
        title.render(into: &canvas, row: 1, left: label, width: size.columns - label,
                     focused: focus == .title && !isAsking, style: .bold)
        renderTitleMatches(into: &canvas, row: 1, left: label, width: size.columns - label)
        canvas.put(String(repeating: "─", count: size.columns), row: 2, column: 0, style: .muted)
        body.resize(width: size.columns, height: max(1, size.rows - 4))
        body.render(into: &canvas, top: 3, left: 0, focused: focus == .body && !isAsking)
        renderCompletion(into: &canvas, bodyTop: 3)
        renderFooter(into: &canvas)
    }
}

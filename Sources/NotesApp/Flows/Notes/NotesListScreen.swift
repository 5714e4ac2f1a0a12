import Foundation
import NotesCore
import NotesModel
import NotesSearching
import NotesSettings
import NotesStorage
import TerminalKit
import TextEditing

/// The Notes list: most recently modified first, with a live filter, a
/// delete prompt, and the keys of docs/behaviour.md §2.
public final class NotesListScreen: Screen {
    var onOpenNote: ((UUID) -> Void)?
    var onNewNote: (() -> Void)?
    /// `D`: today's daily note. `N`: a new note from a template.
    var onDailyNote: (() -> Void)?
    var onNewFromTemplate: (() -> Void)?
    /// Enter in the filter when nothing matches: a new note with that title.
    var onNewNoteTitled: ((String) -> Void)?
    /// `e`: open the note in the user's own editor.
    var onEditExternally: ((UUID) -> Void)?
    var onQuit: (() -> Void)?
    var onLoadFailure: ((StoreError) -> Void)?
    /// Called once the library is loaded, with the controller to use from then on.
    var onLoaded: ((NotesController) -> Void)?
    var onShowTags: (() -> Void)?
    var onShowTrash: (() -> Void)?
    /// `Ctrl-P`: quick open.
    var onQuickOpen: (() -> Void)?
    var onShowLinks: ((UUID) -> Void)?
    var onShowHistory: ((UUID) -> Void)?
    /// `v`: the note read-only, full screen.
    var onRead: ((Note) -> Void)?

    private let loadController: () throws -> NotesController
    private(set) var controller: NotesController?
    let libraryName: String
    let rowFormatter: NoteRowFormatter
    /// What the header says of sync (nil: the library does not sync).
    let syncHeader: ((Int) -> String)?

    // MARK: - State

    enum Mode: Equatable {
        case browsing
        case editingFilter
        case confirmingDelete(Note)
    }

    var mode: Mode = .browsing
    /// A one-line message in the footer until the next key.
    var notice: String?
    /// The filter as typed: a line input, so it edits as the title does.
    var filterInput = LineInput()
    var filter: String { filterInput.text }
    /// The order of the list, remembered per library.
    var sort = NoteSort.modified
    private(set) var visibleNotes = VisibleNotes()
    /// The widest title of all the notes, at a revision and a width.
    var widestTitleCache: (revision: Int, width: Int, columns: Int)?
    var selection = 0
    private(set) var scrollTop = 0
    /// Rows the list had at the last render; paging moves by this much.
    var pageSize = 10
    /// The preview's first body row, and the note it belongs to (another
    /// note starts at its top).
    var previewScroll = 0
    private var previewNoteID: UUID?
    /// The preview as last drawn; nil on a narrow terminal or with no note.
    private(set) var preview: NotePreview?
    /// Where the parts were at the last render, for clicks and the wheel.
    private(set) var lastLayout: NotesListLayout?
    /// The note the last click selected: a click on it again opens it.
    var clickedNoteID: UUID?
    /// `y` copies through it.
    var clipboard = ClipboardCopy(terminal: { nil })
    private var shownRevision = -1
    private var shownFilter = ""
    private var shownSort = NoteSort.modified

    /// The order when the library remembers none (the `sort` setting).
    private let defaultSort: NoteSort
    /// The `preview` setting.
    private let previewMode: PreviewMode
    /// The `tab_width` setting, for the preview.
    private let tabWidth: Int

    init(loadController: @escaping () throws -> NotesController, libraryName: String,
         clock: @escaping () -> Date, timeZone: ShownTimeZone, syncHeader: ((Int) -> String)? = nil,
         defaultSort: NoteSort = .modified, previewMode: PreviewMode = .auto,
         tabWidth: Int = SoftWrap.defaultTabWidth) {
        self.tabWidth = tabWidth
        self.defaultSort = defaultSort
        self.previewMode = previewMode
        self.loadController = loadController
        self.syncHeader = syncHeader
        self.libraryName = libraryName
        self.rowFormatter = NoteRowFormatter(clock: clock, timeZone: timeZone)
        super.init(name: "NotesList")
    }

    // MARK: - Lifecycle

    public override func viewDidLoad() {
        do {
            let controller = try loadController()
            self.controller = controller
            sort = controller.store.rememberedSort() ?? defaultSort
            notice = Self.skippedNotice(count: controller.skippedOnLoad.count)
            onLoaded?(controller)
        } catch let error as StoreError {
            onLoadFailure?(error)
        } catch {
            onLoadFailure?(.unreadable(path: libraryName, reason: "\(error)"))
        }
    }

    public override func viewWillAppear() {
        refreshIfNeeded()
    }

    public override var capturesText: Bool { mode != .browsing }

    /// A pause in typing: the once-per-note work of searching (folding each
    /// note's text) is done now rather than on the first filter key.
    /// A filter answered before then shows what was found so far, and
    /// grows with each slice to the exact answer.
    public override func idle() {
        guard let controller else { return }
        searchIsPrepared = controller.prepareDuringIdleTurn(for: .search)
    }

    private var searchIsPrepared = false
    /// Why the filter cannot be searched (a bad regex, an unbalanced
    /// quote), for the footer; nil when it can.
    private(set) var filterProblem: String?
    /// What the filter matches, drawn in the `match` colour in the rows,
    /// the preview and the note opened from the list.
    private(set) var filterHighlight: SearchHighlight?
    /// False while the filter's answer holds only the notes searched so far.
    private(set) var searchIsComplete = true
    /// True while the chosen order waits for idle time to prepare it.
    private(set) var sortIsPending = false

    public override var hasIdleWork: Bool {
        controller != nil && (!searchIsPrepared || !searchIsComplete || sortIsPending)
    }

    // MARK: - Outside requests

    /// Shows the list filtered by `query` (a `notes://search` link).
    func applyFilter(_ query: String) {
        filterInput = LineInput(text: query)
        filterInput.moveCursorToEnd()
        refreshIfNeeded()
    }

    func showNotice(_ text: String) {
        notice = text
    }

    /// What the footer says when the store left entries out of the load
    /// (a vault's unreadable files); nil when none.
    static func skippedNotice(count: Int) -> String? {
        guard count > 0 else { return nil }
        return "\(count) \(count == 1 ? "file" : "files") skipped: not readable as notes"
    }

    /// Selects a note, e.g. the one just saved.
    func select(_ id: UUID) {
        refreshIfNeeded()
        if let index = visibleNotes.firstIndex(where: { $0.id == id }) { selection = index }
    }

    var selectedNote: Note? {
        visibleNotes.indices.contains(selection) ? visibleNotes[selection] : nil
    }

    // MARK: - Keys

    public override func handle(_ key: Key) {
        notice = nil
        clickedNoteID = nil
        // Typing into the filter only changes the text: the search runs once
        // when the frame is drawn, not once per key of a long paste.
        if mode == .editingFilter, keys?.binding(for: key) == nil, filterInput.handle(key) { return }
        refreshIfNeeded()
        if case let .confirmingDelete(note) = mode {
            handleDeleteAnswer(key, note: note)
        } else {
            handleBinding(key)
        }
        refreshIfNeeded()
    }

    public override func handle(_ mouse: MouseEvent) { handleMouse(mouse) }

    public override func handlePaste(_ text: String) {
        guard mode == .editingFilter else { return }
        filterInput.insert(text)
    }

    // MARK: - Data

    /// Re-filters when the notes or the filter changed, keeping the
    /// selected note selected when it is still there.
    func refreshIfNeeded() {
        guard let controller else { return }
        let filter = self.filter
        guard controller.revision != shownRevision || filter != shownFilter || sort != shownSort
                || !searchIsComplete || sortIsPending else { return }
        let selectedID = selectedNote?.id
        // In a large library's first moments the title order is not ready:
        // the list keeps the newest first and says it is sorting.
        sortIsPending = !controller.isReady(for: .order(sort))
        (visibleNotes, searchIsComplete) = Self.visible(in: controller, filter: filter, sort: sortIsPending ? .modified : sort)
        if filter != shownFilter {
            filterProblem = controller.searchProblem(filter)
            filterHighlight = controller.searchHighlight(filter)
        }
        if filter != shownFilter {
            selection = 0
        } else if let selectedID, let index = visibleNotes.firstIndex(where: { $0.id == selectedID }) {
            selection = index
        }
        selection = min(max(0, selection), max(0, visibleNotes.count - 1))
        shownRevision = controller.revision
        shownFilter = filter
        shownSort = sort
    }

    // MARK: - Drawing

    public override func render(into canvas: inout Canvas) {
        refreshIfNeeded()
        var layout = NotesListLayout(size: canvas.size, showsFilter: mode == .editingFilter || !filterInput.isEmpty,
                                     previewMode: previewMode)
        filterInput.fit(width: InputLine.fieldWidth(label: InputLine.filterLabel, in: canvas.size.columns))
        pageSize = max(1, layout.listRows - 1)
        scrollTop = layout.scrollTop(keeping: selection, previousTop: scrollTop, count: visibleNotes.count)
        layout.scroll = scrollTop
        lastLayout = layout
        preview = nil
        if layout.showsPreview, let note = selectedNote {
            if note.id != previewNoteID { (previewScroll, previewNoteID) = (0, note.id) }
            preview = NotePreview(note: note, scroll: previewScroll, size: layout.previewArea.size, tabWidth: tabWidth,
                                  highlight: filterHighlight)
            previewScroll = preview?.scroll ?? 0
        }
        NotesListView(screen: self, layout: layout).render(into: &canvas)
    }

    var totalCount: Int { controller?.noteCount ?? 0 }
}

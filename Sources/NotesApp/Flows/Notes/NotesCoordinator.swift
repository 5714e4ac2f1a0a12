import Foundation
import NotesCore
import NotesModel
import NotesSearching
import NotesStorage

/// The main flow: the Notes list at the root, Note detail pushed over it.
final class NotesCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: NotesScreens
    private let route: LaunchRoute
    private let isFirstRun: Bool
    private weak var list: NotesListScreen?
    var onQuit: (() -> Void)?
    /// Whether the note the launch route opens ends the app once it is
    /// saved or left (`notes-tui new` back to the shell, as `git commit`).
    var returnsToShell = false
    var onFailure: ((StoreError) -> Void)?

    init(router: Routing, screens: NotesScreens, route: LaunchRoute, isFirstRun: Bool) {
        self.router = router
        self.screens = screens
        self.route = route
        self.isFirstRun = isFirstRun
    }

    override func start() {
        // Only the plain list may be drawn from a glimpse: the other routes
        // look notes up before their first frame.
        let list = screens.makeNotesList(seedSamplesIfNew: isFirstRun, glimpsing: route == .home)
        // The list loads the library (in its viewDidLoad, keeping the launch
        // order) and hands the controller over; everything after uses that one.
        var loaded: NotesController?
        list.onLoaded = { [weak self] controller in
            loaded = controller
            self?.wireList(to: controller)
        }
        list.onQuit = { [weak self] in self?.onQuit?() }
        list.onLoadFailure = { [weak self] error in self?.onFailure?(error) }
        self.list = list
        router.setRoot(list)
        guard let controller = loaded else { return }
        // A draft reopens unless another running instance is editing it.
        if let draft = controller.adoptDraft() {
            showEditor(.draft(draft), controller)
            return
        }
        switch route {
        case .home: break
        case .newNote: showEditor(.newNote, controller, quitsAfter: returnsToShell)
        case let .newNoteFrom(title, body, line, column):
            let cursor = line.map { FilledTemplate.Spot(line: $0, column: column ?? 0) }
            showEditor(.newNoteFrom(title: title, FilledTemplate(body: body, cursor: cursor)), controller, quitsAfter: returnsToShell)
        case let .openNote(id):
            if let note = controller.note(withID: id) { showEditor(.existing(note), controller, quitsAfter: returnsToShell) }
        case let .openNoteAt(id, line, column):
            if let note = controller.note(withID: id) {
                showEditor(.existingAt(note, .init(line: line, column: column)), controller, quitsAfter: returnsToShell)
            }
        case let .search(query): list.applyFilter(query)
        }
    }

    private func wireList(to controller: NotesController) {
        guard let list else { return }
        list.onOpenNote = { [weak self] id in self?.showNote(id, controller) }
        list.onNewNote = { [weak self] in self?.showEditor(.newNote, controller) }
        list.onNewNoteTitled = { [weak self] title in self?.showEditor(.newNoteTitled(title), controller) }
        list.onEditExternally = { [weak self] id in self?.editExternally(id, controller) }
        list.onDailyNote = { [weak self] in self?.showDailyNote(controller) }
        list.onNewFromTemplate = { [weak self] in self?.pickTemplate(controller) }
        list.onShowTags = { [weak self] in self?.showTags(controller) }
        list.onShowTrash = { [weak self] in self?.showTrash(controller) }
        list.onQuickOpen = { [weak self] in self?.showQuickOpen(controller) }
        list.onShowLinks = { [weak self] id in self?.showLinks(id, controller) }
        list.onShowHistory = { [weak self] id in self?.showHistory(id, controller) }
        list.onRead = { [weak self] note in self?.read(note) }
    }

    /// `v`: the note read-only, full screen, over the list.
    private func read(_ note: Note) {
        let reader = screens.makeNoteReader(note, place: .list)
        reader.onBack = { [weak self] in self?.router.pop() }
        router.push(reader)
    }

    /// The Tags screen; the list comes back filtered by the chosen tag
    /// (`#tag` in the filter), or as it was (a kept filter too) after `Esc`.
    private func showTags(_ controller: NotesController) {
        let tags = TagsCoordinator(router: router, screens: screens, controller: controller)
        tags.onFinish = { [weak self, weak tags] tag in
            if let tag { self?.list?.applyFilter("#" + tag) }
            self?.removeChild(tags)
        }
        addChild(tags)
        tags.start()
    }

    /// Quick open over the list or over a note (`detail`, saved first by
    /// the screen): the chosen note is pushed over what was there, so
    /// leaving it returns there.
    private func showQuickOpen(_ controller: NotesController, over detail: NoteDetailScreen? = nil) {
        let quickOpen = QuickOpenCoordinator(router: router, screens: screens, controller: controller)
        quickOpen.onFinish = { [weak self, weak quickOpen, weak detail] choice in
            self?.removeChild(quickOpen)
            switch choice {
            // The note already open beneath: back to it, not a second copy.
            case let .open(id)? where id == detail?.noteID: break
            case let .open(id)?: self?.showNote(id, controller)
            case let .create(title)?: self?.showEditor(.newNoteTitled(title), controller)
            case nil: break
            }
        }
        addChild(quickOpen)
        quickOpen.start()
    }

    /// `D`: today's note, or a new one from the `daily` template.
    private func showDailyNote(_ controller: NotesController) {
        do {
            let daily = try screens.starter.daily(in: controller)
            list?.select(daily.note.id)
            showEditor(daily.cursor.map { .existingAt(daily.note, $0) } ?? .existing(daily.note), controller)
        } catch {
            list?.showNotice(ErrorLine.line(for: error).message)
        }
    }

    /// `N`: the template picker; the chosen template starts a new note.
    private func pickTemplate(_ controller: NotesController) {
        let picker = TemplatePickerCoordinator(router: router, screens: screens)
        picker.onFinish = { [weak self, weak picker] name in
            self?.removeChild(picker)
            guard let self, let name else { return }
            do {
                let filled = try screens.starter.fromTemplate(name)
                showEditor(.newNoteFrom(title: "", filled), controller)
            } catch {
                list?.showNotice(ErrorLine.line(for: error).message)
            }
        }
        addChild(picker)
        picker.start()
    }

    private func showTrash(_ controller: NotesController) {
        let trash = TrashCoordinator(router: router, screens: screens, controller: controller)
        trash.onFinish = { [weak self, weak trash] in self?.removeChild(trash) }
        addChild(trash)
        trash.start()
    }

    private func showNote(_ id: UUID, _ controller: NotesController) {
        guard let note = controller.note(withID: id) else { return }
        showEditor(.existing(note), controller, highlight: list?.filterHighlight)
    }

    /// Hands the note to `$VISUAL`/`$EDITOR` and saves what comes back as
    /// Ctrl-S would (as a new note if it was deleted meanwhile).
    private func editExternally(_ id: UUID, _ controller: NotesController) {
        guard let note = controller.note(withID: id) else { return }
        let saves = screens.saves
        var saved: EditOutcome?
        var keptEdit: Draft?
        var asking: Draft?
        let outcome = screens.makeExternalEditing().edit(title: note.title, body: note.body, commit: { title, body in
            let edit = NoteEdit(noteID: id, title: title, body: body, originalTitle: note.title, originalBody: note.body)
            if controller.nameClash(for: edit) != nil || controller.linkRename(for: edit) != nil {
                // A new title links name the note by: asked in the note, as
                // Ctrl-S asks; meanwhile the text is kept, on disk, as the draft.
                let draft = Draft(noteID: id, title: title, body: body)
                let onDisk = saves.editorStopped(keeping: draft, in: controller)
                if controller.draft == draft { asking = draft }
                return onDisk
            }
            let result = saves.editorReturned(edit, in: controller)
            saved = result.outcome
            return result.onDisk
        }, keepUnsaved: { title, body in
            // As the draft (or, while another instance edits, a note of its own).
            let edit = Draft(noteID: id, title: title, body: body)
            let onDisk = saves.editorStopped(keeping: edit, in: controller)
            if controller.draft == edit { keptEdit = edit }
            return onDisk
        })
        list?.select(saved?.noteID ?? id)
        if outcome == .saved, let asking {
            showEditor(.draft(asking), controller).save()
            return
        }
        list?.showNotice(outcome.message(saved: saved))
        // The kept text is shown where it can be saved or discarded.
        if case .keptUnsaved = outcome, let keptEdit { showEditor(.draft(keptEdit), controller, notice: outcome.message) }
    }

    /// Note detail over what is there; `quitsAfter`: leaving it quits the app.
    @discardableResult
    private func showEditor(_ subject: NoteDetailSubject, _ controller: NotesController, notice: String? = nil,
                            highlight: SearchHighlight? = nil, quitsAfter: Bool = false) -> NoteDetailScreen {
        let detail = screens.makeNoteDetail(subject, controller: controller)
        detail.searchHighlight = highlight
        if let notice { detail.showNotice(notice) }
        detail.onQuickOpen = { [weak self, weak detail] in self?.showQuickOpen(controller, over: detail) }
        detail.onFollowLink = { [weak self] target in self?.openLink(target, controller) }
        detail.onShowLinks = { [weak self] id in self?.showLinks(id, controller) }
        detail.onShowHistory = { [weak self] id in self?.showHistory(id, controller) }
        detail.onClose = { [weak self] noteID, saved in
            self?.router.pop()
            // Off the stack first: quitting keeps no edit of it as the draft.
            if quitsAfter {
                self?.onQuit?()
                return
            }
            // The list selects the note only when it is what shows next: a
            // note opened from Links (or over another note) leaves the list
            // as it was beneath them.
            if let noteID, let list = self?.list, self?.router.screens.last === list { list.select(noteID) }
            if let notice = saved?.notice { self?.list?.showNotice(notice) }
        }
        router.push(detail)
        return detail
    }

    /// The note a link names, pushed over the screen on top; a missing
    /// title starts a new note with it (created on Ctrl-S).
    private func openLink(_ target: LinkTarget, _ controller: NotesController) {
        switch target {
        case let .note(note): showEditor(.existing(note), controller)
        case let .missing(title): showEditor(.newNoteTitled(title), controller)
        }
    }

    /// The Links screen of a note; a note chosen there opens over it.
    private func showLinks(_ id: UUID, _ controller: NotesController) {
        let links = LinksCoordinator(router: router, screens: screens, controller: controller, noteID: id)
        links.onOpen = { [weak self] target in self?.openLink(target, controller) }
        links.onFinish = { [weak self, weak links] in self?.removeChild(links) }
        addChild(links)
        links.start()
    }

    /// The History screen of a note, over the list or the note.
    private func showHistory(_ id: UUID, _ controller: NotesController) {
        let history = HistoryCoordinator(router: router, screens: screens, controller: controller, noteID: id)
        history.onFinish = { [weak self, weak history] in self?.removeChild(history) }
        addChild(history)
        history.start()
    }
}

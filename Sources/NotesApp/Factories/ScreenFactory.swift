import Foundation
import NotesCore
import NotesModel
import NotesSettings
import TerminalKit

/// What the screens are built from, handed over by the launch's container
/// (so the factories know the parts, not the container).
struct ScreenDependencies {
    /// The library's path as shown (`~` for the home folder).
    let displayPath: String
    /// Where `--reset` moved the old library, once it has (as shown, `~` for home).
    let movedAsideLibrary: () -> String?
    /// The controller, created and loaded on first call; a glimpse of a
    /// large library first when given the list's default order.
    let loadController: (_ seedSamplesIfNew: Bool, _ glimpsing: NoteSort?) throws -> NotesController
    let clock: () -> Date
    let timeZone: ShownTimeZone
    let saves: SavePolicy
    let externalEditor: ExternalEditor
    let externalEditFolders: [String]
    /// The scene's terminal, to leave it while the user's editor runs.
    let terminal: () -> Terminal?
    /// What the header says of sync in at most the given columns; nil for
    /// a library not set up for sync (the header then says nothing of it).
    let syncHeader: ((Int) -> String)?
    /// The settings file's values (the list's default sort, the preview…).
    var settings = Settings()
    /// The library's history, built when a History screen first asks.
    var history: () -> Result<NoteHistorySource, NoteHistoryError> = { .failure(.gitFailed("no history source was given")) }
    /// Where templates live, as shown (`~` for the home folder).
    var templateFolderShown = ""
    /// The daily note and notes from templates (`D`, `N`).
    var starter = NoteStarter(templates: TemplateFolder(path: "/nonexistent"), dailyFormat: "%Y-%m-%d",
                              clock: { Date() }, timeZone: .system)
}

/// Builds each screen and hands it its dependencies; screens never build
/// each other or reach for globals. Each flow says what it needs in a
/// protocol of its own folder, which this conforms to.
final class ScreenFactory: WelcomeScreens, NotesScreens, TrashScreens, TagsScreens, QuickOpenScreens, LinksScreens,
    HistoryScreens, TemplatePickerScreens {
    private let dependencies: ScreenDependencies

    init(_ dependencies: ScreenDependencies) {
        self.dependencies = dependencies
    }

    var saves: SavePolicy { dependencies.saves }
    var starter: NoteStarter { dependencies.starter }

    func makeWelcome() -> WelcomeScreen {
        WelcomeScreen(libraryPath: dependencies.displayPath, movedAside: dependencies.movedAsideLibrary())
    }

    func makeNotesList(seedSamplesIfNew: Bool, glimpsing: Bool) -> NotesListScreen {
        let load = dependencies.loadController
        let glimpseSort = glimpsing ? dependencies.settings.sort : nil
        let screen = NotesListScreen(
            loadController: { try load(seedSamplesIfNew, glimpseSort) },
            libraryName: dependencies.displayPath,
            clock: dependencies.clock,
            timeZone: dependencies.timeZone,
            syncHeader: dependencies.syncHeader,
            defaultSort: dependencies.settings.sort,
            previewMode: dependencies.settings.preview,
            tabWidth: dependencies.settings.tabWidth
        )
        screen.clipboard = clipboard
        return screen
    }

    /// Copies to the scene's terminal's clipboard.
    var clipboard: ClipboardCopy { ClipboardCopy(terminal: dependencies.terminal) }

    /// The detail edits through the controller the list loaded and handed over.
    func makeNoteDetail(_ subject: NoteDetailSubject, controller: NotesController) -> NoteDetailScreen {
        let screen = NoteDetailScreen(subject: subject, controller: controller,
                                      saves: dependencies.saves, externalEditing: makeExternalEditing(),
                                      syncHeader: dependencies.syncHeader, tabWidth: dependencies.settings.tabWidth)
        screen.clipboard = clipboard
        return screen
    }

    /// Runs the user's editor outside the full-screen mode of the scene's terminal.
    func makeExternalEditing() -> ExternalEditSession {
        let terminal = dependencies.terminal
        return ExternalEditSession(editor: dependencies.externalEditor, folders: dependencies.externalEditFolders) { body in
            if let terminal = terminal() { terminal.runOutside(body) } else { body() }
        }
    }

    func makeTrash(controller: NotesController) -> TrashScreen {
        TrashScreen(controller: controller, clock: dependencies.clock, timeZone: dependencies.timeZone)
    }

    func makeNoteReader(_ note: Note, place: NoteReaderScreen.Place) -> NoteReaderScreen {
        NoteReaderScreen(note: note, place: place)
    }

    func makeTags(controller: NotesController) -> TagsScreen {
        TagsScreen(controller: controller)
    }

    func makeQuickOpen(controller: NotesController) -> QuickOpenScreen {
        QuickOpenScreen(controller: controller)
    }

    func makeLinks(controller: NotesController, noteID: UUID) -> LinksScreen {
        LinksScreen(controller: controller, noteID: noteID)
    }

    func makeTemplatePicker() -> TemplatePickerScreen {
        let templates = dependencies.starter.templates
        return TemplatePickerScreen(names: templates.names, folder: dependencies.templateFolderShown)
    }

    func makeHistory(noteID: UUID, controller: NotesController) -> HistoryScreen {
        HistoryScreen(noteID: noteID, controller: controller, timeZone: dependencies.timeZone, loadSource: dependencies.history)
    }
}

import Foundation
import NotesCore

/// Builds each screen and hands it its dependencies; screens never build
/// each other or reach for globals.
final class ScreenFactory {
    private let container: AppContainer

    init(container: AppContainer) {
        self.container = container
    }

    /// When the library is written; for whoever runs the user's editor.
    var saves: SavePolicy { container.savePolicy }

    func makeWelcome() -> WelcomeScreen {
        WelcomeScreen(libraryPath: container.dataFilePath, movedAside: container.movedAsideLibrary)
    }

    func makeNotesList(seedSamplesIfNew: Bool) -> NotesListScreen {
        let container = self.container
        return NotesListScreen(
            loadController: { try container.notesController(seedSamplesIfNew: seedSamplesIfNew) },
            libraryName: container.displayPath,
            clock: container.clock,
            timeZone: container.timeZone
        )
    }

    /// The detail edits through the controller the list loaded and handed over.
    func makeNoteDetail(_ subject: NoteDetailSubject, controller: NotesController) -> NoteDetailScreen {
        NoteDetailScreen(subject: subject, controller: controller,
                         saves: container.savePolicy, externalEditing: makeExternalEditing())
    }

    /// Runs the user's editor outside the full-screen mode of the scene's terminal.
    func makeExternalEditing() -> ExternalEditSession {
        let container = self.container
        return ExternalEditSession(editor: container.externalEditor, folders: container.externalEditFolders) { body in
            if let terminal = container.terminal { terminal.runOutside(body) } else { body() }
        }
    }
}

/// Builds the coordinators with their router and screen factory.
final class CoordinatorFactory {
    private let screens: ScreenFactory

    init(screens: ScreenFactory) {
        self.screens = screens
    }

    func makeWelcomeCoordinator(router: Routing) -> WelcomeCoordinator {
        WelcomeCoordinator(router: router, screens: screens)
    }

    func makeNotesCoordinator(router: Routing, route: LaunchRoute, isFirstRun: Bool) -> NotesCoordinator {
        NotesCoordinator(router: router, screens: screens, route: route, isFirstRun: isFirstRun)
    }
}

import Foundation
import TerminalKit
import TestSupport
@testable import NotesApp
@testable import NotesModel

/// The app's coordinators on a recording router, with an in-memory store and
/// no scene: keys go straight to the top screen, as the scene would hand
/// them, and nothing else (no help, no autosave) happens between them.
final class CoordinatorHarness {
    let router = RecordingRouter()
    let store: InMemoryNotesStore
    let coordinator: AppCoordinator
    private(set) var outcome: SceneOutcome?

    /// `firstFlow` defaults to what launch decides: Welcome when there is no library.
    init(library: Library?, firstFlow: FirstFlow? = nil) {
        let store = InMemoryNotesStore(library: library, location: "/test/notes.json")
        let container = AppContainer(dataFilePath: "/test/notes.json", trace: .disabled,
                                     clock: { AppHarness.epoch }, timeZone: .fixed(TimeZone(identifier: "UTC")!),
                                     makeStore: { store }, libraryExists: { store.libraryExists() })
        self.store = store
        coordinator = AppCoordinator(router: router, factory: container.makeCoordinatorFactory(),
                                     firstFlow: firstFlow ?? (library == nil ? .welcome : .notes(.home)))
        coordinator.onFinish = { [weak self] outcome in self?.outcome = outcome }
    }

    @discardableResult
    func start() -> CoordinatorHarness {
        coordinator.start()
        return self
    }

    func press(_ keys: Key...) { for key in keys { router.top?.handle(key) } }
    func type(_ text: String) { for character in text { router.top?.handle(.character(character)) } }

    var calls: [RecordingRouter.Call] { router.calls }
    var screenNames: [String] { router.screens.map(\.name) }

    /// The top screen drawn at 80×24, to tell which note it shows.
    var topScreenText: String {
        var canvas = Canvas(size: Size(rows: 24, columns: 80))
        router.top?.render(into: &canvas)
        return canvas.text
    }
}

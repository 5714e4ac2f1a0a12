@testable import NotesApp

/// A `Routing` test double: records each call a coordinator makes, then
/// hands it to a real `Router`, so screens still go through their lifecycle
/// (the Notes list loads the library when it first loads).
final class RecordingRouter: Routing {
    enum Call: Equatable, CustomStringConvertible {
        case setRoot(String)
        case push(String)
        case pop

        var description: String {
            switch self {
            case let .setRoot(name): "setRoot(\(name))"
            case let .push(name): "push(\(name))"
            case .pop: "pop"
            }
        }
    }

    /// Every call so far, screens named as in the lifecycle trace.
    private(set) var calls: [Call] = []
    private let router = Router(trace: .disabled)

    var screens: [Screen] { router.screens }
    var top: Screen? { router.top }

    func setRoot(_ screen: Screen) {
        calls.append(.setRoot(screen.name))
        router.setRoot(screen)
    }

    func push(_ screen: Screen) {
        calls.append(.push(screen.name))
        router.push(screen)
    }

    func pop() {
        calls.append(.pop)
        router.pop()
    }
}

import NotesCore

/// A navigation stack, like `UINavigationController`: pushes, pops and sets
/// the root screen, and calls each screen's lifecycle in UIKit's order.
public protocol Routing: AnyObject {
    var screens: [Screen] { get }
    func setRoot(_ screen: Screen)
    func push(_ screen: Screen)
    func pop()
}

public final class Router: Routing {
    public private(set) var screens: [Screen] = []
    private let trace: LifecycleTrace

    public init(trace: LifecycleTrace) {
        self.trace = trace
    }

    public var top: Screen? { screens.last }

    public func setRoot(_ screen: Screen) {
        transition(from: screens, to: [screen])
    }

    public func push(_ screen: Screen) {
        transition(from: screens, to: screens + [screen])
    }

    /// Goes back one screen; the root stays.
    public func pop() {
        guard screens.count > 1 else { return }
        transition(from: screens, to: Array(screens.dropLast()))
    }

    // MARK: - Lifecycle

    private func transition(from old: [Screen], to new: [Screen]) {
        let leaving = old.last
        guard let arriving = new.last else { return }
        loadIfNeeded(arriving)
        if let leaving, leaving !== arriving { call(leaving, "viewWillDisappear") { $0.viewWillDisappear() } }
        call(arriving, "viewWillAppear") { $0.viewWillAppear() }
        screens = new
        if let leaving, leaving !== arriving { call(leaving, "viewDidDisappear") { $0.viewDidDisappear() } }
        call(arriving, "viewDidAppear") { $0.viewDidAppear() }
    }

    private func loadIfNeeded(_ screen: Screen) {
        guard !screen.isViewLoaded else { return }
        screen.markViewLoaded()
        call(screen, "viewDidLoad") { $0.viewDidLoad() }
    }

    private func call(_ screen: Screen, _ step: String, _ body: (Screen) -> Void) {
        trace.record("\(screen.name).\(step)")
        body(screen)
    }
}

/// Owns one flow of screens and the child flows it started, as in the
/// iOS coordinator pattern: screens report, coordinators decide where to go.
public protocol Coordinator: AnyObject {
    func start()
}

open class BaseCoordinator: Coordinator {
    public private(set) var children: [Coordinator] = []

    public init() {}

    open func start() {}

    public func addChild(_ coordinator: Coordinator) {
        guard !children.contains(where: { $0 === coordinator }) else { return }
        children.append(coordinator)
    }

    public func removeChild(_ coordinator: Coordinator?) {
        children.removeAll { $0 === coordinator }
    }
}

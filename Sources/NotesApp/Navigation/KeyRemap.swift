import TerminalKit

/// The keys `[keys]` gave actions, by the actions' names. The scene runs
/// with it as `active`, and every `KeyMap` built meanwhile takes its keys
/// from it: handling, footers and the help follow without knowing.
struct KeyRemap: Equatable, Sendable {
    private(set) var keys: [String: [Key]] = [:]
    /// The help rows of remapped bindings, in any table: a row one of them
    /// shared no longer says the keys of the others.
    private var splitRows: Set<KeyHelp> = []

    /// `splitRows`: the help rows of the remapped bindings as declared, in
    /// every table (a row shared across tables is split in all of them).
    init(_ keys: [String: [Key]] = [:], splitRows: Set<KeyHelp> = []) {
        self.keys = keys
        self.splitRows = splitRows
    }

    /// The keys in use while a scene runs (none remapped outside one, and
    /// for each test its own).
    @TaskLocal static var active = KeyRemap()

    var isEmpty: Bool { keys.isEmpty }

    /// `bindings` with the keys given to them; a help row a remapped
    /// binding shared is split, each binding a row of its own keys.
    func apply<Action>(to bindings: [KeyBinding<Action>]) -> [KeyBinding<Action>] {
        guard !keys.isEmpty else { return bindings }
        let moved = bindings.map { binding in binding.label.name.flatMap { keys[$0] }.map(binding.on) ?? binding }
        let split = splitRows.union(moved.filter(\.label.isRemapped).map(\.label.help))
        return moved.map { split.contains($0.label.help) ? $0.withOwnHelpRow() : $0 }
    }
}

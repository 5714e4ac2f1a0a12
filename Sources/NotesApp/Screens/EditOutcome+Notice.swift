import NotesCore

extension EditOutcome {
    /// A line for the footer when saving did more than save: nil otherwise.
    var notice: String? {
        guard case let .keptConflictCopy(_, copyTitle) = self else { return nil }
        return "Saved; the version changed elsewhere was kept as “\(copyTitle)”"
    }
}

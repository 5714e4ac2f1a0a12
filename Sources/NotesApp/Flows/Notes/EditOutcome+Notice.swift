import NotesCore

extension EditOutcome {
    /// A line for the footer when saving did more than save: nil otherwise.
    var notice: String? {
        guard case let .keptConflictCopy(_, copyTitle) = self else { return nil }
        return "Saved; the version changed elsewhere was kept as “\(copyTitle)”"
    }
}

extension ExternalEditSession.Outcome {
    /// The line once the user's editor returned: when its text was saved,
    /// what saving came to if that was more than a save.
    func message(saved: EditOutcome?) -> String {
        if self == .saved, let notice = saved?.notice { return notice }
        return message
    }
}


extension StoreError {
    /// The message for a command, which exits instead of retrying: the
    /// app's promise to keep the changes until a save works does not hold
    /// there, so it is replaced by what is true — the save was atomic and
    /// failed, so the library is as it was.
    public var commandMessage: String {
        guard case .unwritable = self else { return message }
        let promise = " (\(StoreFailureReasons.changesKept))"
        let text = message.replacingOccurrences(of: promise, with: "")
            .replacingOccurrences(of: "save again", with: "run the command again")
        return text + "; nothing was changed"
    }
}

extension StoreError {
    /// The message for a process that is exiting with the save undone
    /// (the unsaved work went elsewhere): no promise to keep the changes,
    /// and no "save again" — the advice is about what is wrong.
    public var exitMessage: String {
        guard case .unwritable = self else { return message }
        return message.replacingOccurrences(of: " (\(StoreFailureReasons.changesKept))", with: "")
            .replacingOccurrences(of: ", and save again", with: "")
            .replacingOccurrences(of: " and save again", with: "")
    }
}

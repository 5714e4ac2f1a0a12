/// What changed in a vault since the watcher was last asked.
package enum VaultWatchChanges: Equatable, Sendable {
    case none
    /// Paths relative to the vault, `/`-separated, of entries created,
    /// written, moved in or out, deleted or with changed attributes.
    /// A path may name a folder (or what was one): then anything under it
    /// may have changed, and its notes are re-listed from the disk.
    case paths(Set<String>)
    /// Read the whole vault again: the kernel dropped events, a folder
    /// could not be watched, the vault's folder itself moved, or the
    /// watcher is polling.
    case everything
}

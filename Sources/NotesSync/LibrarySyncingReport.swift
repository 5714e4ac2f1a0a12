import NotesCore

/// A sync that can also say how it went in full (`sync`'s report) and
/// where it stands (`sync --status`).
public protocol LibrarySyncingReport: LibrarySyncing {
    func sync() throws(SyncError) -> SyncReport
    func status() throws(SyncError) -> SyncStatus
}

extension LibrarySyncingReport {
    public func syncNow() -> LibrarySyncResult {
        do {
            let report = try sync()
            return .synced(at: report.finished, broughtChanges: report.broughtChanges)
        } catch {
            return .failed(reason: error.message)
        }
    }
}

extension JSONCopySync: LibrarySyncingReport {}
extension GitLibrarySync: LibrarySyncingReport {}
extension VaultGitSync: LibrarySyncingReport {}

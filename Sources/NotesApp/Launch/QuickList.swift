import Foundation

/// `list` for people (not `--json`, not `--tag`) without loading the
/// library: when the file is exactly what notes-tui writes, only what the
/// listing prints is read (`JSONFileStore.listedNotesQuickly`), then sorted
/// and printed by the same code as the full path — so the output is the
/// same. Anything else is the full path's.
enum QuickList {
    /// The listing's bytes, or nil when the full path must list.
    static func run(json: Bool, tag: String?, sort: String?, container: AppContainer, io: CommandIO) -> [UInt8]? {
        guard !json, tag == nil, let order = try? CommandRunner.sort(named: sort),
              let store = container.quickStore(), let notes = store.listedNotesQuickly() else { return nil }
        // The library was read (no controller is made to hold it).
        container.trace.record("NotesStore.load")
        let live = notes.contains { $0.trashed != nil } ? notes.filter { $0.trashed == nil } : notes
        return NoteListing(timeZone: container.timeZone, forTerminal: io.standardOutputIsTerminal)
            .render(order.sorted(live), json: false)
    }
}

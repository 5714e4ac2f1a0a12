import Foundation
import LibraryFormat
import NotesModel
import NotesStorage

// The first frame of a vault without reading its files: the notes that
// opened the list when this machine last read the vault, kept in its
// state folder for each date order. Kept when the vault is read, not on
// each save: a save writes the one note's file and nothing more. The
// whole vault is read right after the first frame is drawn, so what
// changed since (here or elsewhere) shows then.
extension VaultStore {
    /// Notes kept for a first frame: more rows than any terminal shows.
    static let glimpseSize = 200
    static let glimpsedSorts: [NoteSort] = [.modified, .created]

    public func glimpse(sort: NoteSort, limit: Int) -> LibraryGlimpse? {
        guard Self.glimpsedSorts.contains(sort), limit <= Self.glimpseSize, libraryExists(),
              let state = try? resolvedRootState(), state.readDraft() == nil,
              let (bytes, _) = try? PosixFile.readAll(state.glimpsePath(sort)),
              let kept = try? LibraryCodec.decode(bytes),
              let countField = kept.unknownFields.fields.first(where: { $0.key == "noteCount" }),
              let count = Int(String(decoding: countField.json, as: UTF8.self)),
              kept.notes.count >= min(limit, count) else { return nil }
        return LibraryGlimpse(firstNotes: Array(sort.sorted(kept.notes).prefix(limit)), noteCount: count)
    }

    /// Keeps the first notes of each date order of `notes` (those not in
    /// the trash), when they are not what is kept already.
    func keepGlimpse(of notes: [Note]) {
        guard let state else { return }
        let live = notes.filter { !$0.isTrashed }
        for sort in Self.glimpsedSorts {
            // The order's first indices only: not a sorted copy of every note.
            let first = sort.order(of: live).map { order in order.prefix(Self.glimpseSize).map { live[$0] } }
                ?? Array(live.prefix(Self.glimpseSize))
            guard glimpses[sort]?.notes != first || glimpses[sort]?.count != live.count else { continue }
            glimpses[sort] = (first, live.count)
            let plain = first.map { note -> Note in
                var note = note
                note.file = nil
                return note
            }
            let count = UnknownFields([.init(key: "noteCount", json: Array("\(live.count)".utf8))])
            guard (try? state.makeIfMissing()) != nil else { return }
            _ = try? PosixFile.writeAtomically(LibraryCodec.encode(Library(notes: plain, unknownFields: count)),
                                               to: state.glimpsePath(sort), tempPath: state.newTempPath())
        }
    }
}

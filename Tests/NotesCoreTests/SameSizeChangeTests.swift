import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// A writer that rewrites the library in place with the same size and then
/// sets the modification time back (`rsync --inplace -t` does exactly this)
/// is still noticed: its notes survive the next save, merged with ours.
@Suite struct SameSizeChangeTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }
    init() throws { folder = try TemporaryDirectory() }

    /// Overwrites the file's bytes in place (no new inode, no truncation)
    /// and restores its old modification time.
    private func rewriteInPlaceKeepingMtime(_ bytes: [UInt8]) throws {
        var before = stat()
        #expect(stat(path, &before) == 0)
        #expect(Int(before.st_size) == bytes.count, "the test needs a same-size rewrite")
        let fd = open(path, O_WRONLY)
        #expect(fd >= 0)
        #expect(bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } == bytes.count)
        var times = [before.st_atim, before.st_mtim]
        #expect(futimens(fd, &times) == 0)
        close(fd)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
    }

    /// Both ways a store remembers the file: its bytes (commands) and a
    /// digest of them (the app).
    @Test(arguments: [false, true])
    func anInPlaceSameSizeEditWithItsMtimeSetBackIsMergedNotOverwritten(digestOnly: Bool) throws {
        let note = NoteFixtures.note(1, title: "Shopping", body: "milk")
        let store = JSONFileStore(path: path, remembersDigestOnly: digestOnly)
        _ = try store.load()
        _ = try store.save(Library(notes: [note]))

        // Elsewhere: the same note edited to a body of the same length.
        let theirs = NoteFixtures.edited(note, body: "eggs", at: 60)
        try rewriteInPlaceKeepingMtime(LibraryCodec.encode(Library(notes: [theirs])))
        #expect(store.hasChangedElsewhere())

        // Here: a new note, saved without having seen their edit.
        let mine = NoteFixtures.note(2, title: "Mine")
        _ = try store.save(Library(notes: [note, mine]))

        let onDisk = try JSONFileStore(path: path).load()
        #expect(onDisk.notes == [theirs, mine])
    }

    /// Many random same-size rewrites, one after another, each followed by
    /// a save from a store that has not reloaded: no outside edit is lost.
    @Test(arguments: [false, true])
    func randomSameSizeRewritesAreNeverLost(digestOnly: Bool) throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_04)
        let store = JSONFileStore(path: path, remembersDigestOnly: digestOnly)
        _ = try store.load()
        let count = 3
        var current = (1...count).map { NoteFixtures.note(UInt64($0), title: "Note \($0)", body: "body-0000") }
        current = try store.save(Library(notes: current)).notes
        for round in 1...SeededRandom.iterations(fallback: 40) {
            // Their edit: one note's body replaced by another of equal length.
            let index = Int(random.next() % UInt64(count))
            let body = "body-" + String(format: "%04d", Int(random.next() % 10_000))
            var theirs = current
            theirs[index] = NoteFixtures.edited(theirs[index], body: body, at: Double(round))
            try rewriteInPlaceKeepingMtime(LibraryCodec.encode(Library(notes: theirs)))
            #expect(store.hasChangedElsewhere() || theirs == current, "seed \(random.seed) round \(round)")

            // My save of the old notes (nothing changed here) must keep theirs.
            let saved = try store.save(Library(notes: current)).notes
            #expect(saved == theirs, "seed \(random.seed) round \(round)")
            #expect(try JSONFileStore(path: path).load().notes == theirs, "seed \(random.seed) round \(round)")
            current = saved
        }
    }
}

import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesStorage

/// `rename` ignores the permissions of the file it replaces, so the store
/// asks what an editor asks before it replaces a library: a read-only file
/// (0444) or one that belongs to someone else is refused with one line,
/// left byte for byte. Root may save a user's library but keeps its owner
/// and mode, and creates lock files the user can open again. (Tests run as
/// root; uid 12345 stands for "someone else".)
@Suite struct ReplacingOthersFilesTests {
    static let otherUser: uid_t = 12345
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }
    init() throws { folder = try TemporaryDirectory() }

    private func owner(of path: String) -> (uid: uid_t, gid: gid_t)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (info.st_uid, info.st_gid)
    }

    private func makeLibrary(mode: mode_t, owner: uid_t? = nil) throws -> [UInt8] {
        _ = try JSONFileStore(path: path).save(Library(notes: [NoteFixtures.note(1)]))
        unlink(folder.file(".notes.json.lock"))
        chmod(path, mode)
        if let owner { #expect(chown(path, owner, gid_t(owner)) == 0) }
        return try #require(TestFiles.bytes(at: path))
    }

    // MARK: - Point 15: refuse, as editors do

    /// Both as its owner and as root: a 0444 file is the owner saying "do not change".
    @Test(arguments: [nil, 1000] as [uid_t?])
    func aReadOnlyLibraryIsRefusedAndLeftAsItWas(actingUser: uid_t?) throws {
        let before = try makeLibrary(mode: 0o444, owner: actingUser)
        let store = JSONFileStore(path: path, faults: .init(actingUser: actingUser))
        _ = try store.load()
        let error = #expect(throws: StoreError.self) { try store.save(Library(notes: [NoteFixtures.note(2)])) }
        #expect(error?.exitCode == 73)
        #expect(error?.message.contains(path) == true)
        #expect(error?.message.contains("read-only (mode 444)") == true && error?.message.contains("chmod u+w") == true, "\(error?.message ?? "")")
        #expect(TestFiles.bytes(at: path) == before)
        #expect(TestFiles.mode(of: path) == 0o444)
        #expect(!folder.contents().contains { $0.contains(".tmp-") })
    }

    @Test func aLibraryOfSomeoneElseIsRefusedForAnOrdinaryUser() throws {
        let before = try makeLibrary(mode: 0o666, owner: Self.otherUser)
        let store = JSONFileStore(path: path, faults: .init(actingUser: 1000))
        _ = try store.load()
        let error = #expect(throws: StoreError.self) { try store.save(Library(notes: [NoteFixtures.note(2)])) }
        #expect(error?.exitCode == 73)
        #expect(error?.message.contains("belongs to uid 12345, not to you") == true, "\(error?.message ?? "")")
        #expect(TestFiles.bytes(at: path) == before)
        #expect(owner(of: path)?.uid == Self.otherUser)
    }

    // MARK: - Point 8: root keeps owners

    @Test func rootSavingAUsersLibraryKeepsItsOwnerAndMode() throws {
        try #require(geteuid() == 0, "needs root")
        _ = try makeLibrary(mode: 0o640, owner: Self.otherUser)
        let store = JSONFileStore(path: path)
        _ = try store.load()
        _ = try store.save(Library(notes: [NoteFixtures.note(1), NoteFixtures.note(2)]))
        #expect(try JSONFileStore(path: path).load().notes.count == 2)
        #expect(owner(of: path)?.uid == Self.otherUser && owner(of: path)?.gid == gid_t(Self.otherUser))
        #expect(TestFiles.mode(of: path) == 0o640)
        #expect(owner(of: folder.file(".notes.json.lock"))?.uid == Self.otherUser, "a root-owned lock file was left")
        #expect(store.claimDraftSlot())
        #expect(owner(of: folder.file(".notes.json.draft-lock"))?.uid == Self.otherUser)
    }

    @Test func rootCreatingALibraryInAUsersFolderGivesItToTheFoldersOwner() throws {
        try #require(geteuid() == 0, "needs root")
        #expect(chown(folder.path, Self.otherUser, gid_t(Self.otherUser)) == 0)
        _ = try JSONFileStore(path: path).save(Library(notes: [NoteFixtures.note(1)]))
        #expect(owner(of: path)?.uid == Self.otherUser)
        #expect(owner(of: folder.file(".notes.json.lock"))?.uid == Self.otherUser)
        #expect(TestFiles.mode(of: path) == 0o600)
    }

    /// A lock file root left behind, met by the user later: the message
    /// names that file and its owner, not the folder.
    @Test func aForeignLockFileIsNamedWithItsOwner() throws {
        let lock = folder.file(".notes.json.lock")
        try TestFiles.write([], to: lock)
        #expect(chown(lock, Self.otherUser, gid_t(Self.otherUser)) == 0)
        let reason = StoreFailureReasons.unwritable(
            PosixFile.Failure(step: "open the lock file", code: EACCES), folder: folder.path, inTheWay: lock)
        #expect(reason.contains(lock) && reason.contains("belongs to uid 12345"), "\(reason)")
        #expect(!reason.contains("make that folder writable"))
    }

    /// Random owners, modes and acting users: the library is replaced
    /// exactly when its owner bit allows writing and it is the actor's own
    /// (or the actor is root); refused files stay byte for byte, replaced
    /// ones keep their owner and mode.
    @Test func randomOwnersModesAndActorsFollowTheRule() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_08)
        let users: [uid_t] = [0, 1000, Self.otherUser]
        for round in 0..<SeededRandom.iterations(fallback: 40) {
            let folder = try TemporaryDirectory()
            let path = folder.file("notes.json")
            _ = try JSONFileStore(path: path).save(Library(notes: [NoteFixtures.note(1)]))
            let owner = users[Int(random.next() % 3)]
            let actor = users[Int(random.next() % 3)]
            let mode = mode_t(random.next() % 0o1000)
            #expect(chown(path, owner, gid_t(owner)) == 0)
            #expect(chmod(path, mode) == 0)
            let before = TestFiles.bytes(at: path)
            let store = JSONFileStore(path: path, faults: .init(actingUser: actor))
            _ = try store.load()
            let context = "seed \(random.seed) round \(round): owner \(owner) actor \(actor) mode \(String(mode, radix: 8))"
            let mayReplace = (actor == 0 || actor == owner) && mode & S_IWUSR != 0
            do {
                _ = try store.save(Library(notes: [NoteFixtures.note(2)]))
                #expect(mayReplace, "replaced: \(context)")
                #expect(try JSONFileStore(path: path).load().notes.map(\.id) == [NoteFixtures.note(2).id], "\(context)")
            } catch let error as StoreError {
                #expect(!mayReplace, "refused: \(context): \(error.message)")
                #expect(error.exitCode == 73 && !error.message.contains("\n"))
                #expect(TestFiles.bytes(at: path) == before, "\(context)")
            }
            #expect(self.owner(of: path)?.uid == owner, "\(context)")
            #expect(TestFiles.mode(of: path) == mode, "\(context)")
        }
    }

    /// A library root left behind (an old `sudo notes-tui add`): the user's
    /// save names root and says how to give the file back.
    @Test func aRootOwnedLibraryTellsTheUserHowToGetItBack() throws {
        let before = try makeLibrary(mode: 0o600, owner: 0)
        let store = JSONFileStore(path: path, faults: .init(actingUser: 1000))
        _ = try store.load()
        let error = #expect(throws: StoreError.self) { try store.save(Library(notes: [NoteFixtures.note(2)])) }
        #expect(error?.message.contains("belongs to root") == true && error?.message.contains("sudo chown") == true
                && error?.message.contains(path) == true, "\(error?.message ?? "")")
        #expect(TestFiles.bytes(at: path) == before)
    }
}

import Foundation
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// A library that is a symbolic link (into a synced folder, say) stays a
/// link: saves go to its final target, atomically in the target's folder,
/// with the lock and temp files there too; a link to nothing is an error
/// and nothing is created.
@Suite struct LibraryLinkTests {
    let home: TemporaryDirectory
    let synced: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory(prefix: "notes-tui-home")
        synced = try TemporaryDirectory(prefix: "notes-tui-synced")
    }

    private func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    @Test func aSaveThroughALinkWritesTheTargetAndKeepsTheLink() throws {
        let target = synced.file("notes.json")
        _ = try JSONFileStore(path: target).save(Library(notes: [NoteFixtures.note(1)]))
        let link = home.file("notes.json")
        #expect(symlink(target, link) == 0)

        let store = JSONFileStore(path: link)
        var library = try store.load()
        library.notes.append(NoteFixtures.note(2))
        _ = try store.save(library)

        #expect(isLink(link), "the link was replaced by a file")
        #expect(try JSONFileStore(path: target).load().notes.map(\.id) == [1, 2].map { SequentialUUIDs.uuid($0) })
        // Lock and temp files live beside the target, none beside the link.
        #expect(home.contents() == ["notes.json"])
        #expect(synced.contents() == [".notes.json.lock", "notes.json"])
    }

    @Test func aChainOfRelativeAndAbsoluteLinksIsFollowedToTheEnd() throws {
        // home/notes.json → ../<synced>/hop (relative) → synced/deeper/real.json (absolute → relative)
        try FileManager.default.createDirectory(atPath: synced.file("deeper"), withIntermediateDirectories: false)
        let real = synced.file("deeper/real.json")
        #expect(symlink("deeper/real.json", synced.file("hop2")) == 0)
        #expect(symlink(synced.file("hop2"), synced.file("hop")) == 0)
        let syncedName = (synced.path as NSString).lastPathComponent
        #expect(symlink("../\(syncedName)/hop", home.file("notes.json")) == 0)

        _ = try JSONFileStore(path: real).save(Library(notes: [NoteFixtures.note(3)]))
        let store = JSONFileStore(path: home.file("notes.json"))
        _ = try store.save(Library(notes: [NoteFixtures.note(3), NoteFixtures.note(4)]))

        for link in [home.file("notes.json"), synced.file("hop"), synced.file("hop2")] {
            #expect(isLink(link), "\(link) is no longer a link")
        }
        #expect(try JSONFileStore(path: real).load().notes.count == 2)
        #expect(TestFiles.mode(of: real) == 0o600)
        #expect(home.contents() == ["notes.json"])
    }

    @Test(arguments: [false, true])
    func aDanglingLinkIsAnErrorAndNothingIsCreated(targetFolderExists: Bool) throws {
        let missing = targetFolderExists ? synced.file("gone.json") : synced.file("no-folder/gone.json")
        let link = home.file("notes.json")
        #expect(symlink(missing, link) == 0)
        let store = JSONFileStore(path: link)
        #expect(store.libraryExists(), "a dangling link must reach load, which explains it")

        let loadError = #expect(throws: StoreError.self) { try store.load() }
        #expect(loadError?.exitCode == 65)
        let saveError = #expect(throws: StoreError.self) { try store.save(Library(notes: [NoteFixtures.note(1)])) }
        #expect(saveError?.exitCode == 73)
        for error in [loadError, saveError].compactMap({ $0 }) {
            #expect(error.message.contains(link) && error.message.contains(missing))
            #expect(error.message.contains("does not exist") && error.message.contains("remove the link"))
            #expect(!error.message.contains("\n"))
        }
        _ = store.claimDraftSlot()  // must not create a draft lock at the far end either
        #expect(isLink(link))
        #expect(home.contents() == ["notes.json"])
        #expect(synced.contents() == [], "something was created at the far end of the link")
    }

    @Test func aLinkLoopIsAnError() throws {
        let link = home.file("notes.json")
        #expect(symlink("notes.json", link) == 0)
        let error = #expect(throws: StoreError.self) { try JSONFileStore(path: link).save(Library()) }
        #expect(error?.message.contains("symbolic links") == true)
        #expect(isLink(link))
    }

    /// A link whose target is not UTF-8 is an error, never a file to replace.
    @Test func aLinkToANonUTF8NameIsAnErrorAndStaysALink() throws {
        let link = home.file("notes.json")
        let target: [CChar] = Array("bad".utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        #expect(symlink(target, link) == 0)
        for attempt in [{ _ = try JSONFileStore(path: link).load() }, { _ = try JSONFileStore(path: link).save(Library()) }] {
            let error = #expect(throws: StoreError.self) { try attempt() }
            #expect(error?.message.contains("not a UTF-8 path") == true, "\(error?.message ?? "")")
        }
        #expect(isLink(link))
        #expect(home.contents() == ["notes.json"])
    }

    /// Random chains of one to five links, each relative or absolute, across
    /// random folders: every save lands in the final file and every link stays.
    @Test func randomChainsOfLinksAllReachTheTarget() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_05)
        for round in 0..<SeededRandom.iterations(fallback: 25) {
            let root = try TemporaryDirectory(prefix: "notes-tui-links")
            let folders = ["a", "b", "a/c"]
            for name in folders { try FileManager.default.createDirectory(atPath: root.file(name), withIntermediateDirectories: true) }
            func randomFolder() -> String { folders[Int(random.next() % UInt64(folders.count))] }
            let finalFolder = randomFolder()
            let finalPath = root.file("\(finalFolder)/real-\(round).json")
            _ = try JSONFileStore(path: finalPath).save(Library())
            var next = finalPath
            var links: [String] = []
            for hop in 0..<Int(1 + random.next() % 5) {
                let folder = randomFolder()
                let link = root.file("\(folder)/link-\(hop).json")
                let relative = random.next() % 2 == 0
                let text = relative ? relativePath(from: root.file(folder), to: next, root: root.path) : next
                #expect(symlink(text, link) == 0)
                links.append(link)
                next = link
            }
            let notes = (0..<Int(1 + random.next() % 4)).map { NoteFixtures.note(UInt64($0) + 1) }
            let store = JSONFileStore(path: next)
            _ = try store.load()
            _ = try store.save(Library(notes: notes))
            #expect(try JSONFileStore(path: finalPath).load().notes == notes, "seed \(random.seed) round \(round)")
            for link in links { #expect(isLink(link), "seed \(random.seed) round \(round): \(link)") }
        }
    }

    /// `to` (under `root`) as seen from folder `from` (also under `root`).
    private func relativePath(from: String, to: String, root: String) -> String {
        let depth = from.dropFirst(root.count).split(separator: "/").count
        return String(repeating: "../", count: depth) + to.dropFirst(root.count + 1)
    }
}

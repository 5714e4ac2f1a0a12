import Foundation
import LibraryFormat
import NotesStorage
import TestSupport
import Testing

/// `kill -9` at any moment of a save leaves the old or the new version,
/// never a mix; the temp file left behind is cleaned by the next store's first save.
@Suite("JSONFileStore: crashes")
struct StoreCrashTests {
    /// Library sizes and how many times a saving process is killed at each:
    /// hundreds of kills in all. The 50,000-note case needs the release
    /// build of the child, so `make fault-test` runs it (with
    /// NOTES_TUI_FAULT_LARGE=1); a plain `swift test` runs the others.
    static var cases: [(notes: Int, kills: Int)] {
        ProcessInfo.processInfo.environment["NOTES_TUI_FAULT_LARGE"] == "1"
            ? [(50_000, 60)]
            : [(1_000, 150), (2_000, 100)]
    }

    @Test(arguments: cases)
    func killedSavesLeaveOneCompleteVersion(notes: Int, kills: Int) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("data/notes.json")
        let versionA = LibraryCodec.encode(NoteFixtures.largeLibrary(count: notes, tag: " A"))
        let versionB = LibraryCodec.encode(NoteFixtures.largeLibrary(count: notes, tag: " B"))
        try TestFiles.write(versionA, to: folder.file("A.json"))
        try TestFiles.write(versionB, to: folder.file("B.json"))
        _ = try JSONFileStore(path: path).save(try LibraryCodec.decode(versionA))

        var leftovers = 0
        for round in 0..<kills {
            let (process, output) = try StressProgram.start(["save-loop", path, folder.file("A.json"), folder.file("B.json")])
            let ready = StressProgram.readLine(from: output)
            try #require(ready == "ready", "the child did not start (round \(round))")
            if round.isMultiple(of: 2) {
                // Anywhere in the first few saves: encoding, writing or renaming.
                usleep(UInt32.random(in: 0...(notes > 10_000 ? 400_000 : 60_000)))
            } else {
                // Right inside the write: as soon as the temp file exists.
                waitForTempFile(in: folder.file("data"), timeout: notes > 10_000 ? 10 : 1)
                usleep(UInt32.random(in: 0...2_000))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)

            let bytes = TestFiles.bytes(at: path)
            let intact = bytes == versionA || bytes == versionB
            #expect(intact, "round \(round): the file is neither version (\(bytes?.count ?? -1) bytes)")
            if !intact { break }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("data"))) ?? []
            leftovers += names.filter { $0.hasPrefix(".notes.json.tmp-") }.count
        }
        print("crash test: \(notes) notes, \(kills) kills, \(leftovers) temp files left behind by killed saves")

        let store = JSONFileStore(path: path)
        let library = try store.load()
        _ = try store.save(library)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("data"))) ?? []
        #expect(names.sorted() == [".notes.json.lock", "notes.json"])
    }

    /// Polls until a save's temp file appears (or `timeout` seconds pass).
    func waitForTempFile(in folder: String, timeout: TimeInterval) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasPrefix(".notes.json.tmp-") }) { return }
        }
    }

    @Test func twoProcessesAddingAtOnceLoseNothing() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let count = 25
        let first = try StressProgram.start(["add", path, "\(count)", "P"])
        let second = try StressProgram.start(["add", path, "\(count)", "Q"])
        first.process.waitUntilExit()
        second.process.waitUntilExit()
        #expect(first.process.terminationStatus == 0)
        #expect(second.process.terminationStatus == 0)

        let titles = Set(try JSONFileStore(path: path).load().notes.map(\.title))
        let expected = Set((0..<count).flatMap { ["P-\($0)", "Q-\($0)"] })
        #expect(titles == expected)
    }
}

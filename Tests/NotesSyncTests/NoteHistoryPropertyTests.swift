import Foundation
import NotesCore
import NotesModel
import PropertyBased
import Testing
@testable import NotesSync

/// Random histories of one vault note — edits, renames to hostile names
/// (spaces, line breaks, unicode, a leading dash, glob characters), other
/// files' commits between — and random bytes as git's log output.
@Suite(.enabled(if: SyncFixture.gitInstalled)) struct NoteHistoryPropertyTests {
    static let names = ["plain.md", "with space.md", "line\nbreak.md", "-dash.md", "ünï 字.md", "*glob?[x].md",
                        "sub/deep.md", ":(top)magic.md"]

    /// Each step: 0 edit the note, 1 rename it, 2 commit another file only.
    static let steps = zip(Gen.int(in: 0...2), Gen.int(in: 0...1_000)).array(of: 1...8)

    @Test func everyCommitOfTheNoteIsAVersionAndReadsBackItsText() async {
        await propertyCheck(count: 12, input: Self.steps) { steps in
            let fixture = try HistoryFixture()
            var path = "start.md"
            try fixture.write(path, "start")
            var committed: [(commit: String, body: String, title: String)] = []
            committed.append((try fixture.commit("start", at: 10), "start", "start"))
            for (index, (kind, argument)) in steps.enumerated() {
                let time = 100 + index * 10
                switch kind {
                case 0:
                    let body = "edit \(argument)\nline \(index)"
                    try fixture.write(path, body)
                    committed.append((try fixture.commit("edit", at: time), body, String(path.split(separator: "/").last!.dropLast(3))))
                case 1:
                    let target = Self.names[argument % Self.names.count]
                    guard target != path else { continue }
                    let body = try String(contentsOfFile: fixture.root + "/" + path, encoding: .utf8)
                    try FileManager.default.createDirectory(atPath: fixture.root + "/sub", withIntermediateDirectories: true)
                    try fixture.git(["mv", "--", path, target])
                    path = target
                    committed.append((try fixture.commit("rename", at: time), body, String(path.split(separator: "/").last!.dropLast(3))))
                default:
                    try fixture.write("other-\(argument).md", "other")
                    try fixture.commit("other", at: time)
                }
            }
            let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
            let note = Note(id: UUID(), title: "x", body: "", created: Date(), modified: Date(), file: NoteFile(path: path))
            let versions = try history.versions(of: note)
            #expect(versions.map(\.id) == committed.reversed().map(\.commit), "steps: \(steps)")
            for (version, expected) in zip(versions, committed.reversed()) {
                let read = try history.note(note, at: version)
                #expect(read.body == expected.body, "steps: \(steps)")
                #expect(read.title == expected.title, "steps: \(steps)")
            }
            let short = NoteVersion.shortIDs(versions)
            #expect(Set(short).count == versions.count && short.allSatisfy { $0.count >= 7 })
        }
    }

    /// Whatever git printed, parsing ends, and every entry it gives has
    /// a full object id (nothing else is ever handed back to git).
    @Test func parsingAnyOutputEndsAndGivesOnlyObjectIDs() async {
        let pieces: [[UInt8]] = [[0], [0x0A], [0x1F], Array(":100644 100644 ".utf8), Array(String(repeating: "a", count: 40).utf8),
                                 Array(" M".utf8), Array(" R100".utf8), Array("123".utf8), Array("name".utf8), [0xFF]]
        await propertyCheck(count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40)) { picks in
            let bytes = picks.flatMap { pieces[$0] }
            for entry in GitLogEntry.parse(bytes) ?? [] {
                #expect(GitLogEntry.isObjectID(entry.commit))
                #expect(entry.blob.map(GitLogEntry.isObjectID) ?? true)
            }
        }
    }
}

import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesCore
@testable import NotesModel

/// `list` of a library exactly as notes-tui writes it reads only what it
/// prints. Its output must be the full path's: the same random library is
/// listed once as written (the quick path) and once with a field a newer
/// version might add (which sends it the full way), in every order.
@Suite struct QuickListTests {
    private static func library(_ random: inout SeededRandom) -> Library {
        let titles = ["Plan", "plan", "Éclair", "", " ", "\u{200B}", "Zebra\tstripes", "日本", "a\nb", "\u{1B}[31mred"]
        let bodies = ["", "first line\nsecond", "  \n  indented", "#tag body", String(repeating: "long ", count: 40)]
        var notes: [Note] = []
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            let created = Date(timeIntervalSince1970: 1_795_000_000 + Double(Int.random(in: 0...5, using: &random) * 60))
            notes.append(Note(
                id: UUID(), title: titles.randomElement(using: &random)!, body: bodies.randomElement(using: &random)!,
                created: created, modified: created.addingTimeInterval(Double(Int.random(in: 0...3, using: &random) * 60)),
                pinned: Int.random(in: 0..<4, using: &random) == 0,
                trashed: Int.random(in: 0..<5, using: &random) == 0 ? created : nil))
        }
        return Library(notes: notes.sorted(by: NotesController.precedesInList))
    }

    @Test func aListingIsTheFullPathsInEveryOrder() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x7157_0001)
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(
            atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        for round in 0..<SeededRandom.iterations(fallback: 8) {
            var library = Self.library(&random)
            for sort in [[], ["--sort", "created"], ["--sort", "title"]] {
                try TestFiles.write(LibraryCodec.encode(library), to: cli.dataFile)
                _ = cli.takeTrace()
                let quick = try cli.run(["list"] + sort)
                #expect(!cli.takeTrace().contains("NotesController.init"), "round \(round): the quick path was not taken")
                library.unknownFields = UnknownFields([.init(key: "newerField", json: Array("true".utf8))])
                try TestFiles.write(LibraryCodec.encode(library), to: cli.dataFile)
                let full = try cli.run(["list"] + sort)
                #expect(cli.takeTrace().contains("NotesController.init"), "round \(round): the full path was not taken")
                library.unknownFields = .none
                #expect(quick.status == full.status && quick.stdout == full.stdout && quick.stderr == full.stderr,
                        "seed \(random.seed) round \(round) \(sort):\n\(quick.stdout)\n---\n\(full.stdout)")
            }
        }
    }

    @Test(arguments: [["list", "--json"], ["list", "--tag", "tag"]])
    func jsonAndTagsGoTheFullWay(arguments: [String]) throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "one", body: "#tag body")
        _ = cli.takeTrace()
        let result = try cli.run(arguments)
        #expect(result.status == 0 && result.stdout.contains("one"))
        #expect(cli.takeTrace().contains("NotesController.init"))
    }
}

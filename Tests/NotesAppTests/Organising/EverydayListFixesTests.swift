import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// Small things issue 38 found in the list, each as a person sees it.
@Suite struct EverydayListFixesTests {
    /// The column a row's preview starts at: after the title and its gap.
    func previewColumn(_ row: String) -> Int? {
        guard let range = row.range(of: "Body of") else { return nil }
        return row.distance(from: row.startIndex, to: range.lowerBound)
    }

    @Test func theTitleColumnKeepsItsWidthAsTheFilterNarrows() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "A much longer title", "Ideas"])).launch()
        let before = previewColumn(app.lines[1])
        app.press(.character("/"))
        app.type("Shop")
        #expect(app.lines[2].hasPrefix("▸ Shopping"))
        #expect(previewColumn(app.lines[2]) == before)
        app.press(.enter)
        #expect(previewColumn(app.lines[2]) == before)
    }

    /// Whatever the filter, every row's preview starts in the same column.
    @Test func anyFilterKeepsThePreviewColumn() throws {
        var random = SeededRandom(seed: 7)
        let words = ["Shopping", "Ideas", "A long title of a note", "Tea", "Plans for May", "x"]
        for _ in 0..<30 {
            let titles = (0..<Int.random(in: 2...6, using: &random)).map { _ in words.randomElement(using: &random)! }
            let app = try AppHarness(library: Fixtures.library(titles)).launch()
            let column = previewColumn(app.lines[1])
            app.press(.character("/"))
            for letter in "aeiost".shuffled(using: &random).prefix(2) {
                app.type(String(letter))
                for row in app.lines.dropFirst(2) where row.contains("Body of") {
                    #expect(previewColumn(row) == column, "\(titles) / \(row)")
                }
            }
        }
    }

    @Test func sortedByCreatedTheRowsShowWhenEachWasCreated() throws {
        let epoch = AppHarness.epoch
        func note(_ number: Int, _ title: String, createdDaysAgo: Double, modifiedMinutesAgo: Double) -> Note {
            let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
            return Note(id: id, title: title, body: "", created: epoch.addingTimeInterval(-86_400 * createdDaysAgo),
                        modified: epoch.addingTimeInterval(-60 * modifiedMinutesAgo))
        }
        let app = try AppHarness(library: Library(notes: [
            note(1, "Old", createdDaysAgo: 30, modifiedMinutesAgo: 5),
            note(2, "New", createdDaysAgo: 1, modifiedMinutesAgo: 50),
        ])).launch()
        #expect(app.lines[1].hasSuffix("11:01"), "by modified: the time it was changed")
        app.press(.character("s"))
        #expect(app.lines[0].contains("by created"))
        #expect(app.lines[1].hasPrefix("▸ New") || app.lines[1].hasPrefix("  New"))
        #expect(app.lines[1].hasSuffix("17 Nov"))
        #expect(app.lines[2].hasSuffix("19 Oct"))
    }

    @Test func everyFooterNamesF1ForTheHelp() throws {
        let app = try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Shopping", body: "milk [[Ideas]] #home"),
            Fixtures.note(2, title: "Ideas", body: "x"),
        ])).launch()
        func footer() -> String { app.lines.last ?? "" }
        #expect(footer().contains("F1 help"))
        for (open, back) in [([Key.character("T")], [Key.escape]), ([.character("b")], [.escape]), ([.character("t")], [.escape]),
                             ([.control("p")], [.escape]), ([.enter], [.escape]), ([.character("v")], [.escape])] {
            app.press(open[0])
            #expect(!footer().contains("? help"), "\(open): \(footer())")
            if ![Key.character("v")].contains(open[0]) {
                #expect(footer().contains("F1 help"), "\(open): \(footer())")
            }
            app.press(back[0])
        }
    }
}

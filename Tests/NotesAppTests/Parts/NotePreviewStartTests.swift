import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// The preview beside the list copies only the start of a body out of the
/// note; whatever the body (long lines, wide or long graphemes, a cut in
/// the middle of one), its lines and "more below" are those the whole
/// body gives.
@Suite struct NotePreviewStartTests {
    private static let pieces = ["a", " ", "\n", "\r\n", "é", "日本", "👍🏽", "e\u{301}", "word ", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
                                 String(repeating: "x", count: 9_000), String(repeating: "\n", count: 300),
                                 String(repeating: "e\u{301}\u{302}\u{303}", count: 2_000),
                                 String(repeating: "e" + String(repeating: "\u{301}", count: 12), count: 1_500),
                                 String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", count: 800)]

    @Test func thePreviewOfABodysStartIsThatOfTheWholeBody() {
        var random = SeededRandom.fromEnvironment(fallback: 0x9EE7)
        let date = Date(timeIntervalSince1970: 0)
        for iteration in 0..<SeededRandom.iterations(fallback: 300) {
            let body = (0..<Int.random(in: 0...14, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let note = Note(id: UUID(), title: "T", body: body, created: date, modified: date)
            let size = Size(rows: Int.random(in: 3...60, using: &random), columns: Int.random(in: 10...200, using: &random))
            let scroll = Int.random(in: 0...40, using: &random)
            let preview = NotePreview(note: note, scroll: scroll, size: size)
            let width = NotePreview.textWidth(size.columns)
            let whole = NotePreview.startOfBody(body, rows: scroll + max(0, size.rows - NotePreview.headerRows) + 1, width: width)
            #expect(preview.lines == whole.0 && preview.hasMore == whole.1, "seed \(random.seed), iteration \(iteration), \(size)")
        }
    }
}

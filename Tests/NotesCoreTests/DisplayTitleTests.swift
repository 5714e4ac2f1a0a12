import Foundation
import NotesModel
import TestSupport
import Testing

/// The one rule for a note's name (`Note.displayTitle`), on its own.
@Suite struct DisplayTitleTests {
    private func note(_ title: String, _ body: String) -> Note {
        Note(id: UUID(), title: title, body: body, created: Date(), modified: Date())
    }

    @Test func aVisibleTitleIsTheName() {
        #expect(note("Shopping", "milk").displayTitle == "Shopping")
        #expect(note("  padded  ", "").displayTitle == "  padded  ")
        #expect(note("\u{1B}", "x").displayTitle == "\u{1B}")
        #expect(note("two\nlines\tand\u{2028}more\u{85}end\r\n", "").displayTitle == "two lines and more end  ")
    }

    @Test func aBlankTitleTakesTheFirstVisibleLineOfTheBody() {
        #expect(note("", "buy milk\neggs").displayTitle == "buy milk")
        #expect(note(" \t\u{200B}", "\n \n\t  first idea \u{200B}\nmore").displayTitle == "first idea")
        #expect(note("", "\r\n\r\nwindows line\r\nnext").displayTitle == "windows line")
        #expect(note("", "a\tb").displayTitle == "a b")
        #expect(note("", "").displayTitle == Note.untitledName)
        #expect(note("\n", " \n\u{FEFF}\n").displayTitle == Note.untitledName)
    }

    @Test func aLongFirstLineIsCut() {
        let long = note("", String(repeating: "abcd ", count: 100))
        #expect(long.displayTitle.count == Note.displayTitleLimit)
        #expect(long.displayTitle.hasSuffix("abcd…"))
        // Exactly at the limit, or followed only by blanks: not cut.
        let exact = String(repeating: "x", count: Note.displayTitleLimit)
        #expect(note("", exact + "   \nnext").displayTitle == exact)
    }

    @Test func bodyAfterTheNameSkipsItsLine() {
        #expect(note("", "\n\nbuy milk\neggs\nbread").bodyAfterDisplayTitle == "eggs\nbread")
        #expect(note("", "only line").bodyAfterDisplayTitle == "")
        #expect(note("Title", "body").bodyAfterDisplayTitle == "body")
    }

    /// The fast scan for what to fold agrees with the plain definition.
    @Test func oneLineFoldsExactlyLineBreaksAndTabs() {
        var random = SeededRandom.fromEnvironment(fallback: 0x13_0701)
        let pieces = ["a", "é", "\u{85}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{2030}", "\u{C5}", "\u{105}", "\t", "\n",
                      "\r", "\u{0B}", "\u{0C}", "…", "日", "😀", " ", "\u{1B}"]
        for _ in 0..<SeededRandom.iterations(fallback: 2000) {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) { text += pieces.randomElement(using: &random)! }
            let plain = String(String.UnicodeScalarView(text.unicodeScalars.map { Note.isFolded($0) ? " " : $0 }))
            #expect(Note.oneLine(text) == plain, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

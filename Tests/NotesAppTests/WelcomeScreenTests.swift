import TerminalKit
import Testing
@testable import NotesApp

@Suite struct WelcomeScreenTests {
    @Test(arguments: [Size(rows: 24, columns: 80), Size(rows: 8, columns: 30), Size(rows: 60, columns: 220)])
    func showsTheNameWhatItIsAndTheKeys(size: Size) throws {
        let app = try AppHarness(size: size).launch()
        #expect(app.screen.contains("notes-tui"))
        #expect(app.screen.contains("Enter"))
        #expect(app.lines.count == size.rows)
        #expect(app.lines.allSatisfy { TextWidth.columns(of: $0) <= size.columns })
        if size.rows >= 24 {
            #expect(app.screen.contains("Quick, private notes in your terminal."))
            #expect(app.screen.contains("q      Quit without creating anything"))
        }
    }

    @Test func otherKeysDoNothing() throws {
        let app = try AppHarness().launch()
        app.press(.character("x"), .down, .character("n"))
        #expect(app.screenNames == ["Welcome"])
        #expect(app.outcome == nil)
    }
}

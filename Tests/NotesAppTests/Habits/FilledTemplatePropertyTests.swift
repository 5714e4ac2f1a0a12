import Foundation
import PropertyBased
import Testing
@testable import NotesApp
@testable import NotesModel

/// Filling a template, whatever it holds: every placeholder is replaced,
/// no `{{cursor}}` is left, and the cursor stands where the first was.
@Suite struct FilledTemplatePropertyTests {
    static let pieces = ["a", "é", "字", "\n", " ", "{", "}", "{{", "}}", "{{title}}", "{{date}}", "{{time}}",
                         "{{cursor}}", "{{other}}", "{{curs", "or}}", "👍🏽"]
    static let templates = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...30).map { $0.map { pieces[$0] }.joined() }
    static let when = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06 UTC

    @Test func theCursorStandsWhereTheFirstMarkWasAndNoMarkIsLeft() async {
        await propertyCheck(count: 400, input: Self.templates) { template in
            let filled = FilledTemplate(template, title: "T", now: Self.when, timeZone: .fixed(TimeZone(identifier: "UTC")!))
            #expect(!filled.body.contains("{{cursor}}"), "\(template.debugDescription)")
            #expect(!filled.body.contains("{{title}}") && !filled.body.contains("{{date}}") && !filled.body.contains("{{time}}"))
            // Typing at the cursor gives the template with the first mark
            // replaced by what was typed (after the others are filled).
            let expanded = template.replacingOccurrences(of: "{{title}}", with: "T")
                .replacingOccurrences(of: "{{date}}", with: "2026-11-18").replacingOccurrences(of: "{{time}}", with: "11:06")
            if let mark = expanded.range(of: "{{cursor}}") {
                let typed = filled.inserting("<typed>")
                #expect(typed.components(separatedBy: "<typed>").count == 2, "\(template.debugDescription)")
                #expect(!typed.contains("{{cursor}}"), "\(template.debugDescription)")
                let rest = expanded[mark.upperBound...].replacingOccurrences(of: "{{cursor}}", with: "")
                let wanted = String(expanded[..<mark.lowerBound]) + "<typed>" + rest
                // Unless taking marks out made another one, the text is the
                // template's with the first mark where the typing went.
                if !(String(expanded[..<mark.lowerBound]) + rest).contains("{{cursor}}") {
                    #expect(typed == wanted, "\(template.debugDescription)")
                }
            } else {
                #expect(filled.cursor == nil)
                #expect(filled.body == expanded)
            }
        }
    }

    @Test func aDailyTitleIsOneLineWhateverTheFormat() async {
        let formats = Gen.int(in: 0...7).array(of: 0...12).map { $0.map { ["%", "Y", "%d", "%n", "%t", "x", "%%", " "][$0] }.joined() }
        await propertyCheck(count: 200, input: formats) { format in
            let starter = NoteStarter(templates: TemplateFolder(path: "/nonexistent"), dailyFormat: format,
                                      clock: { Self.when }, timeZone: .fixed(TimeZone(identifier: "UTC")!))
            let title = starter.dailyTitle
            #expect(!Note.isBlank(title), "\(format.debugDescription)")
            #expect(!title.contains { $0.isNewline }, "\(format.debugDescription)")
        }
    }
}

import Foundation
import NotesInterchange
import NotesCore
import NotesModel

/// Starts the notes that begin from something: the daily note and a note
/// from a template (CONTRACT §14). One value for the list's `D` and `N`,
/// `today`, `new --template` and `add --template`.
struct NoteStarter {
    let templates: TemplateFolder
    /// `daily_title`: a `strftime` format.
    let dailyFormat: String
    let clock: () -> Date
    let timeZone: ShownTimeZone

    /// The daily note: there already, or just made, with where the
    /// cursor starts in it (the end of the body when the template says nothing).
    struct Daily: Equatable {
        let note: Note
        let cursor: FilledTemplate.Spot?
    }

    /// Today's daily note's title.
    var dailyTitle: String {
        let title = Note.oneLine(StrftimeDate.format(dailyFormat, clock(), timeZone))
        // A format that writes nothing (`%`) still names a note: the date.
        return Note.isBlank(title) ? StrftimeDate.format("%Y-%m-%d", clock(), timeZone) : title
    }

    /// The note titled today's date (its title exactly, ignoring case),
    /// else one made now (and saved with the next save) from the `daily`
    /// template, when there is one.
    func daily(in controller: NotesController) throws(CommandError) -> Daily {
        let title = dailyTitle
        if let note = controller.notes.first(where: { Note.oneLine($0.title).caseInsensitiveCompare(title) == .orderedSame }) {
            return Daily(note: note, cursor: nil)
        }
        let template = try templates.text(of: TemplateFolder.dailyName) ?? ""
        let filled = FilledTemplate(template, title: title, now: clock(), timeZone: timeZone)
        return Daily(note: controller.createNote(title: title, body: filled.body), cursor: filled.cursor)
    }

    /// A new note from the template `name`; missing: wrong usage (64).
    func fromTemplate(_ name: String, title: String = "") throws(CommandError) -> FilledTemplate {
        FilledTemplate(try templates.requiredText(of: name), title: title, now: clock(), timeZone: timeZone)
    }
}

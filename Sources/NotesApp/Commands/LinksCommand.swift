import Foundation
import NotesInterchange
import NotesModel

// `links REF [--json]` (docs/behaviour.md, "Commands"): the notes that
// link to REF and where REF's links go, as the Links screen shows them.
extension CommandRunner {
    /// For people, two sections:
    ///
    ///     Linked from (1)
    ///     0A1B2C3D  Alpha
    ///     Links to (2)
    ///     4E5F6A7B  Beta
    ///     -         Missing one (no such note)
    ///
    /// With `json`, one object: `{"backlinks": [{"id", "title"}],
    /// "links": [{"title", "id"}]}`, a missing target's id `null`; titles
    /// are the names notes are shown by, a missing one as the link wrote it.
    func renderLinks(of note: Note, json: Bool) -> [UInt8] {
        let backlinks = controller.backlinks(to: note.id)
        let links = controller.outgoingLinks(of: note.id)
        let forTerminal = io.standardOutputIsTerminal
        if json {
            let string = { (text: String) in String(decoding: NoteListing.jsonString(text), as: UTF8.self) }
            let from = backlinks.map { "    {\"id\": \"\($0.id.text)\", \"title\": \(string($0.displayTitle))}" }
            let to = links.map { target -> String in
                var id = "null"
                if case let .note(linked) = target { id = "\"\(linked.id.text)\"" }
                return "    {\"title\": \(string(target.title)), \"id\": \(id)}"
            }
            let list = { (items: [String]) in items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]" }
            let text = "{\n  \"backlinks\": \(list(from)),\n  \"links\": \(list(to))\n}\n"
            return SafeText.json(Array(text.utf8), forTerminal: forTerminal)
        }
        let blankID = "-" + String(repeating: " ", count: NoteListing.shortIDLength - 1)
        var out = "Linked from (\(backlinks.count))\n"
        for linker in backlinks {
            out += "\(linker.id.text.prefix(NoteListing.shortIDLength))  \(SafeText.line(linker.displayTitle, forTerminal: forTerminal))\n"
        }
        out += "Links to (\(links.count))\n"
        for target in links {
            switch target {
            case let .note(linked):
                out += "\(linked.id.text.prefix(NoteListing.shortIDLength))  \(SafeText.line(linked.displayTitle, forTerminal: forTerminal))\n"
            case let .missing(title):
                out += "\(blankID)  \(SafeText.line(title, forTerminal: forTerminal)) (no such note)\n"
            }
        }
        return Array(out.utf8)
    }
}

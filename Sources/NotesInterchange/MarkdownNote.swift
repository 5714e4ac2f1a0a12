import NotesModel

/// One note as a Markdown file (`fileText`: front matter with the note's
/// id, dates and pin, then `render`; tags are in the body already). `render`
/// is a `# name` line (the
/// title, or for an untitled note the name it is shown by,
/// `Note.displayTitle`, as the file's name), a blank line, the body, and a
/// final newline. `parse`
/// reads back exactly what `render` wrote (titles with line breaks aside,
/// which a heading cannot hold), and reads hand-written files sensibly too.
package enum MarkdownNote {
    package static func render(_ note: Note) -> String {
        // A heading is one line: only line breaks change; a title's tabs are
        // kept, so that it reads back exactly.
        let name = note.hasTitle ? note.title : note.displayTitle
        let heading = String(String.UnicodeScalarView(name.unicodeScalars.map { SafeText.isLineBreak($0) ? " " : $0 }))
        return "# " + heading + "\n\n" + note.body + "\n"
    }

    /// `---`, `id`, `created`, `modified`, `pinned`, `---`: what `import`
    /// reads back so that an export imports as the same notes, and again as
    /// nothing new. Dates are UTC with milliseconds, as the library keeps them.
    package static func fileText(_ note: Note) -> String {
        frontMatter(of: note) + render(note)
    }

    package static func frontMatter(of note: Note) -> String {
        "---\nid: \(note.id.uuidString)\ncreated: \(LibraryDate.string(from: note.created))\n"
            + "modified: \(LibraryDate.string(from: note.modified))\npinned: \(note.pinned)\n---\n"
    }

    /// The title and body of a Markdown file's text.
    ///
    /// The title is the first non-blank line when it is a `# ` heading (a
    /// lone `#` is an empty title), and `fallbackTitle` otherwise. A
    /// heading that is just the name the body gives an untitled note is
    /// how `render` writes an untitled note: it reads back as untitled. The body
    /// is what follows the heading, without the one blank line after it,
    /// or the whole text when there is no heading; one final newline is
    /// dropped (`render` adds it).
    package static func parse(_ text: String, fallbackTitle: String) -> (title: String, body: String) {
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        // Skip blank lines before a heading.
        while lineStart < scalars.endIndex {
            let end = scalars[lineStart...].firstIndex(of: "\n") ?? scalars.endIndex
            let line = scalars[lineStart..<end]
            guard line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }), end < scalars.endIndex else { break }
            lineStart = scalars.index(after: end)
        }
        let lineEnd = scalars[lineStart...].firstIndex(of: "\n") ?? scalars.endIndex
        var line = scalars[lineStart..<lineEnd]
        if line.last == "\r" { line = line.dropLast() }
        let isHeading = line.elementsEqual("#".unicodeScalars) || line.starts(with: "# ".unicodeScalars)
        guard isHeading else { return (fallbackTitle, dropFinalNewline(String(scalars))) }

        let title = String(String.UnicodeScalarView(line.dropFirst(min(2, line.count))))
        var rest = lineEnd < scalars.endIndex ? scalars[scalars.index(after: lineEnd)...] : scalars[scalars.endIndex...]
        if rest.first == "\n" {
            rest = rest.dropFirst()
        } else if rest.starts(with: "\r\n".unicodeScalars) {
            rest = rest.dropFirst(2)
        }
        let body = dropFinalNewline(String(String.UnicodeScalarView(rest)))
        return (title == Note.displayTitle(forUntitledBody: body) ? "" : title, body)
    }

    private static func dropFinalNewline(_ text: String) -> String {
        var scalars = text.unicodeScalars
        if scalars.last == "\n" { scalars.removeLast() }
        return String(scalars)
    }
}

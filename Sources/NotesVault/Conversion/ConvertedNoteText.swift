import Foundation
import LibraryFormat
import NotesModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a JSON library's note is written as a Markdown file by `notes-tui
/// convert` so that reading the file gives the very note back: what the
/// file's name and body cannot hold goes into front matter keys the vault
/// reader reads (`id`, `created`, `modified`, `notes-tui-fields`,
/// `notes-tui-leading-newlines`, and `title` where the name cannot be it).
/// Every layout is checked by reading it back before it is used.
enum ConvertedNoteText {
    /// The file (front matter and layout) to hand the vault's store for a
    /// note that has none yet; nil when no layout gives the note back.
    static func newFile(for note: Note, timeZone: ShownTimeZone) -> NoteFile? {
        var frontMatter = "---\nid: \(note.id.uuidString)\n"
        frontMatter += "created: \(LibraryDate.string(from: note.created))\n"
        frontMatter += "modified: \(LibraryDate.string(from: note.modified))\n"
        if let fields = fieldsValue(of: note) { frontMatter += "\(FrontMatter.fieldsKey): \(fields)\n" }
        let newlines = leadingNewlines(of: note.body)
        if newlines > 0 { frontMatter += "\(FrontMatter.leadingNewlinesKey): \(newlines)\n" }
        frontMatter += "---\n"
        let stem = NoteFile.fileName(forTitle: note.displayTitle)
        let layouts: [(NoteFile.TitleSource, Bool)] = [(.fileName, true), (.frontMatter, true), (.frontMatter, false)]
        for (source, endsWithNewline) in layouts {
            // The store names a file after its title only when the name can be it.
            if source == .fileName, stem != note.title, !note.title.isEmpty { continue }
            let file = NoteFile(path: "", titleSource: source, frontMatter: frontMatter, endsWithNewline: endsWithNewline)
            let text = VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned, readPinned: nil,
                                          file: file, readTitle: nil)
            if gives(text, path: stem + ".md", note: note, timeZone: timeZone) { return file }
        }
        return nil
    }

    /// The text of a file laid out as `file` (a note that came from a
    /// vault) holding `note`: the file's own text where the note still
    /// says what it says, keys set only where it no longer does; nil when
    /// no such text gives the note back. `file.path` is where it goes.
    static func text(for note: Note, in file: NoteFile, timeZone: ShownTimeZone) -> (text: String, time: Date)? {
        var file = file
        let inFile = fields(of: file.frontMatter, timeZone: timeZone)
        var frontMatter = file.frontMatter
        func set(_ key: String, _ value: String) { frontMatter = FrontMatterLines.setting(key, to: value, in: frontMatter) }
        if (inFile.id ?? VaultNoteID.derived(fromPath: file.path)) != note.id { set("id", note.id.uuidString) }
        // The file's time stands for the date its front matter does not give.
        let time = inFile.created == nil && inFile.modified != nil ? note.created : note.modified
        if let created = inFile.created, created != note.created {
            set("created", LibraryDate.string(from: note.created))
        } else if inFile.created == nil, inFile.modified == nil, note.created != note.modified {
            set("created", LibraryDate.string(from: note.created))
        }
        if let modified = inFile.modified, modified != note.modified { set("updated", LibraryDate.string(from: note.modified)) }
        if inFile.unknownFields != note.unknownFields || inFile.importedFrom != note.importedFrom {
            if let value = fieldsValue(of: note) {
                set(FrontMatter.fieldsKey, value)
            } else {
                frontMatter = FrontMatterLines.removing(FrontMatter.fieldsKey, from: frontMatter)
            }
        }
        file.frontMatter = frontMatter
        let pinnedInFile = fields(of: frontMatter, timeZone: timeZone).pinned
        var candidates: [String] = []
        candidates.append(VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned,
                                             readPinned: pinnedInFile, file: file, readTitle: note.title))
        // The title is no longer the one the file gives: written where the file keeps it, or in the front matter.
        if file.titleSource == .fileName { file.titleSource = .frontMatter }
        candidates.append(VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned,
                                             readPinned: pinnedInFile, file: file, readTitle: nil))
        // A body that now opens with blank lines of its own says so.
        let newlines = leadingNewlines(of: note.body)
        file.frontMatter = newlines > 0
            ? FrontMatterLines.setting(FrontMatter.leadingNewlinesKey, to: "\(newlines)", in: frontMatter)
            : FrontMatterLines.removing(FrontMatter.leadingNewlinesKey, from: frontMatter)
        candidates.append(VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned,
                                             readPinned: pinnedInFile, file: file, readTitle: nil))
        return candidates.first { gives($0, path: file.path, time: time, note: note, timeZone: timeZone) }.map { ($0, time) }
    }

    /// Whether the file `text` at `path`, its time `time` (the note's
    /// `modified` when nil), reads as `note` (all but the trash, which is
    /// where the file is).
    static func gives(_ text: String, path: String, time: Date? = nil, note: Note, timeZone: ShownTimeZone) -> Bool {
        var info = stat()
        let milliseconds = LibraryDate.milliseconds(of: time ?? note.modified)
        info.st_mtim = timespec(milliseconds: milliseconds)
        let read = VaultFileReader.note(from: text, path: path, info: info, isTrashed: false, timeZone: timeZone)
        return read.id == note.id && read.title == note.title && read.body == note.body && read.created == note.created
            && read.modified == note.modified && read.pinned == note.pinned && read.unknownFields == note.unknownFields
            && read.importedFrom == note.importedFrom
    }

    /// `notes-tui-fields`' value for the note's fields a file has no place
    /// for, as a YAML string; nil when it has none.
    static func fieldsValue(of note: Note) -> String? {
        var members = note.unknownFields
        if let importedFrom = note.importedFrom {
            members.fields.insert(UnknownFields.Field(key: FrontMatter.importedFromMember, string: importedFrom), at: 0)
        }
        return members.isEmpty ? nil : FrontMatterLines.scalar(members.objectText)
    }

    static func leadingNewlines(of body: String) -> Int {
        body.utf8.prefix(while: { $0 == UInt8(ascii: "\n") }).count
    }

    private static func fields(of frontMatter: String, timeZone: ShownTimeZone) -> FrontMatter.Fields {
        if case let .parsed(fields, _) = FrontMatter.read(frontMatter, timeZone: timeZone) { return fields }
        return FrontMatter.Fields()
    }
}

extension timespec {
    /// A file time from milliseconds since 1970.
    init(milliseconds: Int64) {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        self.init(tv_sec: Int(seconds), tv_nsec: Int((milliseconds - seconds * 1000) * 1_000_000))
    }
}

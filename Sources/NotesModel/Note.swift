import Foundation

/// One note. A value: editing a note means replacing it in the library.
public struct Note: Equatable, Hashable, Identifiable, Sendable {
    public var id: UUID
    /// The title's and the body's bytes (`NoteText`): most notes share one
    /// buffer with every note read from the same half of the same file.
    package private(set) var text: NoteText
    public var created: Date
    public var modified: Date
    /// `pinned`, `trashed`, `importedFrom`, `unknownFields` and `file`, which most
    /// notes lack, in one box shared by copies; nil when all are absent.
    /// Stored inline they would widen every note in every array of notes;
    /// the box costs one pointer.
    private var rare: NoteRareFields?

    public var title: String {
        get { text.title }
        set { text = NoteText(title: newValue, body: body) }
    }

    public var body: String {
        get { text.body }
        set { text = NoteText(title: title, body: newValue) }
    }

    /// The body's first `maxBytes` bytes at most (cut where a scalar
    /// starts), and whether that is all of it: what shows only the start
    /// of a body reads this, not `body`, which copies it whole.
    public func bodyPrefix(maxBytes: Int) -> (text: String, isWhole: Bool) {
        text.bodyPrefix(maxBytes: maxBytes)
    }

    /// Gives the note a copy of its text in a buffer of its own, so that it
    /// no longer keeps the buffer it was read into alive.
    package mutating func keepOwnText() {
        text = text.withTitle { title in text.withBody { NoteText(copyingTitle: title, body: $0) } }
    }

    /// Sets both at once (one copy of the text, not two).
    public mutating func setText(title: String, body: String) {
        text = NoteText(title: title, body: body)
    }

    /// Optional in the file format; absent means not pinned.
    public var pinned: Bool {
        get { rare?.pinned ?? false }
        set { rare = NoteRareFields(pinned: newValue, trashed: trashed, importedFrom: importedFrom, unknownFields: unknownFields, file: file) }
    }
    /// When the note was moved to the trash; nil when it is not in the
    /// trash. Optional in the file format.
    public var trashed: Date? {
        get { rare?.trashed }
        set { rare = NoteRareFields(pinned: pinned, trashed: newValue, importedFrom: importedFrom, unknownFields: unknownFields, file: file) }
    }
    /// The name of the Markdown file the note was imported from, without
    /// its folder and `.md`: a `[[link]]` may name the note by it, as
    /// Obsidian and zk link by file name. Optional in the file format.
    public var importedFrom: String? {
        get { rare?.importedFrom }
        set { rare = NoteRareFields(pinned: pinned, trashed: trashed, importedFrom: newValue, unknownFields: unknownFields, file: file) }
    }
    /// Fields of this note that this version does not know, written back as
    /// they came; part of `==` (see `UnknownFields`).
    public var unknownFields: UnknownFields {
        get { rare?.unknownFields ?? .none }
        set { rare = NoteRareFields(pinned: pinned, trashed: trashed, importedFrom: importedFrom, unknownFields: newValue, file: file) }
    }

    /// Where a vault note lives and what else its file holds (see
    /// `NoteFile`); nil for a note of a JSON library.
    public var file: NoteFile? {
        get { rare?.file }
        set { rare = NoteRareFields(pinned: pinned, trashed: trashed, importedFrom: importedFrom, unknownFields: unknownFields, file: newValue) }
    }

    public init(
        id: UUID, title: String, body: String, created: Date, modified: Date, pinned: Bool = false,
        trashed: Date? = nil, importedFrom: String? = nil, unknownFields: UnknownFields = .none, file: NoteFile? = nil
    ) {
        self.init(id: id, text: NoteText(title: title, body: body), created: created, modified: modified,
                  rare: NoteRareFields(pinned: pinned, trashed: trashed, importedFrom: importedFrom,
                                       unknownFields: unknownFields, file: file))
    }

    /// A note whose text is already in a buffer (as the decoder reads it).
    package init(id: UUID, text: NoteText, created: Date, modified: Date, rare: NoteRareFields?) {
        (self.id, self.text, self.created, self.modified, self.rare) = (id, text, created, modified, rare)
    }

    public var isTrashed: Bool { trashed != nil }

    /// Not the text: equal notes have equal ids and dates, and hashing the
    /// text would mean making its strings (canonically equal strings hash
    /// alike only as strings).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(created)
        hasher.combine(modified)
        hasher.combine(rare)
    }

    /// Equal but for `pinned` and `trashed`, which organise a note without
    /// editing it: what the merge compares to tell an edit.
    public func hasSameContent(as other: Note) -> Bool {
        id == other.id && text == other.text && created == other.created
            && modified == other.modified && importedFrom == other.importedFrom && unknownFields == other.unknownFields
            && file == other.file
    }
}

/// A note's fields that most notes lack (see `Note.rare`). Immutable: a
/// change makes a new box, so copies of a note never see each other's.
package final class NoteRareFields: Hashable, Sendable {
    let pinned: Bool
    let trashed: Date?
    let importedFrom: String?
    let unknownFields: UnknownFields
    let file: NoteFile?

    /// Nil when all are absent: most notes keep no box at all.
    package init?(pinned: Bool, trashed: Date?, importedFrom: String?, unknownFields: UnknownFields, file: NoteFile? = nil) {
        guard pinned || trashed != nil || importedFrom != nil || unknownFields != .none || file != nil else { return nil }
        (self.pinned, self.trashed, self.importedFrom, self.unknownFields) = (pinned, trashed, importedFrom, unknownFields)
        self.file = file
    }

    package static func == (lhs: NoteRareFields, rhs: NoteRareFields) -> Bool {
        lhs === rhs || (lhs.pinned == rhs.pinned && lhs.trashed == rhs.trashed && lhs.importedFrom == rhs.importedFrom
            && lhs.unknownFields == rhs.unknownFields && lhs.file == rhs.file)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(pinned)
        hasher.combine(trashed)
        hasher.combine(importedFrom)
        hasher.combine(unknownFields)
        hasher.combine(file)
    }
}

/// An edit that was interrupted before it was saved into its note (docs/file-format.md §5).
public struct Draft: Equatable, Hashable, Sendable {
    /// The note being edited, or nil for a note not created yet.
    public var noteID: UUID?
    public var title: String
    public var body: String
    /// Draft fields this version does not know (see `UnknownFields`).
    public var unknownFields: UnknownFields

    public init(noteID: UUID?, title: String, body: String, unknownFields: UnknownFields = .none) {
        self.noteID = noteID
        self.title = title
        self.body = body
        self.unknownFields = unknownFields
    }
}

/// Everything one data file holds.
public struct Library: Equatable, Sendable {
    public static let formatVersion = 1

    public var notes: [Note]
    public var draft: Draft?
    /// Top-level fields this version does not know (see `UnknownFields`).
    public var unknownFields: UnknownFields

    public init(notes: [Note] = [], draft: Draft? = nil, unknownFields: UnknownFields = .none) {
        self.notes = notes
        self.draft = draft
        self.unknownFields = unknownFields
    }
}

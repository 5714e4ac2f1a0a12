import Foundation

/// One note. A value: editing a note means replacing it in the library.
public struct Note: Equatable, Hashable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var body: String
    public var created: Date
    public var modified: Date
    /// Optional in the file format; absent means not pinned.
    public var pinned: Bool
    /// When the note was moved to the trash; nil when it is not in the
    /// trash. Optional in the file format.
    public var trashed: Date?
    /// The name of the Markdown file the note was imported from, without
    /// its folder and `.md`: a `[[link]]` may name the note by it, as
    /// Obsidian and zk link by file name. Optional in the file format.
    public var importedFrom: String?
    /// Fields of this note that this version does not know, written back as
    /// they came; part of `==` (see `UnknownFields`).
    public var unknownFields: UnknownFields

    public init(
        id: UUID, title: String, body: String, created: Date, modified: Date, pinned: Bool = false,
        trashed: Date? = nil, importedFrom: String? = nil, unknownFields: UnknownFields = .none
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.created = created
        self.modified = modified
        self.pinned = pinned
        self.trashed = trashed
        self.importedFrom = importedFrom
        self.unknownFields = unknownFields
    }

    public var isTrashed: Bool { trashed != nil }

    /// Equal but for `pinned` and `trashed`, which organise a note without
    /// editing it: what the merge compares to tell an edit.
    public func hasSameContent(as other: Note) -> Bool {
        id == other.id && title == other.title && body == other.body && created == other.created
            && modified == other.modified && importedFrom == other.importedFrom && unknownFields == other.unknownFields
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

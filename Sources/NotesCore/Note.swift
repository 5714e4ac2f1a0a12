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
    /// Fields of this note that this version does not know, written back as
    /// they came; part of `==` (see `UnknownFields`).
    public var unknownFields: UnknownFields

    public init(
        id: UUID, title: String, body: String, created: Date, modified: Date, pinned: Bool = false,
        unknownFields: UnknownFields = .none
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.created = created
        self.modified = modified
        self.pinned = pinned
        self.unknownFields = unknownFields
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

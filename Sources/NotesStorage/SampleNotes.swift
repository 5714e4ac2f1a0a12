import Foundation
import NotesResources

/// A note a first run seeds, before it has an id or dates.
public struct SampleNote: Decodable, Equatable, Sendable {
    public var title: String
    public var body: String

    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }

    /// The samples built into the binary from `Resources/SampleNotes.json`.
    public static var bundled: [SampleNote] {
        // The file is part of the build; a decoding failure is a build mistake
        // that the tests catch, so failing soft (no samples) is enough here.
        (try? JSONDecoder().decode([SampleNote].self, from: Data(NotesResources.sampleNotesJSON))) ?? []
    }
}

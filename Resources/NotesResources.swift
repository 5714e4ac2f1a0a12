// The files in this folder are compiled into the binary (SwiftPM's
// `.embedInCode`), so an installed notes-tui finds them from any folder.

/// Bytes of the resources the core needs.
public enum NotesResources {
    /// `SampleNotes.json`: the notes a first run seeds.
    public static var sampleNotesJSON: [UInt8] { PackageResources.SampleNotes_json }
}

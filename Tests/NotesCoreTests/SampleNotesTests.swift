import NotesStorage
import Testing

/// The samples a first run seeds are built in and decode.
@Suite("SampleNote")
struct SampleNotesTests {
    @Test func bundledSamplesAreThreeOrFourNotesWithText() {
        let samples = SampleNote.bundled
        #expect((3...4).contains(samples.count))
        #expect(samples.allSatisfy { !$0.title.isEmpty && !$0.body.isEmpty })
    }
}

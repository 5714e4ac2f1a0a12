import Foundation
import NotesModel
import PropertyBased
import Testing
import TestSupport
@testable import NotesVault

/// Properties of the note merge, over random notes and edits (seeded:
/// `NOTES_TUI_FUZZ_SEED` replays one, `NOTES_TUI_FUZZ_ITERATIONS` runs more).
@Suite struct NoteFileMergePropertyTests {
    typealias S = MergeSupport

    /// (a) A side that changed nothing gives the other side; both sides the same give that.
    @Test func aSideThatChangedNothingGivesTheOther() {
        var random = SeededRandom.fromEnvironment(fallback: 35_11)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            let shape = NoteShape.random(using: &random)
            var edited = shape
            edited.editAnyhow(tag: "x", using: &random)
            let base = S.version(shape.path, shape.text, minute: 0)
            let x = S.version(edited.path, edited.text, minute: Int.random(in: 0...2, using: &random))
            let context = "seed \(random.seed) round \(round)"
            #expect(S.merge(base, x, x) == .merged(x), "\(context)")
            #expect(S.merge(base, base, x) == .merged(x), "\(context)")
            #expect(S.merge(base, x, base) == .merged(x), "\(context)")
        }
    }

    /// (b) Edits to body lines apart from each other, to different keys,
    /// and a rename on one side merge, with every edit in the result.
    @Test func editsApartMergeWithEveryEdit() throws {
        var random = SeededRandom.fromEnvironment(fallback: 35_12)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            let shape = NoteShape.random(using: &random)
            var (ours, theirs, expected) = (shape, shape, shape)
            // Ours edits the lines before `kept`, theirs those after it (not
            // the last when it has no line break: adding one changes it).
            let kept = Int.random(in: 0...shape.lines.count, using: &random)
            ours.editLines(in: 0..<kept, tag: "ours", using: &random)
            let theirsStart = min(kept + 1, shape.lines.count)
            let theirsEnd = max(theirsStart, shape.lines.count - (shape.endsWithNewline ? 0 : 1))
            theirs.editLines(in: theirsStart..<theirsEnd, tag: "theirs", using: &random)
            expected.lines = Array(ours.lines.dropLast(shape.lines.count - kept)) + shape.lines[kept..<theirsStart]
                + theirs.lines.dropFirst(theirsStart)
            // Keys: ours changes or removes the even ones it picks, theirs the odd ones; each may add one.
            for index in shape.keys.indices.reversed() where Int.random(in: 0..<3, using: &random) == 0 {
                let remove = Bool.random(using: &random)
                let side = index % 2 == 0 ? "ours" : "theirs"
                if remove {
                    expected.keys.remove(at: index)
                    if side == "ours" { ours.keys.remove(at: index) } else { theirs.keys.remove(at: index) }
                } else {
                    expected.keys[index].value = side
                    if side == "ours" { ours.keys[index].value = side } else { theirs.keys[index].value = side }
                }
            }
            for side in ["ours", "theirs"] where Bool.random(using: &random) {
                expected.keys.append(("\(side)-added", "yes"))
                if side == "ours" { ours.keys.append(("ours-added", "yes")) } else { theirs.keys.append(("theirs-added", "yes")) }
            }
            if Bool.random(using: &random) {
                ours.path = "Renamed/Elsewhere.md"
                expected.path = ours.path
            }
            let result = S.merge(S.version(shape.path, shape.text, minute: 0), S.version(ours.path, ours.text, minute: 1),
                                 S.version(theirs.path, theirs.text, minute: 2))
            // The later time, or the only changed side's.
            let theirsChanged = theirs.text != shape.text || theirs.path != shape.path
            let oursChanged = ours.text != shape.text || ours.path != shape.path
            let minute = oursChanged && !theirsChanged ? 1 : 2
            #expect(result == .merged(S.version(expected.path, expected.text, minute: minute)),
                    "seed \(random.seed) round \(round): \(shape.text.debugDescription)")
        }
    }

    /// (c) Swapping the sides changes nothing but which one's key order comes first.
    @Test func theMergeIsSymmetric() {
        var random = SeededRandom.fromEnvironment(fallback: 35_13)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            let (base, x, y) = Self.randomTriple(using: &random)
            let xy = S.merge(base, x, y, taken: [x.path, y.path]), yx = S.merge(base, y, x, taken: [x.path, y.path])
            let context = "seed \(random.seed) round \(round)"
            switch (xy, yx) {
            case let (.merged(one), .merged(other)):
                #expect(one.path == other.path && one.modified == other.modified, "\(context)")
                #expect(Self.comparable(one.text) == Self.comparable(other.text), "\(context)")
            case (.conflict, .conflict):
                #expect(xy == yx, "\(context)")
            default:
                Issue.record("\(context): one order merged, the other did not")
            }
        }
    }

    /// (d) No conflict marker is ever written, however the sides clash
    /// (random texts, not only notes).
    @Test func noMarkerIsEverWritten() {
        var random = SeededRandom.fromEnvironment(fallback: 35_14)
        let pieces = ["---\n", "a: 1\n", "a: 2\n", "title: x\n", "# T\n", "line\n", "\r\n", "\n", "=======\n", ">>>>>>> x\n",
                      "x", "|||||||\n", "...\n", "- item\n"]
        func randomText() -> String {
            (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for round in 0..<SeededRandom.iterations(fallback: 500) {
            let versions = [randomText(), randomText(), randomText()].enumerated().map { S.version("N.md", $1, minute: $0) }
            let triple = round % 2 == 0 ? Self.randomTriple(using: &random) : (versions[0], versions[1], versions[2])
            let outputs: [NoteFileVersion]
            switch S.merge(round % 5 == 0 ? nil : triple.0, triple.1, triple.2) {
            case let .merged(version): outputs = [version]
            case let .conflict(winner, copy): outputs = [winner, copy]
            }
            for output in outputs {
                #expect(!output.text.contains("<<<<<<<"), "seed \(random.seed) round \(round): \(output.text.debugDescription)")
            }
        }
    }

    /// (e) The conflict copy reads back, through the vault's reader, with
    /// the conflict title and the losing side's body — whatever its title
    /// (front matter, heading, file name), folder or line breaks.
    @Test func theCopyReadsBackWithTheConflictTitleAndTheLosersBody() throws {
        var random = SeededRandom.fromEnvironment(fallback: 35_15)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            let shape = NoteShape.random(using: &random)
            var (ours, theirs) = (shape, shape)
            ours.lines.insert("ours", at: 0)
            theirs.lines.insert("theirs", at: 0)
            let oursMinute = Int.random(in: 1...3, using: &random), theirsMinute = Int.random(in: 1...3, using: &random)
            let loser = theirsMinute > oursMinute ? ours : theirs
            let loserVersion = S.version(loser.path, loser.text, minute: theirsMinute > oursMinute ? oursMinute : theirsMinute)
            let result = S.merge(S.version(shape.path, shape.text, minute: 0), S.version(ours.path, ours.text, minute: oursMinute),
                                 S.version(theirs.path, theirs.text, minute: theirsMinute))
            let context = "seed \(random.seed) round \(round): \(loser.text.debugDescription) at \(loser.path)"
            let (_, copy) = try #require(S.conflict(result), "\(context)")
            let read = S.read(copy), loserRead = S.read(loserVersion)
            #expect(read.title == "\(loserRead.displayTitle) (conflict \(LibraryDate.minuteStamp(of: loserVersion.modified)))",
                    "\(context)")
            #expect(read.body == loserRead.body, "\(context)")
            #expect(!copy.path.hasPrefix(".trash/") && copy.path != shape.path, "\(context): \(copy.path)")
        }
    }

    /// The same properties through PropertyBased's generators and shrinking:
    /// a random line-level edit on each side never loses a line the other side kept.
    @Test func mergedSidesKeepWhatNeitherRemoved() async {
        let lines = Gen.int(in: 0...5).array(of: 0...12)
        await propertyCheck(count: 200, input: lines, lines, lines) { base, ours, theirs in
            let text = { (numbers: [Int]) in numbers.map { "line \($0)\n" }.joined() }
            guard case let .merged(merged) = S.merge(S.version("N.md", text(base), minute: 0),
                                                     S.version("N.md", text(ours), minute: 1),
                                                     S.version("N.md", text(theirs), minute: 2)) else { return }
            // A merged text is made only of lines some side holds.
            let known = Set((base + ours + theirs).map { "line \($0)\n" })
            #expect(LineMergeLines.of(merged.text).allSatisfy { known.contains($0) })
        }
    }

    static func randomTriple(using random: inout SeededRandom) -> (NoteFileVersion, NoteFileVersion, NoteFileVersion) {
        let shape = NoteShape.random(using: &random)
        var (x, y) = (shape, shape)
        x.editAnyhow(tag: "x", using: &random)
        y.editAnyhow(tag: "y", using: &random)
        let xFirst = Bool.random(using: &random)
        return (S.version(shape.path, shape.text, minute: 0), S.version(x.path, x.text, minute: xFirst ? 1 : 2),
                S.version(y.path, y.text, minute: xFirst ? 2 : 1))
    }

    /// A text as its keys (in any order), body and line breaks.
    static func comparable(_ text: String) -> String {
        guard let parts = NoteFileParts(text) else { return text }
        let keys = (parts.frontMatter?.entries ?? []).map { "\($0.key)=\($0.text)" }.sorted()
        return "\(keys)|\(parts.body)|\(parts.usesCRLF)"
    }
}

/// Lines of a text, each with its break.
enum LineMergeLines {
    static func of(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" { lines.append(current); current = "" }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

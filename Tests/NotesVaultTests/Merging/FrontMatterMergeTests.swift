import Foundation
import Testing
@testable import NotesVault

/// Front matter merges key by key (docs/sync.md, "How a note is merged").
@Suite struct FrontMatterMergeTests {
    typealias S = MergeSupport

    static func note(_ keys: String, body: String = "body\n") -> String {
        "---\n" + keys + "---\n" + body
    }

    @Test func aKeyChangedOnOneSideIsThatSidesAndBothSidesChangesAreKept() {
        let base = S.version("N.md", Self.note("tags: [a]\npinned: false\n"), minute: 0)
        let ours = S.version("N.md", Self.note("tags: [a, b]\npinned: false\n"), minute: 1)
        let theirs = S.version("N.md", Self.note("tags: [a]\npinned: true\n"), minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs))?.text == Self.note("tags: [a, b]\npinned: true\n"))
    }

    @Test func keysAddedAndRemovedOnOneSideAreSo() {
        let base = S.version("N.md", Self.note("a: 1\nb: 2\n"), minute: 0)
        let ours = S.version("N.md", Self.note("a: 1\nb: 2\nours: new\n"), minute: 1)
        let theirs = S.version("N.md", Self.note("b: 2\ntheirs: new\n"), minute: 2)
        // Our order, then the keys only theirs has.
        #expect(S.merged(S.merge(base, ours, theirs))?.text == Self.note("b: 2\nours: new\ntheirs: new\n"))
    }

    @Test func aKeyChangedOnBothSidesIsTheNewerSides() {
        let base = S.version("N.md", Self.note("status: draft\n"), minute: 0)
        let ours = S.version("N.md", Self.note("status: ours\n"), minute: 5)
        let theirs = S.version("N.md", Self.note("status: theirs\n"), minute: 3)
        #expect(S.merged(S.merge(base, ours, theirs))?.text == Self.note("status: ours\n"))
        #expect(S.merged(S.merge(base, theirs, ours))?.text == Self.note("status: ours\n"))
    }

    @Test func modifiedIsTheLaterAndCreatedTheEarlierWhicheverSideIsNewer() {
        let base = S.version("N.md", Self.note("created: 2026-01-05\nmodified: 2026-02-01T10:00:00Z\n"), minute: 0)
        // Ours is the newer version, yet theirs' front matter holds the later `modified` and earlier `created`.
        let ours = S.version("N.md", Self.note("created: 2026-01-04\nmodified: 2026-02-01T11:00:00Z\n"), minute: 9)
        let theirs = S.version("N.md", Self.note("created: \"2026-01-03\"\nmodified: 2026-02-01 12:00\n"), minute: 1)
        #expect(S.merged(S.merge(base, ours, theirs))?.text
            == Self.note("created: \"2026-01-03\"\nmodified: 2026-02-01 12:00\n"))
    }

    @Test func untouchedKeysKeepTheirTextByteForByte() {
        let keys = "# a comment\ntitle: 'Quoted: yes'\naliases:\n  - one\n  - two\nweird:    spaced   \n"
        let base = S.version("N.md", Self.note(keys + "pinned: false\n"), minute: 0)
        let ours = S.version("N.md", Self.note(keys + "pinned: true\n"), minute: 1)
        let theirs = S.version("N.md", Self.note(keys + "pinned: false\nextra: [x]\n", body: "body\nmore\n"), minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs))?.text == Self.note(keys + "pinned: true\nextra: [x]\n", body: "body\nmore\n"))
    }

    @Test func frontMatterAddedOnOneSideAndTheBodyEditedOnTheOther() {
        let base = S.version("N.md", "one\ntwo\nthree\n", minute: 0)
        let ours = S.version("N.md", "---\npinned: true\n---\none\ntwo\nthree\n", minute: 1)
        let theirs = S.version("N.md", "one\ntwo\nthree\nfour\n", minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs))?.text == "---\npinned: true\n---\none\ntwo\nthree\nfour\n")
        // And its last key removed on one side: no front matter left.
        #expect(S.merged(S.merge(ours, base, S.version("N.md", "---\npinned: true\n---\nzero\none\ntwo\nthree\n", minute: 3)))?
            .text == "zero\none\ntwo\nthree\n")
    }

    @Test func frontMatterWithAKeyTwiceMergesAsLines() {
        let base = S.version("N.md", Self.note("a: 1\na: 2\n", body: "x\ny\nz\n"), minute: 0)
        let ours = S.version("N.md", Self.note("a: 9\na: 2\n", body: "x\ny\nz\n"), minute: 1)
        let theirs = S.version("N.md", Self.note("a: 1\na: 2\n", body: "x\ny\nZ\n"), minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs))?.text == Self.note("a: 9\na: 2\n", body: "x\ny\nZ\n"))
    }
}

import Foundation
import Testing
@testable import NotesSync

/// One note changed on two machines, merged through real git: different
/// lines both kept, a rename and an edit both kept, the same line → the
/// newer wins and the other is a conflict copy; never a conflict marker.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct VaultSyncMergeTests {
    static let start = "# Plan\n\nmonday\ntuesday\nwednesday\nthursday\nfriday\n"

    func twoMachines() throws -> VaultSyncFixture {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "Plan.md", Self.start)
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        return fixture
    }

    func syncAll(_ fixture: VaultSyncFixture) throws {
        try fixture.sync("a")
        try fixture.sync("b")
        try fixture.sync("a")
    }

    @Test func editsOfDifferentLinesAreBothKeptInOneNote() throws {
        let fixture = try twoMachines()
        try fixture.write("a", "Plan.md", Self.start.replacingOccurrences(of: "monday", with: "monday: gym"))
        try fixture.write("b", "Plan.md", Self.start.replacingOccurrences(of: "friday", with: "friday: cinema"))
        try syncAll(fixture)
        let merged = "# Plan\n\nmonday: gym\ntuesday\nwednesday\nthursday\nfriday: cinema\n"
        #expect(fixture.files("a") == ["Plan.md": merged])
        #expect(fixture.files("b") == ["Plan.md": merged])
    }

    @Test func aRenameHereAndAnEditThereBothSurvive() throws {
        let fixture = try twoMachines()
        try FileManager.default.moveItem(atPath: fixture.vault("a") + "/Plan.md", toPath: fixture.vault("a") + "/Week.md")
        try fixture.write("b", "Plan.md", Self.start.replacingOccurrences(of: "wednesday", with: "wednesday: dentist"))
        try syncAll(fixture)
        let edited = Self.start.replacingOccurrences(of: "wednesday", with: "wednesday: dentist")
        #expect(fixture.files("a") == ["Week.md": edited])
        #expect(fixture.files("b") == ["Week.md": edited])
    }

    @Test func theSameLineChangedOnBothKeepsTheNewerAndAConflictCopy() throws {
        let fixture = try twoMachines()
        try fixture.write("a", "Plan.md", Self.start.replacingOccurrences(of: "tuesday", with: "tuesday: from a"))
        try fixture.sync("a")
        // B's commit is made at least a second later: it is the newer side.
        Thread.sleep(forTimeInterval: 1.1)
        try fixture.write("b", "Plan.md", Self.start.replacingOccurrences(of: "tuesday", with: "tuesday: from b"))
        try fixture.sync("b")
        try fixture.sync("a")
        let files = fixture.files("a")
        #expect(files == fixture.files("b"))
        #expect(files["Plan.md"] == Self.start.replacingOccurrences(of: "tuesday", with: "tuesday: from b"))
        let copies = files.filter { $0.key != "Plan.md" }
        #expect(copies.count == 1)
        #expect(copies.values.first?.contains("tuesday: from a") == true)
        #expect(copies.keys.first?.contains("conflict") == true)
        #expect(!files.values.contains { $0.contains("<<<<<<<") })
    }
}

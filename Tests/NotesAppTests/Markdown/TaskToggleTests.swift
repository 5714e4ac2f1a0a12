import Testing
@testable import NotesApp

/// Ctrl-T's rewrite of one line.
@Suite struct TaskToggleTests {
    private func toggled(_ line: String) -> String {
        var characters = Array(line)
        let edit = TaskToggle.edit(of: characters)
        characters.replaceSubrange(edit.range, with: Array(edit.replacement))
        return String(characters)
    }

    @Test func togglesEveryBulletKindIndentedOrNot() {
        #expect(toggled("- [ ] milk") == "- [x] milk")
        #expect(toggled("- [x] milk") == "- [ ] milk")
        #expect(toggled("- [X] milk") == "- [ ] milk")
        #expect(toggled("  * [ ] eggs") == "  * [x] eggs")
        #expect(toggled("+ [x] bread") == "+ [ ] bread")
        #expect(toggled("\t1. [ ] first") == "\t1. [x] first")
        #expect(toggled("- [ ]") == "- [x]")
    }

    @Test func aLineWithoutATaskBecomesOne() {
        #expect(toggled("milk") == "- [ ] milk")
        #expect(toggled("    indented") == "    - [ ] indented")
        #expect(toggled("- foo") == "- [ ] foo")
        #expect(toggled("3. third") == "3. [ ] third")
        #expect(toggled("") == "- [ ] ")
        #expect(toggled("-") == "- [ ] ")
        #expect(toggled("-not a bullet") == "- [ ] -not a bullet")
    }
}

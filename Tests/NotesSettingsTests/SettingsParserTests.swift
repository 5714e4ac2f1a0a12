import Testing
@testable import NotesSettings

/// The text of a settings file → settings, or the one fault with its line.
@Suite("Settings file: values")
struct SettingsParserTests {
    func parse(_ text: String) throws(SettingsError) -> Settings {
        try SettingsParser.parse(text, path: "config.toml")
    }

    /// The fault's line and message; records an issue when the text parses.
    func fault(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> (line: Int?, message: String) {
        do {
            let settings = try parse(text)
            Issue.record("parsed: \(settings)", sourceLocation: sourceLocation)
            return (nil, "")
        } catch {
            #expect(!error.message.contains("\n"), "one line", sourceLocation: sourceLocation)
            return (error.line, error.message)
        }
    }

    @Test func anEmptyFileIsEveryDefault() throws {
        #expect(try parse("") == Settings())
        #expect(try parse("# only a comment\n\n") == Settings())
    }

    @Test func theSampleFileIsEveryDefault() throws {
        #expect(try parse(SettingsTemplate.text) == Settings())
    }

    @Test func everySettingIsRead() throws {
        let settings = try parse("""
            editor = "nvim -n"
            theme = "light"
            sort = "title"
            preview = "off"
            mouse = false
            tab_width = 8
            [colors]
            header = "bright-blue"
            tag = 208
            link = "default"
            quote = "grey"
            [sync]
            enabled = false
            delay = 120
            interval = 0
            """)
        #expect(settings.editor == "nvim -n")
        #expect(settings.theme == .light)
        #expect(settings.sort == .title)
        #expect(settings.preview == .off)
        #expect(settings.mouse == false)
        #expect(settings.tabWidth == 8)
        #expect(settings.colors == [.header: .index(12), .tag: .index(208), .link: .terminalDefault, .quote: .index(8)])
        #expect(settings.sync.enabled == false)
        #expect(settings.sync.delay == 120)
        #expect(settings.sync.interval == 0)
        #expect(Settings().sync.interval == 60)
    }

    @Test func dottedAndInlineTablesAreTheSameSettings() throws {
        let dotted = try parse("colors.tag = \"red\"\nsync.delay = 5\n")
        let inline = try parse("colors = { tag = \"red\" }\nsync = { delay = 5 }\n")
        #expect(dotted == inline)
        #expect(dotted.colors[.tag] == .index(1) && dotted.sync.delay == 5)
    }

    @Test func perElementColoursOverTheTheme() throws {
        let settings = try parse("theme = \"light\"\n[colors]\nmatch = \"cyan\"\n")
        #expect(settings.resolvedColors?[.match] == .index(6))
        #expect(settings.resolvedColors?[.header] == ThemeName.light.colors?[.header])
        #expect(try parse("theme = \"mono\"\ncolors.tag = \"red\"\n").resolvedColors == nil)
    }

    // MARK: - Faults and their lines

    @Test func badTOMLNamesItsLine() {
        let result = fault("theme = \"default\"\n\nsort = \"title\n")
        #expect(result.line == 3)
        #expect(result.message.hasPrefix("config.toml:3: not valid TOML"))
    }

    @Test func aKeyGivenTwiceIsBadTOML() {
        #expect(fault("mouse = true\nmouse = false\n").line == 2)
    }

    @Test func unknownTopLevelKey() {
        let result = fault("theme = \"default\"\n\n# a comment\ncolour = \"red\"\n")
        #expect(result.line == 4)
        #expect(result.message.contains("unknown setting 'colour' at the top level"))
    }

    @Test func unknownKeyInATable() {
        let text = """
            [colors]
            header = "blue"

            [sync]
            enabled = true
            every = 5
            """
        let result = fault(text)
        #expect(result.line == 6)
        #expect(result.message.contains("unknown setting 'sync.every' in [sync]"))
    }

    @Test func unknownKeysWrittenEveryWay() {
        #expect(fault("mouse = true\ncolors.nope = \"red\"\n").line == 2)
        #expect(fault("mouse = true\n\ncolors = { tag = \"red\", nope = \"blue\" }\n").line == 3)
        #expect(fault("mouse = true\n\"odd key\" = 1\n").line == 2)
        #expect(fault("mouse = true\n[colors]\n\"tag\" = \"red\"\n'no pe' = \"red\"\n").line == 4)
        #expect(fault("[other]\nx = 1\n").line == 1)
        #expect(fault("mouse = true\n[[list]]\nx = 1\n").line == 2)
        #expect(fault("editor = 'vim'\n  [ colors ]   # spaced\n  bad = 1\n").line == 3)
    }

    /// Text that looks like a key inside a string or an array is not one.
    @Test func linesInsideStringsAreNotKeys() {
        let text = """
            x = \"\"\"
            nope = 1
            vim\"\"\"
            sync = { enabled = true }
            nope = 2
            """
        #expect(TOMLKeyLines(text).line(of: ["nope"]) == 5)
        #expect(TOMLKeyLines(text).line(of: ["sync", "enabled"]) == 4)
        #expect(TOMLKeyLines("x = '''\nbogus = 1'''\nbogus = 2\n").line(of: ["bogus"]) == 3)
        #expect(TOMLKeyLines("x = \"a\\\"\nbogus = 1\" \nbogus = 2").line(of: ["bogus"]) == 2)
        let array = "x = [\n  \"a\", # bogus = 1\n  { bogus = 1 },\n]\nbogus = 3\n"
        #expect(TOMLKeyLines(array).line(of: ["bogus"]) == 5)
        // An editor command over several lines is refused on its first.
        #expect(fault("mouse = true\neditor = \"\"\"\nvim\n\"\"\"\n").line == 2)
    }

    /// toml++ stops the process on a header with no name; refused first.
    @Test func aHeaderWithoutANameIsRefused() {
        #expect(fault("mouse = true\n[\n").line == 2)
        #expect(fault("[}a").line == 1)
        #expect(fault("[[ =]]\n").line == 1)
        #expect(fault("x = [\n[ +1 ]]\n").line == 1, "an array's inner array is no header")
    }

    @Test func wrongTypes() {
        #expect(fault("tab_width = \"4\"\n").message.contains("tab_width should be a whole number of columns (1 to 16), not a string"))
        #expect(fault("theme = 'mono'\nmouse = \"yes\"\n") == (2, "config.toml:2: mouse should be true or false, not a string"))
        #expect(fault("sync = 3\n").message.contains("sync should be a table ([sync]), not an integer"))
        #expect(fault("[sync]\ndelay = 1.5\n").line == 2)
        #expect(fault("colors.tag = true\n").message.contains("colors.tag should be a colour name or number, not true or false"))
        #expect(fault("editor = [\"vim\"]\n").message.contains("editor should be a string in quotes, not an array"))
    }

    @Test func badValues() {
        #expect(fault("tab_width = 0\n").message == "config.toml:1: tab_width = 0 is out of range; use 1 to 16 columns")
        #expect(fault("\ntheme = \"solarized\"\n").message.hasPrefix("config.toml:2: theme = \"solarized\" is not one of \"default\", \"light\", \"mono\""))
        #expect(fault("sort = \"size\"\n").line == 1)
        #expect(fault("preview = \"yes\"\n").line == 1)
        #expect(fault("[colors]\ntag = \"purple\"\n").message.contains("colors.tag = \"purple\" is not a colour"))
        #expect(fault("[colors]\ntag = 256\n").line == 2)
        #expect(fault("[sync]\ndelay = 0\n").line == 2)
        #expect(fault("[sync]\ndelay = 5\ninterval = -1\n").message
            == "config.toml:3: sync.interval = -1 is out of range; use 0 to 86400 seconds")
        #expect(fault("sync.interval = \"1m\"\n").message.hasPrefix("config.toml:1: sync.interval should be a whole number of seconds"))
        #expect(fault("editor = \"  \"\n").message.contains("editor is empty"))
        #expect(fault("editor = \"vim\\nrm\"\n").message.contains("control character"))
    }

    /// Several faults: the one nearest the top is reported.
    @Test func theFirstFaultByLineIsReported() {
        let text = "[sync]\ndelay = 0\n[colors]\ntag = \"nope\"\n"
        #expect(fault("zzz = 1\naaa = 2\n").line == 1)
        #expect(fault(text).line == 2)
        #expect(fault("tab_width = 99\ntheme = \"x\"\n").line == 1)
    }

    /// Windows line ends count as line breaks, in TOML errors and key lines.
    @Test func crlfLinesAreCounted() {
        #expect(fault("mouse = true\r\n\r\nsort = \"title\r\n").line == 3)
        #expect(fault("mouse = true\r\n[colors]\r\nnope = 1\r\n").line == 3)
    }

    @Test func aNULByteIsAFaultOnItsLine() {
        #expect(fault("mouse = true\nsort = \"ti\0tle\"\n").line == 2)
    }

    /// A value quoted back is cut short and shows no control characters.
    @Test func quotedValuesAreShortAndSafe() {
        let long = String(repeating: "x", count: 5_000)
        let message = fault("theme = \"\(long)\\u001b[2J\"\n").message
        #expect(message.count < 300)
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }
}

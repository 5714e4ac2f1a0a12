// swift-tools-version: 6.0
import PackageDescription

// Layers, each one job, dependencies pointing down only:
//   notes-tui (thin CLI) → NotesApp → TextEditing → TerminalKit → CNcurses, CSignalPipe
//                                   → NotesSettings → NotesModel
//                                   → NotesSync (→ NotesVault, CSignalPipe), NotesInterchange (→ TerminalCharacters)
//                                   → NotesVault (→ Yams) → NotesStorage
//                                       → NotesCore (the controller)
//                                           → NotesSearching → NotesModel
//                                           → NotesStorage → LibraryFormat, NotesMerging → NotesModel

// The notes core is several modules, and its hot paths (sorting, search's
// folding, decoding) call across them: without cross-module optimization a
// release build cannot inline or specialize those calls.
let crossModuleOptimized: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "notes-tui",
    products: [
        .executable(name: "notes-tui", targets: ["notes-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"), // front matter of imported Markdown
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    ],
    targets: [
        // MARK: - C modules
        // No pkgConfig: SwiftPM refuses ncursesw's cflags (-D_DEFAULT_SOURCE,
        // -D_XOPEN_SOURCE=600) with a warning on every build. shim.h defines
        // what the wide-character API needs, and the module map links
        // ncursesw (whose linker script brings in tinfo).
        .systemLibrary(name: "CNcurses"),
        .target(name: "CSignalPipe"),
        // The one rule for which characters reach a terminal as they are:
        // the screens and every line a command prints ask it.
        .target(name: "TerminalCharacters"),

        // MARK: - Terminal layer: the only code that calls curses
        .target(name: "TerminalKit", dependencies: ["CNcurses", "CSignalPipe", "TerminalCharacters"]),

        // MARK: - Text editing: buffer, soft wrap, undo, title field, body editor;
        // knows no notes
        .target(name: "TextEditing", dependencies: ["TerminalKit"]),

        // MARK: - Notes core, in layers; none knows a terminal
        // The model: notes, their text and its buffers, dates, ids, sorting,
        // the one text-folding rule.
        .target(name: "NotesModel", swiftSettings: crossModuleOptimized),
        // The JSON library format: bytes <-> library (codec, decoder and its
        // halves, scanner, canonical check, glimpse, page release).
        .target(name: "LibraryFormat", dependencies: ["NotesModel"], swiftSettings: crossModuleOptimized),
        // The three-way merge of two versions of a library with their base.
        .target(name: "NotesMerging", dependencies: ["NotesModel"], swiftSettings: crossModuleOptimized),
        .target(
            name: "NotesResources",
            path: "Resources",
            exclude: ["notes-tui.1"],
            resources: [.embedInCode("SampleNotes.json")]
        ),
        // Storage: the store protocol, the JSON file store and its side
        // files, locks, rescue copies; POSIX file access for every target
        // that writes files.
        .target(
            name: "NotesStorage",
            dependencies: ["NotesModel", "LibraryFormat", "NotesMerging", "NotesResources"],
            swiftSettings: crossModuleOptimized
        ),
        // Search: the filter, foldings, tags, links, fuzzy titles, quick open.
        .target(name: "NotesSearching", dependencies: ["NotesModel"], swiftSettings: crossModuleOptimized),
        // Vaults: a folder of Markdown notes as a library (the second store):
        // reading and writing note files, front matter, file names, watching.
        .target(
            name: "NotesVault",
            dependencies: ["NotesModel", "LibraryFormat", "NotesMerging", "NotesStorage", .product(name: "Yams", package: "Yams")],
            swiftSettings: crossModuleOptimized
        ),
        // The controller the screens and commands drive, over any store.
        .target(
            name: "NotesCore",
            dependencies: ["NotesModel", "NotesStorage", "NotesMerging", "NotesSearching"],
            swiftSettings: crossModuleOptimized
        ),
        // Markdown import and export, front matter, Simplenote's export:
        // the notes as other programs write them; knows no terminal.
        .target(name: "NotesInterchange", dependencies: [
            "NotesModel", "LibraryFormat", "NotesMerging", "NotesStorage", "NotesSearching", "NotesCore", "NotesVault",
            "TerminalCharacters", .product(name: "Yams", package: "Yams"),
        ]),

        // MARK: - Settings: the config.toml file read and checked; knows no terminal
        .target(
            name: "NotesSettings",
            dependencies: ["NotesModel", .product(name: "TOMLKit", package: "TOMLKit")]
        ),

        // MARK: - Sync through git: runs the git command, registers the
        // library's three-way merge as git's merge driver; knows no terminal
        // (CSignalPipe: the table of git's process groups, killed when this process ends)
        // (NotesVault: a version of a vault's note is read as the vault reads its file)
        .target(name: "NotesSync", dependencies: [
            "NotesModel", "LibraryFormat", "NotesMerging", "NotesStorage", "NotesCore", "NotesVault", "CSignalPipe",
        ]),

        // MARK: - App layer: delegates, coordinators, router, factory, screens
        .target(name: "NotesApp", dependencies: [
            "TerminalKit", "TextEditing", "NotesModel", "LibraryFormat", "NotesStorage", "NotesSearching", "NotesCore",
            "NotesInterchange", "NotesSettings", "NotesSync", "NotesVault",
        ]),

        // MARK: - The executable: parses the command line, hands over to the app
        .executableTarget(
            name: "notes-tui",
            dependencies: [
                "NotesApp", "NotesInterchange",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Tests
        // Test doubles and helpers, as swift-nio's NIOEmbedded: never a dependency
        // of the executable, so production modules do not ship them.
        .target(name: "TestSupport", dependencies: ["NotesModel", "NotesMerging", "NotesStorage", "NotesCore"], path: "Tests/TestSupport"),
        .target(name: "TerminalKitTestSupport", dependencies: ["TerminalKit"], path: "Tests/TerminalKitTestSupport"),
        .executableTarget(
            name: "notes-store-stress",
            dependencies: ["NotesModel", "LibraryFormat", "NotesStorage", "NotesCore"],
            path: "Tests/StoreStress"
        ),
        // The fuzz corpus is read from the source tree (see LoaderFuzzTests).
        .testTarget(
            name: "NotesCoreTests",
            dependencies: [
                "NotesModel", "LibraryFormat", "NotesMerging", "NotesStorage", "NotesSearching", "NotesCore", "TestSupport",
            ],
            exclude: ["FuzzCorpus"]
        ),
        // Real git against real remotes (a bare repository by path, git daemon).
        .testTarget(
            name: "NotesSyncTests",
            dependencies: [
                "NotesSync", "NotesModel", "LibraryFormat", "NotesStorage", "NotesCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Vaults on real folders, each test in its own temporary one.
        .testTarget(
            name: "NotesVaultTests",
            dependencies: [
                "NotesVault", "NotesModel", "NotesStorage", "NotesCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "NotesSettingsTests",
            dependencies: [
                "NotesSettings", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: [
                "TerminalKit", "TerminalKitTestSupport", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TextEditingTests",
            dependencies: [
                "TextEditing", "TerminalKit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "NotesAppTests",
            dependencies: [
                "NotesApp", "NotesModel", "LibraryFormat", "NotesStorage", "NotesSearching", "NotesCore",
                "NotesInterchange", "NotesSettings", "NotesVault", "TextEditing", "TerminalCharacters", "TestSupport",
                "TerminalKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // `make bench`: the figures of README "Performance", in release mode.
        .executableTarget(
            name: "notes-tui-bench",
            dependencies: [
                "NotesApp", "NotesModel", "LibraryFormat", "NotesStorage", "NotesCore", "NotesSync", "NotesVault", "TerminalKit",
                "TextEditing",
            ],
            path: "Tests/Benchmarks",
            exclude: ["results.md"]
        ),
    ]
)

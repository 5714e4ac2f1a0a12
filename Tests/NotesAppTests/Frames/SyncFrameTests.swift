import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp

/// Whole frames of a library set up for sync: the header says when it
/// last synced, that it is syncing, or why it failed — cut to fit at 40
/// columns, the note count kept — and the help gives the whole reason.
@Suite struct SyncFrameTests {
    static let reason = "cannot reach ssh://backup.example.org/home/me/notes.git: connection refused"

    func app(_ size: Size, _ syncer: FakeLibrarySyncer = FakeLibrarySyncer()) throws -> AppHarness {
        try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"]), size: size, syncer: syncer).launch()
    }

    func failing() -> FakeLibrarySyncer {
        let syncer = FakeLibrarySyncer()
        syncer.willEnd(.failed(Self.reason))
        return syncer
    }

    @Test func theListSaysWhenItLastSynced() throws {
        let app = try app(Size(rows: 24, columns: 80))
        app.finishSyncs()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json              synced 14:03 · by modified · 1/3 notes
            ▸ Shopping  Body of Shopping                                              11:05
              Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
    }

    @Test func theListSaysItIsSyncing() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(Size(rows: 24, columns: 80), syncer)
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                  syncing… · by modified · 1/3 notes
            ▸ Shopping  Body of Shopping                                              11:05
              Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
        syncer.release()
        app.finishSyncs()
    }

    @Test func theListSaysWhyASyncFailed() throws {
        let app = try app(Size(rows: 24, columns: 80), failing())
        app.finishSyncs()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json   sync failed: cannot reach ssh://back… · 1/3 notes
            ▸ Shopping  Body of Shopping                                              11:05
              Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
    }

    @Test func at40By10TheListKeepsTheStateAndTheCount() throws {
        let app = try app(Size(rows: 10, columns: 40))
        app.finishSyncs()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/no… synced 14:03 · 1/3
            ▸ Shopping  Body of Shopping      11:05
              Ideas     Body of Ideas         11:04
              Recipes   Body of Recipes       11:03





            Enter open · n new · F1 help · q quit
            """)
    }

    @Test func at40By10TheListSaysItIsSyncing() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(Size(rows: 10, columns: 40), syncer)
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.… syncing… · 1/3
            ▸ Shopping  Body of Shopping      11:05
              Ideas     Body of Ideas         11:04
              Recipes   Body of Recipes       11:03





            Enter open · n new · F1 help · q quit
            """)
        syncer.release()
        app.finishSyncs()
    }

    @Test func at40By10AFailureIsCutAndTheCountStays() throws {
        let app = try app(Size(rows: 10, columns: 40), failing())
        app.finishSyncs()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/not… sync failed · 1/3
            ▸ Shopping  Body of Shopping      11:05
              Ideas     Body of Ideas         11:04
              Recipes   Body of Recipes       11:03





            Enter open · n new · F1 help · q quit
            """)
    }

    @Test func noteDetailSaysTheStateBesideUnsaved() throws {
        let app = try app(Size(rows: 24, columns: 80))
        app.finishSyncs()
        app.press(.enter)
        app.type("x")
        expectFrame(app.terminal.lastFrame, """
             Edit note                                             synced 14:03 · ● unsaved
            Title: Shopping
            ────────────────────────────────────────────────────────────────────────────────
            xBody of Shopping



















            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
    }

    @Test func at40By10NoteDetailKeepsUnsavedFirst() throws {
        let app = try app(Size(rows: 10, columns: 40))
        app.finishSyncs()
        app.press(.enter)
        app.type("x")
        expectFrame(app.terminal.lastFrame, """
             Edit note     synced 14:03 · ● unsaved
            Title: Shopping
            ────────────────────────────────────────
            xBody of Shopping





            Ctrl-S save · Esc back · F1 help
            """)
    }

    @Test func theHelpGivesTheWholeReason() throws {
        let app = try app(Size(rows: 24, columns: 80), failing())
        app.finishSyncs()
        app.press(.character("?"))
        expectFrame(app.terminal.lastFrame, """
             notes-┌────────────────────────────────────────────────────────────────┐ notes
            ▸ Shopp│ Keys (? or F1) — ↑↓ scroll, other keys close                   │ 11:05
              Ideas│ Sync failed: cannot reach                                      │ 11:04
              Recip│   ssh://backup.example.org/home/me/notes.git: connection       │ 11:03
                   │   refused                                                      │
                   │ Notes list                                                     │
                   │   ↓ j / ↑ k             move                                   │
                   │   PgDn/PgUp, g / G      page; first / last                     │
                   │   Enter                 open note                              │
                   │   v                     read it: read-only, full screen        │
                   │   n or +                new note                               │
                   │   e                     edit in $VISUAL/$EDITOR                │
                   │   d or Delete           move to the trash (asks)               │
                   │   u                     undo the last delete, again and again  │
                   │   p                     pin or unpin (pinned come first)       │
                   │   s                     sort: modified → created → title       │
                   │   t                     tags; Enter filters by one             │
                   │   b                     links: to and from this note           │
                   │   h                     history: this note's versions          │
                   │   T                     the trash: restore, delete for good    │
                   │   /                     filter; Enter keeps, Esc clears        │
                   │   q                     quit                                   │
                   │   J / K                 scroll the preview (120+ columns)      │
            Enter o└──────────────────────────────────────────── 1–22 of 81 ↓ more ─┘
            """)
    }
}

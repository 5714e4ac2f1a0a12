import Foundation
import LibraryFormat
import NotesStorage
import NotesSync

/// `notes-tui sync` of a JSON library end to end (the process, the copy
/// beside the library, git) at 10,000 notes against a bare repository on
/// this machine: with nothing to do, with one note changed here, and with
/// one note changed on each of two machines (a merge), and what the
/// remote stores per one-note sync.
enum SyncBenchmarks {
    static func run(binary: String, folder: String, runs: Int, log: (String) -> Void) -> [Figure] {
        let base = folder + "/sync"
        let remote = base + "/remote.git"
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        guard git(["init", "--quiet", "--bare", remote]) else {
            log("notes-tui-bench: git is missing; sync figures skipped")
            return []
        }
        let here = base + "/a/notes.json", there = base + "/b/notes.json"
        try? FileManager.default.createDirectory(atPath: base + "/a", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: here, contents: Data(LibraryCodec.encode(LibraryGenerator.library(count: 10_000))))
        do {
            _ = try JSONCopySync.setUp(dataPath: here, remote: remote)
            _ = try JSONCopySync.setUp(dataPath: there, remote: remote)
        } catch {
            log("notes-tui-bench: sync setup failed: \(error.message)")
            return []
        }
        log("running sync: nothing to do…")
        var idle: [Double] = [], sent: [Double] = [], merged: [Double] = [], growth: [Double] = []
        for _ in 0..<runs { idle.append(timedSync(binary, here)) }
        log("running sync: one note changed…")
        for round in 0..<runs {
            let before = VaultSyncBenchmarks.folderBytes(remote + "/objects")
            touchOneNote(here, round: round, tag: "here")
            sent.append(timedSync(binary, here))
            growth.append(Double(VaultSyncBenchmarks.folderBytes(remote + "/objects") - before))
        }
        _ = timedSync(binary, there)
        log("running sync: one note changed on each machine…")
        for round in 0..<runs {
            touchOneNote(there, round: round, tag: "there")
            _ = timedSync(binary, there)
            touchOneNote(here, round: round + 1, tag: "here again")
            merged.append(timedSync(binary, here))
            _ = timedSync(binary, there)
        }
        log("typing in a note while the app syncs in the background…")
        touchOneNote(there, round: runs + 1, tag: "there, while typing")
        _ = timedSync(binary, there)
        let typing = SyncTypingBenchmark.measure(library: here, driver: binary)
        _ = timedSync(binary, here)
        return [
            Figure(name: "typing in a note while the app syncs (every key)", library: "10k", unit: .milliseconds,
                   samples: typing, target: nil),
            Figure(name: "typing in a note while the app syncs: p99", library: "10k", unit: .milliseconds,
                   samples: LibraryBenchmarks.percentile99(typing), target: 8),
            Figure(name: "JSON library `sync` with nothing to do (path remote)", library: "10k", unit: .milliseconds,
                   samples: idle, target: nil),
            Figure(name: "JSON library `sync` of one changed note (path remote)", library: "10k", unit: .milliseconds,
                   samples: sent, target: nil),
            Figure(name: "JSON library `sync` merging a note changed on each machine (path remote)", library: "10k",
                   unit: .milliseconds, samples: merged, target: nil),
            Figure(name: "JSON library: remote growth per one-note sync, the note included (path remote)", library: "10k",
                   unit: .bytes, samples: growth, target: nil),
        ]
    }

    static func timedSync(_ binary: String, _ library: String) -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        let child = ChildProcess.withPipe(binary, ["sync", "--data-file", library])
        child.readToEnd()
        let (status, _) = child.wait()
        if status != 0 { FileHandle.standardError.write(Data("notes-tui-bench: sync exited \(status)\n".utf8)) }
        return milliseconds(since: started)
    }

    /// Edits one note through the store, as the app saves.
    static func touchOneNote(_ path: String, round: Int, tag: String) {
        let store = JSONFileStore(path: path)
        guard var library = try? store.load(), !library.notes.isEmpty else { return }
        let index = (round * 7919 + tag.count) % library.notes.count
        library.notes[index].body += "\n\(tag) \(round)"
        library.notes[index].modified = Date()
        _ = try? store.save(library)
    }

    static func git(_ arguments: [String]) -> Bool {
        guard let child = try? SpawnedProcess.run("/usr/bin/git", arguments: arguments,
                                                  environment: ProcessInfo.processInfo.environment, timeout: 60) else { return false }
        return child.status == 0
    }
}

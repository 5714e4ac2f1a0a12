import Foundation
import NotesSync

/// A vault synced note by note, end to end through `notes-tui sync`, against
/// a `git daemon` remote on 127.0.0.1 (a network remote) and a bare
/// repository by path beside it: nothing to do, one changed note, a note
/// changed on each machine (a merge), what the remote stores per one-note
/// sync, a new machine's setup, and git's own commit-and-push of one file
/// in a clone of the same remote as the floor.
enum VaultSyncBenchmarks {
    static func run(binary: String, folder: String, label: String, count: Int, runs: Int, log: (String) -> Void) -> [Figure] {
        let base = folder + "/vault-sync-\(label)"
        try? FileManager.default.removeItem(atPath: base)
        try? FileManager.default.createDirectory(atPath: base + "/served", withIntermediateDirectories: true)
        guard SyncBenchmarks.git(["init", "--quiet", "--bare", base + "/served/notes.git"]),
              SyncBenchmarks.git(["init", "--quiet", "--bare", base + "/by-path.git"]) else {
            log("notes-tui-bench: git is missing; vault sync figures skipped")
            return []
        }
        let port = Int.random(in: 20_000..<40_000)
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        daemon.arguments = ["daemon", "--reuseaddr", "--listen=127.0.0.1", "--port=\(port)", "--base-path=\(base)/served",
                            "--export-all", "--enable=receive-pack", base + "/served"]
        daemon.standardError = FileHandle.nullDevice
        guard (try? daemon.run()) != nil else {
            log("notes-tui-bench: git daemon did not start; vault sync figures skipped")
            return []
        }
        defer { daemon.terminate() }
        let network = "git://127.0.0.1:\(port)/notes.git"
        for _ in 0..<50 where !SyncBenchmarks.git(["ls-remote", network]) { usleep(100_000) }
        let library = LibraryGenerator.library(count: count)
        var figures: [Figure] = []
        for (kind, remote, objects) in [("git daemon", network, base + "/served/notes.git/objects"),
                                        ("path", base + "/by-path.git", base + "/by-path.git/objects")] {
            let here = base + "/\(kind == "path" ? "path" : "daemon")-a", there = base + "/\(kind == "path" ? "path" : "daemon")-b/"
            log("vault sync (\(kind), \(label)): writing the vault and setting it up…")
            _ = VaultBenchmarks.write(library, to: here)
            guard run(binary, ["--data-file", here, "sync", "--setup", remote]) >= 0 else { return figures }
            let setUp = run(binary, ["--data-file", there, "sync", "--setup", remote])
            let notes = notePaths(here)
            var idle: [Double] = [], sent: [Double] = [], merged: [Double] = [], growth: [Double] = []
            for _ in 0..<runs { idle.append(run(binary, ["--data-file", here, "sync"])) }
            for round in 0..<runs {
                let before = folderBytes(objects)
                let path = notes[(round * 7919) % notes.count]
                append(here + "/" + path, "edited here \(round)")
                sent.append(run(binary, ["--data-file", here, "sync"]))
                let note = (try? FileManager.default.attributesOfItem(atPath: here + "/" + path)[.size] as? Int) ?? 0
                growth.append(Double(folderBytes(objects) - before - note))
            }
            _ = run(binary, ["--data-file", there, "sync"])
            for round in 0..<runs {
                append(there + notes[(round * 104_729 + 1) % notes.count], "edited there \(round)")
                _ = run(binary, ["--data-file", there, "sync"])
                append(here + "/" + notes[(round * 7919 + 3) % notes.count], "edited here again \(round)")
                merged.append(run(binary, ["--data-file", here, "sync"]))
            }
            let suffix = " (\(kind) remote)"
            figures += [
                Figure(name: "vault `sync` with nothing to do" + suffix, library: label, unit: .milliseconds, samples: idle,
                       target: kind == "path" ? nil : (count >= 100_000 ? 150 : 60)),
                Figure(name: "vault `sync` of one changed note, end to end" + suffix, library: label, unit: .milliseconds,
                       samples: sent, target: kind == "path" ? nil : (count >= 100_000 ? 300 : 150)),
                Figure(name: "vault `sync` merging a note changed on each machine" + suffix, library: label, unit: .milliseconds,
                       samples: merged, target: kind == "path" ? nil : (count >= 100_000 ? 500 : 250)),
                Figure(name: "remote growth per one-note sync, beyond the note" + suffix, library: label, unit: .bytes,
                       samples: growth, target: kind == "path" ? nil : Double(count >= 100_000 ? 32_768 : 16_384)),
                Figure(name: "a new machine's vault `sync --setup`" + suffix, library: label, unit: .milliseconds, samples: [setUp],
                       target: kind == "path" ? nil : (count >= 100_000 ? 30_000 : 3_000)),
            ]
            if kind == "git daemon" { figures.append(gitFloor(remote: remote, base: base, label: label, runs: runs, log: log)) }
        }
        return figures
    }

    /// git alone: one file edited in a clone, committed and pushed.
    static func gitFloor(remote: String, base: String, label: String, runs: Int, log: (String) -> Void) -> Figure {
        let clone = base + "/floor"
        // The remote's HEAD names the branch the setup pushed.
        _ = SyncBenchmarks.git(["clone", "--quiet", remote, clone])
        let notes = notePaths(clone)
        guard !notes.isEmpty else {
            log("notes-tui-bench: the clone of \(remote) holds no notes; git's floor skipped")
            return Figure(name: "floor: git commit + push of one file (git daemon remote)", library: label, unit: .milliseconds,
                          samples: [], target: nil)
        }
        var samples: [Double] = []
        for round in 0..<runs {
            append(clone + "/" + notes[(round * 31) % notes.count], "floor \(round)")
            let started = DispatchTime.now().uptimeNanoseconds
            _ = SyncBenchmarks.git(["-C", clone, "-c", "user.name=b", "-c", "user.email=b@b", "commit", "--quiet", "-am", "floor"])
            _ = SyncBenchmarks.git(["-C", clone, "push", "--quiet", "origin", "HEAD"])
            samples.append(milliseconds(since: started))
        }
        return Figure(name: "floor: git commit + push of one file (git daemon remote)", library: label, unit: .milliseconds,
                      samples: samples, target: nil)
    }

    /// Runs notes-tui; its time in milliseconds, or -1 when it failed.
    static func run(_ binary: String, _ arguments: [String]) -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        let child = ChildProcess.withPipe(binary, arguments)
        child.readToEnd(limit: 600)
        let (status, _) = child.wait()
        if status != 0 {
            FileHandle.standardError.write(Data("notes-tui-bench: notes-tui \(arguments.joined(separator: " ")) exited \(status)\n".utf8))
            return -1
        }
        return milliseconds(since: started)
    }

    static func notePaths(_ vault: String) -> [String] {
        var paths: [String] = []
        let walker = FileManager.default.enumerator(atPath: vault)
        while let path = walker?.nextObject() as? String {
            if path.hasPrefix(".") { walker?.skipDescendants(); continue }
            if path.hasSuffix(".md") { paths.append(path) }
        }
        return paths.sorted()
    }

    static func append(_ path: String, _ line: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        handle.seekToEndOfFile()
        handle.write(Data((line + "\n").utf8))
        try? handle.close()
    }

    static func folderBytes(_ path: String) -> Int {
        var total = 0
        let walker = FileManager.default.enumerator(atPath: path)
        while let name = walker?.nextObject() as? String {
            total += (walker?.fileAttributes?[.size] as? Int) ?? 0
            _ = name
        }
        return total
    }
}

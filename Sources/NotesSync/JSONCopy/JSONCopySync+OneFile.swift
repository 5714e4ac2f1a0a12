import Foundation
import LibraryFormat
import NotesMerging
import NotesModel
import NotesStorage
import NotesVault

// A remote in the one-file layout of earlier versions (the library file
// `notes.json` alone) becomes a vault in one commit on top of its branch:
// every note a Markdown file, and the library file replaced by one that
// says, in a format version newer than any earlier notes-tui reads, where
// the notes went. An earlier notes-tui that syncs afterwards stops on it
// with "written by a newer notes-tui" and changes nothing.
extension JSONCopySync {
    /// The library file that takes the one-file library's place.
    static let movedLibraryText = """
        {
          "version": \(Library.formatVersion + 1),
          "notes": [],
          "moved": "This library is kept note by note in this repository now, one Markdown file per note. Update notes-tui to sync it."
        }

        """

    /// Converts the remote when its branch holds a one-file library and no
    /// notes, merging that library into this one first; true when it did.
    /// With `refusesForeign`, a branch holding files but neither notes nor
    /// a library is refused.
    func convertOneFileRemote(_ git: GitRunner, libraryName: String, refusesForeign: Bool) throws(SyncError) -> Bool {
        guard try copy.fetch(git) else { return false }
        let paths = try copy.treePaths(git, copy.remoteRef)
        if paths.contains(where: VaultSyncPaths.isNote) || paths.isEmpty { return false }
        guard paths.contains(libraryName) else {
            if refusesForeign { try copy.refuseForeignRemote(git) }
            return false
        }
        let read = try git.run(["cat-file", "blob", "\(copy.remoteRef):\(libraryName)"],
                               outputLimit: LibraryFolderAccess.maximumLibrarySize + 1)
        guard read.status == 0, !read.timedOut else {
            throw .remoteLibraryRefused(remote: copy.remoteURL(), reason: "its \(libraryName) cannot be read as a file (\(GitMessages.reason(read)))")
        }
        let remoteLibrary: Library
        do {
            remoteLibrary = try LibraryCodec.decode(read.stdout)
        } catch {
            // Converted already (by a machine that then removed every note).
            if case .newerVersion = error { return false }
            throw .remoteLibraryRefused(remote: copy.remoteURL(), reason: "its \(libraryName) is not a notes library (\(error.description))")
        }
        try withLibraryLock { () throws(SyncError) in
            let current = try readLibrary()
            var merged = LibraryMerge.merge(base: Library(), mine: current.library, theirs: remoteLibrary)
            merged.draft = current.library.draft
            merged.unknownFields = current.library.unknownFields
            guard merged != current.library else { return }
            do { try LibraryFolderAccess.replace(libraryPath, with: LibraryCodec.encode(merged), mode: current.mode) } catch {
                throw .store(Self.storeError(error, path: libraryPath))
            }
        }
        try reconcile()
        try commitConversion(git, libraryName: libraryName)
        return true
    }

    /// The conversion commit: the remote's tree with every note of the
    /// copy added and the moved library in the one file's place. Other
    /// files the remote kept beside the library (a repository shared with
    /// `--force`) stay, checked as a sync checks them, and are written
    /// into the copy so that it is the commit's work tree.
    private func commitConversion(_ git: GitRunner, libraryName: String) throws(SyncError) {
        try git.check(["read-tree", copy.remoteRef], step: "read the remote's branch")
        let listing = try git.run(["ls-tree", "-r", "-z", "--full-tree", copy.remoteRef])
        guard listing.status == 0 else { throw .gitFailed(step: "list the remote's files", reason: GitMessages.reason(listing)) }
        var others: [String: String] = [:]
        for record in listing.stdout.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            let path = String(text[text.index(after: tab)...])
            guard fields.count == 3, path != libraryName else { continue }
            if let problem = VaultSyncPaths.incomingProblem(path: path, mode: String(fields[0])) {
                throw .remoteLibraryRefused(remote: copy.remoteURL(), reason: problem)
            }
            others[path] = String(fields[2])
        }
        let blobs = try copy.readBlobs(git, Set(others.values))
        let writer = VaultFileWriter(root: copy.vault)
        let moved = Array(Self.movedLibraryText.utf8)
        do {
            for (path, blob) in others where !VaultSyncPaths.isNote(path) {
                try writer.put(path, bytes: blobs[blob] ?? [], mode: 0o644, durable: false)
            }
            try writer.put(libraryName, bytes: moved, mode: 0o644, durable: false)
            try writer.syncFileSystem()
        } catch {
            throw .gitFailed(step: "write the remote's files into the library's copy", reason: "\(error.step): \(PosixFile.describe(error.code))")
        }
        let notes = try copy.changedNotePaths(git).paths
        let list = notes.map { Array($0.utf8) + [0] }.joined()
        try git.check(["update-index", "--add", "--remove", "-z", "--stdin"], step: "stage the notes", input: Array(list))
        let blob = try git.check(["hash-object", "-w", "--no-filters", "--stdin"], step: "record the moved library", input: moved)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try git.check(["update-index", "--add", "--cacheinfo", "100644,\(blob),\(libraryName)"], step: "record the moved library")
        let tree = try git.check(["write-tree"], step: "record the notes").trimmingCharacters(in: .whitespacesAndNewlines)
        let parent = try git.check(["rev-parse", copy.remoteRef], step: "read the remote's branch").trimmingCharacters(in: .whitespacesAndNewlines)
        let identity = try Identity(git: git)
        let message = "notes-tui sync on \(identity.host): \(libraryName) converted to one Markdown file per note"
        let commit = try git.check(identity.options + ["commit-tree", tree, "-p", parent, "-m", message], step: "commit the conversion")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try git.check(["update-ref", "-m", "notes-tui sync: conversion", "HEAD", commit], step: "commit the conversion")
    }
}

import Foundation
import NotesStorage
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The one way a target creates a file of its own (an export, the settings
/// file, the editor's copy): nothing already at the path is opened or
/// followed, the file is this user's alone whatever the umask.
@Suite struct PrivateFileTests {
    enum Occupant: CaseIterable { case file, linkToAFile, danglingLink, folder, fifo }

    @Test(arguments: Occupant.allCases)
    func whateverIsAlreadyThereIsLeftAsItWas(occupant: Occupant) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("taken"), target = folder.file("target")
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: target))
        switch occupant {
        case .file: try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
        case .linkToAFile: #expect(symlink(target, path) == 0)
        case .danglingLink: #expect(symlink(folder.file("nowhere"), path) == 0)
        case .folder: #expect(mkdir(path, 0o700) == 0)
        case .fifo: #expect(mkfifo(path, 0o600) == 0)
        }
        #expect(throws: PrivateFile.Failure(step: .create, code: EEXIST)) {
            try PrivateFile.create(Array("mine".utf8), at: path)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "theirs")
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere")), "a dangling link is not followed")
        if occupant == .file { #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs") }
    }

    @Test(arguments: [mode_t(0), 0o022, 0o077, 0o277])
    func theNewFileIsThisUsersAloneWhateverTheUmask(mask: mode_t) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("new.md")
        let old = umask(mask)
        defer { umask(old) }
        let modified = Date(timeIntervalSince1970: 1_600_000_000.25)
        try PrivateFile.create(Array("mine".utf8), at: path, modified: modified, durable: true)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(info.st_mtim.tv_sec == 1_600_000_000 && info.st_mtim.tv_nsec == 250_000_000)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
    }

    @Test func aFolderThatCannotBeWrittenLeavesNothing() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("missing/new.md")
        #expect(throws: PrivateFile.Failure(step: .create, code: ENOENT)) {
            try PrivateFile.create(Array("mine".utf8), at: path)
        }
        #expect(folder.contents().isEmpty)
    }
}

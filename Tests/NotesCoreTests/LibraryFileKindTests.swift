import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesStorage

private final class DeadlineBox<T>: @unchecked Sendable { var value: T? }

/// Only a regular file is a library. A FIFO would block `open` and `read`
/// for ever, a device like /dev/zero would be read until memory runs out:
/// both are refused at once with a line saying what the file is.
@Suite struct LibraryFileKindTests {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    /// Runs `body` on a thread and fails (instead of hanging) when it takes
    /// more than `seconds`; `unblock` is then called to let the thread go.
    private func withDeadline<T: Sendable>(
        _ seconds: Double, unblock: @escaping @Sendable () -> Void, _ body: @escaping @Sendable () -> T
    ) -> T? {
        let box = DeadlineBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            Issue.record("still blocked after \(seconds) s")
            unblock()
            _ = done.wait(timeout: .now() + 5)
            return nil
        }
        return box.value
    }

    /// Opening the FIFO for writing releases a reader stuck in open/read.
    private static func release(_ fifo: String) {
        let fd = open(fifo, O_WRONLY | O_NONBLOCK)
        if fd >= 0 { close(fd) }
    }

    @Test func aFIFOIsRefusedAtOnceByLoadAndSave() throws {
        let fifo = folder.file("notes.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        let messages = withDeadline(5, unblock: { Self.release(fifo) }) { () -> [String] in
            let store = JSONFileStore(path: fifo)
            var messages: [String] = []
            do { _ = try store.load() } catch let error as StoreError { messages.append(error.message + " \(error.exitCode)") } catch {}
            do { _ = try store.save(Library(notes: [NoteFixtures.note(1)])) } catch let error as StoreError { messages.append(error.message + " \(error.exitCode)") } catch {}
            return messages
        }
        #expect(messages?.count == 2)
        for message in messages ?? [] {
            #expect(message.contains(fifo) && message.contains("is a FIFO (named pipe), not a library file") && message.hasSuffix(" 65"), "\(message)")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO was replaced")
    }

    /// /dev/zero named directly and through a link: an error, not 5 GB.
    /// (Only loaded: a save that went wrong would replace /dev/zero.)
    @Test(arguments: [false, true])
    func devZeroIsRefusedNotReadForEver(throughALink: Bool) throws {
        let path = throughALink ? folder.file("notes.json") : "/dev/zero"
        if throughALink { #expect(symlink("/dev/zero", path) == 0) }
        let message = withDeadline(5, unblock: {}) { () -> String? in
            do { _ = try JSONFileStore(path: path).load() } catch let error as StoreError { return error.message } catch {}
            return nil
        }
        #expect(message??.contains("is a character device, not a library file") == true, "\(String(describing: message))")
    }

    @Test func aFileLargerThanTheBoundIsRefusedWithTheBoundInTheMessage() throws {
        let path = folder.file("notes.json")
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        #expect(ftruncate(fd, off_t(PosixFile.maximumLibrarySize) + 1) == 0)  // sparse: costs no disk
        close(fd)
        let error = #expect(throws: StoreError.self) { try JSONFileStore(path: path).load() }
        #expect(error?.message.contains("larger than 512 MiB") == true)
        #expect(error?.exitCode == 65)
    }

    /// The other side of the bound: a save never writes a library the
    /// reader would then refuse (an `import` or a huge `add` used to lock
    /// every note out). The file stays as it was; the changes stay in memory.
    @Test func aSaveThatWouldPassTheBoundIsRefusedAndTheFileKept() throws {
        let path = folder.file("notes.json")
        let store = JSONFileStore(path: path)
        _ = try store.save(Library(notes: [NoteFixtures.note(1, title: "small")]))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let bounded = JSONFileStore(path: path, faults: .init(largestLibrary: 4_096))
        _ = try bounded.load()
        let huge = NoteFixtures.note(2, title: "huge", body: String(repeating: "x", count: 10_000))
        let error = #expect(throws: StoreError.self) {
            _ = try bounded.save(Library(notes: [NoteFixtures.note(1, title: "small"), huge]))
        }
        #expect(error?.exitCode == 73)
        #expect(error?.message.contains("more than the 512 MiB notes-tui reads") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Every kind of non-regular file the machine can make here, directly
    /// and behind a link: refused quickly, named for what it is, left as it was.
    @Test func everyNonRegularKindIsRefused() throws {
        var kinds: [(path: String, words: String)] = [("/dev/null", "character device")]
        let fifo = folder.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        kinds.append((fifo, "FIFO"))
        let socketPath = folder.file("socket")
        let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if bound == 0 { kinds.append((socketPath, "socket")) }
        kinds.append((folder.path, "folder"))

        for (index, kind) in kinds.enumerated() {
            let link = folder.file("link-\(index)")
            #expect(symlink(kind.path, link) == 0)
            for path in [kind.path, link] {
                let message = withDeadline(5, unblock: { Self.release(fifo) }) { () -> String? in
                    do { _ = try JSONFileStore(path: path).load() } catch let error as StoreError { return error.message } catch {}
                    return nil
                }
                #expect(message??.contains(kind.words) == true, "\(path): \(String(describing: message))")
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NotesModel

/// A new file for this user alone, as every target that writes one needs it
/// (an export, the settings file, the editor's temporary copy of a note):
/// created with `O_EXCL`, so it never opens what is already there nor
/// follows a planted link, mode 0600 whatever the umask, and removed again
/// when its bytes cannot all be written.
public enum PrivateFile {
    /// Why the file was not made: the step that failed and its `errno`.
    public struct Failure: Error, Equatable, Sendable {
        public var step: Step
        public var code: Int32

        public init(step: Step, code: Int32) {
            self.step = step
            self.code = code
        }

        public enum Step: Equatable, Sendable {
            /// Nothing was created; `code` is `EEXIST` when something is there.
            case create
            /// Created, then removed: a write, an fsync or the close failed.
            case write
        }

        /// `strerror`'s words for `code`.
        public var reason: String { String(cString: strerror(code)) }

        /// Whether something was already at the path (nothing was touched).
        public var pathIsTaken: Bool { step == .create && code == EEXIST }
    }

    /// Creates `path` and writes `bytes` to it. `modified` becomes the file's
    /// access and modification times (kept to the millisecond, as notes
    /// keep them); `durable` fsyncs the file before it is closed, for a
    /// file about to be renamed over another.
    public static func create(_ bytes: [UInt8], at path: String, modified: Date? = nil, durable: Bool = false) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(step: .create, code: errno) }
        var failure: Int32 = 0
        // The mode must not depend on the umask (which can only have taken bits away).
        fchmod(descriptor, 0o600)
        var offset = 0
        while failure == 0, offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                failure = written < 0 ? errno : EIO
            }
        }
        if failure == 0, let modified {
            let milliseconds = LibraryDate.milliseconds(of: modified)
            let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
            let time = timespec(tv_sec: Int(seconds), tv_nsec: Int(milliseconds - seconds * 1000) * 1_000_000)
            var times = [time, time]
            // Best effort: the text matters, its date is a courtesy.
            futimens(descriptor, &times)
        }
        if failure == 0, durable, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(path)
            throw Failure(step: .write, code: failure)
        }
    }
}

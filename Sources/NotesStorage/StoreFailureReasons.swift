import Foundation
import LibraryFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `reason` of a `StoreError`: what is wrong and what to do, in one
/// line (the path itself is added by `StoreError.message`).
enum StoreFailureReasons {
    /// Advice for any file that cannot be used as it is.
    static let fixOrMoveAside = "fix the file or move it aside to start a new library"
    static let changesKept = "your changes are kept until then"

    // MARK: - Reading

    static func unreadable(_ error: LibraryDecodingError) -> String {
        switch error {
        case .newerVersion:
            return "\(error); upgrade notes-tui to open it (the file was left as it is)"
        default:
            return "\(error); \(fixOrMoveAside)"
        }
    }

    /// `file`: the file that failed, to name its owner when it is not ours.
    static func unreadable(_ failure: PosixFile.Failure, file: String? = nil) -> String {
        switch failure.refusal {
        case let .notRegular(kind):
            return "it is \(kind), not a library file; only a regular file can hold notes, so choose one with --data-file"
        case .tooLarge:
            return "it is larger than \(PosixFile.maximumLibrarySizeText), far more than any library; check it is the right file or choose another with --data-file"
        case nil:
            break
        }
        switch failure.code {
        case ELOOP:
            return "too many symbolic links in a row (a loop?); fix the links or choose another file with --data-file"
        case EISDIR:
            return "it is a folder, not a notes file; move the folder away or choose another file with --data-file"
        case EACCES, EPERM:
            if let file, let owner = LibraryFileTarget.foreignOwner(of: file) {
                return "permission denied: it belongs to \(LibraryFileTarget.userName(owner)) (left by a run as another user, such as sudo?);"
                    + " give it back (sudo chown \(LibraryFileTarget.plainUserName(geteuid())) \(file)) or choose another file with --data-file"
            }
            return "permission denied; make the file readable by you (chmod u+rw) or choose another file with --data-file"
        case ENOTDIR:
            return "a part of the path is a file, not a folder; fix the path or choose another file with --data-file"
        default:
            return "\(PosixFile.describe(failure.code)) (while trying to \(failure.step)); check the file or choose another with --data-file"
        }
    }

    // MARK: - Writing

    static func tooLargeToWrite(_ size: Int) -> String {
        "the library would be \(size >> 20) MiB, more than the \(PosixFile.maximumLibrarySizeText) notes-tui reads; shorten or delete some large notes (\(changesKept))"
    }

    /// `inTheWay`: the file the failed step worked on (the lock file, the
    /// library), so that a file owned by someone else — a lock file left by
    /// a run as root — is named with its owner instead of blaming the folder.
    static func unwritable(_ failure: PosixFile.Failure, folder: String, inTheWay: String? = nil) -> String {
        let what = PosixFile.describe(failure.code)
        if case let .notRegular(kind) = failure.refusal, let inTheWay {
            return "\(inTheWay) is \(kind), not a file notes-tui made; remove it and save again (\(changesKept))"
        }
        if failure.code == EISDIR, let inTheWay {
            return "\(inTheWay) is a folder, not a file notes-tui made; remove or rename it and save again (\(changesKept))"
        }
        if failure.code == ELOOP, let inTheWay {
            return "\(inTheWay) is a symbolic link, and notes-tui never follows links for its lock and temporary files;"
                + " remove the link and save again (\(changesKept))"
        }
        if failure.code == EACCES || failure.code == EPERM, let inTheWay, let owner = LibraryFileTarget.foreignOwner(of: inTheWay) {
            return "\(inTheWay) belongs to \(LibraryFileTarget.userName(owner)) (left by a run as another user, such as sudo?);"
                + " give it back (sudo chown \(LibraryFileTarget.plainUserName(geteuid())) \(inTheWay)) or remove it, and save again (\(changesKept))"
        }
        switch failure.code {
        case ENOSPC, EDQUOT:
            return "\(what); free some space and save again (\(changesKept))"
        case EROFS:
            return "\(what); remount it writable or choose another file with --data-file (\(changesKept))"
        case EACCES, EPERM:
            return "\(what) in \(folder); make that folder writable by you or choose another file with --data-file (\(changesKept))"
        case ENOTDIR:
            return "a part of the path is a file, not a folder; fix the path or choose another file with --data-file (\(changesKept))"
        default:
            return "\(what) (while trying to \(failure.step)); check the folder and save again (\(changesKept))"
        }
    }
}

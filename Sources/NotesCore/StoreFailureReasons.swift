import Foundation
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

    static func unreadable(_ failure: PosixFile.Failure) -> String {
        switch failure.code {
        case EISDIR:
            return "it is a folder, not a notes file; move the folder away or choose another file with --data-file"
        case EACCES, EPERM:
            return "permission denied; make the file readable by you (chmod u+rw) or choose another file with --data-file"
        case ENOTDIR:
            return "a part of the path is a file, not a folder; fix the path or choose another file with --data-file"
        default:
            return "\(PosixFile.describe(failure.code)) (while trying to \(failure.step)); check the file or choose another with --data-file"
        }
    }

    // MARK: - Writing

    static func unwritable(_ failure: PosixFile.Failure, folder: String) -> String {
        let what = PosixFile.describe(failure.code)
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

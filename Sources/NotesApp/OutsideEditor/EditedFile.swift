import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads back the file the user's editor wrote, trusting nothing about it:
/// by the time the editor exits, the temporary file may have been replaced
/// (editors save by rename) — by a link to another file, a FIFO, or
/// something huge. Only a regular file of this process's user, up to
/// `sizeLimit`, is read, never through a link, and never blocking.
enum EditedFile {
    /// Far above any note a person writes; a bound, so a swapped-in file
    /// cannot make the app read for ever.
    static let sizeLimit = 256 << 20

    enum Contents: Equatable {
        case text(String)
        /// The bytes are not UTF-8: nothing is decoded or saved.
        case notUTF8
        /// The file cannot be trusted or read; why, for the person.
        case unreadable(String)
    }

    static func contents(of path: String) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ELOOP: return .unreadable("it was replaced by a link")
            case ENOENT: return .unreadable("the editor removed it")
            default: return .unreadable(String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable("it is no longer a regular file") }
        guard info.st_uid == geteuid() else { return .unreadable("it now belongs to another user") }
        guard Int(info.st_size) <= sizeLimit else { return .unreadable("it is larger than \(sizeLimit >> 20) MiB") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= sizeLimit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .unreadable(String(cString: strerror(errno))) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= sizeLimit else { return .unreadable("it is larger than \(sizeLimit >> 20) MiB") }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .notUTF8 }
        return .text(text)
    }
}

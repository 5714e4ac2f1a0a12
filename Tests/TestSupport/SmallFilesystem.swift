import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny tmpfs mounted over a temporary folder, to fill a disk or make a
/// folder truly read-only — things mode bits cannot do for root. Needs root
/// (CI runs as root); `mount()` returns nil with the reason otherwise, so a
/// test can skip with a clear message.
public final class SmallFilesystem {
    public let path: String
    private let folder: TemporaryDirectory
    private var mounted = false

    /// Mounts a tmpfs of `kilobytes` over a new folder, or explains why not.
    public static func mount(kilobytes: Int) -> Result<SmallFilesystem, SkipReason> {
        #if os(Linux)
        guard geteuid() == 0 else { return .failure(SkipReason("needs root to mount a small tmpfs")) }
        guard let folder = try? TemporaryDirectory(prefix: "notes-tui-tmpfs") else {
            return .failure(SkipReason("could not create a folder to mount on"))
        }
        let filesystem = SmallFilesystem(folder: folder)
        guard Glibc.mount("tmpfs", folder.path, "tmpfs", 0, "size=\(kilobytes)k,mode=0700") == 0 else {
            return .failure(SkipReason("mount(tmpfs) failed: \(String(cString: strerror(errno)))"))
        }
        filesystem.mounted = true
        return .success(filesystem)
        #else
        return .failure(SkipReason("tmpfs mounts are Linux-only"))
        #endif
    }

    private init(folder: TemporaryDirectory) {
        self.folder = folder
        path = folder.path
    }

    deinit {
        #if os(Linux)
        if mounted { umount2(path, Int32(MNT_DETACH)) }
        #endif
    }

    /// Remounts read-only (`ro == true`) or read-write.
    public func setReadOnly(_ readOnly: Bool) throws {
        #if os(Linux)
        let flags = UInt(MS_REMOUNT) | (readOnly ? UInt(MS_RDONLY) : 0)
        guard Glibc.mount("tmpfs", path, "tmpfs", flags, nil) == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        #endif
    }

    /// Fills the filesystem until a write fails; returns the filler's path.
    @discardableResult
    public func fill() -> String {
        let filler = path + "/filler"
        // O_CLOEXEC: a process another test spawns meanwhile must not keep the
        // filler open (its space would stay taken after the test removes it).
        let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x2E, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        return filler
    }

    public struct SkipReason: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}

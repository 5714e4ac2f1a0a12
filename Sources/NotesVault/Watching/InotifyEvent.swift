#if os(Linux)
import Glibc

/// One inotify event as the kernel queues it: `struct inotify_event`
/// (watch, mask, cookie, name length) followed by the name, NUL-padded.
struct InotifyEvent: Equatable {
    var watch: Int32
    var mask: UInt32
    /// Pairs an `IN_MOVED_FROM` with its `IN_MOVED_TO`.
    var cookie: UInt32
    /// The entry's name in the watched folder, as bytes (a name need not
    /// be UTF-8); empty for an event on the watched folder itself.
    var name: [UInt8]

    /// Bytes before the name.
    static let headerSize = 16

    func has(_ flag: UInt32) -> Bool {
        mask & flag != 0
    }

    /// The events in `bytes`, a buffer filled by `read(2)` on an inotify
    /// descriptor. A truncated event at the end (never written by the
    /// kernel) is dropped rather than read past the buffer.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while bytes.count - offset >= headerSize {
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + headerSize
            guard length <= bytes.count - nameStart else { break }
            let name = bytes[nameStart..<(nameStart + length)].prefix(while: { $0 != 0 })
            events.append(InotifyEvent(
                watch: bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                mask: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                cookie: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self),
                name: Array(name)))
            offset = nameStart + length
        }
        return events
    }
}

/// The inotify flags the watcher uses, as `UInt32` (Glibc imports them
/// with mixed types).
enum InotifyFlag {
    static let create = UInt32(IN_CREATE)
    static let delete = UInt32(IN_DELETE)
    static let modify = UInt32(IN_MODIFY)
    static let closeWrite = UInt32(IN_CLOSE_WRITE)
    static let movedFrom = UInt32(IN_MOVED_FROM)
    static let movedTo = UInt32(IN_MOVED_TO)
    static let attributes = UInt32(IN_ATTRIB)
    static let deleteSelf = UInt32(IN_DELETE_SELF)
    static let moveSelf = UInt32(IN_MOVE_SELF)
    static let unmount = UInt32(IN_UNMOUNT)
    static let overflow = UInt32(IN_Q_OVERFLOW)
    static let ignored = UInt32(IN_IGNORED)
    static let isFolder = UInt32(IN_ISDIR)
    static let onlyFolder = UInt32(IN_ONLYDIR)
    static let dontFollow = UInt32(IN_DONT_FOLLOW)
    static let exceptUnlinked = UInt32(IN_EXCL_UNLINK)

    /// What every folder is watched for. `IN_EXCL_UNLINK`: nothing from a
    /// file after it was deleted (an editor's swap file still open).
    static let watched: UInt32 = {
        let entries = create | delete | modify | closeWrite | movedFrom | movedTo | attributes
        return entries | deleteSelf | moveSelf | onlyFolder | exceptUnlinked
    }()

    /// Events on a folder entry after which the folder's subtree is walked
    /// again: watches added or renamed, its entries listed.
    static let reshapesFolder: UInt32 = create | delete | movedFrom | movedTo | attributes

    /// Events on the vault's folder itself after which nothing it watched
    /// can be trusted.
    static let rootLost: UInt32 = deleteSelf | moveSelf | unmount | ignored
}
#endif

import Foundation
import LibraryFormat
import NotesModel

// The first frame of a large library comes from a glimpse of the file
// (LibraryGlimpse); the full load that follows reuses the bytes read for
// it, when the file is still the same, instead of reading it twice.
extension JSONFileStore {
    public func glimpse(sort: NoteSort, limit: Int) -> LibraryGlimpse? {
        glimpsedRead = nil
        guard faults.openForReading == nil, let (file, sideFiles) = try? target(forSaving: false),
              case let .success(info) = PosixFile.status(file), !PosixFile.isDirectory(info),
              PosixFile.specialKind(info) == nil, Int(info.st_size) >= smallestGlimpsedFile,
              // A draft beside the library reopens its editor: the full load decides that.
              sideFiles.readDraft() == nil,
              let contents = try? PosixFile.readAll(file) else { return nil }
        glimpsedRead = contents
        return LibraryGlimpse.read(contents.bytes, sort: sort, limit: limit)
    }

    /// The bytes `glimpse` read, once, if the file has not changed since
    /// (its fingerprint: device, inode, size and times).
    func takeGlimpsedRead(of file: String) -> (bytes: [UInt8], fingerprint: PosixFile.Fingerprint)? {
        guard let read = glimpsedRead else { return nil }
        glimpsedRead = nil
        guard case let .success(info) = PosixFile.status(file), PosixFile.Fingerprint(info) == read.fingerprint else { return nil }
        return read
    }
}

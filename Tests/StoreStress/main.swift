// notes-store-stress: a child process for the JSON store's crash and
// concurrency tests (and a quick benchmark). Not shipped.
//
//   notes-store-stress save-loop PATH A.json B.json
//       Saves library A, then B, then A… to PATH until killed. Prints
//       "ready" once it is about to start, so the test kills it mid-save.
//   notes-store-stress add PATH COUNT TAG
//       Loads PATH, then COUNT times adds a note titled TAG-<n> and saves.
//   notes-store-stress save-once PATH UMASK
//       Sets the umask (octal), saves a one-note library to PATH; for the
//       file-mode tests, which must not change the test process's umask.
//   notes-store-stress bench COUNT FOLDER
//       Times encode, decode, save and load of COUNT notes (run it in release).
//   notes-store-stress decode-bench FILE
//       The fastest of 20 decodes of FILE, for profiling the decoder.
import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import NotesStorage

// MARK: - Helpers

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("notes-store-stress: \(message)\n".utf8))
    exit(1)
}

func readLibrary(_ path: String) -> Library {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    do {
        return try LibraryCodec.decode(data)
    } catch {
        fail("\(path): \(error)")
    }
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

// MARK: - Commands

func saveLoop(path: String, versionA: String, versionB: String) -> Never {
    let libraries = [readLibrary(versionA), readLibrary(versionB)]
    let store = JSONFileStore(path: path)
    do {
        _ = try store.load()
    } catch {
        fail("\(error)")
    }
    // Unbuffered, so the test sees it at once.
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    var turn = 0
    while true {
        do {
            _ = try store.save(libraries[turn % 2])
        } catch {
            fail("\(error)")
        }
        turn += 1
    }
}

func add(path: String, count: Int, tag: String) {
    let controller = NotesController(store: JSONFileStore(path: path, lockTimeout: 10))
    do {
        try controller.load()
        for index in 0..<count {
            controller.createNote(title: "\(tag)-\(index)", body: "added by \(tag)")
            try controller.save()
        }
    } catch {
        fail("\(error)")
    }
}

func bench(count: Int, folder: String) {
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let body = String(repeating: "Lorem ipsum dolor sit amet, \"quoted\" and\nnew lines. Ünïcödé ✓ ", count: 6)
    let notes = (0..<count).map { index in
        Note(id: UUID(), title: "Note number \(index)", body: body,
             created: start.addingTimeInterval(Double(index)), modified: start.addingTimeInterval(Double(index) + 0.25))
    }
    let library = Library(notes: notes)
    var bytes: [UInt8] = []
    let encodeTime = milliseconds { bytes = LibraryCodec.encode(library) }
    let decodeTimes = (0..<5).map { _ in milliseconds { _ = try? LibraryCodec.decode(bytes) } }
    let decodeTime = decodeTimes.min() ?? 0
    print("decode runs:", decodeTimes.map { String(format: "%.1f", $0) }.joined(separator: " "))
    let path = folder + "/bench.json"
    unlink(path)
    let store = JSONFileStore(path: path)
    let firstSave = (try? milliseconds { _ = try store.save(library) }) ?? -1
    var changed = library
    changed.notes[0].title = "changed"
    let secondSave = (try? milliseconds { _ = try store.save(changed) }) ?? -1
    let loadTime = (try? milliseconds { _ = try JSONFileStore(path: path).load() }) ?? -1
    print(String(format: "%d notes, %.1f MB: encode %.1f ms, decode %.1f ms, save %.1f / %.1f ms, load %.1f ms",
                 count, Double(bytes.count) / 1_000_000, encodeTime, decodeTime, firstSave, secondSave, loadTime))
}

// MARK: - Main

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "save-loop" where arguments.count == 5:
    saveLoop(path: arguments[2], versionA: arguments[3], versionB: arguments[4])
case "add" where arguments.count == 5:
    guard let count = Int(arguments[3]) else { fail("COUNT must be a number") }
    add(path: arguments[2], count: count, tag: arguments[4])
case "decode-bench" where arguments.count == 3:
    let bytes = [UInt8](FileManager.default.contents(atPath: arguments[2]) ?? Data())
    let times = (0..<20).map { _ in milliseconds { _ = try? LibraryCodec.decode(bytes) } }
    print("decode min \(times.min() ?? 0) ms")
case "save-once" where arguments.count == 4:
    guard let mask = mode_t(arguments[3], radix: 8) else { fail("UMASK must be octal") }
    umask(mask)
    let note = Note(id: UUID(), title: "mode test", body: "", created: Date(), modified: Date())
    do {
        _ = try JSONFileStore(path: arguments[2]).save(Library(notes: [note]))
    } catch {
        fail("\(error)")
    }
case "bench" where arguments.count == 4:
    guard let count = Int(arguments[2]) else { fail("COUNT must be a number") }
    bench(count: count, folder: arguments[3])
default:
    fail("usage: notes-store-stress save-loop PATH A.json B.json | add PATH COUNT TAG | save-once PATH UMASK | bench COUNT FOLDER")
}

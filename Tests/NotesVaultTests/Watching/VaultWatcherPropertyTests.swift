#if os(Linux)
import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import NotesVault

/// Random sequences of what other programs do to a vault's files and
/// folders. After each, the notes a store would know from the changes
/// taken (each reported path listed again) are those a fresh scan finds,
/// and the watches are on exactly the vault's folders: nothing missed,
/// nothing outside watched.
@Suite struct VaultWatcherPropertyTests {
    /// An operation (12 and above: take the changes so far) and its argument.
    static let steps = zip(Gen.int(in: 0...15), Gen.int(in: 0...10_000)).array(of: 1...40)

    /// Watches added on open folders, and by path (where `/proc` is missing).
    @Test(arguments: [false, true])
    func theNotesKnownFromTheChangesAreThoseOnDisk(watchesByPath: Bool) async {
        await propertyCheck(count: 50, input: Self.steps) { steps in
            let vault = try WatchedVault(files: ["Start.md", "Sub/Note.md"], folders: ["Sub/Deep", ".git"]) {
                VaultWatcher(root: $0, watchesByPath: watchesByPath)
            }
            var notes = vault.scan().notes
            var everything = 0
            var operations = Operations(vault: vault)
            for (operation, argument) in steps {
                if operation >= 12 {
                    let changes = vault.watcher.takeChanges()
                    if changes == .everything { everything += 1 }
                    notes = vault.applying(changes, to: notes)
                } else {
                    operations.perform(operation, argument)
                }
            }
            let deadline = Date().addingTimeInterval(2)
            repeat {
                if vault.watcher.hasPendingChanges {
                    let changes = vault.watcher.takeChanges()
                    if changes == .everything { everything += 1 }
                    notes = vault.applying(changes, to: notes)
                }
                let scan = vault.scan()
                if notes == scan.notes && vault.watchedInodes() == scan.folderInodes { break }
                usleep(5_000)
            } while Date() < deadline
            let scan = vault.scan()
            #expect(notes == scan.notes, "steps: \(steps)")
            #expect(vault.watchedInodes() == scan.folderInodes, "steps: \(steps)")
            #expect(everything == 0, "no overflow from a few changes")
        }
    }

    /// The file and folder operations, on names from small sets so that
    /// they collide, hide (`.git`) and trash (`.trash`).
    struct Operations {
        let vault: WatchedVault
        var counter = 0
        static let fileNames = ["a.md", "b.md", "c.txt", ".h.md", "é ü.md"]
        static let folderNames = ["x", "y", "z w", ".git", ".trash"]

        mutating func perform(_ operation: Int, _ argument: Int) {
            counter += 1
            let folders = entries(folders: true)
            let files = entries(folders: false)
            let movable = folders.filter { !$0.isEmpty }
            func pick<T>(_ list: [T], _ salt: Int = 0) -> T? {
                list.isEmpty ? nil : list[(argument / (salt + 1) + salt) % list.count]
            }
            switch operation {
            case 0, 1:
                if let folder = pick(folders), let name = pick(Self.fileNames, 3) { write(join(folder, name)) }
            case 2:
                if let file = pick(files) { unlink(vault.path(file)) }
            case 3:
                if let file = pick(files), let folder = pick(folders, 5), let name = pick(Self.fileNames, 7) {
                    rename(vault.path(file), vault.path(join(folder, name)))
                }
            case 4:
                guard let base = pick(folders) else { return }
                let names = (0...(argument % 3)).compactMap { pick(Self.folderNames, 2 + $0 * 3) }
                let deep = names.reduce(base) { join($0, $1) }
                try? vault.makeFolder(deep)
                write(join(join(base, names[0]), "first.md"))
                if argument % 2 == 0 { write(join(deep, "deep.md")) }
            case 5:
                guard let source = pick(movable), let parent = pick(folders, 4), let name = pick(Self.folderNames, 6) else { return }
                let target = join(parent, name + "\(counter)")
                if !VaultWatcher.isSameOrInside(target, anyOf: [source]) { rename(vault.path(source), vault.path(target)) }
            case 6:
                if let folder = pick(movable) { try? FileManager.default.removeItem(atPath: vault.path(folder)) }
            case 7:
                let made = vault.outside + "/in\(counter)"
                try? FileManager.default.createDirectory(atPath: made + "/inner", withIntermediateDirectories: true)
                try? TestFiles.write("in\n", to: made + "/one.md")
                try? TestFiles.write("in\n", to: made + "/inner/two.md")
                if let parent = pick(folders, 2) { rename(made, vault.path(join(parent, "in\(counter)"))) }
            case 8:
                if let folder = pick(movable) { rename(vault.path(folder), vault.outside + "/out\(counter)") }
            case 9:
                let target = vault.outside + "/target\(counter)"
                try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
                if let folder = pick(folders) { symlink(target, vault.path(join(folder, "link\(counter)"))) }
                try? TestFiles.write("outside\n", to: target + "/seen.md")
            case 10:
                if let file = pick(files) { chmod(vault.path(file), argument % 2 == 0 ? 0o644 : 0o600) }
            default:
                // Writes into folders moved out earlier: never reported.
                let names = (try? FileManager.default.contentsOfDirectory(atPath: vault.outside)) ?? []
                if let name = pick(names.sorted()) { try? TestFiles.write("later\n", to: vault.outside + "/\(name)/later.md") }
            }
        }

        private func write(_ relative: String) {
            try? TestFiles.write("text \(counter)\n", to: vault.path(relative))
        }

        private func join(_ folder: String, _ name: String) -> String {
            folder.isEmpty ? name : folder + "/" + name
        }

        /// Every folder ("" for the vault) or every regular file in the
        /// vault, hidden ones too, not through links; sorted.
        private func entries(folders: Bool) -> [String] {
            var found: [String] = folders ? [""] : []
            var pending = [""]
            while let relative = pending.popLast() {
                let folder = relative.isEmpty ? vault.root : vault.path(relative)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names {
                    let path = join(relative, name)
                    var info = stat()
                    guard lstat(vault.path(path), &info) == 0 else { continue }
                    if info.st_mode & S_IFMT == S_IFDIR {
                        pending.append(path)
                        if folders { found.append(path) }
                    } else if !folders && info.st_mode & S_IFMT == S_IFREG {
                        found.append(path)
                    }
                }
            }
            return found.sorted()
        }
    }
}
#endif

import Dispatch
import Foundation
import NotesModel
import NotesStorage

/// How a store uses the start-up cache (`VaultCache`): read once, by the
/// first load; written by that load when anything differed from it.
struct VaultCacheUse {
    /// Whether the first load looked at the cache already.
    var consulted = false
    /// The first load found the cache missing or out of date.
    var needsWrite = false
    /// Files read (not taken from the cache) by the last load.
    var filesRead = 0
    /// How long after a file's last change its `stat` is not trusted to
    /// tell the next one (`VaultFileReader.racyWindow`; tests shorten it).
    var racyWindow = VaultFileReader.racyWindow
    /// Where the app writes the cache: off the thread that takes keys.
    let writes = DispatchQueue(label: "notes-tui vault cache", qos: .utility)

    /// Writes not finished yet, waited for when the process exits (a
    /// command that read the vault once, the app quitting right after
    /// its launch): a write cut short would be lost work for the next launch.
    static let unfinished: DispatchGroup = {
        atexit { VaultCacheUse.unfinished.wait() }
        return DispatchGroup()
    }()
}

extension VaultStore {
    /// Files the last load read rather than took from the cache.
    package var filesReadByLastLoad: Int { cacheUse.filesRead }

    /// How long after its last change a file's `stat` is not trusted (a test shortens it).
    package var racyWindow: TimeInterval {
        get { cacheUse.racyWindow }
        set { cacheUse.racyWindow = newValue }
    }

    /// Waits for a cache being written on another thread.
    package func waitForCacheWrite() { cacheUse.writes.sync {} }

    /// On the first load: the outcome, from the cache, of each of `wanted`
    /// (indexes into `found`) whose file's `stat` is the one the cache
    /// recorded; those are taken out of `wanted`.
    func takeFromCache(_ found: [VaultScan.Found], wanted: inout [Int], outcomes: inout [VaultFileReader.Outcome?], root: String) {
        guard !cacheUse.consulted else { return }
        cacheUse.consulted = true
        cacheUse.needsWrite = true
        guard let state, let cache = VaultCache.read(from: state.cachePath, root: root,
                                                      zone: VaultCache.zoneSignature(timeZone),
                                                      racyWindow: cacheUse.racyWindow) else { return }
        var used = 0
        wanted.removeAll { index in
            let entry = found[index]
            guard let cached = cache.entry(for: entry, key: Self.key(entry.path, entry.isTrashed)) else { return false }
            outcomes[index] = .note(cached.note, cached.fingerprint)
            used += 1
            return true
        }
        // Every file as recorded, none gone: nothing to write.
        cacheUse.needsWrite = !wanted.isEmpty || used != cache.entries.count
    }

    /// Writes the cache after the first load when it differed: each note
    /// as read (`reads`, by index into `found`) with its file's `stat`.
    /// A note read while its file was still changing is left out (it is
    /// read again next time). The app writes on another thread.
    func keepCache(found: [VaultScan.Found], reads: [VaultFileReader.Outcome?]) {
        guard cacheUse.needsWrite, let state, let root else { return }
        cacheUse.needsWrite = false
        var entries: [VaultCache.Entry] = []
        entries.reserveCapacity(found.count)
        for (index, entry) in found.enumerated() {
            guard case let .note(note, fingerprint)? = reads[index], note.file != nil, fingerprint.changedNanoseconds >= 0 else { continue }
            entries.append(VaultCache.Entry(note: note, fingerprint: fingerprint, isTrashed: entry.isTrashed))
        }
        let (zone, folder, path) = (VaultCache.zoneSignature(timeZone), state.path, state.cachePath)
        let write: @Sendable () -> Void = { [entries] in
            guard (try? PosixFile.makeDirectories(folder)) != nil else { return }
            try? VaultCache.write(entries, to: path, root: root, zone: zone, written: .now())
        }
        guard watchesFiles else { return write() }
        let unfinished = VaultCacheUse.unfinished
        unfinished.enter()
        cacheUse.writes.async {
            write()
            unfinished.leave()
        }
    }
}

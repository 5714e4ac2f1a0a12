import Dispatch
import Foundation
import LibraryFormat
import NotesModel
import NotesStorage

// Reading the files a walk found changed, on every core, once the
// start-up cache gave what it could: a first launch ever reads every file
// of the vault, and most of that time is spent in system calls and text
// each file's own.
extension VaultStore {
    /// What reading each entry of `found` that changed since this store
    /// last read it gives, by its index; entries left out are unchanged.
    func readChanged(_ found: [VaultScan.Found], known: [String: UUID], root: String) -> [VaultFileReader.Outcome?] {
        var wanted: [Int] = []
        for (index, entry) in found.enumerated() {
            if let id = known[Self.key(entry.path, entry.isTrashed)], records[id]?.fingerprint == entry.fingerprint,
               base[id] != nil { continue }
            wanted.append(index)
        }
        var outcomes = [VaultFileReader.Outcome?](repeating: nil, count: found.count)
        takeFromCache(found, wanted: &wanted, outcomes: &outcomes, root: root)
        cacheUse.filesRead = wanted.count
        let (timeZone, racyWindow) = (timeZone, racyWindow)
        let read: @Sendable (Int) -> VaultFileReader.Outcome = { index in
            VaultFileReader.read(root: root, path: found[index].path, isTrashed: found[index].isTrashed,
                                 timeZone: timeZone, racyWindow: racyWindow)
        }
        guard wanted.count >= Self.parallelReadMinimum else {
            for index in wanted { outcomes[index] = read(index) }
            return outcomes
        }
        let partSize = max(Self.parallelReadMinimum / 4, wanted.count / (ProcessInfo.processInfo.activeProcessorCount * 4) + 1)
        let parts = (wanted.count + partSize - 1) / partSize
        let chosen = wanted
        // The readers' threads allocate from the one heap: each thread's
        // own would keep the memory it freed, unused by anything after.
        FreedMemory.shareOneHeap
        outcomes.withUnsafeMutableBufferPointer { buffer in
            // Each part writes only its own entries' slots.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                for position in (part * partSize)..<min(chosen.count, (part + 1) * partSize) {
                    slots[chosen[position]] = read(chosen[position])
                }
            }
        }
        return outcomes
    }

    /// Fewer files than this are read on one thread.
    static let parallelReadMinimum = 256
}

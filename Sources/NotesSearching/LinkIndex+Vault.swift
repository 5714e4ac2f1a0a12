import Foundation
import NotesModel

// Links in a vault (CONTRACT §10, "Links"): one resolver decides where
// each link goes, and a note's backlinks are exactly the notes whose
// links it decides go there, so two same-named notes in different
// folders never share them.
extension LinkIndex {
    /// The resolver and the backlinks of every note, built again from the
    /// kept link facts when the notes changed since.
    private func buildVault() {
        guard vaultRevision != builtRevision || vaultResolver == nil else { return }
        let keys = notes.map { vaultKeys(of: $0) }
        let resolver = VaultLinkResolver(keys)
        var linkers: [UUID: [UUID]] = [:]
        for (position, note) in notes.enumerated() {
            var linked = Set<Int>()
            for query in keys[position].queries {
                guard let target = resolver.resolve(query, fromFolder: keys[position].folderKey),
                      linked.insert(target).inserted else { continue }
                linkers[notes[target].id, default: []].append(note.id)
            }
        }
        (vaultResolver, vaultLinkers, vaultRevision) = (resolver, linkers, builtRevision)
    }

    /// The keys and links of `note` as the resolver reads them.
    package func vaultKeys(of note: Note) -> VaultNoteKeys {
        entry(of: note).vault ?? VaultNoteKeys(note)
    }

    /// The note (not in the trash) a link written in `source` names, or nil.
    package func vaultNote(linkedBy query: VaultLinkQuery, from source: Note?) -> Note? {
        buildVault()
        let folder = source.map { vaultKeys(of: $0).folderKey } ?? ""
        return vaultResolver?.resolve(query, fromFolder: folder).map { notes[$0] }
    }

    /// The notes whose links resolve to the note `id`, each once, in the
    /// library's order; the note itself among them when it links to itself.
    package func vaultLinkers(of id: UUID) -> [UUID] {
        buildVault()
        return vaultLinkers[id] ?? []
    }
}

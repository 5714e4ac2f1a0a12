import Foundation
import NotesMerging

/// The three-way merge of one note's file between two machines
/// (docs/sync.md "How a note is merged"):
///
/// - front matter key by key (`FrontMatterMerge`);
/// - the body — everything after the front matter, a `# heading` title
///   line included — line by line (`LineMerge`): changes to lines apart
///   from each other are both kept; changes to the same or neighbouring
///   lines are a conflict;
/// - the path: a side that moved the file wins, both moved it → the
///   newer's; a note trashed on one side and edited on the other comes
///   back out of the trash with the edit;
/// - a conflict: the newer version (`modified`; ours on a tie) whole, and
///   the other kept as a conflict copy (`ConflictCopy`).
///
/// A file whose front matter cannot be told apart by key merges as lines,
/// whole. `\r\n` files and a missing final line break come through; no
/// file ever gets conflict markers. Pure: the only outside answers are
/// `isPathTaken` and `makeID`.
public enum NoteFileMerge {
    /// `base` is the version both sides started from; nil when both added
    /// the note independently (the same id). `isPathTaken` says whether a
    /// vault path is in use (for the conflict copy's path); `makeID` gives
    /// the conflict copy's id.
    public static func merge(base: NoteFileVersion?, ours: NoteFileVersion, theirs: NoteFileVersion,
                             isPathTaken: (String) -> Bool, makeID: () -> UUID) -> NoteFileMergeResult {
        let theirsIsNewer = theirs.modified > ours.modified
        let modified = max(ours.modified, theirs.modified)
        if same(ours.text, theirs.text), same(ours.path, theirs.path) {
            return .merged(theirsIsNewer ? theirs : ours)
        }
        if let base, same(ours.text, base.text), same(ours.path, base.path) { return .merged(theirs) }
        if let base, same(theirs.text, base.text), same(theirs.path, base.path) { return .merged(ours) }
        guard let text = mergedText(base: base?.text, ours: ours.text, theirs: theirs.text, theirsIsNewer: theirsIsNewer) else {
            let (winner, loser) = theirsIsNewer ? (theirs, ours) : (ours, theirs)
            return .conflict(winner: winner,
                             copy: ConflictCopy.of(loser, besides: winner, isPathTaken: isPathTaken, makeID: makeID))
        }
        let path = mergedPath(base: base, ours: ours, theirs: theirs, theirsIsNewer: theirsIsNewer)
        return .merged(NoteFileVersion(path: path, text: text, modified: modified))
    }

    /// The merged text; nil when both sides changed the same lines.
    static func mergedText(base: String?, ours: String, theirs: String, theirsIsNewer: Bool) -> String? {
        guard let baseParts = NoteFileParts(base ?? ""), let oursParts = NoteFileParts(ours), let theirsParts = NoteFileParts(theirs) else {
            return LineMerge.merge(base: base ?? "", ours: ours, theirs: theirs)
        }
        // Line breaks: a side that changed them wins, else ours.
        let usesCRLF = base != nil && oursParts.usesCRLF == baseParts.usesCRLF ? theirsParts.usesCRLF : oursParts.usesCRLF
        guard let body = LineMerge.merge(base: baseParts.body, ours: oursParts.body, theirs: theirsParts.body) else { return nil }
        let frontMatter = FrontMatterMerge.merge(base: baseParts.frontMatter, ours: oursParts.frontMatter,
                                                 theirs: theirsParts.frontMatter, theirsIsNewer: theirsIsNewer)
        return NoteFileParts.text(frontMatter: frontMatter, body: body, usesCRLF: usesCRLF)
    }

    static func mergedPath(base: NoteFileVersion?, ours: NoteFileVersion, theirs: NoteFileVersion, theirsIsNewer: Bool) -> String {
        let path: String
        if same(ours.path, theirs.path) || same(theirs.path, base?.path) {
            path = ours.path
        } else if same(ours.path, base?.path) {
            path = theirs.path
        } else {
            path = theirsIsNewer ? theirs.path : ours.path
        }
        // Trashed on one side, edited (and not trashed) on the other: the edit brings it back.
        guard let base, isTrashed(path), !isTrashed(base.path) else { return path }
        if !isTrashed(ours.path), !same(ours.text, base.text) { return ours.path }
        if !isTrashed(theirs.path), !same(theirs.text, base.text) { return theirs.path }
        return path
    }

    /// Texts and paths compare byte for byte: String's `==` takes `é` and
    /// `e` + U+0301 for the same, and a file changed only so is changed.
    static func same(_ left: String?, _ right: String?) -> Bool {
        LineMerge.sameBytes(left, right)
    }

    private static func isTrashed(_ path: String) -> Bool {
        path.hasPrefix(VaultScan.trashFolder + "/")
    }
}

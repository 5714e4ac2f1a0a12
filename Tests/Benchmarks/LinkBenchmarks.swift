import Foundation
import NotesCore
import NotesStorage

// Issue 15's link index, in process: how long the backlink count takes
// right after one note changed (the index brings itself up to date for the
// change, parsing only that note), and the Links screen's two lists.
extension LibraryBenchmarks {
    func measureLinkIndex() -> (backlinkCount: [Double], linksScreen: [Double]) {
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try! controller.load()
        let notes = controller.notes
        // The first query parses every note once (the app's first `b` or Note detail).
        _ = controller.backlinkCount(of: notes[0].id)
        var counts: [Double] = [], screens: [Double] = []
        for run in 0..<runs {
            let changed = notes[(run * 7919) % notes.count]
            controller.updateNote(changed.id, title: changed.title, body: changed.body + " [[\(notes[run].title)]]")
            let subject = notes[run].id
            counts.append(time { _ = controller.backlinkCount(of: subject) })
            controller.updateNote(changed.id, title: changed.title, body: changed.body)
            screens.append(time {
                _ = controller.backlinks(to: subject)
                _ = controller.outgoingLinks(of: subject)
            })
        }
        return (counts, screens)
    }
}

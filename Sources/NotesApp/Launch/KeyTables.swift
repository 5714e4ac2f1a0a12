import TerminalKit

/// Every screen's keys, in the groups that are live at once (a screen, or
/// one mode of it, with the keys that work over any screen): what
/// `[keys]` is checked against, and what the man page lists.
enum KeyTables {
    struct Group {
        /// The screen as a message names it.
        let screen: String
        /// Typing goes to text here, so a printable key would be lost to it.
        let takesText: Bool
        let labels: [KeyLabel]
    }

    /// The groups with the keys of `KeyRemap.active`.
    static var groups: [Group] {
        let scene = SceneKeys.map.labels
        // `?` is typed where text is: the help is F1 there.
        let sceneWhileTyping = scene.filter { $0.name != "app.help" }
        return [
            Group(screen: "Welcome", takesText: false, labels: WelcomeScreen.keys.labels + scene),
            Group(screen: "the Notes list", takesText: false, labels: NotesListScreen.browsingKeys.labels + scene),
            Group(screen: "the list's filter", takesText: true, labels: NotesListScreen.filterKeys.labels + sceneWhileTyping),
            Group(screen: "Note detail", takesText: true,
                  labels: NoteDetailScreen.titleKeys.labels + NoteDetailScreen.keys.labels + sceneWhileTyping),
            Group(screen: "Tags", takesText: true, labels: TagsScreen.keys.labels + sceneWhileTyping),
            Group(screen: "Quick open", takesText: true, labels: QuickOpenScreen.keys.labels + sceneWhileTyping),
            Group(screen: "Links", takesText: false, labels: LinksScreen.keys.labels + scene),
            Group(screen: "History", takesText: false, labels: HistoryScreen.keys.labels + scene),
            Group(screen: "the Trash", takesText: false, labels: TrashScreen.keys.labels + scene),
            Group(screen: "a note being read", takesText: false, labels: NoteReaderScreen.keys.labels + scene),
        ]
    }

    /// Every action `[keys]` may name, as declared: name, keys, what it does.
    static var actions: [KeyLabel] {
        var seen = Set<String>()
        return KeyRemap.$active.withValue(KeyRemap()) { groups }.flatMap(\.labels).filter { label in
            guard let name = label.name else { return false }
            return seen.insert(name).inserted
        }
    }
}

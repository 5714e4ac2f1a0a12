/// Decoded events waiting to be returned, first in first out. Taking one
/// is O(1), so a paste of 100,000 keys that arrive without bracketed paste
/// drains in time proportional to its length, not its square.
struct EventQueue {
    private var events: [TerminalEvent] = []
    private var head = 0

    var isEmpty: Bool { head == events.count }

    mutating func append(_ event: TerminalEvent) { events.append(event) }

    static func += (queue: inout EventQueue, more: [TerminalEvent]) { queue.events += more }

    mutating func removeFirst() -> TerminalEvent {
        let event = events[head]
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: events.capacity <= 4096)
            head = 0
        } else if head >= 4096, head * 2 >= events.count {
            // Let go of what was taken once it is most of the storage.
            events.removeFirst(head)
            head = 0
        }
        return event
    }
}

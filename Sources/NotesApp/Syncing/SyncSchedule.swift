import Foundation

/// When the app syncs a library set up for sync: how long typing must
/// pause after a change, how often an idle app syncs anyway, and how long
/// quitting (or stopping) waits for a sync to finish. The settings give
/// these; the defaults are the product's.
public struct SyncSchedule: Equatable, Sendable {
    /// Seconds without a key after a change before a sync starts.
    public var delayAfterTyping: Double
    /// Seconds quitting, a signal or Ctrl-Z waits for a sync to finish
    /// before going on without it.
    public var quitWait: Double
    /// Seconds after a sync ends before an idle app syncs again, to show
    /// what other machines did; 0: only launch and changes sync.
    public var interval: Double

    public init(delayAfterTyping: Double = 5, quitWait: Double = 3, interval: Double = 60) {
        self.delayAfterTyping = delayAfterTyping
        self.quitWait = quitWait
        self.interval = interval
    }
}

import Foundation

// MARK: - The second half of a large notes array, read on another thread
//
// The decoder (LibraryDecoder+Halves) and the glimpse's skim
// (LibrarySkimmer+Halves) both read a large array in two halves: the
// second from a guessed element start, on another thread, used only when
// the first half's reader lands exactly on that start while expecting the
// next element. This is the part they share: the thread, the wait, and
// the hand-over of the result.

/// The bytes, handed to the second thread; only read, and only while the
/// caller's buffer is alive (the first reader always waits for the thread).
private struct SharedBytes: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// The elements from `start` to the array's end, read on another thread.
/// Its result is written before the semaphore is signalled and read only
/// after waiting on it.
final class SecondHalf<Element>: @unchecked Sendable {
    /// Where it starts: an element's `{`.
    let start: Int
    /// Whether the first reader has waited for it (`join` or `finish`).
    private(set) var isJoined = false
    private var result: (elements: [Element], end: Int)?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `read` on another thread: the elements from `start` and the
    /// offset just past the array's closing `]`, or nil when that half
    /// cannot be read (the first reader then goes on alone and gives the
    /// error its exact place).
    init(of bytes: UnsafeBufferPointer<UInt8>, from start: Int,
         read: @escaping @Sendable (UnsafeBufferPointer<UInt8>, Int) -> (elements: [Element], end: Int)?) {
        self.start = start
        let shared = SharedBytes(bytes: bytes)
        FreedMemory.shareOneHeap
        Thread.detachNewThread { [self] in
            result = read(shared.bytes, start)
            finished.signal()
        }
    }

    /// Waits for the other thread; its result when the first reader stands
    /// exactly at `start` (`offset`) and the half was read, else nil (a
    /// missed guess or a failed half: the first reader reads on alone).
    func join(at offset: Int) -> (elements: [Element], end: Int)? {
        finish()
        return offset == start ? result : nil
    }

    /// Waits for the other thread if nobody has: the caller's buffer must
    /// outlive it, so every way out of the first reader passes here.
    func finish() {
        guard !isJoined else { return }
        finished.wait()
        isJoined = true
    }
}

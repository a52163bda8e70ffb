import Dispatch

/// How much of the machine the current task's work may take.
package enum WorkScheduling {
    /// When true, ``Swift/Array/concurrentMap(_:)`` runs on the calling thread alone. `serve` sets
    /// it for rebuilds while a site is being served, so a rebuild takes one core and leaves the
    /// others to the requests (on two cores, a rebuild on all of them held answers for half a second).
    @TaskLocal package static var oneCore = false
}

extension Array where Element: Sendable {
    /// The elements transformed on all cores, in their order (on the calling thread alone
    /// under ``WorkScheduling/oneCore``). When transforms throw, the error of the first element
    /// (in order) that threw is rethrown.
    package func concurrentMap<R: Sendable>(_ transform: @Sendable (Element) throws -> R) rethrows -> [R] {
        if WorkScheduling.oneCore { return try map(transform) }
        let buffer = UnsafeMutableBufferPointer<Result<R, any Error>?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer {
            buffer.deinitialize()
            buffer.deallocate()
        }
        nonisolated(unsafe) let slots = buffer  // each iteration writes only its own slot
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = Result { try transform(self[index]) }
        }
        return try buffer.map { try $0!.get() }
    }
}

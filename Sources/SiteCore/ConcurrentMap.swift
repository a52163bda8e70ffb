import Dispatch

extension Array where Element: Sendable {
    /// The elements transformed on all cores, in their order. When transforms throw, the
    /// error of the first element (in order) that threw is rethrown.
    package func concurrentMap<R: Sendable>(_ transform: @Sendable (Element) throws -> R) rethrows -> [R] {
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

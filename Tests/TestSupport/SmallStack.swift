import Foundation

/// Runs `body` on a new thread with a stack of `bytes` (512 KB by default: a secondary
/// thread's stack on macOS), so a test shows that work recurses boundedly, not that the
/// test thread's stack happened to be large enough. A stack overflow crashes the test run.
public func onSmallStack<T: Sendable>(bytes: Int = 512 << 10, _ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// How long `body` takes.
public func measure<T>(_ body: () throws -> T) rethrows -> (T, seconds: Double) {
    let start = ContinuousClock.now
    let value = try body()
    let elapsed = ContinuousClock.now - start
    return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

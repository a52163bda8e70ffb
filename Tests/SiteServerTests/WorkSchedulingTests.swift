import Foundation
import SiteCore
import Synchronization
import Testing

/// `serve` rebuilds under ``WorkScheduling/oneCore`` while a site is served, so the requests
/// keep the other cores: `concurrentMap` then runs every transform on the calling thread.
@Suite struct WorkSchedulingTests {
    /// How many transforms were in flight at once at most, and on which threads they ran.
    private static func observe(count: Int) -> (maxInFlight: Int, threads: Set<ObjectIdentifier>) {
        let state = Mutex((inFlight: 0, maxInFlight: 0))
        let threads = Array(0..<count).concurrentMap { _ -> ObjectIdentifier in
            state.withLock {
                $0.inFlight += 1
                $0.maxInFlight = max($0.maxInFlight, $0.inFlight)
            }
            // Long enough that a concurrent map has its other threads start meanwhile.
            Thread.sleep(forTimeInterval: 0.01)
            state.withLock { $0.inFlight -= 1 }
            return ObjectIdentifier(Thread.current)
        }
        return (state.withLock { $0.maxInFlight }, Set(threads))
    }

    @Test func oneCoreRunsOneTransformAtATimeOnTheCallingThread() async {
        let (caller, observed) = WorkScheduling.$oneCore.withValue(true) {
            (ObjectIdentifier(Thread.current), Self.observe(count: 16))
        }
        #expect(observed.maxInFlight == 1)
        #expect(observed.threads == [caller])
    }

    @Test func oneCoreKeepsOrderAndErrors() {
        struct Odd: Error, Equatable { var value: Int }
        WorkScheduling.$oneCore.withValue(true) {
            #expect(Array(1...5).concurrentMap { $0 * 10 } == [10, 20, 30, 40, 50])
            #expect(throws: Odd(value: 3)) {
                try Array(2...6).concurrentMap { value -> Int in
                    if value % 2 == 1 { throw Odd(value: value) }
                    return value
                }
            }
        }
    }
}

import Foundation
import SiteCore
import Testing

/// `serve` rebuilds under ``WorkScheduling/oneCore`` while a site is served, so the requests
/// keep the other cores: `concurrentMap` then runs every transform on the calling thread.
@Suite struct WorkSchedulingTests {
    private static func threadIDs(count: Int) -> Set<ObjectIdentifier> {
        let ids = Array(0..<count).concurrentMap { _ -> ObjectIdentifier in
            // Long enough that a concurrent map spreads the work over its threads.
            Thread.sleep(forTimeInterval: 0.002)
            return ObjectIdentifier(Thread.current)
        }
        return Set(ids)
    }

    @Test func oneCoreKeepsEveryTransformOnTheCallingThread() async {
        let (caller, ids) = WorkScheduling.$oneCore.withValue(true) {
            (ObjectIdentifier(Thread.current), Self.threadIDs(count: 64))
        }
        #expect(ids == [caller])
        // The same call outside it uses more than one thread (this machine has at least two cores).
        #expect(ProcessInfo.processInfo.activeProcessorCount < 2 || Self.threadIDs(count: 64).count > 1)
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

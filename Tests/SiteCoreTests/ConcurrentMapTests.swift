import SiteCore
import Synchronization
import Testing

/// `concurrentMap` is `map` run on every core: same results, same order, each element once.
@Suite struct ConcurrentMapTests {
    struct Failure: Error, Equatable {
        var element: Int
    }

    @Test func resultsComeInTheElementsOrder() {
        let numbers = Array(0..<2_000)
        #expect(numbers.concurrentMap { $0 * 3 + 1 } == numbers.map { $0 * 3 + 1 })
    }

    @Test func anEmptyArrayGivesAnEmptyArray() {
        let nothing: [String] = []
        #expect(nothing.concurrentMap(\.count).isEmpty)
    }

    @Test func everyElementIsTransformedExactlyOnce() {
        let seen = Mutex<[Int: Int]>([:])
        _ = Array(0..<500).concurrentMap { element in
            seen.withLock { $0[element, default: 0] += 1 }
        }
        let counts = seen.withLock { $0 }
        #expect(counts.count == 500)
        #expect(counts.values.allSatisfy { $0 == 1 })
    }

    /// Whichever thread fails first, the error reported is the one of the first element (in
    /// order) that failed, so a build names the same page every time.
    @Test func theFirstFailingElementInOrderIsRethrown() {
        for _ in 0..<20 {
            #expect(throws: Failure(element: 30)) {
                _ = try Array(0..<100).concurrentMap { element in
                    if element == 30 || element == 70 { throw Failure(element: element) }
                    return element
                }
            }
        }
    }
}

import SiteCore
import Synchronization
import Testing

/// A session's cache computes a key once, keeps within its budget, and shares across threads.
@Suite struct BoundedCacheTests {
    @Test func aKeyIsComputedOnceAndThenLookedUp() {
        let cache = BoundedCache<String, Int>(budget: 100)
        let computed = Mutex(0)
        func length(_ word: String) -> Int {
            cache.value(
                for: word, cost: { _ in 1 },
                compute: {
                    computed.withLock { $0 += 1 }
                    return word.count
                })
        }
        #expect(length("stack") == 5)
        #expect(length("stack") == 5)
        #expect(length("grid") == 4)
        #expect(computed.withLock { $0 } == 2)
        #expect(cache.count == 2)
    }

    @Test func anEntryPastTheBudgetEmptiesTheCacheFirst() {
        let cache = BoundedCache<Int, String>(budget: 10)
        _ = cache.value(for: 1, cost: { _ in 4 }, compute: { "one" })
        _ = cache.value(for: 2, cost: { _ in 4 }, compute: { "two" })
        #expect(cache.count == 2)
        _ = cache.value(for: 3, cost: { _ in 4 }, compute: { "three" })
        #expect(cache.count == 1)
        // The first entry went with the rest: it is computed again.
        #expect(cache.value(for: 1, cost: { _ in 4 }, compute: { "again" }) == "again")
    }

    /// Copies of a value holding the cache (an extractor, a highlighter) share its entries.
    @Test func threadsShareOneCache() {
        let cache = BoundedCache<Int, Int>(budget: 1_000)
        let computed = Mutex(0)
        let results = Array(0..<400).concurrentMap { index in
            cache.value(
                for: index % 10, cost: { _ in 1 },
                compute: {
                    computed.withLock { $0 += 1 }
                    return (index % 10) * 2
                })
        }
        #expect(results == (0..<400).map { ($0 % 10) * 2 })
        #expect(cache.count == 10)
        // Two threads may miss one key at once, but most lookups find it.
        #expect(computed.withLock { $0 } < 100)
    }
}

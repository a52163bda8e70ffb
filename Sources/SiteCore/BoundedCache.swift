import Synchronization

/// Values computed once and then looked up, shared by the threads of one session (a build,
/// a check, a `serve` process) that created it and passes it to whoever computes them.
///
/// Bounded by a budget in units the owner chooses (bytes, entries): an entry that would go
/// over it empties the cache first, which is cheaper than tracking age and good enough for
/// caches whose working set (the pages being built) fits the budget many times over.
/// Two threads that miss the same key at once both compute it; the later one's value stays.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: Value] = [:]
        var cost = 0
    }

    private let state = Mutex(State())
    /// The most the entries may cost together.
    package let budget: Int

    /// - Parameter budget: The most the entries may cost together, in the units of the
    ///   `cost` the owner passes to ``value(for:cost:compute:)``.
    package init(budget: Int) {
        self.budget = budget
    }

    /// The cached value for `key`, or the one `compute` gives, which is then kept.
    ///
    /// - Parameters:
    ///   - cost: What the new entry takes of the budget.
    ///   - compute: Makes the value; runs outside the lock.
    package func value(for key: Key, cost: (Value) -> Int, compute: () -> Value) -> Value {
        if let cached = state.withLock({ $0.entries[key] }) { return cached }
        let value = compute()
        let size = cost(value)
        state.withLock { state in
            if state.cost + size > budget {
                state.entries.removeAll(keepingCapacity: false)
                state.cost = 0
            }
            state.entries[key] = value
            state.cost += size
        }
        return value
    }

    /// How many entries the cache holds.
    package var count: Int { state.withLock { $0.entries.count } }
}

import FlyingSocks

/// The bytes of one `/__handbook/events` response: it subscribes to the hub when the response
/// starts and ends when the hub finishes or the connection closes.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let hub: LiveReloadHub

    func makeAsyncIterator() -> Iterator {
        Iterator(subscription: hub.subscribe())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        private let subscription: LiveReloadHub.Subscription
        private var events: AsyncStream<String>.Iterator
        private var pending: [UInt8] = []

        init(subscription: LiveReloadHub.Subscription) {
            self.subscription = subscription
            self.events = subscription.stream.makeAsyncIterator()
        }

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let buffer = try await nextBuffer(suggested: 4096) else { return nil }
                pending = buffer
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            guard let text = await events.next() else { return nil }
            return Array(text.utf8)
        }
    }
}

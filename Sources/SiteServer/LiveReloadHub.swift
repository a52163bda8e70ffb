import Foundation
import Synchronization

/// Tells every open browser tab about builds, as server-sent events.
///
/// Each `/__handbook/events` connection subscribes and receives, in order: `hello` (the
/// version of the site being served), the current build error if the last build failed,
/// then `reload` after every successful build and `build-error` after every failed one.
final class LiveReloadHub: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var nextID = 0
        var version: String
        var failure: String?
        var isFinished = false
    }

    private let state: Mutex<State>

    init(version: String) {
        state = Mutex(State(version: version))
    }

    /// A new subscriber's stream of event-stream text; ``Subscription/cancel()`` (or its deinit) ends it.
    func subscribe() -> Subscription {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = state.withLock { state -> Int? in
            guard !state.isFinished else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            continuation.yield("retry: 500\n\n")
            continuation.yield(Self.event("hello", ["version": state.version]))
            if let failure = state.failure { continuation.yield(Self.event("build-error", ["message": failure])) }
            return id
        }
        if id == nil { continuation.finish() }
        return Subscription(hub: self, id: id ?? -1, stream: stream)
    }

    /// A successful build: the site at `version` is now served; every tab reloads.
    func publishReload(version: String) {
        broadcast { state in
            state.version = version
            state.failure = nil
            return Self.event("reload", ["version": version])
        }
    }

    /// A failed build: every tab shows `message` over the last good page.
    func publishFailure(_ message: String) {
        broadcast { state in
            state.failure = message
            return Self.event("build-error", ["message": message])
        }
    }

    /// A comment line, so connections to tabs that went away are noticed and closed.
    func publishHeartbeat() {
        broadcast { _ in ": ping\n\n" }
    }

    /// Ends every stream (the server is stopping).
    func finish() {
        let subscribers = state.withLock { state in
            state.isFinished = true
            defer { state.subscribers = [:] }
            return state.subscribers
        }
        for continuation in subscribers.values { continuation.finish() }
    }

    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    fileprivate func unsubscribe(_ id: Int) {
        let continuation = state.withLock { $0.subscribers.removeValue(forKey: id) }
        continuation?.finish()
    }

    private func broadcast(_ update: (inout State) -> String) {
        state.withLock { state in
            let text = update(&state)
            for continuation in state.subscribers.values { continuation.yield(text) }
        }
    }

    /// One event in the `text/event-stream` format, its data a JSON object on one line.
    static func event(_ name: String, _ fields: [String: String]) -> String {
        let json =
            (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(name)\ndata: \(json)\n\n"
    }

    /// One subscriber; unsubscribes when cancelled or released (when its connection closes).
    final class Subscription: Sendable {
        let stream: AsyncStream<String>
        private let hub: LiveReloadHub
        private let id: Int

        fileprivate init(hub: LiveReloadHub, id: Int, stream: AsyncStream<String>) {
            self.hub = hub
            self.id = id
            self.stream = stream
        }

        func cancel() { hub.unsubscribe(id) }

        deinit { hub.unsubscribe(id) }
    }
}

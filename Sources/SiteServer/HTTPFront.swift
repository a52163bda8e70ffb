import FlyingSocks
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `serve` needs of one request: its method, the path it asks for and whether the
/// connection stays open after the answer.
struct RequestHead: Equatable, Sendable {
    var method: String
    /// The path of the target, percent-encoded as sent, without query or fragment
    /// (`http://host/a?b` and `/a?b` both give `/a`).
    var path: String
    var keepAlive: Bool

    /// Reads the request line and the `Connection` header of a whole head (as
    /// ``RequestLimits/verdict(for:)`` delimits it); nil when the request line is malformed.
    init?(_ head: ArraySlice<UInt8>) {
        let lines = head.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first else { return nil }
        let words = String(decoding: first, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 3, words[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(words[0])
        var target = Substring(words[1])
        if let scheme = target.range(of: "://") {
            // The absolute form a proxy sends: keep what follows the authority.
            let afterAuthority = target[scheme.upperBound...]
            target = afterAuthority.firstIndex(of: "/").map { afterAuthority[$0...] } ?? "/"
        }
        if let end = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = target[..<end] }
        guard target.hasPrefix("/") else { return nil }
        path = String(target)
        var keepAlive = words[2] != "HTTP/1.0"
        for line in lines.dropFirst() {
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == "connection" else { continue }
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if value.contains("close") { keepAlive = false }
            if value.contains("keep-alive") { keepAlive = true }
        }
        self.keepAlive = keepAlive
    }
}

/// One answer of `serve`: status, headers and a body that is either bytes or the endless
/// live-reload event stream.
struct PreviewResponse: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        /// `text/event-stream` from the hub, until the hub finishes or the client leaves.
        case events(LiveReloadHub)
    }

    var status: Int
    /// Header names and values, in the order they are written.
    var headers: [(name: String, value: String)]
    var body: Body

    subscript(header name: String) -> String? {
        get { headers.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            headers.removeAll { $0.name.lowercased() == name.lowercased() }
            if let newValue { headers.append((name, newValue)) }
        }
    }

    static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }

    /// The status line and headers, ended by the blank line. Bytes get a `Content-Length`
    /// unless the headers give one (a HEAD answer gives the length of the body it leaves
    /// out); an event stream is sent in chunks, one per event.
    func head(keepAlive: Bool) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        switch body {
        case .bytes(let data) where self[header: "Content-Length"] == nil: text += "Content-Length: \(data.count)\r\n"
        case .bytes: break
        case .events: text += "Transfer-Encoding: chunked\r\n"
        }
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Data(text.utf8)
    }
}

/// `serve`'s HTTP/1.1 server: listens where `serve` was asked to, holds every request to
/// ``RequestLimits`` before reading it, and answers each with what `respond` gives (keep-alive
/// connections, pipelined requests in order). Refused requests get their status and the
/// connection is closed.
final class HTTPFront: Sendable {
    private let listener: Socket
    private let pool: any AsyncSocketPool
    private let respond: @Sendable (RequestHead) -> PreviewResponse

    /// Binds `address` at once, so a port in use is reported before the first build.
    init(address: any SocketAddress, pool: any AsyncSocketPool, respond: @escaping @Sendable (RequestHead) -> PreviewResponse)
        throws
    {
        listener = try Socket(domain: Int32(type(of: address).family))
        try listener.setValue(true, for: .localAddressReuse)
        try listener.bind(to: address)
        try listener.listen()
        self.pool = pool
        self.respond = respond
    }

    var port: UInt16? {
        switch try? listener.sockname() {
        case .ip4(_, let port), .ip6(_, let port): port
        default: nil
        }
    }

    /// Accepts connections until cancelled; `pool` must be running.
    func run() async throws {
        let socket = try AsyncSocket(socket: listener, pool: pool)
        try await withTaskCancellationHandler {
            try await withThrowingDiscardingTaskGroup { group in
                for try await client in socket.sockets {
                    group.addTask { await self.serve(client) }
                }
            }
        } onCancel: {
            Self.shut(listener, Int32(SHUT_RDWR))
        }
    }

    func close() {
        try? listener.close()
    }

    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        var buffer: [UInt8] = []
        while !Task.isCancelled {
            switch RequestLimits.verdict(for: buffer) {
            case .incomplete:
                guard let bytes = try? await client.read(atMost: 16_384), !bytes.isEmpty else { return }
                buffer += bytes
            case .request(let length):
                let request = RequestHead(buffer[..<length])
                buffer.removeFirst(length)
                guard let request else {
                    try? await client.write(RequestLimits.response(status: 400, reason: "Bad Request"))
                    return
                }
                let response = respond(request)
                switch response.body {
                case .bytes(let data):
                    var bytes = response.head(keepAlive: request.keepAlive)
                    if request.method != "HEAD" { bytes.append(data) }
                    guard (try? await client.write(bytes)) != nil, request.keepAlive else { return }
                case .events(let hub):
                    guard (try? await client.write(response.head(keepAlive: false))) != nil, request.method != "HEAD" else {
                        return
                    }
                    await stream(hub, to: client)
                    return
                }
            case let .refused(status, reason):
                try? await client.write(RequestLimits.response(status: status, reason: reason))
                return
            }
        }
    }

    /// Writes the hub's events until it finishes, a write fails, or the client closes its side
    /// (a closed tab): a read that returns end of file ends the stream at once.
    private func stream(_ hub: LiveReloadHub, to client: AsyncSocket) async {
        let subscription = hub.subscribe()
        defer { subscription.cancel() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in subscription.stream {
                    let chunk = Data((String(event.utf8.count, radix: 16) + "\r\n" + event + "\r\n").utf8)
                    guard (try? await client.write(chunk)) != nil else { return }
                }
                // The hub finished (the server stops): the last chunk ends the stream.
                _ = try? await client.write(Data("0\r\n\r\n".utf8))
            }
            group.addTask {
                while let bytes = try? await client.read(atMost: 4096), !bytes.isEmpty {}
            }
            _ = await group.next()
            group.cancelAll()
            Self.shut(client.socket, Int32(SHUT_RDWR))
        }
    }

    /// Wakes whatever waits on `socket` (a read returns end of file).
    private static func shut(_ socket: Socket, _ how: Int32) {
        _ = shutdown(socket.file.rawValue, how)
    }
}

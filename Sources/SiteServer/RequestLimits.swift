import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The limits `serve` holds each request's head to, before the HTTP library reads it: the
/// library reads lines in time quadratic in their length, with no limit, so one long URL or
/// header could keep it busy for minutes. A preview of static files needs no long line.
enum RequestLimits {
    /// The longest request line (method, target, version) answered: longer gets 414.
    static let requestLine = 4 * 1024
    /// The longest header line answered: longer gets 431.
    static let headerLine = 4 * 1024
    /// The longest request head (request line and headers) answered: longer gets 431.
    static let head = 16 * 1024
    /// The largest request body passed on (the server answers GET and HEAD only): larger gets 413.
    static let body = 64 * 1024

    /// What the bytes received so far make of the next request.
    enum Verdict: Equatable {
        /// Not all of the head is there yet, and it is within the limits so far.
        case incomplete
        /// A whole request: `length` bytes, head and body.
        case request(length: Int)
        /// Refused with this status and reason; the connection is closed after it.
        case refused(status: Int, reason: String)
    }

    /// Reads the head at the start of `bytes` (and the body its `Content-Length` announces).
    static func verdict(for bytes: [UInt8]) -> Verdict {
        let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n"))
        if (lineEnd ?? bytes.count) > requestLine { return .refused(status: 414, reason: "URI Too Long") }
        let tooLarge = Verdict.refused(status: 431, reason: "Request Header Fields Too Large")
        guard let headEnd = endOfHead(in: bytes) else {
            // The line being received counts too, before its end arrives.
            let lastLine = bytes.count - ((bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
            return bytes.count > head || (lineEnd != nil && lastLine > headerLine) ? tooLarge : .incomplete
        }
        if headEnd > head { return tooLarge }
        var bodyLength = 0
        for line in bytes[..<headEnd].split(separator: UInt8(ascii: "\n")).dropFirst() {
            if line.count > headerLine { return tooLarge }
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let colon = text.firstIndex(of: ":") else { continue }
            let name = text[..<colon].lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "transfer-encoding" { return .refused(status: 501, reason: "Not Implemented") }
            if name == "content-length" {
                guard let length = Int(value), length >= 0 else { return .refused(status: 400, reason: "Bad Request") }
                if length > body { return .refused(status: 413, reason: "Content Too Large") }
                bodyLength = length
            }
        }
        return bytes.count >= headEnd + bodyLength ? .request(length: headEnd + bodyLength) : .incomplete
    }

    /// The length of the head, blank line included, if it is all there (`\r\n\r\n` or `\n\n`).
    private static func endOfHead(in bytes: [UInt8]) -> Int? {
        var index = 0
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            var next = newline + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "\r") { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: "\n") { return next + 1 }
            index = newline + 1
        }
        return nil
    }

    /// The whole response for a refused request.
    static func response(status: Int, reason: String) -> Data {
        let body =
            "\(status) \(reason): this server takes lines up to \(requestLine / 1024) KB and request heads up to \(head / 1024) KB.\n"
        return Data(
            ("HTTP/1.1 \(status) \(reason)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Connection: close\r\n\r\n" + body).utf8)
    }
}

/// Listens where `serve` was asked to, holds every request to ``RequestLimits``, and passes
/// the requests within them to the HTTP server behind it on a Unix socket (the answers come
/// back as they are, event streams included). Refused requests get their status and the
/// connection is closed.
final class RequestLimitingFront: Sendable {
    private let listener: Socket
    private let upstream: sockaddr_un
    private let pool: any AsyncSocketPool

    /// Binds `address` at once, so a port in use is reported before the first build.
    init(address: any SocketAddress, upstream: sockaddr_un, pool: any AsyncSocketPool) throws {
        listener = try Socket(domain: Int32(type(of: address).family))
        try listener.setValue(true, for: .localAddressReuse)
        try listener.bind(to: address)
        try listener.listen()
        self.upstream = upstream
        self.pool = pool
    }

    var port: UInt16? {
        switch try? listener.sockname() {
        case .ip4(_, let port), .ip6(_, let port): port
        default: nil
        }
    }

    /// Accepts connections until cancelled; `pool` must be running (the HTTP server runs it).
    func run() async throws {
        let socket = try AsyncSocket(socket: listener, pool: pool)
        try await withTaskCancellationHandler {
            try await withThrowingDiscardingTaskGroup { group in
                for try await client in socket.sockets {
                    group.addTask { await self.relay(client) }
                }
            }
        } onCancel: {
            Self.shut(listener, Int32(SHUT_RDWR))
        }
    }

    func close() {
        try? listener.close()
    }

    private func relay(_ client: AsyncSocket) async {
        guard let server = try? await AsyncSocket.connected(to: upstream, pool: pool) else {
            try? client.close()
            return
        }
        enum Side { case answers, requests }
        await withTaskGroup(of: Side.self) { group in
            group.addTask {
                // Answers, as they come: files, and event streams that never end.
                while let bytes = try? await server.read(atMost: 65_536), !bytes.isEmpty {
                    guard (try? await client.write(Data(bytes))) != nil else { break }
                }
                return .answers
            }
            group.addTask {
                var buffer: [UInt8] = []
                while true {
                    switch RequestLimits.verdict(for: buffer) {
                    case .incomplete:
                        let bytes: [UInt8]
                        do {
                            bytes = try await client.read(atMost: 16_384)
                        } catch {
                            return .requests  // reset: the client is gone
                        }
                        guard !bytes.isEmpty else {
                            // The client sent all it will: what it asked for still comes, for
                            // a while (an event stream would never end, and a closed tab
                            // closes its stream this way).
                            Self.shut(server.socket, Int32(SHUT_WR))
                            try? await Task.sleep(for: .seconds(2))
                            return .requests
                        }
                        buffer += bytes
                    case .request(let length):
                        guard (try? await server.write(Data(buffer[..<length]))) != nil else { return .requests }
                        buffer.removeFirst(length)
                    case let .refused(status, reason):
                        try? await client.write(RequestLimits.response(status: status, reason: reason))
                        Self.shut(server.socket, Int32(SHUT_RDWR))
                        return .requests
                    }
                }
            }
            // Either side is done (no more answers, or the client is gone): end the other.
            _ = await group.next()
            group.cancelAll()
            Self.shut(client.socket, Int32(SHUT_RDWR))
            Self.shut(server.socket, Int32(SHUT_RDWR))
            await group.waitForAll()
        }
        try? client.close()
        try? server.close()
    }

    /// Wakes whatever waits on `socket` (a read returns end of file).
    private static func shut(_ socket: Socket, _ how: Int32) {
        _ = shutdown(socket.file.rawValue, how)
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A deliberately raw HTTP/1.1 client for the tests: it sends the request target exactly as
/// given (no URL normalisation, so `/../` and `%2e%2e` reach the server), and every read has
/// a deadline, so no test can hang.
struct HTTPTestResponse {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

struct HTTPTestError: Error, CustomStringConvertible {
    var description: String
}

/// One TCP connection to 127.0.0.1.
final class TestConnection: @unchecked Sendable {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HTTPTestError(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw HTTPTestError(description: "cannot connect to port \(port)")
        }
    }

    deinit { close(fd) }

    func write(_ text: String) throws {
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { throw HTTPTestError(description: "send failed") }
            bytes.removeFirst(sent)
        }
    }

    /// Reads more bytes into the buffer; false at end of stream. Throws when `deadline` passes.
    @discardableResult
    func fill(until deadline: Date) throws -> Bool {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { throw HTTPTestError(description: "timed out") }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, remaining * 1000)))
        guard ready > 0 else { throw HTTPTestError(description: "timed out") }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// The next line (without CRLF).
    func readLine(until deadline: Date) throws -> String {
        while true {
            if let index = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<index])
                buffer.removeFirst(index + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard try fill(until: deadline) else { throw HTTPTestError(description: "connection closed mid-line") }
        }
    }

    func read(count: Int, until deadline: Date) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill(until: deadline) else { throw HTTPTestError(description: "connection closed early") }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[0..<count])
    }

    func readToEnd(until deadline: Date) throws -> [UInt8] {
        while try fill(until: deadline) {}
        defer { buffer = [] }
        return buffer
    }

    func readHead(until deadline: Date) throws -> (Int, [String: String]) {
        let statusLine = try readLine(until: deadline)
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw HTTPTestError(description: "bad status line '\(statusLine)'") }
        var headers: [String: String] = [:]
        while true {
            let line = try readLine(until: deadline)
            if line.isEmpty { break }
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return (status, headers)
    }
}

/// Runs blocking socket work on a Dispatch thread: the cooperative pool (two threads on a
/// two-core machine) must stay free for the server under test.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}

enum HTTPTestClient {
    /// Sends one request with `target` exactly as written and reads the whole response.
    static func request(_ target: String, method: String = "GET", port: UInt16, timeout: TimeInterval = 10) throws -> HTTPTestResponse {
        let deadline = Date().addingTimeInterval(timeout)
        let connection = try TestConnection(port: port)
        try connection.write("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let (status, headers) = try connection.readHead(until: deadline)
        var body: [UInt8] = []
        if method == "HEAD" {
            body = []
        } else if let length = headers["content-length"].flatMap(Int.init) {
            body = try connection.read(count: length, until: deadline)
        } else {
            body = try connection.readToEnd(until: deadline)
        }
        return HTTPTestResponse(status: status, headers: headers, body: Data(body))
    }
}

/// Reads server-sent events from `/__handbook/events` (a chunked response).
final class EventStreamClient: @unchecked Sendable {
    struct Event: Equatable {
        var name: String
        var data: String
    }

    private let connection: TestConnection
    private var text = ""
    let headers: [String: String]

    init(port: UInt16, timeout: TimeInterval = 10) throws {
        connection = try TestConnection(port: port)
        try connection.write("GET /__handbook/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        let (status, headers) = try connection.readHead(until: Date().addingTimeInterval(timeout))
        guard status == 200 else { throw HTTPTestError(description: "events: status \(status)") }
        self.headers = headers
    }

    /// The next event (comments and `retry:` lines are skipped); throws after `timeout` seconds.
    func nextBlocking(timeout: TimeInterval) throws -> Event {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let range = text.range(of: "\n\n") {
                let block = String(text[..<range.lowerBound])
                text = String(text[range.upperBound...])
                var name = "message"
                var data: [String] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("event:") { name = line.dropFirst(6).trimmingCharacters(in: .whitespaces) }
                    if line.hasPrefix("data:") { data.append(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) }
                }
                if !data.isEmpty { return Event(name: name, data: data.joined(separator: "\n")) }
            }
            // One chunk: its size in hex, CRLF, the bytes, CRLF.
            let sizeLine = try connection.readLine(until: deadline)
            guard let size = Int(sizeLine, radix: 16) else { throw HTTPTestError(description: "bad chunk size '\(sizeLine)'") }
            if size == 0 { throw HTTPTestError(description: "event stream ended") }
            let bytes = try connection.read(count: size + 2, until: deadline)
            text += String(decoding: bytes.dropLast(2), as: UTF8.self)
        }
    }

    /// Skips events until one named `name` arrives.
    func next(named name: String, timeout: TimeInterval) async throws -> Event {
        try await offThePool {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                let event = try self.nextBlocking(timeout: deadline.timeIntervalSinceNow)
                if event.name == name { return event }
            }
        }
    }

    static func connect(port: UInt16) async throws -> EventStreamClient {
        try await offThePool { try EventStreamClient(port: port) }
    }

    /// The `message` field of an event's JSON data.
    static func field(_ key: String, of event: Event) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(event.data.utf8))).flatMap { ($0 as? [String: String])?[key] }
    }
}

import Foundation

/// The limits `serve` holds each request's head to before it reads it: a preview of static
/// files needs no long line, and an unbounded head could keep the server busy (the HTTP
/// library `serve` used before read lines in time quadratic in their length).
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

import Foundation
import Testing

@testable import SiteServer

/// `serve` refuses an overlong request line (414) or head (431) as soon as the bytes show it,
/// before it reads a line of it; what passes is read by ``RequestHead``.
@Suite struct RequestLimitsTests {
    func verdict(_ text: String) -> RequestLimits.Verdict {
        RequestLimits.verdict(for: Array(text.utf8))
    }

    @Test func wholeRequestsWithinTheLimitsPass() {
        let get = "GET /a.html HTTP/1.1\r\nHost: x\r\n\r\n"
        #expect(verdict(get) == .request(length: get.utf8.count))
        #expect(verdict(get + "GET /b") == .request(length: get.utf8.count))
        let post = "POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"
        #expect(verdict(post) == .request(length: post.utf8.count))
        #expect(verdict(String(post.dropLast())) == .incomplete)
        #expect(verdict("GET / HTTP/1.1\n\n") == .request(length: 16))
        #expect(verdict("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
    }

    @Test func overlongLinesAndHeadsAreRefusedBeforeTheyEnd() {
        let longTarget = "GET /" + String(repeating: "a", count: RequestLimits.requestLine)
        #expect(verdict(longTarget) == .refused(status: 414, reason: "URI Too Long"))
        let longHeader = "GET / HTTP/1.1\r\nX-Big: " + String(repeating: "b", count: RequestLimits.headerLine)
        #expect(verdict(longHeader) == .refused(status: 431, reason: "Request Header Fields Too Large"))
        #expect(verdict(longHeader + "\r\n\r\n") == .refused(status: 431, reason: "Request Header Fields Too Large"))
        let manyHeaders = "GET / HTTP/1.1\r\n" + String(repeating: "X-A: " + String(repeating: "c", count: 1000) + "\r\n", count: 17)
        #expect(verdict(manyHeaders) == .refused(status: 431, reason: "Request Header Fields Too Large"))
        #expect(verdict("POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n") == .refused(status: 413, reason: "Content Too Large"))
        #expect(verdict("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == .refused(status: 501, reason: "Not Implemented"))
        #expect(verdict("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") == .refused(status: 400, reason: "Bad Request"))
    }

    @Test func theServerAnswers414And431AtOnceAndKeepsServing() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let port = site.port
        let started = Date()
        let (url, header) = try await offThePool {
            func send(_ request: String) throws -> Int {
                let connection = try TestConnection(port: port)
                try? connection.write(request)
                return try connection.readHead(until: Date().addingTimeInterval(10)).0
            }
            return (
                try send("GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"),
                try send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 1_000_000) + "\r\n\r\n")
            )
        }
        #expect(url == 414)
        #expect(header == 431)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(try await site.get("/index.html").status == 200)
        let long = try await site.get("/index.html?" + String(repeating: "q", count: 3000))
        #expect(long.status == 200)
    }

    @Test func theRequestHeadGivesMethodPathAndWhetherTheConnectionStays() throws {
        func head(_ text: String) -> RequestHead? { RequestHead(ArraySlice(text.utf8)) }
        let plain = try #require(head("GET /guides/a.html HTTP/1.1\r\nHost: x\r\n\r\n"))
        #expect(plain.method == "GET")
        #expect(plain.path == "/guides/a.html")
        #expect(plain.keepAlive)
        #expect(head("GET /search/?q=state#top HTTP/1.1\r\n\r\n")?.path == "/search/")
        #expect(head("GET http://example.com:8000/a%20b.html?x HTTP/1.1\r\n\r\n")?.path == "/a%20b.html")
        #expect(head("GET http://example.com HTTP/1.1\r\n\r\n")?.path == "/")
        #expect(head("HEAD / HTTP/1.1\r\nConnection: close\r\n\r\n")?.keepAlive == false)
        #expect(head("GET / HTTP/1.0\r\n\r\n")?.keepAlive == false)
        #expect(head("GET / HTTP/1.0\r\nconnection: Keep-Alive\r\n\r\n")?.keepAlive == true)
        #expect(head("GET / HTTP/1.1\n\n")?.path == "/")
        // Malformed request lines: the server answers 400 and closes.
        #expect(head("GET /\r\n\r\n") == nil)
        #expect(head("GET relative HTTP/1.1\r\n\r\n") == nil)
        #expect(head("GET / SPDY/3\r\n\r\n") == nil)
        #expect(head("\r\n\r\n") == nil)
    }

    @Test func pipelinedRequestsOnOneConnectionAreAnsweredInOrder() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let port = site.port
        let (first, second, third, rest) = try await offThePool {
            let connection = try TestConnection(port: port)
            // Three requests in one write: two kept alive, the last one closes.
            try connection.write(
                "GET /index.html HTTP/1.1\r\nHost: x\r\n\r\nHEAD /nothing-here.html HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "GET /__handbook/live-reload.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let deadline = Date().addingTimeInterval(10)
            var heads: [(Int, [String: String])] = []
            for index in 0..<3 {
                let head = try connection.readHead(until: deadline)
                heads.append(head)
                if index != 1, let length = head.1["content-length"].flatMap(Int.init) {
                    _ = try connection.read(count: length, until: deadline)
                }
            }
            return (heads[0], heads[1], heads[2], try connection.readToEnd(until: deadline))
        }
        #expect(first.0 == 200)
        #expect(first.1["connection"] == "keep-alive")
        #expect(second.0 == 404)
        #expect(Int(second.1["content-length"] ?? "") ?? 0 > 0)  // HEAD: the length, not the body
        #expect(third.0 == 200)
        #expect(third.1["connection"] == "close")
        #expect(rest.isEmpty)  // and then the connection closes
        let bad = try await offThePool {
            let connection = try TestConnection(port: port)
            try connection.write("NONSENSE\r\n\r\n")
            return try connection.readHead(until: Date().addingTimeInterval(10)).0
        }
        #expect(bad == 400)
    }
}

import Testing

@testable import SiteServer

struct RequestPathTests {
    @Test(arguments: [
        ("/", "index.html"),
        ("/index.html", "index.html"),
        ("/guides/", "guides/index.html"),
        ("/guides/identity.html", "guides/identity.html"),
        ("/guides/identity.html?x=1", "guides/identity.html"),
        ("/img/my%20logo.svg", "img/my logo.svg"),
        ("/a..b/c.html", "a..b/c.html"),
    ])
    func mapsSitePaths(raw: String, expected: String) {
        #expect(RequestPath(rawPath: raw) == .file(expected))
    }

    @Test(arguments: [
        "/..", "/../", "/../etc/passwd", "/guides/../index.html", "/./index.html",
        "/%2e%2e/etc/passwd", "/%2E%2e/x", "/.%2e/x", "/..%2fetc%2fpasswd", "/guides%2f..%2f..%2fx",
        "/..%5cx", "/a%00b", "//etc/passwd", "/a//b", "/%2fetc/passwd", "etc/passwd", "", "/%zz",
    ])
    func refusesPathsThatLeaveTheSite(raw: String) {
        #expect(RequestPath(rawPath: raw) == .forbidden)
    }

    @Test func contentTypes() {
        #expect(ContentType.forPath("a/b.html") == "text/html; charset=utf-8")
        #expect(ContentType.forPath("assets/handbook.css") == "text/css; charset=utf-8")
        #expect(ContentType.forPath("assets/search.js") == "text/javascript; charset=utf-8")
        #expect(ContentType.forPath("search-index.json") == "application/json; charset=utf-8")
        #expect(ContentType.forPath("img/logo.SVG") == "image/svg+xml")
        #expect(ContentType.forPath("img/photo.jpeg") == "image/jpeg")
        #expect(ContentType.forPath("sitemap.xml") == "application/xml; charset=utf-8")
        #expect(ContentType.forPath("LICENSE") == "application/octet-stream")
    }

    @Test func scriptGoesBeforeTheLastBodyClose() {
        let html = "<html><body><p>&lt;/body&gt;</p></BODY></html>"
        let injected = LiveReloadScript.inject(into: html, version: "v1")
        #expect(
            injected
                == "<html><body><p>&lt;/body&gt;</p><script src=\"/__handbook/live-reload.js\" data-version=\"v1\"></script>\n</BODY></html>"
        )
        #expect(LiveReloadScript.inject(into: "<p>x</p>", version: "v").hasSuffix("</script>\n"))
    }
}

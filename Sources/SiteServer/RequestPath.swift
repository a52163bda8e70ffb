/// Maps the path of an HTTP request onto a file of the site, refusing anything that could
/// leave it.
///
/// The raw (percent-encoded) path is judged, segment by segment, *after* decoding, so
/// `/../`, `/%2e%2e/`, `/..%2f`, `//etc/passwd` and `/%2Fetc` are all refused, whatever a
/// URL library would have normalised them into.
enum RequestPath: Equatable, Sendable {
    /// A path inside the site, relative to its root, e.g. `guides/index.html`.
    case file(String)
    /// The request tried to leave the site (dot segments, encoded separators, NUL, an
    /// absolute path hidden in an empty segment).
    case forbidden

    init(rawPath: String) {
        // Strip a query or fragment if the caller did not.
        let path = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard path.hasPrefix("/") else {
            self = .forbidden
            return
        }
        let rawSegments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var segments: [String] = []
        for (index, raw) in rawSegments.enumerated() {
            let isLast = index == rawSegments.count - 1
            if raw.isEmpty {
                // `/` and `dir/` end in one empty segment; any other empty segment (`//x`) is refused.
                if isLast { continue }
                self = .forbidden
                return
            }
            guard let decoded = String(raw).removingPercentEncoding else {
                self = .forbidden
                return
            }
            if decoded == "." || decoded == ".." || decoded.contains("/") || decoded.contains("\\")
                || decoded.contains("\0")
            {
                self = .forbidden
                return
            }
            segments.append(decoded)
        }
        var relative = segments.joined(separator: "/")
        if path.hasSuffix("/") || relative.isEmpty {
            relative += relative.isEmpty ? "index.html" : "/index.html"
        }
        self = .file(relative)
    }
}

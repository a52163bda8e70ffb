import Foundation

/// Walks a built site and reports every local `href`/`src` that points to a missing file,
/// and every `#fragment` that names no `id` in its target page.
public enum SiteLinkWalker {
    public static func problems(in root: String) -> [String] {
        var problems: [String] = []
        let files = snapshotTree(root)
        var idsByPage: [String: Set<String>] = [:]
        func ids(_ page: String) -> Set<String> {
            if let cached = idsByPage[page] { return cached }
            let html = files[page].map { String(decoding: $0, as: UTF8.self) } ?? ""
            let found = Set(matches(of: #"\sid="([^"]*)""#, in: html))
            idsByPage[page] = found
            return found
        }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let folder = (path as NSString).deletingLastPathComponent
            for url in matches(of: #"\s(?:href|src)="([^"]*)""#, in: html) {
                let decoded = url.replacingOccurrences(of: "&amp;", with: "&")
                if decoded.isEmpty || decoded.hasPrefix("http:") || decoded.hasPrefix("https:") || decoded.hasPrefix("mailto:")
                    || decoded.hasPrefix("data:") || decoded.hasPrefix("//") || decoded.hasPrefix("javascript:")
                {
                    continue
                }
                var target = decoded
                var fragment: String?
                if let hash = target.firstIndex(of: "#") {
                    fragment = String(target[target.index(after: hash)...])
                    target = String(target[..<hash])
                }
                if let q = target.firstIndex(of: "?") { target = String(target[..<q]) }
                let resolved: String
                if target.isEmpty {
                    resolved = path
                } else {
                    let joined = folder.isEmpty ? target : folder + "/" + target
                    guard let normal = normalize(joined) else {
                        problems.append("\(path): link '\(url)' leaves the site")
                        continue
                    }
                    resolved = normal.hasSuffix("/") || normal.isEmpty ? normal + "index.html" : normal
                }
                guard files[resolved] != nil else {
                    problems.append("\(path): '\(url)' points to missing file '\(resolved)'")
                    continue
                }
                if let fragment, !fragment.isEmpty, resolved.hasSuffix(".html") {
                    let id = fragment.removingPercentEncoding ?? fragment
                    if !ids(resolved).contains(id) {
                        problems.append("\(path): '\(url)' names missing id '\(id)' in '\(resolved)'")
                    }
                }
            }
        }
        return problems
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/") + (path.hasSuffix("/") ? "/" : "")
    }
}

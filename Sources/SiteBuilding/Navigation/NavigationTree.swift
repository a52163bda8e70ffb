import ContentLoading
import SiteCore
import SiteRendering

/// The sidebar: folders become sections, pages are leaves, in front-matter `order`, then title.
public struct NavigationTree: Sendable {
    public struct Node: Sendable {
        public var title: String
        /// The page's output path (`lists/index.html`); `nil` for a folder without `index.md`.
        public var outputPath: String?
        public var children: [Node]
        public var order: Int
        public var isSection: Bool
        /// A section's folder below the content root (`lists`); empty for pages.
        public var folder: String = ""
    }

    /// Sites up to this many pages show every section expanded; larger ones expand only the
    /// sections on the way to the current page, so each page's sidebar stays small.
    public static let expandAllLimit = 150

    /// The top-level entries (the home page first when there is one).
    public var roots: [Node]
    /// Pages in reading order (depth first), for previous/next links.
    public var readingOrder: [String]
    /// How many pages the site has.
    public var pageCount: Int

    /// Builds the tree from pages and their resolved titles (by relative path).
    public init(pages: [SourcePage], titles: [String: String]) {
        func title(_ page: SourcePage) -> String { titles[page.relativePath] ?? page.baseName }

        func build(folder: String) -> [Node] {
            var nodes: [Node] = []
            let direct = pages.filter { $0.folder == folder && !($0.isIndex) }
            for page in direct {
                nodes.append(Node(title: title(page), outputPath: page.outputPath, children: [],
                                  order: page.frontMatter.order ?? Int.max, isSection: false))
            }
            let prefix = folder.isEmpty ? "" : folder + "/"
            let subfolders = Set(pages.compactMap { page -> String? in
                guard page.folder.hasPrefix(prefix), page.folder != folder else { return nil }
                let rest = page.folder.dropFirst(prefix.count)
                guard let first = rest.split(separator: "/").first else { return nil }
                return prefix + first
            })
            for sub in subfolders.sorted() {
                let index = pages.first { $0.folder == sub && $0.isIndex }
                let name = sub.split(separator: "/").last.map(String.init) ?? sub
                let sectionTitle = index.map(title) ?? Self.titleCase(name)
                nodes.append(Node(title: sectionTitle, outputPath: index?.outputPath, children: build(folder: sub),
                                  order: index?.frontMatter.order ?? Int.max, isSection: true, folder: sub))
            }
            return nodes.sorted { a, b in
                if a.order != b.order { return a.order < b.order }
                return a.title.localizedStandardCompare(b.title) == .orderedAscending
            }
        }

        var roots = build(folder: "")
        if let home = pages.first(where: { $0.folder.isEmpty && $0.isIndex }) {
            roots.insert(Node(title: title(home), outputPath: home.outputPath, children: [], order: Int.min, isSection: false), at: 0)
        }
        self.roots = roots
        self.pageCount = pages.count
        var order: [String] = []
        func flatten(_ nodes: [Node]) {
            for node in nodes {
                if let path = node.outputPath { order.append(path) }
                flatten(node.children)
            }
        }
        flatten(roots)
        self.readingOrder = order
    }

    /// `lists` → `Lists`, `view-structure` → `View Structure`.
    static func titleCase(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The chain of sections (title, output path) leading to `outputPath`, not including it.
    public func ancestors(of outputPath: String) -> [(title: String, outputPath: String?)] {
        func search(_ nodes: [Node], trail: [(String, String?)]) -> [(String, String?)]? {
            for node in nodes {
                if node.outputPath == outputPath && !node.isSection { return trail }
                if node.isSection {
                    if node.outputPath == outputPath { return trail }
                    if let found = search(node.children, trail: trail + [(node.title, node.outputPath)]) { return found }
                }
            }
            return nil
        }
        return (search(roots, trail: []) ?? []).map { (title: $0.0, outputPath: $0.1) }
    }

    /// The sidebar HTML as seen from a page in `folderDepthPath` (any page path in that folder);
    /// links are relative. The current page is marked by ``markCurrent(_:in:)``.
    public func html(relativeTo pagePath: String) -> String {
        let expandsAll = pageCount <= Self.expandAllLimit
        let pageFolder = pagePath.contains("/") ? String(pagePath[..<pagePath.lastIndex(of: "/")!]) : ""
        var out = "<ul class=\"nav-list\">\n"
        func link(_ path: String) -> String { PathUtilities.relativeURL(from: pagePath, to: path) }
        func firstPage(_ node: Node) -> String? {
            node.outputPath ?? node.children.lazy.compactMap(firstPage).first
        }
        func emit(_ nodes: [Node]) {
            for node in nodes {
                let title = HTMLEscaping.escape(node.title)
                if node.isSection {
                    let isOpen = expandsAll || pageFolder == node.folder || pageFolder.hasPrefix(node.folder + "/")
                    out += isOpen ? "<li class=\"nav-section\">" : "<li class=\"nav-section nav-section-collapsed\">"
                    if let path = node.outputPath {
                        out += "<a class=\"nav-section-title\" href=\"\(link(path))\" data-path=\"\(path)\">\(title)</a>"
                    } else if !isOpen, let first = firstPage(node) {
                        out += "<a class=\"nav-section-title\" href=\"\(link(first))\">\(title)</a>"
                    } else {
                        out += "<span class=\"nav-section-title\">\(title)</span>"
                    }
                    if isOpen {
                        out += "\n<ul>\n"
                        emit(node.children)
                        out += "</ul>"
                    }
                    out += "</li>\n"
                } else if let path = node.outputPath {
                    out += "<li><a href=\"\(link(path))\" data-path=\"\(path)\">\(title)</a></li>\n"
                }
            }
        }
        emit(roots)
        return out + "</ul>\n"
    }

    /// Marks the link to `outputPath` in sidebar `html` as the current page.
    public static func markCurrent(_ outputPath: String, in html: String) -> String {
        // A byte search: this runs once per page over the whole sidebar.
        let needle = Array("data-path=\"\(outputPath)\"".utf8)
        let bytes = Array(html.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return html }
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index ..< index + needle.count].elementsEqual(needle),
                index + needle.count < bytes.count, bytes[index + needle.count] == UInt8(ascii: ">")
            {
                let end = index + needle.count
                result.reserveCapacity(bytes.count + 24)
                result += bytes[copied ..< end]
                result += Array(" aria-current=\"page\"".utf8)
                copied = end
                index = end
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return html }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

import ContentLoading
import SiteCore
import SiteRendering
import Synchronization

/// The sidebar: folders become sections, pages are leaves, in front-matter `order`, then title.
package struct NavigationTree: Sendable {
    package struct Node: Sendable {
        package var title: String
        /// The page's output path (`lists/index.html`); `nil` for a folder without `index.md`.
        package var outputPath: String?
        package var children: [Node]
        package var order: Int
        package var isSection: Bool
        /// A section's folder below the content root (`lists`); empty for pages.
        package var folder: String = ""
    }

    /// Sites up to this many pages show every section expanded in the full navigation;
    /// larger ones expand only the sections on the way to the current page.
    package static let expandAllLimit = 150

    /// The most entries of one level a page's own sidebar lists: a longer level shows the
    /// entries around the page's own (see ``localHTML(for:)``).
    package static let localLevelLimit = 15

    /// Where the navigation file is written, relative to the site root.
    package static let scriptPath = "nav.js"

    /// The top-level entries (the home page first when there is one).
    package var roots: [Node]
    /// Pages in reading order (depth first), for previous/next links.
    package var readingOrder: [String]
    /// How many pages the site has.
    package var pageCount: Int
    /// The position of each page in ``readingOrder``.
    package var readingIndex: [String: Int]
    /// The indices leading from ``roots`` to each page's node (a section's index page is the
    /// section's node).
    var chains: [String: [Int]]
    /// A key of each level's entries as ``localEntries(for:)`` shows them (title, path, kind,
    /// a collapsed section's first page), by the chain of indices leading to the level.
    private var levelKeys: [[Int]: String] = [:]

    /// The tree of the session's last build, by the key of what it is made of: a rebuild
    /// whose pages keep their paths, titles and order (an edit of a page's text) takes it
    /// as it is, rather than sorting every level again.
    package final class Cache: Sendable {
        private let last = Mutex<(key: String, tree: NavigationTree)?>(nil)

        package init() {}

        /// The tree of `pages` with `titles`, made again only when its inputs changed.
        package func tree(pages: [SourcePage], titles: [String: String]) -> NavigationTree {
            let key = NavigationTree.key(pages: pages, titles: titles)
            if let last = last.withLock({ $0 }), last.key == key { return last.tree }
            let tree = NavigationTree(pages: pages, titles: titles)
            last.withLock { $0 = (key, tree) }
            return tree
        }
    }

    /// What ``init(pages:titles:)`` reads of each page, hashed.
    static func key(pages: [SourcePage], titles: [String: String]) -> String {
        var hash = StableHash()
        hash.update(pages.count)
        for page in pages {
            // The output path, folder, base name and whether it is an index all follow from it.
            hash.update(page.relativePath)
            hash.update(page.frontMatter.order.map { String($0) })
            hash.update(titles[page.relativePath])
        }
        return hash.finalize()
    }

    /// Builds the tree from pages and their resolved titles (by relative path).
    package init(pages: [SourcePage], titles: [String: String]) {
        func title(_ page: SourcePage) -> String { titles[page.relativePath] ?? page.baseName }

        func build(folder: String) -> [Node] {
            var nodes: [Node] = []
            let direct = pages.filter { $0.folder == folder && !($0.isIndex) }
            for page in direct {
                nodes.append(
                    Node(
                        title: title(page), outputPath: page.outputPath, children: [],
                        order: page.frontMatter.order ?? Int.max, isSection: false))
            }
            let prefix = folder.isEmpty ? "" : folder + "/"
            let subfolders = Set(
                pages.compactMap { page -> String? in
                    guard page.folder.hasPrefix(prefix), page.folder != folder else { return nil }
                    let rest = page.folder.dropFirst(prefix.count)
                    guard let first = rest.split(separator: "/").first else { return nil }
                    return prefix + first
                })
            for sub in subfolders.sorted() {
                let index = pages.first { $0.folder == sub && $0.isIndex }
                let name = sub.split(separator: "/").last.map(String.init) ?? sub
                let sectionTitle = index.map(title) ?? Self.titleCase(name)
                nodes.append(
                    Node(
                        title: sectionTitle, outputPath: index?.outputPath, children: build(folder: sub),
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
        self.readingIndex = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var chains: [String: [Int]] = [:]
        func index(_ nodes: [Node], chain: [Int]) {
            for (i, node) in nodes.enumerated() {
                if let path = node.outputPath, chains[path] == nil { chains[path] = chain + [i] }
                if node.isSection { index(node.children, chain: chain + [i]) }
            }
        }
        index(roots, chain: [])
        self.chains = chains
        var levelKeys: [[Int]: String] = [:]
        func key(_ nodes: [Node], chain: [Int]) {
            var hash = StableHash()
            hash.update(nodes.count)
            for (i, node) in nodes.enumerated() {
                hash.update(node.isSection)
                hash.update(node.title)
                hash.update(node.outputPath)
                if node.isSection {
                    hash.update(node.outputPath == nil ? Self.firstPage(node) : nil)
                    key(node.children, chain: chain + [i])
                }
            }
            levelKeys[chain] = hash.finalize()
        }
        key(roots, chain: [])
        self.levelKeys = levelKeys
    }

    /// `lists` → `Lists`, `view-structure` → `View Structure`.
    static func titleCase(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The chain of sections (title, output path) leading to `outputPath`, not including it.
    package func ancestors(of outputPath: String) -> [(title: String, outputPath: String?)] {
        guard let chain = chains[outputPath] else { return [] }
        var result: [(title: String, outputPath: String?)] = []
        var nodes = roots
        for i in chain.dropLast() {
            result.append((title: nodes[i].title, outputPath: nodes[i].outputPath))
            nodes = nodes[i].children
        }
        return result
    }

    /// The page before and after `outputPath` in reading order.
    package func neighbours(of outputPath: String) -> (previous: String?, next: String?) {
        guard let i = readingIndex[outputPath] else { return (nil, nil) }
        return (i > 0 ? readingOrder[i - 1] : nil, i + 1 < readingOrder.count ? readingOrder[i + 1] : nil)
    }

    /// The sidebar a page carries in its own HTML, so it reads and navigates without
    /// JavaScript: the top-level entries, and the sections on the way to the page expanded
    /// (its own section's pages included); other sections are collapsed to one link. A level
    /// longer than ``localLevelLimit`` lists only the entries around the page's own, the rest
    /// stand as one gap entry. Links are relative to `pagePath`. The theme's `nav` template
    /// writes it; the full navigation comes from ``script()``, which the theme's JavaScript
    /// puts in its place: the same markup, every section.
    func localEntries(for pagePath: String) -> [NavigationContext.Entry] {
        let chain = chains[pagePath] ?? []
        let gap = NavigationContext.Entry(
            isGap: true, isPage: false, isSection: false, isOpen: false, title: "", url: "", hasURL: false, path: "", hasPath: false,
            isCurrent: false, entries: [])
        func entries(_ nodes: [Node], depth: Int) -> [NavigationContext.Entry] {
            let onPath = depth < chain.count ? chain[depth] : nil
            var shown = nodes.indices
            if nodes.count > Self.localLevelLimit {
                let centre = onPath ?? 0
                let lower = max(0, min(centre - Self.localLevelLimit / 2, nodes.count - Self.localLevelLimit))
                shown = lower..<lower + Self.localLevelLimit
            }
            var result: [NavigationContext.Entry] = shown.lowerBound > 0 ? [gap] : []
            for i in shown {
                let node = nodes[i]
                guard node.isSection || node.outputPath != nil else { continue }
                let isOpen = node.isSection && i == onPath
                // A collapsed section without an index page leads to its first page.
                let target = node.outputPath ?? (isOpen || !node.isSection ? nil : Self.firstPage(node))
                result.append(
                    NavigationContext.Entry(
                        isGap: false, isPage: !node.isSection, isSection: node.isSection, isOpen: isOpen, title: node.title,
                        url: target.map { HTMLEscaping.encodeURL(PathUtilities.relativeURL(from: pagePath, to: $0)) } ?? "",
                        hasURL: target != nil, path: node.outputPath ?? "", hasPath: node.outputPath != nil,
                        isCurrent: node.outputPath == pagePath, entries: isOpen ? entries(node.children, depth: depth + 1) : []))
            }
            if shown.upperBound < nodes.count { result.append(gap) }
            return result
        }
        return entries(roots, depth: 0)
    }

    /// Adds to `hash` what ``localEntries(for:)`` gives `pagePath`, without making the
    /// entries: the page's path (its links are relative to it, and it is the current one), and
    /// each level it shows with the entry on the way to the page (which level is open, and
    /// where a long one is cut). A build asks it of every page, to tell which to render again.
    func updateLocalEntriesKey(_ hash: inout StableHash, for pagePath: String) {
        let chain = chains[pagePath] ?? []
        hash.update(pagePath)
        var nodes = roots
        var prefix: [Int] = []
        while true {
            hash.update(levelKeys[prefix])
            let onPath = prefix.count < chain.count ? chain[prefix.count] : nil
            hash.update(onPath ?? -1)
            guard let index = onPath, nodes.indices.contains(index), nodes[index].isSection else { return }
            prefix.append(index)
            nodes = nodes[index].children
        }
    }

    static func firstPage(_ node: Node) -> String? {
        node.outputPath ?? node.children.lazy.compactMap(firstPage).first
    }

    /// The navigation file (``scriptPath``): every entry of the site once, as data the theme's
    /// JavaScript turns into the sidebar. A script rather than JSON, so it loads with a
    /// `<script>` element from `file://` too (where `fetch` of local files is blocked):
    ///
    ///     window.HandbookNavigation = {"expandAll": true, "items": [ENTRY, …]};
    ///
    /// An ENTRY is a page, `["Title", "lists/x.html"]`, or a section,
    /// `["Title", "lists/index.html", [ENTRY, …]]` (`""` for a section without an index page).
    /// Paths are relative to the site root. `expandAll` is true for sites of up to
    /// ``expandAllLimit`` pages; larger ones expand only the sections holding the current page.
    package func script() -> String {
        var out = "window.HandbookNavigation = {\"expandAll\":\(pageCount <= Self.expandAllLimit),\"items\":["
        func emit(_ nodes: [Node]) {
            var first = true
            for node in nodes {
                guard node.isSection || node.outputPath != nil else { continue }
                if !first { out += "," }
                first = false
                out += "[" + SearchIndexEncoding.jsonString(node.title) + "," + SearchIndexEncoding.jsonString(node.outputPath ?? "")
                if node.isSection {
                    out += ",["
                    emit(node.children)
                    out += "]"
                }
                out += "]"
            }
        }
        emit(roots)
        return out + "]};\n"
    }
}

import Foundation
import SiteCore
import SiteRendering

/// What every build makes again of the rule pages, kept between builds in the cache folder:
/// their examples' highlighting and the pages as the search index takes them (scored), which
/// a new process would otherwise compute again (a good part of a rebuild that renders one
/// page). `serve` keeps the same in its session's caches.
///
/// One file per `handbook` executable (its ``SiteBuilder/toolKey``: both are functions of the
/// code or page and the tool), `<checksum> <JSON>` on one line; a file whose checksum does
/// not match, or that does not decode, is ignored.
struct RememberedRulePages {
    static let prefix = "rule-pages-"
    /// The file, or `nil` when the build keeps nothing between runs.
    let path: String?
    let directory: String?
    let reads: Bool

    /// What the file holds.
    struct Contents: Codable {
        /// `[code, highlighted HTML]` pairs.
        var highlights: [[String]] = []
        /// The scored rule pages, by ``RememberedRulePages/searchKey(of:)``.
        var search: [String: IndexedPage] = [:]
        /// The key the rule pages were last made under (``PageRenderer/rulePagesKey(_:siteKey:)``),
        /// and their ``searchKey(of:)``s in order: while the key is the same, a build links
        /// the pages from the previous output and takes their scored forms from ``search``.
        var pagesKey: String?
        var order: [String]?
    }

    /// What a build found in the file.
    struct Loaded {
        /// The code whose highlighting the file held.
        var codes: Set<String> = []
        var search: [String: IndexedPage] = [:]
        var pagesKey: String?
        var order: [String]?

        /// The scored rule pages in order, when they were made under `key`.
        func search(under key: String) -> [IndexedPage]? {
            guard pagesKey == key, let order else { return nil }
            let pages = order.compactMap { search[$0] }
            return pages.count == order.count ? pages : nil
        }
    }

    init(options: BuildOptions) {
        directory = options.manifestDirectory
        path = options.manifestDirectory.map { $0 + "/" + Self.prefix + SiteBuilder.toolKey.prefix(16) + ".json" }
        reads = options.reusesPages
    }

    /// Puts the remembered highlighting into `highlighter`'s cache.
    /// - Returns: What the file held.
    func load(into highlighter: SwiftHighlighter) -> Loaded {
        guard reads, let path, let data = FileManager.default.contents(atPath: path), data.count > 33,
            data[data.startIndex + 32] == UInt8(ascii: " ")
        else { return Loaded() }
        let json = data.dropFirst(33)
        guard StableHash.hex(of: Data(json)) == String(decoding: data.prefix(32), as: UTF8.self),
            let contents = try? JSONDecoder().decode(Contents.self, from: Data(json))
        else { return Loaded() }
        var loaded = Loaded(search: contents.search, pagesKey: contents.pagesKey, order: contents.order)
        for pair in contents.highlights where pair.count == 2 {
            highlighter.remember(pair[1], for: pair[0])
            loaded.codes.insert(pair[0])
        }
        return loaded
    }

    /// The key of a rule page's scored form: the page's path, title and body.
    static func searchKey(of page: PageRenderer.GeneratedPage) -> String {
        var hash = StableHash()
        hash.update(page.path)
        hash.update(page.title)
        hash.update(page.body)
        return hash.finalize()
    }

    /// Writes the highlighting of `codes` (from `highlighter`) and the scored pages `search`
    /// (their keys in page order, `order`, made under `pagesKey`), unless the file held
    /// exactly them (`loaded`), and removes the files of other `handbook` executables.
    func save(
        _ codes: [String], from highlighter: SwiftHighlighter, search: [String: IndexedPage], order: [String], pagesKey: String,
        loaded: Loaded
    ) {
        guard let path, let directory,
            Set(codes) != loaded.codes || Set(search.keys) != Set(loaded.search.keys) || pagesKey != loaded.pagesKey
                || order != loaded.order
        else { return }
        let contents = Contents(
            highlights: Set(codes).sorted().map { [$0, highlighter.highlight($0)] }, search: search, pagesKey: pagesKey, order: order)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let json = try? encoder.encode(contents) else { return }
        var data = Data(StableHash.hex(of: json).utf8)
        data.append(UInt8(ascii: " "))
        data.append(json)
        let name = (path as NSString).lastPathComponent
        for other in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where (other.hasPrefix(Self.prefix) || other.hasPrefix("highlighted-")) && other != name {
            // Also the older `highlighted-` files, which held the highlighting alone.
            try? FileManager.default.removeItem(atPath: directory + "/" + other)
        }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? PathUtilities.replaceFile(at: URL(fileURLWithPath: path), with: data)
    }
}

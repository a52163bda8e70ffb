import ContentLoading
import Foundation
import Linting
import SiteCore
import SiteRendering
import Snippets

/// Incremental builds: what a build remembers of its pages, and the keys that say whether
/// the next build may reuse them.
///
/// A page's HTML is a function of its source, the theme, the configuration, the running
/// `handbook` and the site-wide data the page shows. The keys hash exactly those: the
/// site-wide part once per build (``siteKey(loaded:rules:checkResult:renderer:)``), the rest
/// per page (``PageRenderer/renderKey(for:sourceKey:siteKey:verdictsKey:)``). A page whose key is
/// unchanged is neither parsed (when the build checks nothing) nor rendered nor written: its
/// previous file is linked into the new output, which is still swapped in whole.
extension SiteBuilder {
    /// The pages the previous build left for this one: the session's (`serve`), else the
    /// manifest of the output folder; none under `--no-cache`.
    func previousPages() -> [String: PreviousPage] {
        guard options.reusesPages else { return [:] }
        let remembered = caches.pages.all
        if !remembered.isEmpty { return remembered }
        guard let directory = options.manifestDirectory else { return [:] }
        return SiteManifest(directory: directory, output: options.outputDirectory).loadLines().mapValues {
            PreviousPage(record: $0.record, line: $0.line)
        }
    }

    /// Writes the manifest of a build that is now in place, with every page file's stamp.
    /// A manifest that cannot be written costs the next build its reuse, not this one.
    func rememberWritten(_ pages: [PreviousPage], in output: OutputDirectory) {
        guard let directory = options.manifestDirectory else { return }
        let records = pages.map { page -> (record: PageRecord, line: Data?) in
            var record = page.record
            record.stamp = FileStamp(path: output.path + "/" + record.outputPath)
            // A page linked from the previous output keeps its stamp, and its line.
            return (record, record.stamp == page.record.stamp ? page.line : nil)
        }
        try? SiteManifest(directory: directory, output: options.outputDirectory).save(records)
    }

    /// What changes every key: the manifest's format, and the `handbook` that renders (a
    /// new build of the tool may render differently).
    static let toolKey: String = {
        var hash = StableHash()
        hash.update("handbook pages 1")
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        hash.update(executable)
        let stamp = FileStamp(path: executable)
        hash.update(stamp.map { "\($0.size) \($0.modifiedSeconds).\($0.modifiedNanoseconds) \($0.inode)" })
        return hash.finalize()
    }()

    /// The key of what the `extract` stage reads of `page`: its bytes and the extraction
    /// settings.
    func sourceKey(of page: SourcePage) -> String {
        var hash = StableHash()
        hash.update(Self.toolKey)
        hash.update(options.defaultLanguage)
        for words in [options.labelVocabulary.goodWords, options.labelVocabulary.badWords] {
            hash.update(words.count)
            for word in words { hash.update(word) }
        }
        hash.update(page.relativePath)
        hash.update(page.displayPath)
        hash.update(page.outputPath)
        hash.update(String(describing: page.frontMatter))
        hash.update(page.markdown)
        return hash.finalize()
    }

    /// The key of everything site-wide a page's HTML may depend on: the theme's files,
    /// `handbook.yml` and the options, the set of pages and assets (links resolve against
    /// them), the rules, whether examples were checked and which rules have pages.
    func siteKey(loaded: LoadedSite, rules: [RuleDescription], checkResult: ExampleCheckResult?, renderer: PageRenderer) -> String {
        var hash = StableHash()
        hash.update(Self.toolKey)
        for layer in loaded.theme.layers { Self.updateWithFiles(&hash, in: layer) }
        hash.update(
            options.configurationFile.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) })
        hash.update(options.contentDirectory)
        hash.update(options.siteTitle)
        hash.update(options.baseURL)
        hash.update(options.repositoryURL)
        hash.update(options.editURI)
        hash.update(options.showsLastUpdated)
        hash.update(options.htmlPolicy.rawValue)
        hash.update(loaded.content.pages.count)
        for page in loaded.content.pages {
            hash.update(page.relativePath)
            hash.update(page.outputPath)
        }
        hash.update(loaded.content.assets.count)
        for asset in loaded.content.assets.sorted() { hash.update(asset) }
        hash.update(rules.count)
        for rule in rules {
            for field in [rule.id, rule.name, rule.summary, rule.documentationPage, rule.severity.rawValue] { hash.update(field) }
            hash.update(rule.documentationAnchor)
        }
        hash.update(checkResult != nil)
        for rule in (checkResult?.rulePages ?? []).sorted() { hash.update(rule) }
        hash.update(renderer.tags.tags.count)
        return hash.finalize()
    }

    /// Every file under `folder`, by path and bytes, in name order.
    static func updateWithFiles(_ hash: inout StableHash, in folder: String) {
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        hash.update(folder)
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            hash.update(file)
            data.withUnsafeBytes { hash.update(bytes: $0) }
        }
    }

    /// Each page's verdicts as one key, by the page's display path (the examples' file).
    static func verdictsKeys(_ result: ExampleCheckResult?) -> [String: String] {
        guard let result else { return [:] }
        let byFile = Dictionary(grouping: result.results, by: \.snippet.file)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var keys: [String: String] = [:]
        for (file, checked) in byFile {
            // A verdict that does not encode leaves its page without a key: it is rendered.
            guard let json = try? encoder.encode(checked.sorted { $0.snippet.id < $1.snippet.id }) else {
                keys[file] = UUID().uuidString
                continue
            }
            keys[file] = StableHash.hex(of: json)
        }
        return keys
    }
}

extension PageRenderer {
    /// The key of every input of `page`'s HTML besides the site-wide ones (`siteKey`): its
    /// source, its title, the navigation it shows (its section's entries, breadcrumbs,
    /// previous and next pages), its tags, its history and its examples' verdicts.
    /// Whatever ``context(for:title:body:root:)`` and the body's renderer read is here.
    /// - Parameter sourceKey: The page's ``SiteBuilder/sourceKey(of:)``, which stands for its
    ///   paths, front matter and text (hashed once per build, not twice).
    func renderKey(for page: ParsedPage, sourceKey: String, siteKey: String, verdictsKey: String) -> String {
        let source = page.source
        let path = source.outputPath
        var hash = StableHash()
        hash.update(siteKey)
        hash.update(sourceKey)
        hash.update(titles[source.relativePath])
        hash.update(homePath)
        hash.update(titles["index.md"])
        for ancestor in nav.ancestors(of: path) {
            hash.update(ancestor.title)
            hash.update(ancestor.outputPath)
        }
        let (previous, next) = nav.neighbours(of: path)
        for neighbour in [previous, next] {
            hash.update(neighbour)
            hash.update(neighbour.map(pageTitle(forOutput:)))
        }
        for tag in TagIndex.tags(of: source) {
            hash.update(tag)
            hash.update(tags.url(of: tag, from: path))
        }
        hash.update(history.lastUpdated[source.relativePath])
        hash.update(history.editURL(for: source.relativePath))
        Self.update(&hash, with: nav.localEntries(for: path))
        hash.update(verdictsKey)
        return hash.finalize()
    }

    private static func update(_ hash: inout StableHash, with entries: [NavigationContext.Entry]) {
        hash.update(entries.count)
        for entry in entries {
            for flag in [entry.isGap, entry.isPage, entry.isSection, entry.isOpen, entry.hasURL, entry.hasPath, entry.isCurrent] {
                hash.update(flag)
            }
            hash.update(entry.title)
            hash.update(entry.url)
            hash.update(entry.path)
            update(&hash, with: entry.entries)
        }
    }
}

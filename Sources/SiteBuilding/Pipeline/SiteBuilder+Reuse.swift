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
    /// manifest of the output folder; none under `--no-cache`, and none when the output
    /// folder is gone (`rm -rf Output` with the cache kept, as CI does): a page is reused by
    /// linking its previous file, so the manifest would only be read and held for nothing
    /// (190 MB more at 5,000 pages).
    func previousPages() -> [String: PreviousPage] {
        guard options.reusesPages else { return [:] }
        let remembered = caches.pages.all
        if !remembered.isEmpty { return remembered }
        guard let directory = options.manifestDirectory, FileManager.default.fileExists(atPath: options.outputDirectory) else { return [:] }
        return SiteManifest(directory: directory, output: options.outputDirectory).loadLines().mapValues {
            PreviousPage(record: $0.record, line: $0.line)
        }
    }

    /// The generated files the previous build left for this one (see ``GeneratedFile``): the
    /// session's (`serve`), else those listed beside the output folder's manifest; none under
    /// `--no-cache` or without the output folder.
    func previousGeneratedFiles() -> [String: GeneratedFile] {
        guard options.reusesPages else { return [:] }
        let remembered = caches.pages.generated
        if !remembered.isEmpty { return remembered }
        guard let directory = options.manifestDirectory, FileManager.default.fileExists(atPath: options.outputDirectory) else { return [:] }
        return SiteManifest(directory: directory, output: options.outputDirectory).loadGenerated()
    }

    /// Writes the manifest of a build that is now in place, with every page file's stamp,
    /// and the list of its generated files with theirs. A manifest that cannot be written
    /// costs the next build its reuse, not this one.
    func rememberWritten(_ pages: [PreviousPage], generated: [String: GeneratedFile], in output: OutputDirectory) {
        guard let directory = options.manifestDirectory else { return }
        let manifest = SiteManifest(directory: directory, output: options.outputDirectory)
        var stamped: [String: GeneratedFile] = [:]
        for (path, file) in generated {
            guard let stamp = FileStamp(path: output.path + "/" + path) else { continue }
            stamped[path] = GeneratedFile(key: file.key, stamp: stamp)
        }
        try? manifest.saveGenerated(stamped)
        let records = pages.map { page -> (record: PageRecord, line: Data?) in
            var record = page.record
            record.stamp = FileStamp(path: output.path + "/" + record.outputPath)
            // A page linked from the previous output keeps its stamp, and its line.
            return (record, record.stamp == page.record.stamp ? page.line : nil)
        }
        try? manifest.save(records)
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

    /// The key of what the `extract` stage reads of `page`: its text (``textKey(of:)``), its
    /// paths and the extraction settings.
    func sourceKey(of page: SourcePage, textKey: String) -> String {
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
        hash.update(textKey)
        return hash.finalize()
    }

    /// The key of a page's text: its front matter and its Markdown.
    static func textKey(of page: SourcePage) -> String {
        var hash = StableHash()
        hash.update(String(describing: page.frontMatter))
        hash.update(page.markdown)
        return hash.finalize()
    }

    /// Each page's keys, in the order of `content`'s pages. A page whose file has the stamp
    /// the previous build recorded (see ``SourceStamp``) keeps its text key; the others' text
    /// is hashed.
    func sourceKeys(of content: ContentSnapshot, previous: [String: PreviousPage]) -> [SourceKeys] {
        content.pages.concurrentMap { page -> SourceKeys in
            let stamp = content.stamps[page.relativePath]
            let textKey: String
            if let stamp, let earlier = previous[page.relativePath]?.record, earlier.sourceStamp == stamp {
                textKey = earlier.textKey
            } else {
                textKey = Self.textKey(of: page)
            }
            return SourceKeys(source: sourceKey(of: page, textKey: textKey), text: textKey, stamp: stamp)
        }
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

/// What a build knows of a page's source before parsing it.
struct SourceKeys: Sendable {
    /// ``SiteBuilder/sourceKey(of:textKey:)``.
    var source: String
    /// ``SiteBuilder/textKey(of:)``.
    var text: String
    /// The page's file as it was read; `nil` for a racy file.
    var stamp: SourceStamp?
}

extension PageRenderer {
    /// The key of every input of `page`'s HTML besides the site-wide ones (`siteKey`): its
    /// source, its title, the navigation it shows (its section's entries, breadcrumbs,
    /// previous and next pages), its tags, its history and its examples' verdicts.
    /// Whatever ``context(for:title:body:root:)`` and the body's renderer read is here.
    /// - Parameter sourceKey: The page's ``SiteBuilder/sourceKey(of:textKey:)``, which stands for its
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
        // What a tag's link is made of (``TagIndex/url(of:from:)``): the page's path, in
        // the source key, and the tag's anchor.
        for tag in TagIndex.tags(of: source) {
            hash.update(tag)
            hash.update(tags.anchors[tag])
        }
        hash.update(history.lastUpdated[source.relativePath])
        hash.update(history.editURL(for: source.relativePath))
        nav.updateLocalEntriesKey(&hash, for: path)
        hash.update(verdictsKey)
        return hash.finalize()
    }

    /// The key of what every generated page shows around its body (``renderGeneratedPage(path:title:body:toc:description:taskCount:breadcrumbs:)``):
    /// the site-wide inputs, its path, the home page's link and title, and its navigation.
    private func generatedPageKey(path: String, siteKey: String) -> StableHash {
        var hash = StableHash()
        hash.update(siteKey)
        hash.update(path)
        hash.update(homePath)
        hash.update(titles["index.md"])
        nav.updateLocalEntriesKey(&hash, for: path)
        return hash
    }

    /// The key of the rule pages (``renderRulePages(_:)``): every field of every rule that
    /// they show (a custom rule's come from `handbook.yml`), whether the lint settings turn
    /// it off or change its severity, the title of the page that documents it, and what each
    /// rule page shows around its body.
    func rulePagesKey(_ rules: [RuleDescription], siteKey: String) -> String {
        var hash = generatedPageKey(path: Self.ruleIndexPath, siteKey: siteKey)
        let lint = options.lintConfiguration
        hash.update(rules.count)
        for rule in rules {
            for field in [rule.id, rule.name, rule.summary, rule.rationale, rule.severity.rawValue, rule.documentation] {
                hash.update(field)
            }
            hash.update(rule.configuration)
            hash.update(rule.documentationPage)
            hash.update(rule.documentationAnchor)
            hash.update(rule.sitePagePath)
            for examples in [rule.triggering, rule.nonTriggering] {
                hash.update(examples.count)
                // The code as written, markers included: the source is made from it.
                for example in examples { hash.update(example.code) }
            }
            hash.update(lint.isEnabled(rule.id))
            hash.update(lint.severityOverrides[rule.id]?.rawValue)
            hash.update(titles[rule.documentationPage])
            hash.update(generatedPageKey(path: rule.sitePagePath, siteKey: siteKey).finalize())
        }
        return hash.finalize()
    }

    /// The key of the review checklist (``renderReviewPage(_:)``): the pages with checklist
    /// items in reading order, each with its path, title and items.
    func reviewKey(_ rendered: [RenderedPage], siteKey: String, digests: TaskDigests? = nil) -> String {
        var hash = generatedPageKey(path: Self.reviewPath, siteKey: siteKey)
        let order = readingOrder(of: rendered) { !$0.tasks.isEmpty }
        hash.update(order.count)
        for index in order {
            hash.update(rendered[index].outputPath)
            hash.update(rendered[index].title)
            hash.update(
                digests?.digest(of: rendered[index].tasks, at: rendered[index].outputPath) ?? Self.tasksDigest(rendered[index].tasks))
        }
        return hash.finalize()
    }

    /// What the review page shows of a page's checklist items: every field of each.
    static func tasksDigest(_ tasks: [HTMLRenderer.Task]) -> String {
        var hash = StableHash()
        hash.update(tasks.count)
        for task in tasks {
            for field in [task.id, task.text, task.key, task.inlineHTML] { hash.update(field) }
            hash.update(task.isChecked)
            hash.update(task.sectionID)
            hash.update(task.sectionTitle)
        }
        return hash.finalize()
    }

    /// The key of the tags page (``renderTagsPage(_:)``): the tags with their anchors, and
    /// every page in reading order with its path, title and tags.
    func tagsKey(_ rendered: [RenderedPage], siteKey: String) -> String {
        var hash = generatedPageKey(path: TagIndex.path, siteKey: siteKey)
        hash.update(tags.tags.count)
        for tag in tags.tags {
            hash.update(tag)
            hash.update(tags.anchors[tag])
        }
        let order = readingOrder(of: rendered)
        hash.update(order.count)
        for index in order {
            hash.update(rendered[index].outputPath)
            hash.update(rendered[index].title)
            let pageTags = TagIndex.tags(of: rendered[index].source)
            hash.update(pageTags.count)
            for tag in pageTags { hash.update(tag) }
        }
        return hash.finalize()
    }
}

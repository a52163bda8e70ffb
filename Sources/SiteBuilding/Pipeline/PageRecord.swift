import ContentLoading
import Foundation
import SiteCore
import SiteRendering

/// What a build remembers of one content page, so that the next build neither parses nor
/// renders it again while its inputs are unchanged (see ``SiteManifest``, and the keys in
/// ``PageRenderer/renderKey(for:sourceKey:siteKey:verdictsKey:)`` and ``SiteBuilder/sourceKey(of:textKey:)``).
package struct PageRecord: Codable, Sendable {
    /// The page's path below the content folder.
    package var relativePath: String
    /// The key of what the `extract` stage read: the page's bytes and the extraction settings.
    package var sourceKey: String
    /// The key of the page's text alone (``SiteBuilder/textKey(of:)``).
    package var textKey: String
    /// The page's file as the build read it (``SourceStamp``): while it is unchanged, the
    /// next build takes ``textKey`` without hashing the text. `nil` for a racy file.
    package var sourceStamp: SourceStamp?
    package var firstHeading: String?
    /// What extraction found on the page (nesting, labels), in its order.
    package var extractDiagnostics: [Diagnostic]
    /// The key of every input of the page's HTML; `nil` when the page was not rendered.
    package var renderKey: String?
    package var outputPath: String
    package var title: String
    package var search: IndexedPage
    package var headings: [HTMLRenderer.Heading]
    package var tasks: [HTMLRenderer.Task]
    /// ``RenderedPage/anchors``, sorted.
    package var anchors: [String]
    package var references: [LinkResolver.Reference]
    package var diagnostics: [Diagnostic]
    /// The output file as the build that wrote it left it; a file changed since (or gone)
    /// is not reused. `nil` for a build held in memory (`serve`).
    package var stamp: FileStamp?

    init(keys: SourceKeys, firstHeading: String?, extractDiagnostics: [Diagnostic], renderKey: String?, page: RenderedPage) {
        self.relativePath = page.source.relativePath
        sourceKey = keys.source
        textKey = keys.text
        sourceStamp = keys.stamp
        self.firstHeading = firstHeading
        self.extractDiagnostics = extractDiagnostics
        self.renderKey = renderKey
        outputPath = page.outputPath
        title = page.title
        search = page.search
        headings = page.headings
        tasks = page.tasks
        anchors = page.anchors.sorted()
        references = page.links.references
        diagnostics = page.diagnostics
    }

    /// The page as the later stages (links, search, review, tags) take it.
    func renderedPage(source: SourcePage, pageOutputPaths: [String: String], assets: Set<String>) -> RenderedPage {
        RenderedPage(
            source: source, outputPath: outputPath, title: title, search: search, headings: headings, tasks: tasks,
            anchors: Set(anchors), links: LinkResolver(pageOutputPaths: pageOutputPaths, assets: assets, references: references),
            diagnostics: diagnostics)
    }
}

/// A file's identity and state as `stat` gives them: the same file, not written since. Kept
/// for output files, which it tells apart from what someone wrote into `Output/`. Unlike a
/// page's ``SourceStamp`` it leaves out the status-change time: linking an unchanged output
/// into the next build's staging folder changes that time, and the file is still the same.
package struct FileStamp: Codable, Sendable, Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The stamp of the regular file at `path`; `nil` when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
    }
}

import ContentLoading
import Foundation
import SiteCore
import TestSupport
import Testing

@testable import SiteBuilding

/// A build remembers what it wrote (``SiteManifest``): the next one renders only the pages
/// whose inputs changed, links the others from the previous output, and gives the same bytes
/// as a full build.
@Suite struct IncrementalBuildTests {
    /// A small handbook in two sections, with links, tags, a checklist and Swift examples.
    static func writeSite(in dir: TemporaryDirectory) throws {
        try dir.write("# Field Notes\n\nStart with [stacks](layout/stacks.md) or [bindings](state/bindings.md).\n", to: "Content/index.md")
        try dir.write("# Layout\n\nHow views share space.\n", to: "Content/layout/index.md")
        try dir.write(
            """
            ---
            title: Stacks
            tags: [layout]
            ---
            # Stacks

            Stacks place children along one axis; see [grids](grids.md#columns).

            ```swift
            // Good - spacing set once on the stack
            VStack(spacing: 12) {
                Text("Tide table")
                Text("Low water at noon")
            }
            ```

            - [ ] Spacing comes from the stack, not from padding on every child.
            """, to: "Content/layout/stacks.md")
        try dir.write(
            """
            # Grids

            ## Columns

            A lazy grid measures only the rows on screen.

            ```swift
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<40) { Text("Cell \\($0)") }
            }
            ```
            """, to: "Content/layout/grids.md")
        try dir.write("# State\n\nWhere values live.\n", to: "Content/state/index.md")
        try dir.write(
            """
            ---
            tags: [state]
            ---
            # Bindings

            A binding reads and writes a value owned elsewhere.

            ```swift
            Toggle("Lanterns lit", isOn: $isLit)
            ```
            """, to: "Content/state/bindings.md")
        try dir.write("# Observation\n\nViews read observable models property by property.\n", to: "Content/state/observation.md")
        try dir.write("kept as it is\n", to: "Content/images/note.txt")
    }

    static func options(_ dir: TemporaryDirectory, output: String = "Output", theme: String? = nil) -> BuildOptions {
        var options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: theme ?? packageRoot() + "/Themes/default",
            outputDirectory: dir.path + "/" + output, siteTitle: "Field Notes", runsCheck: false)
        options.showsLastUpdated = false
        options.manifestDirectory = dir.path + "/.handbook-cache"
        return options
    }

    /// Every file below `root`, by relative path.
    static func files(in root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            files[path] = FileManager.default.contents(atPath: root + "/" + path)
        }
        return files
    }

    /// The inode of each page of the output: a page that keeps its inode was linked from
    /// the previous output, not written again.
    static func inodes(_ dir: TemporaryDirectory, output: String = "Output") throws -> [String: UInt64] {
        var inodes: [String: UInt64] = [:]
        for path in try files(in: dir.path + "/" + output).keys where path.hasSuffix(".html") {
            var info = stat()
            guard stat(dir.path + "/" + output + "/" + path, &info) == 0 else { continue }
            inodes[path] = UInt64(info.st_ino)
        }
        return inodes
    }

    static let pages = [
        "index.html", "layout/index.html", "layout/stacks.html", "layout/grids.html", "state/index.html", "state/bindings.html",
        "state/observation.html",
    ]

    /// The pages whose file was written again (not linked) by the last build.
    static func rewritten(before: [String: UInt64], after: [String: UInt64]) -> Set<String> {
        Set(pages.filter { before[$0] != after[$0] })
    }

    /// Builds `dir`'s site afresh into `Full` (no manifest, no reuse) and expects every file of
    /// `Output` to be the same bytes.
    static func expectSameAsFullBuild(_ dir: TemporaryDirectory, theme: String? = nil) async throws {
        var full = options(dir, output: "Full", theme: theme)
        full.manifestDirectory = nil
        full.reusesPages = false
        full.configurationFile = options(dir).configurationFile
        _ = try await SiteBuilder(options: full).build()
        let incremental = try files(in: dir.path + "/Output")
        let clean = try files(in: dir.path + "/Full")
        #expect(incremental.keys.sorted() == clean.keys.sorted())
        for (path, data) in clean where incremental[path] != data {
            Issue.record("\(path) differs from a full build")
        }
        try FileManager.default.removeItem(atPath: dir.path + "/Full")
    }

    @Test func anUnchangedSiteIsLinkedNotRendered() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.inodes(dir)
        #expect(first.count >= Self.pages.count)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        #expect(Self.rewritten(before: first, after: try Self.inodes(dir)).isEmpty)
        try await Self.expectSameAsFullBuild(dir)
    }

    @Test func anEditedPageAndARenamedPageRebuildToTheBytesOfAFullBuild() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.inodes(dir)

        // A body edit renders that page alone.
        let grids = try #require(dir.read("Content/layout/grids.md"))
        try dir.write(grids + "\nKeep the column count adaptive on narrow screens.\n", to: "Content/layout/grids.md")
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let second = try Self.inodes(dir)
        #expect(Self.rewritten(before: first, after: second) == ["layout/grids.html"])
        try await Self.expectSameAsFullBuild(dir)

        // A new title shows in its section's navigation and in its neighbours' previous and
        // next links: those pages are rendered again, the other section's are not.
        let observation = try #require(dir.read("Content/state/observation.md"))
        try dir.write(
            observation.replacingOccurrences(of: "# Observation", with: "# Observable Models"), to: "Content/state/observation.md")
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let third = try Self.inodes(dir)
        let renamed = Self.rewritten(before: second, after: third)
        #expect(renamed.isSuperset(of: ["state/observation.html", "state/bindings.html", "state/index.html"]))
        #expect(!renamed.contains("layout/grids.html"))
        try await Self.expectSameAsFullBuild(dir)
    }

    @Test func aThemeOrConfigurationChangeRendersEveryPageAgain() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        try dir.copy(folder: packageRoot() + "/Themes/default", to: "Theme")
        try dir.write("title: Field Notes\n", to: "handbook.yml")
        let theme = dir.path + "/Theme"
        func options() -> BuildOptions {
            var options = Self.options(dir, theme: theme)
            options.configurationFile = dir.path + "/handbook.yml"
            return options
        }
        _ = try await SiteBuilder(options: options()).build()
        let first = try Self.inodes(dir)

        let footer = try #require(dir.read("Theme/templates/footer.mustache"))
        try dir.write(footer + "<!-- printed on recycled pixels -->\n", to: "Theme/templates/footer.mustache")
        _ = try await SiteBuilder(options: options()).build()
        let second = try Self.inodes(dir)
        #expect(Self.rewritten(before: first, after: second) == Set(Self.pages))
        #expect(dir.read("Output/layout/stacks.html")?.contains("recycled pixels") == true)

        try dir.write("title: Field Notes\n# a comment is a change too\n", to: "handbook.yml")
        _ = try await SiteBuilder(options: options()).build()
        #expect(Self.rewritten(before: second, after: try Self.inodes(dir)) == Set(Self.pages))

        var full = Self.options(dir, output: "Full", theme: theme)
        full.manifestDirectory = nil
        _ = try await SiteBuilder(options: full).build()
        #expect(try Self.files(in: dir.path + "/Output") == Self.files(in: dir.path + "/Full"))
    }

    @Test func noCacheRendersEveryPageAgain() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.inodes(dir)
        var options = Self.options(dir)
        options.reusesPages = false
        _ = try await SiteBuilder(options: options).build()
        #expect(Self.rewritten(before: first, after: try Self.inodes(dir)) == Set(Self.pages))
    }

    /// `rm -rf Output` with the cache kept: the build is a full one, to the same bytes, and
    /// does not hold the previous manifest it cannot use.
    @Test func aRemovedOutputFolderBuildsInFullWithoutThePreviousManifest() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        try FileManager.default.removeItem(atPath: dir.path + "/Output")
        let builder = SiteBuilder(options: Self.options(dir))
        #expect(builder.previousPages().isEmpty)
        #expect(builder.previousGeneratedFiles().isEmpty)
        _ = try await builder.build()
        try await Self.expectSameAsFullBuild(dir)
        // With the folder back, the next build reuses it.
        #expect(!SiteBuilder(options: Self.options(dir)).previousPages().isEmpty)
    }

    @Test func anOutputFileChangedSinceTheBuildIsRenderedAgain() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        try dir.write("scribbled over\n", to: "Output/layout/stacks.html")
        try FileManager.default.removeItem(atPath: dir.path + "/Output/state/bindings.html")
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        try await Self.expectSameAsFullBuild(dir)
    }

    /// Issue 24 point 4: a manifest entry that is corrupt or cut short is dropped and its page
    /// rendered again; the other entries are still used.
    @Test func aCorruptOrTruncatedManifestEntryIsNeverTrusted() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.inodes(dir)
        let manifest = SiteManifest(directory: dir.path + "/.handbook-cache", output: dir.path + "/Output")
        let text = try #require(FileManager.default.contents(atPath: manifest.path).map { String(decoding: $0, as: UTF8.self) })
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A changed title that still decodes: only the checksum tells.
        let stacks = try #require(lines.firstIndex { $0.contains("\"title\":\"Stacks\"") })
        lines[stacks] = lines[stacks].replacingOccurrences(of: "\"title\":\"Stacks\"", with: "\"title\":\"Stocks\"")
        #expect(lines[stacks].contains("Stocks"))
        // A line cut short, as a full disk leaves it.
        let bindings = try #require(lines.firstIndex { $0.contains("\"title\":\"Bindings\"") })
        lines[bindings] = String(lines[bindings].prefix(lines[bindings].count / 2))
        // The search documents follow the JSON, a tab before each record and each score line:
        // one cut off is refused even under a checksum that matches.
        let grids = try #require(lines.firstIndex { $0.contains("\"title\":\"Grids\"") })
        let body = lines[grids].dropFirst(33)
        #expect(body.split(separator: "\t", omittingEmptySubsequences: false).count == 5)
        let lastTab = try #require(body.lastIndex(of: "\t"))
        let cut = String(body[..<lastTab])
        lines[grids] = StableHash.hex(of: Data(cut.utf8)) + " " + cut
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: manifest.path))
        #expect(manifest.load().count == Self.pages.count - 3)

        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let rendered: Set = ["layout/stacks.html", "state/bindings.html", "layout/grids.html"]
        #expect(Self.rewritten(before: first, after: try Self.inodes(dir)) == rendered)
        #expect(dir.read("Output/layout/stacks.html")?.contains("Stocks") == false)
        try await Self.expectSameAsFullBuild(dir)

        // The rule pages' highlighted examples and scored search pages kept beside the
        // manifest: a changed byte voids the file.
        let cache = dir.path + "/.handbook-cache"
        let kept = try #require(FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasPrefix("rule-pages-") })
        let highlights = try #require(dir.read(".handbook-cache/" + kept))
        #expect(highlights.contains("<b>"))
        try dir.write(highlights.replacingOccurrences(of: "<b>", with: "<h-q>"), to: ".handbook-cache/" + kept)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        try await Self.expectSameAsFullBuild(dir)
        let rulePages = try #require(dir.read(".handbook-cache/" + kept))
        #expect(rulePages.contains("\"trail\":\"Rules\""))
        try dir.write(rulePages.replacingOccurrences(of: "\"trail\":\"Rules\"", with: "\"trail\":\"Roles\""), to: ".handbook-cache/" + kept)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        try await Self.expectSameAsFullBuild(dir)

        // A manifest of another format, or not one at all, is ignored whole.
        try Data("not a manifest\n".utf8).write(to: URL(fileURLWithPath: manifest.path))
        #expect(manifest.load().isEmpty)
    }

    /// A failed build leaves the output and the manifest as they were.
    @Test func aFailedBuildLeavesOutputAndManifestAlone() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let before = try Self.files(in: dir.path + "/Output")
        let manifest = SiteManifest(directory: dir.path + "/.handbook-cache", output: dir.path + "/Output")
        let remembered = FileManager.default.contents(atPath: manifest.path)
        try dir.write("# Grids\n\nSee [the missing page](nowhere.md).\n", to: "Content/layout/grids.md")
        var strict = Self.options(dir)
        strict.isStrict = true
        await #expect(throws: BuildFailure.self) { try await SiteBuilder(options: strict).build() }
        #expect(try Self.files(in: dir.path + "/Output") == before)
        #expect(FileManager.default.contents(atPath: manifest.path) == remembered)
    }

    /// `serve` keeps the last build in memory and renders only what changed.
    @Test func aServeSessionReusesItsPagesInMemory() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        var options = Self.options(dir)
        options.manifestDirectory = nil
        let caches = BuildCaches(sessionLong: true)
        _ = try await SiteBuilder(options: options, caches: caches).prepare()
        let keys = caches.pages.all.mapValues(\.record.renderKey)
        let bindings = try #require(dir.read("Content/state/bindings.md"))
        try dir.write(bindings.replacingOccurrences(of: "reads and writes", with: "reads and changes"), to: "Content/state/bindings.md")
        let rebuilt = try await SiteBuilder(options: options, caches: caches).prepare()
        let changed = caches.pages.all.filter { keys[$0.key] != $0.value.record.renderKey }.keys
        #expect(Set(changed) == ["state/bindings.md"])
        let fresh = try await SiteBuilder(options: options).prepare()
        #expect(rebuilt.files == fresh.files)

        // The review checklist and the tags page are kept in memory too, until they change.
        let stacks = try #require(dir.read("Content/layout/stacks.md"))
        try dir.write(stacks.replacingOccurrences(of: "not from padding", with: "never from padding"), to: "Content/layout/stacks.md")
        let again = try await SiteBuilder(options: options, caches: caches).prepare()
        #expect(again.files["review.html"].map { String(decoding: $0, as: UTF8.self).contains("never from padding") } == true)
        #expect(again.files == (try await SiteBuilder(options: options).prepare()).files)
    }

    // MARK: Generated files

    /// The inode of every file of the output, by relative path.
    static func allInodes(_ dir: TemporaryDirectory) throws -> [String: UInt64] {
        var inodes: [String: UInt64] = [:]
        for path in try files(in: dir.path + "/Output").keys {
            var info = stat()
            guard stat(dir.path + "/Output/" + path, &info) == 0 else { continue }
            inodes[path] = UInt64(info.st_ino)
        }
        return inodes
    }

    /// The review checklist, the tags page and the rule pages are made again only when what
    /// they show changed; a search index file is written again only when its bytes changed.
    @Test func generatedPagesAndSearchFilesAreTakenFromThePreviousBuildWhileUnchanged() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.allInodes(dir)
        let rulePages = first.keys.filter { $0.hasPrefix("rules/") }
        #expect(rulePages.count > 10)
        let search = Set(first.keys.filter { $0.hasPrefix("search/") })
        #expect(search.count > 3)

        // A body edit: no checklist item, title or tag changed.
        let grids = try #require(dir.read("Content/layout/grids.md"))
        try dir.write(grids + "\nA fixed column count suits a wide canvas.\n", to: "Content/layout/grids.md")
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let second = try Self.allInodes(dir)
        for path in ["review.html", "tags.html"] + rulePages { #expect(second[path] == first[path], "\(path) was made again") }
        let rewrittenSearch = search.filter { second[$0] != first[$0] }
        #expect(!rewrittenSearch.isEmpty && rewrittenSearch.count < search.count)
        try await Self.expectSameAsFullBuild(dir)

        // A checklist item changed: the review checklist is made again, the tags page is not.
        let stacks = try #require(dir.read("Content/layout/stacks.md"))
        try dir.write(stacks.replacingOccurrences(of: "not from padding", with: "never from padding"), to: "Content/layout/stacks.md")
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let third = try Self.allInodes(dir)
        #expect(third["review.html"] != second["review.html"])
        #expect(third["tags.html"] == second["tags.html"])
        try await Self.expectSameAsFullBuild(dir)

        // A tag changed: the tags page is made again.
        let bindings = try #require(dir.read("Content/state/bindings.md"))
        try dir.write(bindings.replacingOccurrences(of: "tags: [state]", with: "tags: [state, data]"), to: "Content/state/bindings.md")
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        #expect(try Self.allInodes(dir)["tags.html"] != third["tags.html"])
        try await Self.expectSameAsFullBuild(dir)

        // A generated page changed in the output since is made again.
        try dir.write("scribbled over\n", to: "Output/review.html")
        try FileManager.default.removeItem(atPath: dir.path + "/Output/" + rulePages[0])
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        try await Self.expectSameAsFullBuild(dir)
    }

    /// The list of generated files kept beside the manifest is checksummed: a changed byte
    /// voids it, and every generated file is made again.
    @Test func aCorruptListOfGeneratedFilesIsNeverTrusted() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.allInodes(dir)
        let cache = dir.path + "/.handbook-cache"
        let name = try #require(FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".generated") })
        let list = try #require(dir.read(".handbook-cache/" + name))
        #expect(list.contains("review.html"))
        try dir.write(list.replacingOccurrences(of: "review.html", with: "review.htm1"), to: ".handbook-cache/" + name)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let second = try Self.allInodes(dir)
        #expect(second["review.html"] != first["review.html"])
        #expect(second["search/index.js"] != first["search/index.js"])
        try await Self.expectSameAsFullBuild(dir)
    }

    // MARK: Source stamps

    /// Sets every page file's modified time to `date` (whole seconds, so that it can be put
    /// back exactly), then waits until the files are no longer racy (see ``SourceStamp``).
    static func settle(_ dir: TemporaryDirectory, modified date: Date) async throws {
        let content = dir.path + "/Content"
        for path in try FileManager.default.subpathsOfDirectory(atPath: content) where path.hasSuffix(".md") {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: content + "/" + path)
        }
        try await Task.sleep(for: .seconds(2.2))
    }

    static func records(_ dir: TemporaryDirectory) -> [String: PageRecord] {
        SiteManifest(directory: dir.path + "/.handbook-cache", output: dir.path + "/Output").load()
    }

    /// A page file changed within two seconds of the build that read it is racy: the build
    /// records no stamp for it, and the next build hashes its text whatever its stamp.
    @Test func aRacyPageFileGetsNoStamp() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let records = Self.records(dir)
        #expect(records.count == Self.pages.count)
        #expect(records.values.allSatisfy { $0.sourceStamp == nil })
    }

    /// An edit that keeps the file's size and puts its modified time back still changes its
    /// status-change time: the page is rendered again. A page only touched keeps its output
    /// and is remembered under its new stamp; a page changed back is rendered again too.
    @Test func anEditKeepingSizeAndModifiedTimeIsNotMissed() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Self.writeSite(in: dir)
        let old = Date(timeIntervalSince1970: 1_700_000_000)
        try await Self.settle(dir, modified: old)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let first = try Self.inodes(dir)
        let records = Self.records(dir)
        #expect(records.values.allSatisfy { $0.sourceStamp != nil })
        #expect(records["layout/grids.md"]?.sourceStamp == SourceStamp(path: dir.path + "/Content/layout/grids.md"))

        // Same size, same modified time, one word changed.
        let grids = try #require(dir.read("Content/layout/grids.md"))
        let edited = grids.replacingOccurrences(of: "rows on screen", with: "rows on a page")
        #expect(edited.utf8.count == grids.utf8.count && edited != grids)
        func inode() -> UInt64 {
            var info = stat()
            return stat(dir.path + "/Content/layout/grids.md", &info) == 0 ? UInt64(info.st_ino) : 0
        }
        let before = inode()
        try dir.write(edited, to: "Content/layout/grids.md")
        // Written in place: the same file, so only its status-change time tells.
        #expect(inode() == before)
        try await Self.settle(dir, modified: old)
        // Touched only: a new modified time, the same text.
        try FileManager.default.setAttributes(
            [.modificationDate: old.addingTimeInterval(60)], ofItemAtPath: dir.path + "/Content/layout/stacks.md")
        let stacksStamp = try #require(SourceStamp(path: dir.path + "/Content/layout/stacks.md", now: Date().addingTimeInterval(10)))
        #expect(stacksStamp != records["layout/stacks.md"]?.sourceStamp)
        try await Task.sleep(for: .seconds(2.2))
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        let second = try Self.inodes(dir)
        #expect(Self.rewritten(before: first, after: second) == ["layout/grids.html"])
        #expect(dir.read("Output/layout/grids.html")?.contains("rows on a page") == true)
        #expect(Self.records(dir)["layout/stacks.md"]?.sourceStamp == stacksStamp)
        try await Self.expectSameAsFullBuild(dir)

        // Changed back, under the first modified time again.
        try dir.write(grids, to: "Content/layout/grids.md")
        try await Self.settle(dir, modified: old)
        _ = try await SiteBuilder(options: Self.options(dir)).build()
        #expect(Self.rewritten(before: second, after: try Self.inodes(dir)) == ["layout/grids.html"])
        #expect(dir.read("Output/layout/grids.html")?.contains("rows on screen") == true)
        try await Self.expectSameAsFullBuild(dir)
    }
}

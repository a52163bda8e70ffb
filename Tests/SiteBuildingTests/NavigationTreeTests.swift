import ContentLoading
import Testing

@testable import SiteBuilding

/// The sidebar's tree: the home page first, then pages and folder sections by `order`,
/// then title; the reading order, breadcrumbs and previous/next links follow from it.
@Suite struct NavigationTreeTests {
    func page(_ path: String, order: Int? = nil) -> SourcePage {
        SourcePage(relativePath: path, displayPath: "Content/" + path, frontMatter: FrontMatter(order: order), markdown: "")
    }

    func tree() -> NavigationTree {
        let pages = [
            page("index.md"), page("zebra.md"), page("apple.md"), page("lists/index.md", order: 1),
            page("lists/rows.md", order: 2), page("lists/sections.md", order: 1), page("view-structure/modifiers.md"),
        ]
        let titles = [
            "index.md": "Home", "zebra.md": "Zebra", "apple.md": "Apple", "lists/index.md": "Lists",
            "lists/rows.md": "Rows", "lists/sections.md": "Sections", "view-structure/modifiers.md": "Modifiers",
        ]
        return NavigationTree(pages: pages, titles: titles)
    }

    @Test func theHomePageComesFirstThenOrderThenTitle() {
        let roots = tree().roots
        #expect(roots.map(\.title) == ["Home", "Lists", "Apple", "View Structure", "Zebra"])
        #expect(roots.map(\.isSection) == [false, true, false, true, false])
        #expect(roots[1].children.map(\.title) == ["Sections", "Rows"])
    }

    @Test func theSessionsTreeIsMadeAgainWhenAPagesPlaceTitleOrOrderChanges() {
        let cache = NavigationTree.Cache()
        let pages = [page("index.md"), page("zebra.md"), page("apple.md", order: 3)]
        let titles = ["index.md": "Home", "zebra.md": "Zebra", "apple.md": "Apple"]
        #expect(cache.tree(pages: pages, titles: titles).readingOrder == ["index.html", "apple.html", "zebra.html"])
        // Unchanged inputs (a page's text edited): the same tree.
        #expect(cache.tree(pages: pages, titles: titles).readingOrder == ["index.html", "apple.html", "zebra.html"])
        // Each input the tree reads, changed, gives the tree of the new inputs.
        #expect(
            cache.tree(pages: pages, titles: titles.merging(["zebra.md": "Aardvark"]) { $1 }).roots.map(\.title) == [
                "Home", "Apple", "Aardvark",
            ])
        #expect(
            cache.tree(pages: [page("index.md"), page("zebra.md", order: 1), page("apple.md", order: 3)], titles: titles)
                .readingOrder == ["index.html", "zebra.html", "apple.html"])
        #expect(
            cache.tree(pages: [page("index.md"), page("zebra.md", order: 9), page("apple.md", order: 3)], titles: titles)
                .readingOrder == ["index.html", "apple.html", "zebra.html"])
        #expect(
            cache.tree(pages: [page("index.md"), page("animals/zebra.md"), page("apple.md", order: 3)], titles: titles)
                .readingOrder == ["index.html", "apple.html", "animals/zebra.html"])
    }

    @Test func aFolderWithoutIndexIsASectionWithoutPageNamedAfterTheFolder() {
        let section = tree().roots[3]
        #expect(section.outputPath == nil)
        #expect(section.folder == "view-structure")
        #expect(section.children.map(\.outputPath) == ["view-structure/modifiers.html"])
        #expect(NavigationTree.titleCase("view_structure-notes") == "View Structure Notes")
    }

    @Test func readingOrderIsDepthFirstAndGivesNeighbours() {
        let navigation = tree()
        #expect(
            navigation.readingOrder == [
                "index.html", "lists/index.html", "lists/sections.html", "lists/rows.html", "apple.html",
                "view-structure/modifiers.html", "zebra.html",
            ])
        #expect(navigation.pageCount == 7)
        func neighbours(_ path: String) -> [String?] {
            let found = navigation.neighbours(of: path)
            return [found.previous, found.next]
        }
        #expect(neighbours("index.html") == [nil, "lists/index.html"])
        #expect(neighbours("lists/rows.html") == ["lists/sections.html", "apple.html"])
        #expect(neighbours("zebra.html") == ["view-structure/modifiers.html", nil])
        #expect(neighbours("nowhere.html") == [nil, nil])
    }

    @Test func ancestorsAreTheSectionsOnTheWay() {
        let navigation = tree()
        #expect(navigation.ancestors(of: "lists/rows.html").map { $0.title } == ["Lists"])
        #expect(navigation.ancestors(of: "lists/rows.html").map { $0.outputPath } == ["lists/index.html"])
        #expect(navigation.ancestors(of: "view-structure/modifiers.html").map { $0.outputPath } == [nil])
        #expect(navigation.ancestors(of: "apple.html").isEmpty)
        // A section's index page is the section itself: nothing above it.
        #expect(navigation.ancestors(of: "lists/index.html").isEmpty)
    }
}

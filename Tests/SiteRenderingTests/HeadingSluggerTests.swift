import SiteRendering
import Testing

@Suite struct HeadingSluggerTests {
    @Test(arguments: [
        ("ScrollView Anchors and Offsets", "scrollview-anchors-and-offsets"),
        ("Search Tokens in a Searchable Grid (iOS 17+)", "search-tokens-in-a-searchable-grid-ios-17"),
        ("Gallery with Drag-and-Drop", "gallery-with-drag-and-drop"),
        ("What's `id: \\.self`?", "whats-id-self"),
        ("🚀 Launch checklist ✅", "-launch-checklist-"),
        ("Ünïcödé héading", "ünïcödé-héading"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Two  spaces", "two--spaces"),
        ("iOS 16+ / macOS 13+", "ios-16--macos-13"),
        ("Section(header:) → Section { } header: { }", "sectionheader--section---header--"),
    ])
    func matchesGitHub(_ heading: String, _ expected: String) {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: heading) == expected)
    }

    @Test func repeatedHeadingsGetCounters() {
        var slugger = HeadingSlugger()
        #expect(
            ["Example", "Example", "Example", "Example 1"].map { slugger.slug(for: $0) }
                == ["example", "example-1", "example-2", "example-1-1"])
    }
}

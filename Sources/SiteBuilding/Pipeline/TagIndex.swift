import ContentLoading
import Foundation
import SiteCore
import SiteRendering

/// The tags the pages name in their front matter (`tags: [lists, identity]`), each with its
/// anchor on the generated tags page. A site whose pages name no tag has no tags page.
struct TagIndex: Sendable {
    static let path = "tags.html"

    /// Every tag of the site, in the order the tags page lists them (case-insensitively sorted).
    let tags: [String]
    /// Tag → its section's id on the tags page (`tag-lists`).
    let anchors: [String: String]

    var isEmpty: Bool { tags.isEmpty }

    init(pages: [SourcePage]) {
        let all = Set(pages.flatMap(Self.tags(of:)))
        tags = all.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
        // Prefixed, so no tag takes the id of the page's own heading or of a script's element.
        var slugger = HeadingSlugger()
        anchors = Dictionary(uniqueKeysWithValues: tags.map { ($0, slugger.slug(for: "tag " + $0)) })
    }

    /// A page's tags as it lists them, trimmed, without blanks or repeats.
    static func tags(of page: SourcePage) -> [String] {
        let listed = page.frontMatter.tags
        if listed.isEmpty { return [] }
        // Most tags have no space around them; Foundation's trimming cost a twentieth of a
        // one-page rebuild, asked of every page for its render key. A page lists a few tags:
        // repeats are found by looking, with no set made for each page.
        var tags: [String] = []
        tags.reserveCapacity(listed.count)
        for tag in listed {
            let trimmed =
                tag.first?.isWhitespace == true || tag.last?.isWhitespace == true
                ? tag.trimmingCharacters(in: .whitespacesAndNewlines) : tag
            if !trimmed.isEmpty, !tags.contains(trimmed) { tags.append(trimmed) }
        }
        return tags
    }

    /// The link from the page at `path` to `tag`'s section of the tags page.
    func url(of tag: String, from path: String) -> String {
        PathUtilities.relativeURL(from: path, to: Self.path) + "#" + (anchors[tag] ?? "")
    }
}

import Foundation
import SiteRendering
import TestSupport
import Testing

/// A theme's templates render through plans compiled once (`TemplatePlan`) exactly as
/// swift-mustache renders them: the same text between tags, the same key lookups, the same
/// escaping. Each case renders one template both ways and compares.
@Suite struct TemplatePlanTests {
    struct Shelf: TemplateObject {
        var name: String
        var url: String?
        var isOpen = false
        var shelves: [Shelf] = []
    }

    struct Library: TemplateObject {
        var title = "Plants & <Pots>"
        var quote = "it's \"fine\""
        var accented = "caf\u{E9} \"\u{301}x\" <b>"
        var html = "<em>kept</em>"
        var count = 3
        var isEmpty = false
        var isFull = true
        var note: String? = nil
        var owner: String? = "Ada"
        var tags = ["green", "<tall>"]
        var none: [Shelf] = []
        var shelves = [
            Shelf(name: "Ferns", url: "ferns.html", isOpen: true, shelves: [Shelf(name: "Maidenhair", url: nil)]),
            Shelf(name: "Cacti", url: nil),
            Shelf(name: "Moss", url: "moss.html"),
        ]
        var featured: Shelf? = Shelf(name: "Orchids", url: "orchids.html")
    }

    /// The default theme with `templates` layered over it.
    static func theme(_ templates: [String: String]) throws -> (Theme, TemporaryDirectory) {
        let dir = try TemporaryDirectory(prefix: "handbook-plans")
        for (name, text) in templates { try dir.write(text, to: "templates/\(name).mustache") }
        return (try Theme.load(layers: [packageRoot() + "/Themes/default", dir.path]), dir)
    }

    /// `template` (named `probe`, with `partials`) rendered through its plan and by
    /// swift-mustache, both from ``Library``.
    static func bothWays(_ template: String, partials: [String: String] = [:]) throws -> (plan: String, mustache: String) {
        let (theme, dir) = try theme(partials.merging(["probe": template]) { a, _ in a })
        defer { dir.remove() }
        #expect(theme.rendersWithPlans)
        return (try theme.render("probe", context: Library()), try theme.renderWithSwiftMustache("probe", context: Library()))
    }

    static let cases: [(String, [String: String])] = [
        // Standalone tags drop their line, inline ones keep the text around them; CRLF lines.
        ("<ul>\n  {{#shelves}}\n  <li>{{name}}</li>\n  {{/shelves}}\n</ul>\n", [:]),
        ("a {{#isFull}} b {{/isFull}} c\n  {{^isEmpty}}\r\n  d\r\n  {{/isEmpty}}\r\n  {{! a comment }}\ne {{! inline }} f\n", [:]),
        (
            "{{#shelves}}{{name}}{{^last()}}, {{/last()}}{{/shelves}}|{{#shelves}}{{index()}}{{#first()}}^{{/first()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}} {{/shelves}}",
            [:]
        ),
        // A bool section keeps the list's position; an object section and a partial do not.
        ("{{#shelves}}{{#isOpen}}[{{last()}}]{{/isOpen}}{{#url}}({{last()}}){{/url}}{{> pos}}{{/shelves}}", ["pos": "<{{last()}}>"]),
        // Keys climb the stack; dotted names start from the first context that has their first part.
        (
            "{{#shelves}}{{title}}:{{name}}:{{url}}:{{featured.name}}:{{.name}}:{{.title}};{{/shelves}}{{featured.url}}{{featured.nothing}}",
            [:]
        ),
        ("{{#shelves}}{{#shelves}}{{name}} in {{#url}}{{.}}{{/url}}{{^url}}no url{{/url}}{{/shelves}}{{/shelves}}", [:]),
        (
            "{{#tags}}<{{.}}|{{{.}}}>{{/tags}}{{#owner}}by {{.}}{{/owner}}{{#count}}#{{.}}{{/count}}{{#note}}never{{/note}}{{^note}}no note{{/note}}",
            [:]
        ),
        ("{{^none}}none: {{title}}{{/none}}{{#none}}never{{/none}}{{^shelves}}never{{/shelves}}{{^owner}}never{{/owner}}", [:]),
        // Escaping: < > & " ' escaped, a quote with a combining mark is one character, left as it is.
        ("{{title}}|{{quote}}|{{accented}}|{{{title}}}|{{& quote}}|{{html}}|{{{html}}}|{{ count }}|{{isFull}}|{{isEmpty}}", [:]),
        // Partials: standalone and indented, inline, nested; a partial sees its includer's context.
        // (A partial that names no template is an error when the theme loads: HostileInputTests.)
        (
            "<div>\n    {{> list}}\n  {{> list}}\n{{#featured}}  {{> item}}{{/featured}}\n</div>\n",
            [
                "list": "<ul>\n{{#shelves}}\n  {{> item}}\n{{/shelves}}\n</ul>\n",
                "item": "<li>{{name}}\n{{#url}}<a>{{.}}</a>\n{{/url}}</li>\n",
            ]
        ),
        (
            "{{#shelves}}\n{{> tree}}\n{{/shelves}}\n",
            ["tree": "- {{name}}\n{{#isOpen}}\n  {{#shelves}}\n  {{> tree}}\n  {{/shelves}}\n{{/isOpen}}\n"]
        ),
        // Text that only looks like tags, and tags at the very end.
        ("a { b } c }} d {x{{title}}", [:]),
        ("{{#isFull}}\n  x\n{{/isFull}}", [:]),
        ("  {{#isFull}}  \n  y\n  {{/isFull}}  ", [:]),
        // `{{.}}` and `{{}}` print the innermost context (a struct prints as Swift describes it, so
        // only strings are compared).
        ("{{#tags}}{{}}|{{.}};{{/tags}}", [:]),
    ]

    @Test(arguments: cases.indices) func planRendersAsSwiftMustache(_ index: Int) throws {
        let (template, partials) = Self.cases[index]
        let (plan, mustache) = try Self.bothWays(template, partials: partials)
        #expect(plan == mustache, "template: \(template.debugDescription)")
    }

    @Test func aTemplatePlansDoNotCoverLeavesTheWholeThemeToSwiftMustache() throws {
        let (theme, dir) = try Self.theme(["probe": "{{=<% %>=}}<%title%> <%#shelves%><%name%> <%/shelves%>", "other": "{{title}}"])
        defer { dir.remove() }
        #expect(!theme.rendersWithPlans)
        #expect(try theme.render("probe", context: Library()) == "Plants &amp; &lt;Pots&gt; Ferns Cacti Moss ")
        #expect(try theme.render("other", context: Library()) == "Plants &amp; &lt;Pots&gt;")
        for name in ["upper": "{{uppercased(title)}}", "block": "{{<other}}{{/other}}", "dynamic": "{{>*title}}"] {
            let (other, otherDir) = try Self.theme([name.key: name.value])
            defer { otherDir.remove() }
            #expect(!other.rendersWithPlans, "\(name.value)")
        }
    }

    @Test func theDefaultThemeHasPlans() throws {
        let theme = try Theme.load(layers: [packageRoot() + "/Themes/default"])
        #expect(theme.rendersWithPlans)
        #expect(throws: (any Error).self) { try theme.render("no-such-template", context: Library()) }
    }
}

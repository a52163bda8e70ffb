/// The pages, configuration and ignore file `handbook init` writes.
///
/// The texts are Handbook's own: a short welcome page, one topic page that shows the label
/// conventions with a good/bad pair whose rule really fires, and a review checklist.
enum StarterContent {
    /// `Content/index.md`.
    static func indexPage(title: String) -> String {
        """
        ---
        title: \(title)
        description: The team's SwiftUI conventions, each with examples that are compiled and linted.
        order: 0
        ---

        # \(title)

        This handbook is where the team writes down how it builds SwiftUI views: one page per
        topic, each rule with a short explanation, a bad example, a good example and a review
        checklist. `handbook check` compiles and lints every Swift example, so an example that
        stops compiling, or no longer shows the mistake it describes, fails the pull request.

        ## Start here

        - [Rows that keep their identity](lists/row-identity.md) shows how a page is written:
          a rule, a labelled bad and good example, and a checklist.
        - Add a page by creating a Markdown file under `Content/`. A folder becomes a sidebar
          section, and its `index.md` is the section's first page.

        ## Writing examples

        Start a Swift example with a comment that labels it. `// Good - …` marks code to copy;
        `// Bad [rule-id] - …` marks a mistake, and the rule id in brackets is the lint rule the
        example must trip (`handbook check` fails the example when it does not). A fence with no
        label comment is checked too: it must compile and trip no rule.

        Types the examples share can go in `Content/_prelude.swift`; every example sees them.

        """
    }

    /// The one example topic page, `Content/lists/row-identity.md`.
    static let examplePagePath = "Content/lists/row-identity.md"

    static let examplePage = """
        ---
        title: Rows that keep their identity
        description: Give every row of a list a stable id, never its position.
        order: 1
        tags: [lists, identity]
        ---

        # Rows that keep their identity

        SwiftUI matches the rows of one update with the rows of the next by their ids. A row
        whose id stays the same keeps its state and animates as it moves; a row whose id
        changes is treated as removed and inserted again.

        ## Identify rows by a stable id, not by their position

        An index says where a row is, not which row it is. Delete the first chore below and
        every later chore takes over the identity of the one before it, with its state, its
        swipe actions and its animation.

        ```swift
        // Bad [foreach-indices-identity] - the position in the array is the row's id
        struct ChoreList: View {
            @State private var chores = ["Water the plants", "Take out the bins"]

            var body: some View {
                List {
                    ForEach(chores.indices, id: \\.self) { index in
                        Text(chores[index])
                    }
                }
            }
        }
        ```

        Give each element an id that is created once and never changes, and let `List` or
        `ForEach` iterate the elements themselves.

        ```swift
        // Good - every chore carries its own id, so rows follow their chores
        struct Chore: Identifiable {
            let id: Int
            var title: String
        }

        struct ChoreList: View {
            @State private var chores = [
                Chore(id: 1, title: "Water the plants"),
                Chore(id: 2, title: "Take out the bins"),
            ]

            var body: some View {
                List(chores) { chore in
                    Text(chore.title)
                }
            }
        }
        ```

        ## Review checklist

        - [ ] `List` and `ForEach` iterate elements, not `indices` or `0..<count`.
        - [ ] Each row model's `id` is a `let`, assigned once when the element is created.
        - [ ] Two elements never share an id.

        """

    /// `handbook.yml`: every key, each explained; the optional ones commented out.
    static func configuration(title: String) -> String {
        """
        # handbook.yml: settings for `handbook build`, `check`, `lint` and `serve`.
        # Command-line flags win over this file. Paths are relative to this folder.

        # The site title, shown in the header and in every page's <title>.
        title: \(title)

        # The folder of Markdown pages.
        content: Content

        # The output folder `handbook build` writes (and replaces as a whole).
        output: Output

        # A theme folder layered over the default theme: only the files it has replace
        # the default ones. Leave it out to use the default theme.
        # theme: Themes/custom

        # The public URL of the site. Enables sitemap.xml and canonical links, and is the
        # base of the links `handbook lint` prints. The CI recipes pass --base-url instead.
        # base_url: https://example.github.io/handbook/

        # The repository's web page: every page gets an "Edit this page" link to its source,
        # repo_url + edit_uri + the page's path below the content folder.
        # repo_url: https://github.com/example/handbook
        # edit_uri: edit/main/Content/

        # Each page shows the date of its last commit (off when the content is not in git).
        last_updated: true

        # Raw HTML in pages: `sanitize` keeps safe tags and attributes and warns about the
        # rest (scripts, event handlers, styles, javascript: links); `unsafe` keeps it as
        # written, for a handbook whose every author is trusted; `escape` shows it as text.
        html: sanitize

        # true: broken links and anchors fail the build, unverified examples fail the check.
        strict: false

        # The language of code fences that name none.
        default_language: swift

        # The example check. `true`/`false` switches it on or off during `handbook build`;
        # `assume: false` checks examples exactly as written, with no assumed declarations
        # for names they use but nothing declares.
        check:
          enabled: true
          assume: true

        # The words that label an example good or bad (these replace the built-in lists).
        # labels:
        #   good: [Good, Prefer]
        #   bad: [Bad, Avoid]

        # The lint rules (`handbook lint`, and the rules the examples are held to).
        lint:
          # disabled: [anyview-usage]          # rules that never run
          # only: [foreach-indices-identity]   # when given, no other rule runs
          # severity: { deprecated-api: error }
          # deprecated-api: hard-only          # skip API Apple only plans to deprecate
          # platforms: [macOS]                 # what `handbook lint`'s code is built for (default: its Xcode project)
          documentation:                       # the page of this handbook that explains a rule
            foreach-indices-identity: lists/row-identity.md#identify-rows-by-a-stable-id-not-by-their-position
          # custom_rules:                      # the team's own regular-expression rules
          #   no-print-in-views:
          #     regex: '\\bprint\\('
          #     message: log with Logger, not print
          #     severity: warning

        """
    }

    static let gitignore = """
        # Handbook: the built site and the check's cache
        /Output/
        /.handbook-cache/

        """
}

/// What the theme's `rule-index` template gets: the body of `rules/index.html`.
struct RuleIndexContext {
    /// One lint rule in the list.
    struct Rule {
        var id: String
        var name: String
        /// `error`, `warning` or `info`.
        var severity: String
        /// The rule's page, relative to `rules/index.html`.
        var url: String
        /// The one-line summary as HTML (backticks become `<code>`).
        var summaryHTML: String
    }

    /// Every rule, in the order the linter runs them.
    var rules: [Rule]
}

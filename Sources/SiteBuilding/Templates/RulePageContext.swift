/// What the theme's `rule` template gets: the body of one rule's page, `rules/<id>.html`.
///
/// Optional values are absent (`nil`) when there is nothing to say; a section of the template
/// names them to show them only then.
struct RulePageContext {
    /// One example of the rule's own documentation.
    struct Example {
        /// `bad` for a flagged example, `good` for one the rule leaves alone.
        var label: String
        /// The rendered `badge` partial (`Flagged`, `Not flagged`), as HTML.
        var badge: String
        /// The example's code, highlighted, as HTML.
        var codeHTML: String
    }

    /// A link to the page of the handbook that explains the rule.
    struct Link {
        var title: String
        var url: String
    }

    var id: String
    var name: String
    /// The id of the page's `<h1>` (the name's slug).
    var slug: String
    /// `error`, `warning` or `info`.
    var severity: String
    var summaryHTML: String
    /// The paragraphs of the rationale, as HTML.
    var rationaleHTML: [String]
    var documentation: Link?
    var flagged: [Example]
    var notFlagged: [Example]
    /// `flagged` is not empty (a template reads stored properties only, so these are kept).
    var hasFlagged: Bool
    var hasNotFlagged: Bool
    /// What the rule's configuration means, as HTML, for the rules that have some.
    var configurationHTML: String?
    /// `handbook.yml` turns the rule off.
    var isDisabled: Bool
    /// The severity `handbook.yml` gives the rule's findings, when it changes it.
    var severityOverride: String?
    /// `isDisabled` or a `severityOverride`.
    var hasConfigurationNote: Bool
}

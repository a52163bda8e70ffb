/// What the theme's `example` partial gets: one example of a Swift fence, with its label,
/// its verdict and what the check said.
struct ExampleContext {
    /// The verdict's badge.
    struct VerdictBadge {
        /// `verified`, `mismatch`, `failed`, `unverified` or `skipped`.
        var status: String
        /// `✓ verified`, `✗ Failed`, `✓ flagged: ` (followed by `rules`)…
        var text: String
        /// For a bad example the check verified: the rules that flagged it.
        var rules: [RuleLink]
        /// Why the verdict is what it is, and what it assumed, escaped for HTML (an attribute's
        /// value); absent when there is nothing to say.
        var tooltipHTML: String?
        /// The verdict assumed declarations for names the page never declares.
        var hasAssumptions: Bool
    }

    struct RuleLink {
        var id: String
        /// The rule's page; absent for a rule without one (a custom rule).
        var url: String?
    }

    /// The diagnostics and the verdict's reason, shown below the code.
    struct Details {
        /// `Details`, or `2 diagnostics`.
        var summary: String
        /// Shown open: the example failed or mismatched.
        var isOpen: Bool
        /// The verdict's reason, escaped for HTML.
        var reasonHTML: String?
        var diagnostics: [DiagnosticLine]
        var hasDiagnostics: Bool
    }

    struct DiagnosticLine {
        /// `error`, `warning` or `note`.
        var severity: String
        /// `file:line:column: severity: message`, escaped for HTML.
        var textHTML: String
    }

    /// The element id the page's links use (`example-3-1`).
    var id: String
    /// The example's place in its page (`3.1`), for `data-snippet`.
    var position: String
    /// `good`, `bad` or `unlabelled`.
    var label: String
    /// The rendered `badge` partial, as HTML.
    var badge: String
    /// The verdict for the class: `verified`, `mismatch`, `failed`, `unverified`, `skipped`, or
    /// `none` when the example was not checked.
    var status: String
    /// The build ran without the check (`--no-check`): the header says "not checked".
    var isUnchecked: Bool
    /// Absent when the example was not checked.
    var verdict: VerdictBadge?
    /// The example's code (the `code` partial); absent when its lines are blank.
    var code: CodeContext?
    /// Absent when there is neither a diagnostic nor a reason.
    var details: Details?
}

/// What the theme's `code` partial gets: the visible lines of part of a Swift fence,
/// highlighted.
struct CodeContext {
    /// One line, or all of them (see ``CodeContext/lines``).
    struct Line {
        /// The highlighted code as HTML.
        var html: String
        /// What the diagnostics on this line say, when some point at it.
        var flag: Flag?
    }

    /// The diagnostics on a line of a failed or mismatched example.
    struct Flag {
        /// The most severe: `error`, `warning` or `note`.
        var severity: String
        /// `error: message`, one line per diagnostic, escaped for HTML (an attribute's value).
        var messageHTML: String
    }

    /// What the code is: `example-code` (an example's own lines), `example-setup` (lines the
    /// fence's examples share), `example-trailing` (lines after its last example) or
    /// `example-plain` (a fence without examples).
    var kind: String
    /// The lines are an example's own (`example-code`), which a theme styles by the example
    /// around them (the default theme writes no class for them).
    var isExample: Bool { kind == "example-code" }
    /// The code's lines, joined with line breaks: one entry per line when a diagnostic points
    /// at one of them (so the line can be marked), otherwise one entry for the whole code.
    var lines: [Line]
}

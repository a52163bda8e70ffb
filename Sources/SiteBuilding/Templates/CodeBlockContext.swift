/// What the theme's `code-block` template gets: a fence that is not Swift, shown as it is.
struct CodeBlockContext {
    /// The fence's language (`sh`, `json`); absent when the fence names none.
    var language: String?
    /// The code, escaped for HTML.
    var codeHTML: String
}

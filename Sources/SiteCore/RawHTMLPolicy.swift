/// What a build does with raw HTML written in pages (`html:` in `handbook.yml`).
package enum RawHTMLPolicy: String, Sendable, Hashable, CaseIterable {
    /// Keep an allow-list of tags, attributes and URL schemes; warn about what is removed (the default).
    case sanitize
    /// Keep raw HTML as written: for a handbook whose every author is trusted.
    case unsafe
    /// Show raw HTML as text.
    case escape
}

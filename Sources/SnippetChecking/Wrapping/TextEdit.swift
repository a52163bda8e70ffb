/// A change to one line of an example: at a byte offset, remove some bytes and insert text.
///
/// The wrapper never reflows code: it only inserts or swaps a few tokens on a line, so
/// every edit stays within one line and ``LineMap`` can undo its effect on columns.
struct TextEdit: Hashable, Sendable {
    /// 0-based line in the source being wrapped.
    var line: Int
    /// 0-based UTF-8 offset in that line.
    var offset: Int
    /// Bytes removed at `offset`.
    var removedLength: Int
    /// Text inserted in their place.
    var insertion: String

    /// Applies `edits` (all on the same line) to `text`, returning the new line and the
    /// column edits that record them.
    static func apply(_ edits: [TextEdit], to text: String) -> (String, [LineMap.ColumnEdit]) {
        guard !edits.isEmpty else { return (text, []) }
        var bytes = Array(text.utf8)
        var columnEdits: [LineMap.ColumnEdit] = []
        // Apply from the right so earlier offsets stay valid, then compute generated
        // columns from the left.
        let sorted = edits.sorted { $0.offset < $1.offset }
        for edit in sorted.reversed() {
            let start = min(edit.offset, bytes.count)
            let end = min(start + edit.removedLength, bytes.count)
            bytes.replaceSubrange(start..<end, with: Array(edit.insertion.utf8))
        }
        var shift = 0
        for edit in sorted {
            let inserted = edit.insertion.utf8.count
            columnEdits.append(.init(column: edit.offset + shift + 1, generatedLength: inserted, originalLength: edit.removedLength))
            shift += inserted - edit.removedLength
        }
        return (String(decoding: bytes, as: UTF8.self), columnEdits)
    }
}

/// An error that stops the tool: the run cannot go on, and nothing is written.
package struct HandbookError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is: a file, and a line when there is one.
    package var location: SourceLocation?
    /// The path concerned when there is no line to point at.
    package var path: String?
    package var message: String
    /// The stage of the run that raised it (`load`, `render`, `check.prepare`, …), set by
    /// ``StageTimings/run(_:_:)``; not part of ``description``, so messages read the same
    /// from every stage.
    package var stage: String?

    package init(_ message: String, path: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.path = path
        self.location = location
    }

    package var description: String {
        if let location { return "\(location): error: \(message)" }
        if let path { return "\(path): error: \(message)" }
        return "error: \(message)"
    }
}

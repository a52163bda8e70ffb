/// An error that stops the tool: the run cannot go on, and nothing is written.
public struct HandbookError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is: a file, and a line when there is one.
    public var location: SourceLocation?
    /// The path concerned when there is no line to point at.
    public var path: String?
    public var message: String

    public init(_ message: String, path: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.path = path
        self.location = location
    }

    public var description: String {
        if let location { return "\(location): error: \(message)" }
        if let path { return "\(path): error: \(message)" }
        return "error: \(message)"
    }
}

/// One compiler command line, as a value: tests check it without running anything.
public struct SwiftcInvocation: Hashable, Sendable, CustomStringConvertible {
    /// The program to run: `swiftc`, an absolute path, or `xcrun`.
    public var executable: String
    public var arguments: [String]

    public init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// The command as a shell would show it (for logs and test messages).
    public var description: String {
        ([executable] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}

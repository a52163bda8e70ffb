/// One compiler command line, as a value: tests check it without running anything.
package struct SwiftcInvocation: Hashable, Sendable, CustomStringConvertible {
    /// The program to run: `swiftc`, an absolute path, or `xcrun`.
    package var executable: String
    package var arguments: [String]

    package init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// The command as a shell would show it (for logs and test messages).
    package var description: String {
        ([executable] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}

import ArgumentParser

/// `handbook`: build, check and serve a SwiftUI handbook.
public struct RootCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "handbook",
        abstract: "Build a searchable SwiftUI handbook from Markdown and check every Swift example.",
        version: "0.1.0",
        subcommands: [BuildCommand.self])

    public init() {}
}

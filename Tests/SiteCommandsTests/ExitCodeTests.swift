import Foundation
import TestSupport
import Testing

/// Every command on every class of error, through the executable, against the README's
/// exit statuses: 2 for a usage or configuration error (a missing content folder is one),
/// 1 when the run found problems in what it checked.
@Suite(.serialized) struct ExitCodeTests {
    static let root = packageRoot()
    static let minimalTheme = root + "/Tests/SiteBuildingTests/Fixtures/MinimalTheme"
    static let environment = ["HANDBOOK_CACHE_DIR": NSTemporaryDirectory() + "handbook-test-cache"]

    enum ErrorClass: String, CaseIterable, Sendable {
        case usage, configuration, missingContent, findings
    }

    static let commands = ["build", "check", "lint", "serve"]

    /// `serve` on problems in the content keeps serving the last good site: no exit status.
    static let cases: [(String, ErrorClass)] = commands.flatMap { command in
        ErrorClass.allCases.filter { !(command == "serve" && $0 == .findings) }.map { (command, $0) }
    }

    @Test(arguments: cases)
    func exitStatus(_ command: String, _ errorClass: ErrorClass) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        try dir.write("# Home\n\nA [link](index.md).\n", to: "Content/index.md")
        var arguments = [command]
        if command == "serve" { arguments += ["--port", "0", "--no-check"] }
        if command == "lint" { try dir.write("let v = 1\n", to: "Sources/Clean.swift"); arguments += ["Sources"] }
        let expected: Int32
        switch errorClass {
        case .usage:
            arguments.append("--no-such-option")
            expected = 2
        case .configuration:
            try dir.write("strict: maybe\n", to: "handbook.yml")
            expected = 2
        case .missingContent:
            try FileManager.default.removeItem(atPath: dir.path + "/Content")
            // `lint` reads the content folder when the configuration names it.
            if command == "lint" { try dir.write("content: Content\n", to: "handbook.yml") }
            expected = 2
        case .findings:
            switch command {
            case "build":
                try dir.write("# Home\n\nA [broken](nowhere.md) link.\n", to: "Content/index.md")
                arguments += ["--no-check", "--strict"]
            case "check":
                try dir.write("# Broken\n\n```swift\n// Good - a brace is missing\nlet x = [1, 2\n```\n", to: "Content/index.md")
            default:
                try dir.write("import SwiftUI\nlet v = Text(\"x\").foregroundColor(.red)\n", to: "Sources/Bad.swift")
            }
            expected = 1
        }
        let result = try runHandbook(arguments, in: dir.path, environment: Self.environment, timeout: 120)
        #expect(result.exitCode == expected, "\(arguments): \(result.standardOutput)\n\(result.standardError)")
        // A usage or configuration error says what is wrong on standard error.
        if expected == 2 { #expect(!result.standardError.isEmpty) }
        if errorClass == .missingContent {
            #expect(result.standardError.hasPrefix("Content: error: content folder does not exist"), "\(result.standardError)")
        }
    }
}

// swift-tools-version: 6.0
import PackageDescription

// Handbook: turns a folder of SwiftUI Markdown reference pages into a searchable static
// site and checks every Swift example (extract → label → typecheck → lint → verdict).
//
// Dependencies point one way:
//   handbook → SiteCommands → {SiteServer, SiteBuilding, Reporting}
//   Reporting → {SnippetChecking, Linting}
//   SiteServer → SiteBuilding → {ContentLoading, Snippets, LintRules, SiteRendering, CMemory}
//   SnippetChecking → {Snippets, Linting, CProcessGuard};  LintRules → Linting;  SiteRendering → MarkdownAST
//   MarkdownAST → CCmarkGFM;  SiteCore (→ swift-syntax's lexer, for SwiftNesting) below the rest.
// Each target lists exactly the modules it imports, no more: an edge here is an import there
// (`make test` checks it: SwiftPM's explicit-target-dependency-import-check, then
// Tests/check-package-graph.py).

let swiftSyntax = "swift-syntax"

let package = Package(
    name: "Handbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "handbook", targets: ["handbook"]),
        // `swift package handbook check|build` in a package that depends on this one.
        .plugin(name: "HandbookPlugin", targets: ["HandbookPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // MARK: C boundary
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // Gives memory back to the system between build stages (glibc's malloc_trim).
        .target(name: "CMemory"),
        // Starts compilers under a guardian that kills them when handbook is killed outright.
        .target(name: "CProcessGuard"),

        // MARK: Engine
        .target(
            name: "SiteCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: swiftSyntax),
                .product(name: "SwiftParser", package: swiftSyntax),
            ]
        ),
        .target(name: "MarkdownAST", dependencies: ["CCmarkGFM"]),
        .target(
            name: "ContentLoading",
            dependencies: ["SiteCore", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "Snippets", dependencies: ["SiteCore"]),
        .target(
            name: "Linting",
            dependencies: [
                "SiteCore",
                .product(name: "SwiftSyntax", package: swiftSyntax),
                .product(name: "SwiftParser", package: swiftSyntax),
            ]
        ),
        .target(
            name: "LintRules",
            dependencies: [
                "Linting",
                .product(name: "SwiftSyntax", package: swiftSyntax),
            ]
        ),
        .target(
            name: "SnippetChecking",
            dependencies: [
                "SiteCore", "Snippets", "Linting", "CProcessGuard",
                .product(name: "SwiftSyntax", package: swiftSyntax),
                .product(name: "SwiftParser", package: swiftSyntax),
                .product(name: "SwiftDiagnostics", package: swiftSyntax),
                .product(name: "SwiftParserDiagnostics", package: swiftSyntax),
            ],
            resources: [.copy("Resources/Surface")]
        ),
        // One set of report formatters (text, JSON, JUnit, SARIF, GitHub) for check and lint.
        .target(name: "Reporting", dependencies: ["SiteCore", "Snippets", "Linting", "SnippetChecking"]),
        .target(
            name: "SiteRendering",
            dependencies: [
                "SiteCore", "MarkdownAST",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftSyntax", package: swiftSyntax),
                .product(name: "SwiftParser", package: swiftSyntax),
                .product(name: "SwiftIDEUtils", package: swiftSyntax),
            ]
        ),
        .target(
            name: "SiteBuilding",
            dependencies: [
                "SiteCore", "MarkdownAST", "ContentLoading", "Snippets",
                "Linting", "LintRules", "SiteRendering", "CMemory",
            ]
        ),
        .target(
            name: "SiteServer",
            dependencies: [
                "SiteCore", "SiteBuilding",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .target(
            name: "SiteCommands",
            dependencies: [
                "SiteCore", "ContentLoading", "Snippets", "SiteBuilding", "SiteServer", "Linting", "LintRules",
                "SnippetChecking", "Reporting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "handbook", dependencies: ["SiteCommands"]),
        .plugin(
            name: "HandbookPlugin",
            capability: .command(
                intent: .custom(verb: "handbook", description: "Check the handbook's Swift examples or build its site (handbook check|build|lint|init)."),
                permissions: [.writeToPackageDirectory(reason: "handbook keeps its check cache in .handbook-cache/ and builds the site into Output/")]
            ),
            dependencies: ["handbook"]
        ),

        // MARK: Tests
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SiteCoreTests", dependencies: ["SiteCore"]),
        .testTarget(name: "MarkdownASTTests", dependencies: ["MarkdownAST", "TestSupport"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "ContentLoadingTests", dependencies: ["ContentLoading", "SiteCore", "TestSupport"]),
        .testTarget(name: "SnippetsTests", dependencies: ["Snippets", "SiteCore"]),
        .testTarget(
            name: "LintingTests",
            dependencies: [
                "Linting", "SiteCore", "TestSupport",
                .product(name: "SwiftSyntax", package: swiftSyntax),
                .product(name: "SwiftParser", package: swiftSyntax),
            ]
        ),
        .testTarget(name: "LintRulesTests", dependencies: ["Linting", "LintRules", "SiteCore"]),
        .testTarget(
            name: "SnippetCheckingTests",
            dependencies: [
                "SnippetChecking", "Snippets", "Linting", "SiteCore",
                .product(name: "SwiftSyntax", package: swiftSyntax),
                .product(name: "SwiftParser", package: swiftSyntax),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ReportingTests", dependencies: ["Reporting", "SnippetChecking", "Snippets", "Linting", "SiteCore", "TestSupport"],
            exclude: ["ReportsGolden"]
        ),
        .testTarget(name: "SiteRenderingTests", dependencies: ["SiteRendering", "SiteCore", "MarkdownAST", "TestSupport"], exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "SiteBuildingTests",
            dependencies: ["SiteBuilding", "SiteCore", "MarkdownAST", "ContentLoading", "Snippets", "Linting", "TestSupport"],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "SiteCommandsTests",
            dependencies: ["SiteCommands", "SiteCore", "Linting", "TestSupport", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SiteServerTests", dependencies: ["SiteServer", "SiteBuilding", "SiteCore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz` (Tests/Fuzz/run.sh) builds with HANDBOOK_FUZZ=1: the package's own Swift modules get
// libFuzzer's coverage and AddressSanitizer, while swift-syntax and the other dependencies stay
// optimised and uninstrumented, so an input costs what our parsers cost rather than what
// AddressSanitizer on swift-syntax costs.
if Context.environment["HANDBOOK_FUZZ"] != nil {
    for target in package.targets where target.type == .regular {
        let instrumented = SwiftSetting.unsafeFlags(["-sanitize=fuzzer,address"])
        target.swiftSettings = (target.swiftSettings ?? []) + [instrumented]
    }
}

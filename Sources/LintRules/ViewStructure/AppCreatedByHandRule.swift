import Linting
import SwiftSyntax

/// Lint: code that creates an instance of the app's `App` type.
///
/// Fires on `Name()` when `Name` is declared (in the file or its context) as conforming to
/// `App`. The system creates the app from the `@main` type; nothing else should.
struct AppCreatedByHandRule: LintRule {
    static let description = RuleDescription(
        id: "app-created-by-hand",
        name: "App instance created by hand",
        summary: "Code creates an instance of the type that conforms to `App`",
        rationale: """
            The type marked `@main` that conforms to `App` is created once, by the system, \
            when the process starts; its scenes and their state hang off that instance. \
            Another instance made in code runs no scenes, shares none of that state, and \
            every `@State` or `@StateObject` in it starts over — so anything read from it \
            is not what the running app shows. Reach shared state through the environment \
            or a model the app owns and passes down, not through a new app value.
            """,
        documentation: "navigation/navigation-and-presentation.md#guard-scenes-that-exist-on-one-platform",
        triggering: [
            RuleExample(
                """
                @main
                struct TideTablesApp: App {
                    var body: some Scene { WindowGroup { HarbourList() } }
                }
                let app = ↓TideTablesApp()
                """),
            RuleExample(
                """
                struct LighthouseApp: App {
                    @State private var keeper = Keeper()
                    var body: some Scene { WindowGroup { LampView() } }
                }
                func currentKeeper() -> String {
                    String(describing: ↓LighthouseApp().body)
                }
                """),
            RuleExample(
                """
                struct LogbookApp: SwiftUI.App {
                    var body: some Scene { WindowGroup { LogbookList() } }
                }
                struct Preview: View {
                    let app = ↓LogbookApp.init()
                    var body: some View { Text("Logbook") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                @main
                struct TideTablesApp: App {
                    @State private var tides = TideStore()
                    var body: some Scene { WindowGroup { HarbourList().environment(tides) } }
                }
                """),
            RuleExample(
                """
                struct HarbourApp {
                    let name: String
                }
                let app = HarbourApp(name: "Quay")
                """),
            RuleExample(
                """
                // let app = TideTablesApp() creates a second, empty app
                struct TideTablesApp: App {
                    var body: some Scene { WindowGroup { Text("TideTablesApp()") } }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            var callee = ExprSyntax(call.calledExpression)
            // `Name.init()` names the type through `.init`.
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
                let base = member.base
            {
                callee = base
            }
            guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
                file.types.conforms(name, to: "App")
            else { continue }
            result.append(
                violation(
                    at: callee, in: file,
                    message:
                        "'\(name)' is the app; the system creates it once, and this instance runs no scenes and shares none of its state"
                ))
        }
        return result
    }
}

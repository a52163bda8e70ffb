import Linting
import SwiftSyntax

/// Lint: `preferredColorScheme(.light)` or `(.dark)` with a fixed value in an `App` or
/// `Scene`, which pins the whole app to one appearance.
///
/// A single view (a photo viewer kept dark), a preview, and a value the person chose
/// (`preferredColorScheme(settings.scheme)`) are left alone.
struct AppWideColorSchemeRule: LintRule {
    static let description = RuleDescription(
        id: "app-wide-color-scheme",
        name: "App locked to one appearance",
        summary: "an `App` or `Scene` sets `preferredColorScheme` to a fixed `.light` or `.dark`",
        rationale: """
            People choose Light or Dark appearance in Settings, or let it follow the time of \
            day, for comfort and for reading: some need dark surfaces for light \
            sensitivity, others need the contrast of light ones. A fixed \
            `preferredColorScheme` on the app's window overrides that choice on every \
            screen. Design with semantic colours that adapt to both appearances; if an app \
            offers its own appearance setting, pass the person's choice (`nil` for the \
            system's); keep a fixed dark appearance to the one immersive view that needs it.
            """,
        documentation: "accessibility/accessible-controls.md#follow-the-appearance-people-choose",
        triggering: [
            RuleExample(
                """
                @main
                struct GreenhouseApp: App {
                    var body: some Scene {
                        WindowGroup {
                            PlantList()
                                .↓preferredColorScheme(.light)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct TransitApp: App {
                    var body: some Scene {
                        WindowGroup { RootScreen() }
                            .windowResizability(.contentSize)
                        Window("Departures", id: "departures") {
                            DepartureBoard().↓preferredColorScheme(ColorScheme.dark)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct LibraryScene: Scene {
                    var body: some Scene {
                        WindowGroup {
                            ShelfScreen()
                                .environment(\\.locale, Locale(identifier: "en_GB"))
                                .↓preferredColorScheme(.dark)
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                @main
                struct GreenhouseApp: App {
                    @AppStorage("appearance") private var appearance = Appearance.system
                    var body: some Scene {
                        WindowGroup {
                            PlantList()
                                .preferredColorScheme(appearance.colorScheme)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct PhotoViewer: View {
                    let photo: Photo
                    var body: some View {
                        PhotoCanvas(photo: photo)
                            .background(.black)
                            .preferredColorScheme(.dark)
                    }
                }
                """),
            RuleExample(
                """
                #Preview("Dark") {
                    PlantList()
                        .preferredColorScheme(.dark)
                }
                """),
        ]
    )

    static let fixedSchemes: Set<String> = ["light", "dark"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "preferredColorScheme" && call.memberCallee != nil {
            guard let argument = call.arguments.first?.expression.withoutParentheses.as(MemberAccessExprSyntax.self),
                Self.fixedSchemes.contains(argument.declName.baseName.text),
                argument.base == nil || argument.base?.trimmedDescription == "ColorScheme",
                Self.isInAppOrScene(call), let member = call.memberCallee
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "a fixed '.\(argument.declName.baseName.text)' appearance on the app's window overrides the person's choice on every screen; use colours that adapt, or pass the person's setting"
                ))
        }
        return result
    }

    /// Whether the nearest type around the call is an `App` or a `Scene`.
    private static func isInAppOrScene(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let group = current.asProtocol(DeclGroupSyntax.self) {
                let names = group.inheritedNames
                return names.contains("App") || names.contains("Scene")
            }
            node = current.parent
        }
        return false
    }
}

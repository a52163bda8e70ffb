import Linting
import SwiftSyntax

/// Lint: a macOS-only scene (`Settings`, `MenuBarExtra`) beside a `WindowGroup` with no
/// `#if os(macOS)` around it.
///
/// Fires only in a scene body that also declares a `WindowGroup` — an app that may be built for
/// more than the Mac — and stays quiet when the code is built for macOS alone (the platforms
/// say so, or the file imports AppKit and not UIKit).
struct MacSceneOutsideMacGuardRule: LintRule {
    static let description = RuleDescription(
        id: "mac-scene-outside-mac-guard",
        name: "Mac-only scene without a platform guard",
        summary: "A `Settings` or `MenuBarExtra` scene sits beside a `WindowGroup` with no `#if os(macOS)`",
        rationale: """
            `Settings` and `MenuBarExtra` exist only on macOS. In an app whose scenes also \
            run on iPhone, iPad or Vision Pro, declaring them unconditionally stops the \
            other targets from compiling (the types are unavailable there). Wrap them in \
            `#if os(macOS)`, and offer the same settings on the other platforms inside the \
            app — a settings screen, or the Settings app through a settings bundle.
            """,
        documentation: "navigation/navigation-and-presentation.md#guard-scenes-that-exist-on-one-platform",
        triggering: [
            RuleExample(
                """
                @main
                struct TideTablesApp: App {
                    var body: some Scene {
                        WindowGroup { HarbourList() }
                        ↓Settings { TidePreferences() }
                    }
                }
                """),
            RuleExample(
                """
                var body: some Scene {
                    WindowGroup { LogbookList() }
                    ↓MenuBarExtra("Next Tide", systemImage: "water.waves") { NextTideMenu() }
                }
                """),
            RuleExample(
                """
                var body: some Scene {
                    WindowGroup { LogbookList() }
                    #if DEBUG
                    ↓Settings { DebugSwitches() }
                    #endif
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                var body: some Scene {
                    WindowGroup { HarbourList() }
                    #if os(macOS)
                    Settings { TidePreferences() }
                    #endif
                }
                """),
            RuleExample(
                """
                import AppKit

                struct TideBar: App {
                    var body: some Scene {
                        WindowGroup { HarbourList() }
                        Settings { TidePreferences() }
                    }
                }
                """),
            RuleExample(
                """
                var body: some Scene {
                    // Settings { TidePreferences() } lives in the macOS target
                    WindowGroup("Harbours") { HarbourList() }
                }
                """),
        ]
    )

    /// Scenes the other platforms do not have.
    static let macScenes: Set<String> = ["Settings", "MenuBarExtra"]

    func violations(in file: LintFile) -> [RuleViolation] {
        if let platforms = file.configuration.platforms, platforms == [.macOS] { return [] }
        if file.source.contains("import AppKit") && !file.source.contains("import UIKit") { return [] }
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, Self.macScenes.contains(name), call.isTypeCall(name), file.types[name] == nil,
                let list = Self.sceneList(holding: call),
                list.contains(where: { $0.item.as(ExprSyntax.self)?.rootCall?.isTypeCall("WindowGroup") == true }),
                !Self.isInMacBranch(call)
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message: "'\(name)' exists only on macOS; wrap it in '#if os(macOS)' so the app's other platforms still build"))
        }
        return result
    }

    /// The statements of the scene body the scene is declared in: the list holding it,
    /// looking out through `#if` blocks.
    private static func sceneList(holding call: FunctionCallExprSyntax) -> CodeBlockItemListSyntax? {
        var node = Syntax(call).parent
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                if let clause = list.parent?.as(IfConfigClauseSyntax.self) {
                    node = clause.parent
                    continue
                }
                return list
            }
            if current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// Whether the scene sits in an `#if os(macOS)` (or `canImport(AppKit)`) branch.
    private static func isInMacBranch(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
                condition.contains("os(macOS)") || condition.contains("canImport(AppKit)"), !condition.contains("!")
            {
                return true
            }
            node = current.parent
        }
        return false
    }
}

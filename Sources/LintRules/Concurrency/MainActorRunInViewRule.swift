import Linting
import SwiftSyntax

/// Lint: `MainActor.run { … }` in a view or view modifier, outside `nonisolated` functions
/// and detached tasks.
struct MainActorRunInViewRule: LintRule {
    static let description = RuleDescription(
        id: "main-actor-run-in-view",
        name: "MainActor.run in a view",
        summary: "a view hops to the main actor with `MainActor.run` although it already runs there",
        rationale: """
            `View` is isolated to the main actor: its body, its methods, its actions and the \
            `task` modifier's action all run there, and code after an `await` resumes there. \
            `await MainActor.run { … }` in a view is therefore an extra suspension that does \
            nothing — and a sign that the author expected the code to run elsewhere. Assign \
            directly. Work that must leave the main actor belongs in an actor, a `nonisolated` \
            async function, or the model.
            """,
        documentation: "concurrency/tasks-in-views.md#keep-view-models-on-the-main-actor",
        triggering: [
            RuleExample(
                """
                struct DockCount: View {
                    @State private var count = 0
                    var body: some View {
                        Text("\\(count)").task {
                            let bikes = await service.bikes()
                            await ↓MainActor.run { count = bikes.count }
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct Forecast: View {
                    @State private var summary = ""
                    func reload() async {
                        let text = await Forecasts.load()
                        await ↓MainActor.run { summary = text }
                    }
                    var body: some View { Text(summary).task { await reload() } }
                }
                """),
            RuleExample(
                """
                struct ShelfModifier: ViewModifier {
                    @State private var isReady = false
                    func body(content: Content) -> some View {
                        content.task { await ↓MainActor.run(body: { isReady = true }) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct DockCount: View {
                    @State private var count = 0
                    var body: some View {
                        Text("\\(count)").task { count = await service.bikes().count }
                    }
                }
                """),
            RuleExample(
                """
                final class Importer {
                    var onDone: (@MainActor () -> Void)?
                    func finish() async { await MainActor.run { onDone?() } }
                }
                """),
            RuleExample(
                """
                struct Thumbnail: View {
                    nonisolated func render(_ data: Data) async -> Int {
                        await MainActor.run { 1 }
                    }
                    var body: some View { EmptyView() }
                }
                """),
            RuleExample(
                """
                struct Credits: View {
                    @State private var names: [String] = []
                    var body: some View {
                        List(names, id: \\.self) { Text($0) }.task {
                            await withTaskGroup(of: Void.self) { group in
                                group.addTask { let n = await Names.load(); await MainActor.run { names = n } }
                            }
                        }
                    }
                }
                """),
            RuleExample(
                """
                // await MainActor.run { } inside a view is a no-op hop
                let hint = "MainActor.run"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "run",
                let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "MainActor",
                call.isInView(types: file.types), !Self.leavesTheMainActor(call)
            else { continue }
            result.append(
                violation(
                    at: base, in: file, message: "views already run on the main actor; assign directly instead of 'await MainActor.run'"))
        }
        return result
    }

    /// Closures that run off the main actor: detached tasks and task-group children.
    static let offMainActorClosures: Set<String> = ["detached", "addTask", "addTaskUnlessCancelled", "addDiscardingTask"]

    /// Whether the call sits in a `nonisolated` function, a detached task or a task-group
    /// child, where it really may be off the main actor.
    private static func leavesTheMainActor(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
            }
            if let closure = current.as(ClosureExprSyntax.self), let owner = closure.owningCall,
                let name = owner.call.memberCallee?.declName.baseName.text, Self.offMainActorClosures.contains(name)
            {
                return true
            }
            node = current.parent
        }
        return false
    }
}

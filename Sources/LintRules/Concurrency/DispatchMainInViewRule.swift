import Linting
import SwiftSyntax

/// Lint: `DispatchQueue.main.async { … }` or `asyncAfter` inside a SwiftUI view or view
/// modifier.
struct DispatchMainInViewRule: LintRule {
    static let description = RuleDescription(
        id: "dispatch-main-in-view",
        name: "DispatchQueue.main in a view",
        summary: "a view dispatches work with `DispatchQueue.main.async` or `asyncAfter`",
        rationale: """
            A view's body, actions and modifiers already run on the main actor, so hopping to \
            the main queue only postpones the work to a later run-loop turn — usually to paper \
            over an update-ordering problem that comes back under load. A delayed block \
            (`asyncAfter`) cannot be cancelled and runs even when the view is gone. Do the work \
            directly; to wait, use `try await Task.sleep(for:)` inside the `task` modifier, \
            which is cancelled with the view; to follow a value, use `onChange(of:)`.
            """,
        documentation: "concurrency/tasks-in-views.md#no-dispatchqueuemain-in-views",
        triggering: [
            RuleExample(
                """
                struct ReturnSlip: View {
                    @State private var isStamped = false
                    var body: some View {
                        Button("Stamp") {
                            ↓DispatchQueue.main.async { isStamped = true }
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct Toast: View {
                    @Binding var isShown: Bool
                    var body: some View {
                        Text("Saved").onAppear {
                            ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isShown = false }
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct Blink: ViewModifier {
                    @State private var isOn = false
                    func body(content: Content) -> some View {
                        content.opacity(isOn ? 1 : 0.4).onAppear { flip() }
                    }
                    func flip() { ↓DispatchQueue.main.async { isOn.toggle() } }
                }
                """),
            RuleExample(
                """
                // A page's fragment: the button's view is left out.
                Button("Ring the bell") {
                    withAnimation { swing = 12 }
                    ↓DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                        withAnimation { swing = 0 }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Toast: View {
                    @Binding var isShown: Bool
                    var body: some View {
                        Text("Saved").task {
                            try? await Task.sleep(for: .seconds(2))
                            isShown = false
                        }
                    }
                }
                """),
            RuleExample(
                """
                final class Downloader: NSObject {
                    var onFinish: (() -> Void)?
                    func finished() { DispatchQueue.main.async { self.onFinish?() } }
                }
                """),
            RuleExample(
                """
                struct ReturnSlip: View {
                    @State private var isStamped = false
                    var body: some View {
                        Button("Stamp") { isStamped = true }
                            .background(DispatchQueue.global().label.isEmpty ? Color.red : Color.clear)
                    }
                }
                """),
            RuleExample(
                """
                struct ZoomContainer: View {
                    struct ZoomView: UIViewRepresentable {
                        @Binding var tap: CGPoint
                        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                        func updateUIView(_ view: UIScrollView, context: Context) {
                            DispatchQueue.main.async { tap = .zero }
                        }
                    }
                    var body: some View { EmptyView() }
                }
                """),
            RuleExample(
                """
                // A function shown on its own is no view's code.
                func reportProgress(_ fraction: Double, to label: UILabel) {
                    DispatchQueue.main.async { label.text = "\\(Int(fraction * 100)) %" }
                }
                """),
            RuleExample(
                """
                // A fragment's task that is not a view's: a plain Task at file scope.
                Task {
                    DispatchQueue.main.async { print("ready") }
                }
                """),
            RuleExample(
                """
                // DispatchQueue.main.async { } in a view only delays the update
                let hint = "DispatchQueue.main.async"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, ["async", "asyncAfter"].contains(member.declName.baseName.text),
                let queue = member.base?.as(MemberAccessExprSyntax.self), queue.declName.baseName.text == "main",
                let root = queue.base?.as(DeclReferenceExprSyntax.self), root.baseName.text == "DispatchQueue",
                call.isInView(types: file.types)
            else { continue }
            result.append(
                violation(
                    at: root, in: file,
                    message: "views already run on the main actor; do the work directly, or wait with 'Task.sleep' in the 'task' modifier"))
        }
        return result
    }
}

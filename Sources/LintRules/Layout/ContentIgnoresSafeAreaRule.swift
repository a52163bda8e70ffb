import Linting
import SwiftSyntax

/// Lint: `ignoresSafeArea()` on content — a scroll view, list, form or text — rather than on
/// a background. A stack is reported only when it shows text or controls and a `background`
/// sits right under the `ignoresSafeArea()`: the background was meant to bleed, and the
/// content went with it. Other stacks are left alone: a stack that starts with a full-bleed
/// image is a deliberate layout as often as a mistake.
struct ContentIgnoresSafeAreaRule: LintRule {
    static let description = RuleDescription(
        id: "content-ignores-safe-area",
        name: "Content that ignores the safe area",
        summary: "`ignoresSafeArea()` is applied to text, a form, a list or a scroll view instead of to its background",
        rationale: """
            The safe area keeps content clear of the status bar, the Dynamic Island, the home \
            indicator and the keyboard. `ignoresSafeArea()` on the content itself lays text \
            and controls out underneath them, where they cannot be read or tapped, and a \
            scroll view loses the insets that let its first and last rows scroll clear. Extend \
            the background instead — `.background { Color.teal.ignoresSafeArea() }` or \
            `.background(.teal)`, which already fills the safe area — and keep the content \
            inside. (`ignoresSafeArea(.keyboard)`, which only stops the keyboard from pushing \
            the content up, is not reported.)
            """,
        documentation: "layout/layout-containers.md#keep-content-inside-the-safe-area-extend-backgrounds",
        triggering: [
            RuleExample(
                """
                ScrollView {
                    Text(essay.body).padding()
                }
                .↓ignoresSafeArea()
                """),
            RuleExample(
                """
                struct Welcome: View {
                    var body: some View {
                        Form {
                            Text("Welcome")
                            Button("Start") { start() }
                        }
                        .background(Color.indigo)
                        .↓ignoresSafeArea(edges: .top)
                    }
                }
                """),
            RuleExample(
                """
                List(trails) { TrailRow(trail: $0) }
                    .↓ignoresSafeArea(.container)
                """),
            RuleExample(
                """
                VStack(spacing: 16) {
                    Spacer()
                    Text(trail.name).font(.largeTitle)
                    Button("Start Walk") { start(trail) }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom))
                .↓ignoresSafeArea()
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ScrollView {
                    Text(essay.body).padding()
                }
                .background {
                    LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                }
                """),
            RuleExample(
                """
                ZStack {
                    Color.black.ignoresSafeArea()
                    CameraPreview().ignoresSafeArea()
                    ShutterButton()
                }
                """),
            RuleExample(
                """
                VStack {
                    Spacer()
                    MessageComposer()
                }
                .ignoresSafeArea(.keyboard, edges: .bottom)
                """),
            RuleExample(
                """
                VStack(spacing: 0) {
                    Image("harbour").resizable().scaledToFill().frame(height: 280)
                    ArticleBody(article: article)
                }
                .ignoresSafeArea(edges: .top)
                """),
            RuleExample(
                """
                ZStack {
                    Image(trail.photoName).resizable().scaledToFit()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.black)
                .ignoresSafeArea()
                """),
            RuleExample(
                """
                // ScrollView { … }.ignoresSafeArea() hides text under the status bar
                let hint = "put ignoresSafeArea() on the background"
                """),
        ]
    )

    static let content: Set<String> = [
        "ScrollView", "List", "Form", "Text", "Label", "TextEditor",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "ignoresSafeArea" {
            guard let member = call.memberCallee, let base = member.base,
                !call.arguments.contains(where: { $0.expression.trimmedDescription.contains("keyboard") }),
                let root = base.modifierChain.root?.as(FunctionCallExprSyntax.self),
                let name = root.calleeName, root.isTypeCall(name),
                Self.content.contains(name) || Self.isStackWithBackgroundBeneath(root, name: name, base: base)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'\(name)' laid out under the status bar and home indicator can be hidden; extend its background with 'ignoresSafeArea()' instead"
                ))
        }
        return result
    }

    static let stacks: Set<String> = ["VStack", "HStack", "ZStack"]
    static let readableContent: Set<String> = ["Text", "Label", "Button", "TextField", "Toggle", "Link", "Picker"]

    /// A stack of text or controls whose modifier right under `ignoresSafeArea()` is a
    /// `background`: `VStack { Text(…); Button(…) }.background(gradient).ignoresSafeArea()`.
    private static func isStackWithBackgroundBeneath(_ root: FunctionCallExprSyntax, name: String, base: ExprSyntax) -> Bool {
        guard stacks.contains(name), base.modifierChain.modifiers.first?.calleeName == "background",
            let content = root.contentClosure
        else { return false }
        return content.topLevelItems.contains { item in
            guard let view = item.as(ExprSyntax.self)?.rootCall, let viewName = view.calleeName else { return false }
            return readableContent.contains(viewName) && view.isTypeCall(viewName)
        }
    }
}

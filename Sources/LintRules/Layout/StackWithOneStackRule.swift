import Linting
import SwiftSyntax

/// Lint: a `VStack`, `HStack` or `ZStack` without arguments whose whole content is one other
/// stack, or a `Group` around one plain view.
struct StackWithOneStackRule: LintRule {
    static let description = RuleDescription(
        id: "stack-with-one-stack",
        name: "Stack that only wraps another stack",
        summary: "a stack without alignment or spacing holds nothing but another stack (or a `Group` holds one view)",
        rationale: """
            A stack arranges several views along its axis. With one child it arranges \
            nothing: `VStack { HStack { … } }` lays out exactly like the `HStack`, and each \
            extra level is one more view to build, diff and lay out, and one more indentation \
            for the reader. The same holds for a `Group` around a single view: its modifiers \
            apply to that view directly. Remove the outer container, or give it the siblings \
            or the `alignment`/`spacing` it is there for.
            """,
        documentation: "layout/layout-containers.md#stacks-for-lines-grid-for-rows-and-columns",
        triggering: [
            RuleExample(
                """
                ↓VStack {
                    HStack {
                        Image(systemName: "leaf")
                        Text("Fern")
                    }
                }
                """),
            RuleExample(
                """
                struct Badge: View {
                    let status: String
                    var body: some View {
                        ↓Group { Text(status) }
                            .padding(4)
                            .background(.yellow, in: .capsule)
                    }
                }
                """),
            RuleExample(
                """
                ↓HStack { ↓ZStack { VStack { Text("Deep"); Text("Nest") } } }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                VStack(alignment: .leading) {
                    HStack { Text("Fern"); Spacer() }
                }
                """),
            RuleExample(
                """
                VStack {
                    HStack { Image(systemName: "leaf"); Text("Fern") }
                    Text("Shade-loving")
                }
                """),
            RuleExample(
                """
                Group {
                    if isLoading { ProgressView() } else { FernList(ferns: ferns) }
                }
                .navigationTitle("Ferns")
                """),
            RuleExample(
                """
                VStack {
                    ForEach(ferns) { FernRow(fern: $0) }
                }
                """),
            RuleExample(
                """
                // VStack { HStack { … } } is one stack too many
                let layout = "VStack { HStack { Text(\\"x\\") } }"
                """),
        ]
    )

    static let stacks: Set<String> = ["VStack", "HStack", "ZStack"]
    static let innerStacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "LazyVGrid", "LazyHGrid"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, name == "Group" || Self.stacks.contains(name), call.isTypeCall(name),
                call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
                let closure = call.trailingClosure
            else { continue }
            let views = closure.topLevelItems.filter(\.isViewProducing)
            guard views.count == 1, let child = views.first?.as(ExprSyntax.self)?.rootCall,
                let childName = child.calleeName, child.isTypeCall(childName)
            else { continue }
            if name == "Group" {
                guard childName != "ForEach", childName.first?.isUppercase == true else { continue }
            } else {
                guard Self.innerStacks.contains(childName) else { continue }
            }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message: "this '\(name)' holds only '\(childName)'; remove it, or give it the siblings or alignment it is there for"))
        }
        return result
    }
}

import Linting
import SwiftSyntax

/// Lint: a `List` or `Form` inside the content of a `ScrollView` (through stacks and other
/// view-building closures, not through a sheet or a navigation destination).
struct ScrollableInScrollViewRule: LintRule {
    static let description = RuleDescription(
        id: "scrollable-in-scroll-view",
        name: "List or Form inside a ScrollView",
        summary: "a `List` or `Form` is placed inside a `ScrollView`",
        rationale: """
            `List` and `Form` scroll by themselves and take the height they are offered. \
            Inside a `ScrollView`, which offers its content unlimited height along its axis, \
            they have no height to fill: the list collapses to nothing or a sliver, and two \
            nested scroll views fight over the same gesture. Let the `List` or `Form` be the \
            scrolling container — put the other content in its sections or a header — or, in \
            a `ScrollView`, use a `LazyVStack` with `ForEach` instead of `List`.
            """,
        documentation: "layout/layout-containers.md#one-scrolling-container-per-axis",
        triggering: [
            RuleExample(
                """
                ScrollView {
                    Text("Tonight's targets").font(.title)
                    ↓List(targets) { target in Text(target.name) }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    VStack {
                        Header()
                        ↓Form {
                            TextField("Name", text: $name)
                        }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView(.vertical) {
                    LazyVStack {
                        ForEach(sections) { section in
                            ↓List(section.rows) { Text($0.title) }
                                .frame(height: 200)
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List {
                    Section { Text("Tonight's targets").font(.title) }
                    ForEach(targets) { target in Text(target.name) }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(targets) { target in Text(target.name) }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    Text("Details")
                }
                .sheet(isPresented: $editing) {
                    Form { TextField("Name", text: $name) }
                }
                """),
            RuleExample(
                """
                // ScrollView { List { … } } collapses the list
                let warning = "ScrollView { List(items) { Text($0.title) } }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("List") || call.isTypeCall("Form") {
            guard let closure = call.nearestClosure,
                closure.enclosingOwner(where: { owner, _ in owner.isTypeCall("ScrollView") }) != nil
            else { continue }
            let name = call.calleeName ?? "List"
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "'\(name)' scrolls by itself and collapses inside a ScrollView; make it the scrolling container, or use a lazy stack in the ScrollView"
                ))
        }
        return result
    }
}

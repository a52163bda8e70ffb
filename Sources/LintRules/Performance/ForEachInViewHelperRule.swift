import Linting
import SwiftSyntax

/// Lint: a helper of a view with `@State` — a `some View` function or computed property other
/// than `body` — that builds a `ForEach`. It runs with the parent's body on every change of
/// that state.
struct ForEachInViewHelperRule: LintRule {
    static let description = RuleDescription(
        id: "foreach-in-view-helper",
        name: "Collection built in a view helper",
        summary: "a `some View` helper function or property of a view with `@State` builds a `ForEach`",
        rationale: """
            A helper property or `@ViewBuilder` function is part of its view's `body`: it runs \
            every time the body does. In a view with `@State`, any change of that state — a \
            counter, a text field's text — rebuilds every row of the helper's `ForEach`, \
            although none of its inputs changed. Move the collection into its own view struct \
            and pass it the values it shows: SwiftUI compares those inputs and skips its \
            `body` when they are unchanged.
            """,
        documentation: "views/view-structure.md#subviews-over-helper-properties",
        triggering: [
            RuleExample(
                """
                struct Playlist: View {
                    let songs: [Song]
                    @State private var filter = ""
                    var body: some View {
                        VStack {
                            TextField("Filter", text: $filter)
                            songRows
                        }
                    }
                    private var ↓songRows: some View {
                        ForEach(songs) { SongRow(song: $0) }
                    }
                }
                """),
            RuleExample(
                """
                struct Tally: View {
                    @State private var taps = 0
                    var body: some View {
                        Button("Tap \\(taps)") { taps += 1 }
                        grid(columns: 4)
                    }
                    @ViewBuilder
                    func ↓grid(columns: Int) -> some View {
                        ForEach(0..<columns * 25, id: \\.self) { Text("Cell \\($0)") }
                    }
                }
                """),
            RuleExample(
                """
                struct Board: View {
                    @State private var selection: Pin.ID?
                    let pins: [Pin]
                    var body: some View { ScrollView { pinStack } }
                    var ↓pinStack: some View {
                        LazyVStack { ForEach(pins) { PinCard(pin: $0, isSelected: $0.id == selection) } }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Playlist: View {
                    let songs: [Song]
                    @State private var filter = ""
                    var body: some View {
                        VStack {
                            TextField("Filter", text: $filter)
                            SongRows(songs: songs)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct SongRows: View {
                    let songs: [Song]
                    var body: some View { rows }
                    private var rows: some View { ForEach(songs) { SongRow(song: $0) } }
                }
                """),
            RuleExample(
                """
                struct Header: View {
                    @State private var isExpanded = false
                    var body: some View { title }
                    private var title: some View { Text("Songs").font(.title) }
                }
                """),
            RuleExample(
                """
                // var rows: some View { ForEach(songs) { … } } beside @State
                let advice = "extract a subview"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for group in file.nodes.declarationGroups {
            let members = group.memberBlock.members
            let hasState = members.contains { member in
                member.decl.as(VariableDeclSyntax.self)?.attributes.contains(attribute: "State") ?? false
            }
            guard hasState else { continue }
            for member in members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.returnsSomeView,
                    function.name.text != "body", let body = function.body, Self.buildsForEach(body)
                {
                    result.append(violation(at: function.name, in: file, message: Self.message(function.name.text)))
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings where binding.isViewBodyProperty && binding.pattern.trimmedDescription != "body" {
                        guard let accessors = binding.accessorBlock, Self.buildsForEach(accessors),
                            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                        else { continue }
                        result.append(violation(at: name, in: file, message: Self.message(name.text)))
                    }
                }
            }
        }
        return result
    }

    private static func buildsForEach(_ node: some SyntaxProtocol) -> Bool {
        node.descendants(FunctionCallExprSyntax.self).contains { $0.isTypeCall("ForEach") && $0.isEvaluatedDuringBody }
    }

    private static func message(_ name: String) -> String {
        "'\(name)' runs with the whole body on every state change and rebuilds its ForEach; move it into its own view with the values it shows"
    }
}

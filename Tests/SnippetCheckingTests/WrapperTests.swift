import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

@Suite struct WrapperTests {
    private let wrapper = ExampleWrapper(preludes: [], surface: SurfaceIndex())

    private func lines(_ source: String) -> [String] {
        source.split(separator: "\n").map { String($0) }
    }

    @Test func wrapsAViewExpressionInASynthesisedView() {
        let wrapped = wrapper.wrap(TypecheckFixtures.snippet("List {\n    Text(\"a\")\n}"))
        let body = lines(wrapped.source).drop { !$0.hasPrefix("fileprivate struct __Example") }
        #expect(
            Array(body) == ["fileprivate struct __Example: View {", "var body: some View {", "List {", "    Text(\"a\")", "}", "}", "}"])
        #expect(
            wrapped.lineMap.target(line: lines(wrapped.source).firstIndex(of: "List {")! + 1, column: 1)
                == .markdown(SourceLocation(file: "Content/test.md", line: 10, column: 1)))
    }

    @Test func appliesALeadingDotChainToAPlaceholder() {
        let wrapped = wrapper.wrap(TypecheckFixtures.snippet(".padding()\n.font(.title)"))
        #expect(wrapped.source.contains("EmptyView().padding()\n.font(.title)"))
        let generated = lines(wrapped.source).firstIndex(of: "EmptyView().padding()")! + 1
        // `padding` starts at column 2 in Markdown.
        #expect(
            wrapped.lineMap.target(line: generated, column: 13) == .markdown(SourceLocation(file: "Content/test.md", line: 10, column: 2)))
    }

    @Test func splitsModifiersShownAfterABlankLineFromTheStatementBefore() {
        let code = "refill(can)\n\n// Then on the row\n.padding()\n.font(.title)"
        let wrapped = wrapper.wrap(TypecheckFixtures.snippet(code))
        #expect(wrapped.source.contains("async throws {\nrefill(can)\n}"))
        #expect(wrapped.source.contains("var body: some View {\n\n// Then on the row\nEmptyView().padding()\n.font(.title)\n}"))
        // `.padding()` is Markdown line 13; `padding` starts at column 2 there.
        let all = wrapped.source.split(separator: "\n", omittingEmptySubsequences: false)
        let generated = all.firstIndex(of: "EmptyView().padding()")! + 1
        #expect(
            wrapped.lineMap.target(line: generated, column: 13) == .markdown(SourceLocation(file: "Content/test.md", line: 13, column: 2)))
    }

    @Test func keepsAViewsModifiersAfterABlankLineOnTheView() {
        let wrapped = wrapper.wrap(TypecheckFixtures.snippet("Text(\"Basil\")\n\n.padding()"))
        #expect(wrapped.source.contains("var body: some View {\nText(\"Basil\")\n\n.padding()\n}"))
        #expect(!wrapped.source.contains("EmptyView().padding()"))
    }

    @Test func turnsMembersIntoASynthesisedViewStruct() {
        let code = """
            @State private var count = 0
            let title: String

            var body: some View {
                Text(title)
            }
            """
        let wrapped = wrapper.wrap(TypecheckFixtures.snippet(code))
        let generated = lines(wrapped.source)
        let start = generated.firstIndex(of: "fileprivate struct __Example: View {")!
        #expect(generated[start + 1] == "@State private var count = 0")
        #expect(generated[start + 2] == "let title: String")
        #expect(!wrapped.source.contains("var body: some View {\nEmptyView()"))
        #expect(!wrapped.source.contains("fileprivate let title"))
    }

    @Test func putsStatementsInAFunctionBody() {
        let wrapped = wrapper.wrap(TypecheckFixtures.snippet("let sorted = [3, 1].sorted()\nprint(sorted)"))
        #expect(
            wrapped.source.contains(
                "@MainActor fileprivate func __exampleStatements() async throws {\nlet sorted = [3, 1].sorted()\nprint(sorted)\n_ = sorted\n}"
            ))
    }

    @Test func makesFileScopeDeclarationsFileprivate() {
        let code = """
            struct Row: View { var body: some View { Text("r") } }
            public final class Model {}
            private enum Kind { case a }
            @Observable class Store { var n = 0 }
            extension View { func card() -> some View { padding() } }
            extension Row: Equatable {}
            func helper() -> Int { 1 }
            let shared = 3
            """
        let generated = wrapper.wrap(TypecheckFixtures.snippet(code)).source
        #expect(generated.contains("fileprivate struct Row: View"))
        #expect(generated.contains("fileprivate final class Model {}"))
        #expect(generated.contains("fileprivate enum Kind { case a }"))
        #expect(generated.contains("@Observable fileprivate class Store"))
        #expect(generated.contains("fileprivate extension View { func card()"))
        #expect(generated.contains("\nextension Row: Equatable {}"))
        #expect(generated.contains("fileprivate func helper()"))
        #expect(generated.contains("fileprivate let shared = 3"))
        #expect(!generated.contains("struct __Example"))
    }

    @Test func mixesDeclarationsAndATrailingViewExpression() {
        let code = """
            struct Person: Identifiable { let id: Int; var name: String }
            List([Person(id: 1, name: "A")]) { person in Text(person.name) }
            """
        let generated = lines(wrapper.wrap(TypecheckFixtures.snippet(code)).source)
        let declaration = generated.firstIndex { $0.hasPrefix("fileprivate struct Person") }!
        let view = generated.firstIndex { $0.hasPrefix("List(") }!
        let wrapperStart = generated.firstIndex(of: "fileprivate struct __Example: View {")!
        #expect(declaration < wrapperStart && wrapperStart < view)
    }

    @Test func rewritesPreviewsAndMain() {
        let code = """
            @main struct DemoApp { static func main() {} }
            #Preview("Dark") { Text("x") }
            """
        let generated = wrapper.wrap(TypecheckFixtures.snippet(code)).source
        #expect(generated.contains("      fileprivate struct DemoApp"))
        #expect(
            generated.contains(
                "@ViewBuilder @MainActor fileprivate func __preview1(_: Void = _previewArguments(\"Dark\")) -> some View { Text(\"x\") }"))
    }

    @Test func keepsPreviewTraitsTypecheckedAndDropsOtherPreviewArguments() {
        let code = """
            #Preview(traits: .sizeThatFitsLayout, .landscapeLeft) { Text("x") }
            #Preview { Text("y") }
            #Preview(as: .systemSmall) { Text("z") }
            """
        let generated = wrapper.wrap(TypecheckFixtures.snippet(code)).source
        #expect(
            generated.contains(
                "func __preview0(_: Void = _previewArguments(traits: .sizeThatFitsLayout, .landscapeLeft)) -> some View { Text(\"x\") }"))
        #expect(generated.contains("func __preview1() -> some View { Text(\"y\") }"))
        #expect(generated.contains("func __preview2() -> some View { Text(\"z\") }"))
    }

    @Test func copiesOnlyUsedContextAndLetsExamplesShadowIt() {
        var pageWrapper = ExampleWrapper(
            preludes: [
                PreludeSource(
                    path: "Content/_prelude.swift",
                    text: """
                        import SwiftUI
                        struct User: Identifiable { let id: Int; var name: String }
                        extension User { static let samples = [User(id: 1, name: "A")] }
                        struct Unused {}
                        let users = User.samples
                        """)
            ],
            surface: SurfaceIndex()
        )
        let first = TypecheckFixtures.snippet("struct Badge: View { var body: some View { Text(\"b\") } }", line: 10, index: 0)
        pageWrapper.addContext(first)
        let usesContext = pageWrapper.wrap(TypecheckFixtures.snippet("List(users) { u in Badge() }", line: 20, index: 1))
        #expect(usesContext.source.contains("fileprivate struct Badge"))
        #expect(usesContext.source.contains("fileprivate let users = User.samples"))
        #expect(usesContext.source.contains("fileprivate struct User"))
        #expect(usesContext.source.contains("extension User { static let samples"))
        #expect(!usesContext.source.contains("Unused"))
        let preludeLine = lines(usesContext.source).firstIndex { $0.hasPrefix("fileprivate struct User") }! + 1
        #expect(
            usesContext.lineMap.target(line: preludeLine, column: 13)
                == .prelude(SourceLocation(file: "Content/_prelude.swift", line: 2, column: 1)))

        let shadows = pageWrapper.wrap(
            TypecheckFixtures.snippet("struct User { var id = 0 }\nText(User().id.description)", line: 30, index: 2))
        #expect(!shadows.source.contains("static let samples"))
        #expect(lines(shadows.source).filter { $0.contains("struct User") }.count == 1)
    }

    @Test func laterContextDeclarationsReplaceEarlierOnes() {
        var pageWrapper = ExampleWrapper(preludes: [], surface: SurfaceIndex())
        pageWrapper.addContext(TypecheckFixtures.snippet("struct Person { var name: String }", line: 10, index: 0))
        pageWrapper.addContext(TypecheckFixtures.snippet("struct Person { var name: String; var age: Int }", line: 20, index: 1))
        let wrapped = pageWrapper.wrap(TypecheckFixtures.snippet("Text(Person(name: \"a\", age: 3).name)", line: 30, index: 2))
        #expect(!wrapped.source.contains("struct Person { var name: String }"))
        #expect(wrapped.source.contains("struct Person { var name: String; var age: Int }"))
    }

    @Test func importsCompanionModulesOnlyWhenUsed() {
        let index = SurfaceIndex(
            modules: ["SwiftUI", "Charts"],
            topLevelNames: ["SwiftUI": ["View", "Text"], "Charts": ["Chart", "BarMark"]],
            allNames: []
        )
        let wrapper = ExampleWrapper(preludes: [], surface: index)
        #expect(wrapper.wrap(TypecheckFixtures.snippet("Chart { }")).imports.contains("Charts"))
        #expect(!wrapper.wrap(TypecheckFixtures.snippet("Text(\"a\")")).imports.contains("Charts"))
    }

    @Test func importsAMacrosModuleOnlyWhenTheMacroIsUsed() {
        let index = SurfaceIndex(sources: [
            ("SwiftUI", ["public struct Text {}"]),
            (
                "SwiftData",
                ["@attached(memberAttribute) public macro Model() = #externalMacro(module: \"M\", type: \"T\")\npublic struct Query {}"]
            ),
        ])
        #expect(index.topLevelNames["SwiftData"] == ["@Model", "Query"])
        let wrapper = ExampleWrapper(preludes: [], surface: index)
        #expect(wrapper.wrap(TypecheckFixtures.snippet("@Model final class Trail {\n    var name = \"\"\n}")).imports.contains("SwiftData"))
        #expect(!wrapper.wrap(TypecheckFixtures.snippet("let model = Model()")).imports.contains("SwiftData"))
    }
}

import Linting
import SwiftSyntax

/// Lint: `navigationDestination` applied inside a lazy container: the content of `List`,
/// `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, or a `ForEach` row.
struct NavigationDestinationInLazyContainerRule: LintRule {
    static let description = RuleDescription(
        id: "navigation-destination-in-lazy-container",
        name: "navigationDestination inside a lazy container",
        summary: "a `navigationDestination` modifier sits inside a `List`, a lazy stack or grid, or a `ForEach` row",
        rationale: """
            Lazy containers create their children only when they scroll into view. A \
            `navigationDestination` attached to a row exists only while that row does, so the \
            stack may not find a destination for a value that is pushed programmatically or \
            restored. Apple's documentation asks for these modifiers outside lazy \
            containers. Attach `navigationDestination(for:)` once, \
            outside the lazy container — on the `List` or `ScrollView` itself, or higher — so \
            the stack can always see it.
            """,
        documentation: "navigation/navigation-and-presentation.md#declare-destinations-outside-lazy-containers",
        triggering: [
            RuleExample(
                """
                List(stations) { station in
                    NavigationLink(station.name, value: station)
                        .↓navigationDestination(for: Station.self) { StationDetail(station: $0) }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    LazyVStack {
                        ForEach(recipes) { recipe in
                            RecipeCard(recipe: recipe)
                        }
                        .↓navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
                    }
                }
                """),
            RuleExample(
                """
                LazyVGrid(columns: columns) {
                    ForEach(nebulae) { nebula in
                        NavigationLink(value: nebula) { Thumbnail(nebula) }
                            .↓navigationDestination(isPresented: $showsCatalogue) { Catalogue() }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List(stations) { station in
                    NavigationLink(station.name, value: station)
                }
                .navigationDestination(for: Station.self) { StationDetail(station: $0) }
                """),
            RuleExample(
                """
                ScrollView {
                    LazyVStack {
                        ForEach(recipes) { recipe in
                            NavigationLink(value: recipe) { RecipeCard(recipe: recipe) }
                        }
                    }
                }
                .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
                """),
            RuleExample(
                """
                VStack {
                    Text("Tonight")
                    NavigationLink("Catalogue", value: Route.catalogue)
                }
                .navigationDestination(for: Route.self) { route in RouteView(route: route) }
                """),
            RuleExample(
                """
                // List { row.navigationDestination(for:) } loses the destination off screen
                let note = "List { row.navigationDestination(for: Int.self) { n in Text(n) } }"
                """),
        ]
    )

    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ForEach", "Table"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "navigationDestination",
                let container = Self.lazyContainer(around: call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'navigationDestination' inside '\(container)' exists only while that content is loaded; attach it outside the lazy container"
                ))
        }
        return result
    }

    /// The lazy container whose content closure holds `node`, before any declaration.
    private static func lazyContainer(around node: FunctionCallExprSyntax) -> String? {
        var closure = node.nearestClosure
        while let current = closure {
            if let owner = current.owningCall, owner.call.memberCallee == nil, let name = owner.call.calleeName,
                lazyContainers.contains(name), owner.call.isTypeCall(name)
            {
                return name
            }
            closure = current.nearestClosure
        }
        return nil
    }
}

import Linting
import SwiftSyntax

/// Lint: `ForEach(people, id: \.self)` where the elements are a model type.
///
/// Fires only when the element type is known: the data is a variable, property or parameter
/// declared (in the file or its context) as a collection of a struct, class or actor that
/// has stored properties. Strings, numbers, UUIDs, enums and unknown types are left alone.
struct SelfIdentityOnModelRule: LintRule {
    static let description = RuleDescription(
        id: "self-identity-on-model",
        name: "Whole model value as row identity",
        summary: "`id: \\.self` on elements of a model type with stored properties",
        rationale: """
            With `id: \\.self` the whole value is the identity: editing any field makes the row \
            a different row (its state resets and it animates as a removal plus an insertion), \
            two equal values collide, and every diff hashes every field. Give the model a \
            stable `id` (make it `Identifiable`) or pass a key path to a unique, unchanging \
            property. `\\.self` is fine for simple values such as strings, numbers and enums.
            """,
        documentation: "lists/stable-identity.md#identity-by-self",
        triggering: [
            RuleExample(
                """
                struct Person: Hashable {
                    var name: String
                    var email: String
                }
                struct PeopleList: View {
                    @State private var people: [Person] = []
                    var body: some View {
                        List(people, id: ↓\\.self) { person in Text(person.name) }
                    }
                }
                """),
            RuleExample(
                """
                final class Track: Hashable {
                    let title: String
                    init(title: String) { self.title = title }
                    static func == (a: Track, b: Track) -> Bool { a.title == b.title }
                    func hash(into hasher: inout Hasher) { hasher.combine(title) }
                }
                struct Playlist: View {
                    let tracks: [Track]
                    var body: some View {
                        ForEach(tracks, id: ↓\\.self) { Text($0.title) }
                    }
                }
                """),
            RuleExample(
                """
                struct Tag: Hashable { let name: String; let color: String }
                let tags = [Tag(name: "a", color: "red"), Tag(name: "b", color: "blue")]
                let view = ForEach(model.tags, id: ↓\\.self) { tag in Text(tag.name) }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                let names = ["Ana", "Ben"]
                let view = ForEach(names, id: \\.self) { Text($0) }
                """),
            RuleExample(
                """
                enum Flavor: String, CaseIterable { case vanilla, chocolate }
                let flavors: [Flavor] = Flavor.allCases
                let view = ForEach(flavors, id: \\.self) { Text($0.rawValue) }
                """),
            RuleExample(
                """
                struct Person: Identifiable { let id: UUID; var name: String }
                let people: [Person] = []
                // ForEach(people, id: \\.self) would hash every field
                let view = ForEach(people) { person in Text("id: \\\\.self \\(person.name)") }
                """),
            RuleExample(
                """
                struct Person: Hashable { var name: String }
                let people: [Person] = []
                let view = ForEach(people.map(\\.name), id: \\.self) { Text($0) }
                """),
            RuleExample(
                """
                let view = ForEach(unknownThings, id: \\.self) { Text("\\($0)") }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard let data = call.collectionData,
                let id = call.argument(labeled: "id")?.expression.as(KeyPathExprSyntax.self),
                Self.isSelfKeyPath(id),
                let name = data.referencedName,
                let element = file.types.elementType(ofVariable: name),
                let info = file.types[element],
                info.isModelWithStoredProperties
            else { return nil }
            return violation(at: id, in: file, message: Self.message(element))
        }
    }

    private static func isSelfKeyPath(_ keyPath: KeyPathExprSyntax) -> Bool {
        guard keyPath.root == nil, keyPath.components.count == 1,
            case .property(let property) = keyPath.components.first?.component
        else { return false }
        return property.declName.baseName.tokenKind == .keyword(.self)
    }

    private static func message(_ type: String) -> String {
        "'id: \\.self' makes every field of '\(type)' part of the row's identity; make '\(type)' Identifiable or use a stable key"
    }
}

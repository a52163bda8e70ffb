import SwiftParser
import SwiftSyntax

/// What the API surface declares: which module declares which top-level names, and every
/// name declared anywhere in it (types, members, cases).
///
/// The wrapper uses the first to import `Charts`, `Combine`, `UIKit` or `AppKit` only when
/// an example uses one of their names (as `import SwiftUI` brings them along on Apple
/// platforms); surface-gap detection uses the second to tell a typo from a missing API.
package struct SurfaceIndex: Hashable, Sendable, Codable {
    /// The layout of the stored index (`index.json` of a compiled surface): part of the
    /// compiled surface's cache key, so a build with another layout gets a folder of its own
    /// instead of finding an index it cannot read. Raise it with every change of the fields.
    package static let formatVersion = 4

    /// Module names in build order.
    package var modules: [String]
    /// Top-level names per module.
    package var topLevelNames: [String: Set<String>]
    /// Every declared name in the surface.
    package var allNames: Set<String>
    /// Top-level protocols (`ChartContent`, `MapContent`): names no example calls, so a
    /// called sample name near one (`CardContent()`) is no misspelling of it.
    package var protocolNames: Set<String>
    /// The methods `View` and the views pages modify most (`Image`, `Text`, `Shape`)
    /// declare, by type (`padding` of `View`, `resizable` of `Image`): a chain of them on a
    /// name the page never declares (`thumbnail.resizable().frame(…)`) is a view.
    package var viewMethodNames: [String: Set<String>]
    /// The members the surface declares inside a type or an extension: methods,
    /// properties and enum cases (`concentric` of `Edge.Corner.Style`), not parameters. A member one of them names on another type is
    /// the page's mistake, not a gap (see ``SurfaceGapDetector``).
    package var memberNames: Set<String>
    /// The methods of the surface's Objective-C style protocols (those refining
    /// `NSObjectProtocol`: delegates, whose methods are all optional in the SDK), by full
    /// name (`webView(_:didFinish:)`), with the protocols that declare them. A page shows
    /// such a method alone; it is a member of a class conforming to one of them (see
    /// ``MemberHost``).
    package var delegateMethods: [String: Set<String>] = [:]

    package init(
        modules: [String] = [], topLevelNames: [String: Set<String>] = [:], allNames: Set<String> = [], protocolNames: Set<String> = [],
        viewMethodNames: [String: Set<String>] = [:], memberNames: Set<String> = []
    ) {
        self.modules = modules
        self.topLevelNames = topLevelNames
        self.allNames = allNames
        self.protocolNames = protocolNames
        self.viewMethodNames = viewMethodNames
        self.memberNames = memberNames
    }

    /// Indexes surface sources: module name → the texts of its files, in build order.
    package init(sources: [(module: String, texts: [String])]) {
        self.init()
        var refinements: [String: [String]] = [:]
        var protocolMethods: [String: [String]] = [:]
        defer {
            // A protocol refining `NSObjectProtocol`, or one that does (`UITextViewDelegate`).
            func isObjectiveCStyle(_ name: String, _ depth: Int = 0) -> Bool {
                guard depth < 8, let refined = refinements[name] else { return false }
                return refined.contains { $0 == "NSObjectProtocol" || isObjectiveCStyle($0, depth + 1) }
            }
            for (name, methods) in protocolMethods where isObjectiveCStyle(name) {
                for method in methods { delegateMethods[method, default: []].insert(name) }
            }
        }
        for (module, texts) in sources {
            modules.append(module)
            var topLevel: Set<String> = []
            for text in texts {
                let tree = Parser.parse(source: text)
                let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
                collector.walk(tree)
                allNames.formUnion(collector.names)
                let members = MemberNameCollector(viewMode: .sourceAccurate)
                members.walk(tree)
                memberNames.formUnion(members.names)
                for statement in tree.statements {
                    guard case let .decl(decl) = statement.item else { continue }
                    let extended =
                        decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? decl.as(StructDeclSyntax.self)?.name.text
                    if let extended, Self.modifiedViewTypes.contains(extended), let group = decl.asProtocol(DeclGroupSyntax.self) {
                        for member in group.memberBlock.members {
                            if let function = member.decl.as(FunctionDeclSyntax.self) {
                                viewMethodNames[extended, default: []].insert(function.name.text)
                            }
                        }
                    }
                    if let macro = decl.as(MacroDeclSyntax.self) {
                        // Only `@Model`/`#Name` uses bring a macro's module along, not a
                        // sample type that happens to share the name.
                        let attached = macro.attributes.contains { $0.trimmedDescription.hasPrefix("@attached") }
                        topLevel.insert((attached ? "@" : "#") + macro.name.text)
                    } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
                        topLevel.insert(named.name.text)
                        if let proto = decl.as(ProtocolDeclSyntax.self) {
                            protocolNames.insert(named.name.text)
                            refinements[named.name.text] = proto.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                            protocolMethods[named.name.text] = proto.memberBlock.members.compactMap {
                                $0.decl.as(FunctionDeclSyntax.self).map(Self.fullName(of:))
                            }
                        }
                    } else if let function = decl.as(FunctionDeclSyntax.self) {
                        topLevel.insert(function.name.text)
                    } else if let variable = decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings { topLevel.formUnion(SourceClassifier.identifiers(in: binding.pattern)) }
                    }
                }
            }
            topLevelNames[module] = topLevel
        }
    }

    /// Every top-level name of every module: what code may use unqualified.
    var topLevelNameSet: Set<String> {
        topLevelNames.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Whether a module of the surface declares `name` at top level (without building
    /// ``topLevelNameSet``).
    func hasTopLevelName(_ name: String) -> Bool {
        topLevelNames.values.contains { $0.contains(name) }
    }

    /// The companion modules (everything but `SwiftUI`) whose own top-level names appear
    /// in `identifiers`, in build order.
    package func modulesUsed(by identifiers: Set<String>) -> [String] {
        companionNames.compactMap { module, names in names.isDisjoint(with: identifiers) ? nil : module }
    }

    /// Per companion module (in build order), its top-level names that SwiftUI does not
    /// also declare.
    private var companionNames: [(module: String, names: Set<String>)] {
        if let cached = companionCache { return cached }
        let swiftUI = topLevelNames["SwiftUI"] ?? []
        return modules.compactMap { module in
            guard module != "SwiftUI", let names = topLevelNames[module] else { return nil }
            return (module, names.subtracting(swiftUI))
        }
    }

    /// ``companionNames``, computed once by ``prepared()``.
    private var companionCache: [(module: String, names: Set<String>)]?

    /// A copy that answers ``modulesUsed(by:)`` without recomputing name sets.
    package func prepared() -> SurfaceIndex {
        var copy = self
        copy.companionCache = companionNames
        return copy
    }

    private enum CodingKeys: String, CodingKey {
        case modules, topLevelNames, allNames, protocolNames, viewMethodNames, memberNames, delegateMethods
    }

    /// A function's name with its argument labels: `webView(_:didFinish:)`.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The types whose methods ``viewMethodNames`` records.
    static let modifiedViewTypes: Set<String> = ["View", "Image", "Text", "Shape"]

    /// Methods of `View` (modifiers) and of the views ``modifiedViewTypes`` names.
    var viewChainNames: Set<String> {
        viewMethodNames.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    package static func == (lhs: SurfaceIndex, rhs: SurfaceIndex) -> Bool {
        lhs.modules == rhs.modules && lhs.topLevelNames == rhs.topLevelNames && lhs.allNames == rhs.allNames
            && lhs.protocolNames == rhs.protocolNames && lhs.viewMethodNames == rhs.viewMethodNames && lhs.memberNames == rhs.memberNames
            && lhs.delegateMethods == rhs.delegateMethods
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(modules)
        hasher.combine(allNames.count)
    }
}

/// Collects the names of the members a source declares in its types and extensions:
/// methods, properties and enum cases (not parameters, nor locals of a body).
final class MemberNameCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let function = node.decl.as(FunctionDeclSyntax.self) {
            names.insert(SourceClassifier.unescaped(function.name.text))
        } else if let variable = node.decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings { names.formUnion(SourceClassifier.identifiers(in: binding.pattern)) }
        } else if let cases = node.decl.as(EnumCaseDeclSyntax.self) {
            for element in cases.elements { names.insert(SourceClassifier.unescaped(element.name.text)) }
        }
        return .visitChildren
    }

    // Bodies declare locals, not members.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Collects every name a source declares: types, functions, variables, cases, parameters.
final class DeclaredNameCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.identifier.text))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.firstName.text)
        if let second = node.secondName { names.insert(second.text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.firstName.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(SourceClassifier.unescaped(node.name.text))
        return .visitChildren
    }
}

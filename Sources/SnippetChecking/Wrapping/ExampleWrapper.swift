import SiteCore
import Snippets

/// Turns each example into one Swift file that compiles on its own in a module with all
/// other examples.
///
/// A file is laid out as:
///
///     import SwiftUI / Foundation / Observation (+ Combine, Charts, … when used)
///     <shared declarations it uses: preludes, earlier examples on the page>
///     <the example's file-scope declarations, made fileprivate>
///     fileprivate struct __Example: View { <members>  var body: some View { <views> } }
///     @MainActor fileprivate func __exampleStatements() async throws { <statements> }
///
/// Nothing is reflowed: each example line is copied whole (at most a token is inserted or
/// swapped), so ``LineMap`` maps every diagnostic back to its Markdown line and column.
///
/// ```swift
/// var wrapper = ExampleWrapper(preludes: [site], surface: index)
/// for snippet in page.snippets {
///     let wrapped = wrapper.wrap(snippet)
///     wrapper.addContext(snippet)   // when it is good or unlabelled
/// }
/// ```
package struct ExampleWrapper: Sendable {
    /// Modules every example imports.
    package static let baseImports = ["SwiftUI", "Foundation", "Observation"]

    private let sharedUnits: [DeclarationUnit]
    private var contextUnits: [DeclarationUnit] = []
    private let surface: SurfaceIndex
    /// Every example of the page with its declarations (see ``preparePage(_:)``): the
    /// declarations an example may still use when no earlier one provides a name.
    private var pageExamples: [(id: String, isBad: Bool, units: [DeclarationUnit])] = []
    /// Names the page declares in more than one example (a README's many `ContentView`s):
    /// sample names each section reuses for a view of its own.
    private var reusedNames: Set<String> = []
    /// On a page of independent tips (see ``TipSections``), the tip of each example, by id.
    private var tipOfExample: [String: Int] = [:]

    /// - Parameters:
    ///   - preludes: The site prelude, then the page's prelude, in order.
    ///   - surface: Which names each surface module declares (for implicit imports).
    package init(preludes: [PreludeSource], surface: SurfaceIndex) {
        self.init(sharedUnits: preludes.flatMap(Self.units(of:)), surface: surface)
    }

    init(sharedUnits: [DeclarationUnit], surface: SurfaceIndex) {
        self.sharedUnits = sharedUnits
        self.surface = surface
    }

    /// The declarations of a prelude (parse once, share between pages).
    static func units(of prelude: PreludeSource) -> [DeclarationUnit] {
        DeclarationUnit.units(of: ResolvedSource(source: prelude.text), origin: .prelude(file: prelude.path))
    }

    /// A file holding every shared declaration in full, bodies included: examples get
    /// copies without bodies (see ``BodyStubber``), so a prelude's own errors are found
    /// here, once. `nil` without shared declarations.
    package func sharedDeclarationsFile(id: String) -> WrappedExample? {
        guard let first = sharedUnits.first else { return nil }
        var lines: [String] = []
        var map = LineMap(markdownFile: "")
        let used = sharedUnits.reduce(into: Set<String>()) { $0.formUnion($1.identifiers) }
        var imports = Self.baseImports
        for module in surface.modulesUsed(by: used) where !imports.contains(module) { imports.append(module) }
        for module in imports {
            lines.append("import \(module)")
            map.append(.wrapper)
        }
        for unit in sharedUnits {
            lines += unit.lines
            for origin in unit.lineOrigins { map.append(origin) }
        }
        let file: String
        switch first.origin {
        case let .prelude(path): file = path
        case .example: file = ""
        }
        return WrappedExample(
            snippetID: id, source: lines.joined(separator: "\n") + "\n", lineMap: map, imports: imports,
            anchor: SourceLocation(file: file, line: 1, column: 1)
        )
    }

    /// Makes `snippet`'s file-scope declarations visible to the examples wrapped after it.
    package mutating func addContext(_ snippet: Snippet) {
        contextUnits += DeclarationUnit.units(of: ResolvedSource(source: snippet.source), origin: .example(id: snippet.id))
    }

    /// Makes the declarations of every example of the page available as a last resort:
    /// real pages use a type before the example that declares it (an article builds up
    /// to its model), or declare it only in a "bad" example. An example still sees the
    /// preludes and earlier good and unlabelled examples first; a name none of those
    /// declares comes from the nearest later good or unlabelled example, then from a bad
    /// one.
    ///
    /// On a page of independent tips, another tip's declaration stands for a name only when
    /// the example's calls fit it, as a reused name's does (see ``fits(_:_:in:)``).
    ///
    /// - Parameters:
    ///   - examples: The page's examples in order, each with its parsed source (nil for one
    ///     that is not wrapped: ignored, or with a syntax error).
    ///   - tipStarts: The lines where the page's tips start; empty for a page that is one text.
    mutating func preparePage(_ examples: [(snippet: Snippet, resolved: ResolvedSource?)], tipStarts: [Int] = []) {
        tipOfExample = [:]
        if !tipStarts.isEmpty {
            for (snippet, _) in examples { tipOfExample[snippet.id] = TipSections.section(of: snippet.startLine, starts: tipStarts) }
        }
        pageExamples = examples.compactMap { snippet, resolved in
            guard let resolved else { return nil }
            let isBad = snippet.label == .bad || snippet.options.mustFailToCompile
            return (snippet.id, isBad, DeclarationUnit.units(of: resolved, origin: .example(id: snippet.id)))
        }
        var seen: Set<String> = []
        reusedNames = []
        for example in pageExamples {
            let names = example.units.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }
            reusedNames.formUnion(names.intersection(seen))
            seen.formUnion(names)
        }
    }

    /// The generated file for `snippet`.
    package func wrap(_ snippet: Snippet) -> WrappedExample {
        wrap(snippet, resolved: ResolvedSource(source: snippet.source))
    }

    /// The generated file for `snippet`, already parsed; then, when `keepAsContext` is
    /// true, its declarations become visible to later examples.
    mutating func wrap(_ snippet: Snippet, resolved: ResolvedSource, keepAsContext: Bool) -> WrappedExample {
        let wrapped = wrap(snippet, resolved: resolved)
        if keepAsContext {
            let nestedHost = nestedTypeHost(of: resolved, assumedNames: [])
            // The page's units were made once by `preparePage`.
            contextUnits +=
                pageExamples.first { $0.id == snippet.id }?.units
                ?? DeclarationUnit.units(of: resolved, origin: .example(id: snippet.id))
            if let nestedHost { contextUnits.append(nestedMembersUnit(of: snippet, resolved: resolved, host: nestedHost)) }
        }
        return wrapped
    }

    /// The static members of an example checked in a nested type (see
    /// ``nestedTypeHost(of:assumedNames:)``) as an extension of that type, for the examples
    /// after it: `.normal` in `ClaimButton(configuration: .normal)` after `static var
    /// normal: Configuration { … }`. It is kept with the enclosing type, like an extension
    /// of it that adds a member the example uses.
    private func nestedMembersUnit(of snippet: Snippet, resolved: ResolvedSource, host: (outer: String, name: String))
        -> DeclarationUnit
    {
        var lines = ["fileprivate extension \(host.outer).\(host.name) {", "typealias \(host.name) = \(host.outer).\(host.name)"]
        var memberNames: Set<String> = []
        var identifiers: Set<String> = [host.outer]
        for index in resolved.items.indices where resolved.places[index] == .member {
            lines += resolved.editedLines(of: index).map(\.text)
            memberNames.formUnion(resolved.items[index].declaredNames)
            identifiers.formUnion(resolved.items[index].identifiers)
        }
        lines.append("}")
        let stubbed = BodyStubber.stubbingBodies(in: lines.joined(separator: "\n"))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return DeclarationUnit(
            origin: .example(id: snippet.id), lines: lines, copyLines: stubbed.count == lines.count ? stubbed : lines,
            lineOrigins: Array(repeating: .context, count: lines.count), declaredNames: [], extendedType: host.outer,
            addsConformance: false, memberNames: memberNames, identifiers: identifiers, acceptedLabels: nil)
    }

    /// The generated file for `snippet`; then, when `keepAsContext` is true, its
    /// declarations become visible to later examples (one parse for both).
    package mutating func wrap(_ snippet: Snippet, keepAsContext: Bool) -> WrappedExample {
        let resolved = ResolvedSource(source: snippet.source)
        let wrapped = wrap(snippet, resolved: resolved)
        if keepAsContext { contextUnits += DeclarationUnit.units(of: resolved, origin: .example(id: snippet.id)) }
        return wrapped
    }

    /// The generated file for `snippet` with declarations assumed for names nothing
    /// declares (see ``AssumptionSynthesizer``): file-scope ones after the shared
    /// declarations, members in the synthesised view. They are wrapper lines: a diagnostic
    /// in them is reported at the example's first line.
    func wrap(_ snippet: Snippet, resolved: ResolvedSource, assuming assumptions: [AssumedDeclaration]) -> WrappedExample {
        wrap(snippet, resolved: resolved, assumptions: assumptions)
    }

    /// The element type assumed for collections whose elements' members are not known.
    static let assumedElementDeclaration = """
        @dynamicMemberLookup fileprivate struct __AssumedElement: Identifiable, Hashable {
            var id = UUID()
            subscript(dynamicMember member: String) -> String { "" }
        }
        """

    private func wrap(_ snippet: Snippet, resolved: ResolvedSource, assumptions: [AssumedDeclaration] = []) -> WrappedExample {
        // An assumed name replaces another example's declaration of it (a borrowed value).
        let assumedNames = Set(assumptions.map(\.name))
        let tip = tipOfExample[snippet.id]
        let nestedHost = nestedTypeHost(of: resolved, assumedNames: assumedNames)
        var units = DeclarationUnit.select(
            from: sharedUnits + contextUnits.filter { fits($0, resolved, in: tip) },
            shadowedBy: resolved.shadowingNames.union(assumedNames),
            identifiers: resolved.identifiers.union(nestedHost.map { [$0.outer] } ?? [])
        )
        units += pageFallbackUnits(
            for: snippet, resolved: resolved, selected: units, assumedNames: assumedNames, also: nestedHost.map { [$0.outer] } ?? [])
        var lines: [String] = []
        var map = LineMap(markdownFile: snippet.file)
        func wrapperLine(_ text: String) {
            lines.append(text)
            map.append(.wrapper)
        }

        let used = units.reduce(into: resolved.identifiers) { $0.formUnion($1.identifiers) }
        var imports = Self.baseImports
        for module in surface.modulesUsed(by: used) + resolved.imports where !imports.contains(module) {
            imports.append(module)
        }
        for module in imports { wrapperLine("import \(module)") }
        for unit in units {
            lines += unit.copyLines
            for origin in unit.lineOrigins { map.append(origin) }
        }

        // A `#Preview` of a UIKit or AppKit view controller or view returns it.
        var previewResults: [Int: String] = [:]
        for (index, item) in resolved.items.enumerated() {
            guard let call = item.previewBodyCall, let type = platformPreviewType(of: call, units: units, resolved: resolved) else {
                continue
            }
            previewResults[index] = type
        }
        func copyItem(_ index: Int) {
            for line in resolved.editedLines(of: index, previewResult: previewResults[index]) {
                lines.append(line.text)
                let snippetLine = snippet.lines[line.lineIndex]
                map.append(.example(markdownLine: snippetLine.markdownLine, markdownColumn: snippetLine.markdownColumn, edits: line.edits))
            }
        }
        func copy(_ place: ResolvedSource.Place) {
            for index in resolved.items.indices where resolved.places[index] == place && !resolved.alternatives.contains(index) {
                copyItem(index)
            }
        }
        /// The second of two ways the block shows, apart from the first, in a type of its own.
        func alternatives(_ place: ResolvedSource.Place) -> [Int] {
            resolved.items.indices.filter { resolved.places[$0] == place && resolved.alternatives.contains($0) }
        }
        let fileScopeAssumptions = assumptions.filter { !$0.isMember }
        if assumptions.contains(where: { $0.declaration.contains("__AssumedElement") }) {
            for line in Self.assumedElementDeclaration.split(separator: "\n") { wrapperLine(String(line)) }
        }
        if assumptions.contains(where: { $0.declaration.contains("__assumedValue()") }) {
            wrapperLine("fileprivate func __assumedValue<T>() -> T { fatalError() }")
        }
        if snippet.source.contains(LeftOutCode.filler) {
            for declaration in LeftOutCode.fillerDeclarations(surfaceHas: surface.hasTopLevelName) { wrapperLine(declaration) }
        }
        for assumption in fileScopeAssumptions {
            for line in assumption.declaration.split(separator: "\n", omittingEmptySubsequences: false) { wrapperLine(String(line)) }
        }
        copy(.fileScope)
        // A view the page shows without its body (only its properties): the rest is checked
        // with the body stubbed in an extension, and the verdict says so.
        var stubbedBodies: [String] = []
        for index in resolved.items.indices where resolved.places[index] == .fileScope && !resolved.alternatives.contains(index) {
            let item = resolved.items[index]
            guard let name = Self.viewDeclaredWithoutBody(item, lines: resolved.lines) else { continue }
            wrapperLine("extension \(name) { var body: some View { EmptyView() } }")
            stubbedBodies.append(name)
        }
        for index in alternatives(.fileScope) {
            let scope = "__Alternative\(resolved.items[index].codeLine + 1)"
            wrapperLine("fileprivate enum \(scope) {")
            copyItem(index)
            wrapperLine("}")
            if let name = Self.viewDeclaredWithoutBody(resolved.items[index], lines: resolved.lines) {
                wrapperLine("extension \(scope).\(name) { var body: some View { EmptyView() } }")
                stubbedBodies.append(name)
            }
        }

        let hasMembers = resolved.places.contains(.member)
        let hasViews = resolved.places.contains(.view)
        // What the expressions are content of: views, or chart marks, toolbar items,
        // scenes, … that go inside their builder (see ``FragmentContent``).
        let content = FragmentContent.common(
            resolved.items.indices.filter { resolved.places[$0] == .view }.map { index in
                let item = resolved.items[index]
                let text = resolved.lines[item.codeLine...item.lastLine].joined(separator: "\n")
                return FragmentContent.of(root: item.viewRoot, text: text, modifiesScene: item.modifiesScene)
            })
        let kind = content.kind
        func copyViews() {
            for line in content.enclosure.opening { wrapperLine(line) }
            copy(.view)
            for line in content.enclosure.closing { wrapperLine(line) }
        }
        let bodyIndex = resolved.items.indices.first { resolved.places[$0] == .member && resolved.items[$0].declaredNames == ["body"] }
        let hasBody = bodyIndex != nil
        // `var body: some Scene { … }` shown alone is an app's body.
        let showsAppBody =
            bodyIndex.map { index in
                let item = resolved.items[index]
                return resolved.lines[item.codeLine...item.lastLine].joined(separator: " ").contains("some Scene")
            } ?? false
        // Views that show what statements before them built (`var title = AttributedString(…)`,
        // `title.font = .headline`, `Text(title)`) are the statements' result.
        let statementNames = Set(
            resolved.items.indices.filter { resolved.places[$0] == .statement }.flatMap { resolved.items[$0].boundVariables })
        let viewsUseStatements =
            kind == "View" && !hasMembers && resolved.memberHost == nil && hasViews
            && resolved.items.indices.contains {
                resolved.places[$0] == .view && !resolved.items[$0].identifiers.isDisjoint(with: statementNames)
            }
        if let nestedHost {
            // Static members of a type the page nests in another: an extension of it, where
            // the type's own name means it, as inside the enclosing type.
            wrapperLine("fileprivate extension \(nestedHost.outer).\(nestedHost.name) {")
            wrapperLine("typealias \(nestedHost.name) = \(nestedHost.outer).\(nestedHost.name)")
            for assumption in assumptions where assumption.isMember { wrapperLine(assumption.declaration) }
            copy(.member)
            wrapperLine("}")
        } else if let host = resolved.memberHost {
            // Methods shown without their type (a representable's, a layout's, overrides):
            // the members of one.
            wrapperLine(host.opening)
            for assumption in assumptions where assumption.isMember { wrapperLine(assumption.declaration) }
            copy(.member)
            for line in host.requirements { wrapperLine(line) }
            wrapperLine("}")
            if hasViews {
                wrapperLine("fileprivate struct __ExampleViews: \(kind) {")
                wrapperLine("var body: some \(kind) {")
                copyViews()
                wrapperLine("}")
                wrapperLine("}")
            }
        } else if hasMembers || (hasViews && !viewsUseStatements) {
            wrapperLine("fileprivate struct __Example: \(showsAppBody ? "App" : kind) {")
            for assumption in assumptions where assumption.isMember { wrapperLine(assumption.declaration) }
            copy(.member)
            if !hasBody {
                wrapperLine("var body: some \(kind) {")
                if hasViews { copyViews() } else { wrapperLine("EmptyView()") }
                wrapperLine("}")
            }
            wrapperLine("}")
            if hasBody && hasViews {
                wrapperLine("fileprivate struct __ExampleViews: \(kind) {")
                wrapperLine("var body: some \(kind) {")
                copyViews()
                wrapperLine("}")
                wrapperLine("}")
            }
        }
        for index in alternatives(.member) {
            wrapperLine("fileprivate struct __ExampleAlternative\(resolved.items[index].codeLine + 1): View {")
            copyItem(index)
            wrapperLine("var body: some View { EmptyView() }")
            wrapperLine("}")
        }
        // Statements that return a value (`guard let url else { return nil }`) are the body of a
        // function the page leaves out, whose result type it does not show.
        let statementItems = resolved.items.indices.filter { resolved.places[$0] == .statement }.map { resolved.items[$0] }
        let returnsValue =
            !viewsUseStatements && statementItems.contains(where: \.returnsValue) && !statementItems.contains(where: \.returnsVoid)
        // Statements that give property wrappers their storage (`_model = StateObject(
        // wrappedValue: Model())`) are the initializer of a view the page leaves out.
        let storageProperties =
            hasMembers || hasViews || resolved.memberHost != nil || returnsValue ? nil : Self.storageProperties(resolved)
        if resolved.places.contains(.statement) {
            let result = viewsUseStatements ? " -> some View" : returnsValue ? " -> Any?" : ""
            if let storageProperties {
                wrapperLine("fileprivate struct __Example: View {")
                for property in storageProperties { wrapperLine(property) }
                for assumption in assumptions where assumption.isMember { wrapperLine(assumption.declaration) }
                wrapperLine("var body: some View { EmptyView() }")
                wrapperLine("init() {")
            } else if resolved.isMethodBody {
                wrapperLine("@MainActor fileprivate final class __Example {")
                for assumption in assumptions where assumption.isMember { wrapperLine(assumption.declaration) }
                wrapperLine("func __exampleStatements() async throws\(result) {")
            } else {
                wrapperLine("@MainActor fileprivate func __exampleStatements() async throws\(result) {")
            }
            // Using each top-level constant once keeps "never used" warnings out of short
            // statement examples (`let sorted = users.sorted(...)`). A constant bound again
            // (the second of two ways) is bound in a scope of its own.
            var unused: [String] = []
            var scopes = 0
            for index in resolved.items.indices where resolved.places[index] == .statement {
                if resolved.alternatives.contains(index) {
                    for name in unused { wrapperLine("_ = \(name)") }
                    unused = []
                    wrapperLine("do {")
                    scopes += 1
                }
                copyItem(index)
                unused += resolved.items[index].boundVariables
            }
            for name in unused { wrapperLine("_ = \(name)") }
            if viewsUseStatements {
                wrapperLine("return Group {")
                copyViews()
                wrapperLine("}")
            }
            for _ in 0..<scopes { wrapperLine("}") }
            wrapperLine("}")
            if storageProperties == nil, resolved.isMethodBody { wrapperLine("}") }
            if storageProperties != nil { wrapperLine("}") }
        }
        var wrapped = WrappedExample(
            snippetID: snippet.id, source: lines.joined(separator: "\n") + "\n", lineMap: map, imports: imports,
            anchor: SourceLocation(file: snippet.file, line: snippet.startLine, column: snippet.lines.first?.markdownColumn ?? 1)
        )
        wrapped.contextDeclarations = units.flatMap(\.lines).joined(separator: "\n")
        wrapped.stubbedBodies = stubbedBodies
        wrapped.returnsFromLeftOutFunction = returnsValue && resolved.places.contains(.statement)
        for index in resolved.items.indices where resolved.places[index] == .view {
            for shape in resolved.items[index].leftOutShapes where shape.line < snippet.lines.count {
                let said = shape.assumption(markdownLine: snippet.lines[shape.line].markdownLine)
                wrapped.shapeAssumptions.append(Verdict.Assumption(name: said.name, declaration: said.declaration))
            }
        }
        for (index, type) in previewResults.sorted(by: { $0.key < $1.key }) where resolved.items[index].codeLine < snippet.lines.count {
            let line = snippet.lines[resolved.items[index].codeLine].markdownLine
            wrapped.shapeAssumptions.append(
                Verdict.Assumption(
                    name: "#Preview",
                    declaration: "the #Preview at line \(line) shows a \(type), as #Preview accepts since iOS 17 and macOS 14"))
        }
        if let host = resolved.memberHost?.assumption {
            wrapped.shapeAssumptions.append(Verdict.Assumption(name: host.name, declaration: host.declaration))
        }
        if storageProperties == nil, resolved.isMethodBody {
            wrapped.shapeAssumptions.append(
                Verdict.Assumption(name: "self", declaration: "the statements are the body of a method of a class the page leaves out"))
        }
        if let nestedHost {
            let type = "\(nestedHost.outer).\(nestedHost.name)"
            wrapped.shapeAssumptions.append(
                Verdict.Assumption(name: type, declaration: "the static members are members of \(type), which the page declares"))
        }
        if let storageProperties, resolved.places.contains(.statement) {
            let declared = storageProperties.joined(separator: ", ")
            wrapped.shapeAssumptions.append(
                Verdict.Assumption(
                    name: "init()", declaration: "the statements are the initializer of a view with \(declared), which the page leaves out")
            )
        }
        wrapped.borrowedValues = units.reduce(into: Set<String>()) { names, unit in
            if unit.isValue, case .example = unit.origin { names.formUnion(unit.declaredNames) }
        }
        wrapped.borrowedSampleTypes = units.reduce(into: Set<String>()) { names, unit in
            if !unit.isValue, case .example = unit.origin { names.formUnion(unit.declaredNames.intersection(reusedNames)) }
        }
        for unit in units {
            // The words of the lines copied (bodies stubbed), not of the whole declaration.
            guard case let .example(id) = unit.origin else { continue }
            let words = unit.copyLines.joined(separator: " ").split { !($0.isLetter || $0.isNumber || $0 == "_") }
            wrapped.contextIdentifiers[id, default: []].formUnion(words.map(String.init))
        }
        return wrapped
    }

    /// The UIKit or AppKit base class a `#Preview` shows when its body calls `name`:
    /// `UIViewController` (or `NSViewController`) for a view controller, `UIView` (`NSView`)
    /// otherwise, when `name` is a class of those frameworks or inherits from one through
    /// classes the example or its context declare; nil for anything else (a view).
    private func platformPreviewType(of name: String, units: [DeclarationUnit], resolved: ResolvedSource) -> String? {
        var superclasses: [String: String] = [:]
        for unit in units {
            guard let superclass = unit.superclass else { continue }
            for declared in unit.declaredNames { superclasses[declared] = superclass }
        }
        for item in resolved.items {
            guard let superclass = item.superclass else { continue }
            for declared in item.declaredNames { superclasses[declared] = superclass }
        }
        let frameworks = [("UIKit", "UI"), ("AppKit", "NS")]
        var type = name
        for _ in 0..<8 {
            for (module, prefix) in frameworks where type.hasPrefix(prefix) {
                let declared = (surface.topLevelNames[module] ?? []).union(surface.topLevelNames["SwiftUI"] ?? [])
                guard declared.contains(type) else { continue }
                return prefix + (type.hasSuffix("Controller") ? "ViewController" : "View")
            }
            guard let superclass = superclasses[type], superclass != type else { return nil }
            type = superclass
        }
        return nil
    }

    /// The property wrappers the statements give their storage (`@StateObject private var
    /// model: Model` for `_model = StateObject(wrappedValue: Model())`, or for a constant
    /// `let model = Model()` passed as the value), or nil when none does or the type of one's
    /// value is not shown.
    static func storageProperties(_ resolved: ResolvedSource) -> [String]? {
        let statements = resolved.items.indices.filter { resolved.places[$0] == .statement }.map { resolved.items[$0] }
        let types = statements.reduce(into: [String: String]()) { types, item in
            types.merge(item.constructedTypes) { first, _ in first }
        }
        var properties: [String] = []
        for assignment in statements.compactMap(\.wrapperStorageAssignment) {
            guard let type = assignment.valueType ?? assignment.valueName.flatMap({ types[$0] }) else { return nil }
            let property = "@\(assignment.wrapper) private var \(assignment.property): \(type)"
            if !properties.contains(property) { properties.append(property) }
        }
        return properties.isEmpty ? nil : properties
    }

    /// The name of a `struct Name: View` (or `…: View, Equatable`) the example declares
    /// with members but without `body`, as pages show a view's properties alone.
    static func viewDeclaredWithoutBody(_ item: SourceItem, lines: [String]) -> String? {
        guard item.extendedType == nil, item.declaredNames.count == 1, let name = item.declaredNames.first,
            !item.memberNames.contains("body"), item.firstLine < lines.count
        else { return nil }
        let header = lines[item.firstLine...min(item.lastLine, item.firstLine + 2)].joined(separator: " ")
        guard let open = header.firstIndex(of: "{") else { return nil }
        let declaration = header[..<open]
        guard declaration.contains("struct \(name)"), let colon = declaration.firstIndex(of: ":") else { return nil }
        let conformances = declaration[declaration.index(after: colon)...]
            .split(whereSeparator: { ",<> ".contains($0) }).map(String.init)
        return conformances.contains("View") ? name : nil
    }

    /// Whether another example's declaration may stand for a name this example uses: not
    /// when the page declares the name in several examples and this example calls it with
    /// a label the declaration does not have (`ContentView(isValid:)` beside an earlier,
    /// unrelated `ContentView`), or without one its fields need (`ContentView()` beside a
    /// `ContentView` with `let books: [Book]`), or a function without a label its parameters
    /// need (`doSomething()` beside `doSomething(first:second:)`). Such a name is then one the
    /// page never declares for this example. On a page of independent tips a declaration of
    /// another tip is passed over for a call of another version (labels it lacks, none a near
    /// miss of one it has; or no arguments where its fields need some), as a later
    /// example's is. Otherwise a name the page declares once, in an
    /// earlier example, is always its declaration: a call that does not fit it is a real
    /// mistake (for a later example's, see
    /// ``pageFallbackUnits(for:resolved:selected:assumedNames:)``).
    private func fits(_ unit: DeclarationUnit, _ resolved: ResolvedSource, in tip: Int?) -> Bool {
        let isOwnTip: Bool
        if case let .example(id) = unit.origin, let tip, let unitTip = tipOfExample[id] {
            isOwnTip = unitTip == tip
        } else {
            isOwnTip = true
        }
        // A name the page declares in several examples: any that fits the call, or whose
        // labels the call misspells (`volums:`), which then fails.
        if !unit.declaredNames.isDisjoint(with: reusedNames) {
            return !unit.contradictsWithOtherLabels(callLabels: resolved.callLabels, omittingAny: true)
        }
        // Another tip's: not for a call of another version; a near miss of a label is a typo.
        return isOwnTip || !unit.contradictsWithOtherLabels(callLabels: resolved.callLabels)
    }

    /// The type an example of static members alone belongs to, when the page declares it
    /// nested in another and nothing declares the name at file scope: `static var normal:
    /// Configuration { … }` beside `extension ClaimButton { struct Configuration { … } }` is
    /// a member of `ClaimButton.Configuration` (the page's `...` inside it).
    private func nestedTypeHost(of resolved: ResolvedSource, assumedNames: Set<String>) -> (outer: String, name: String)? {
        guard resolved.memberHost == nil, !resolved.places.contains(.view), !resolved.places.contains(.statement) else { return nil }
        let members = resolved.items.indices.filter { resolved.places[$0] == .member }
        guard !members.isEmpty,
            members.allSatisfy({ index in
                let words = resolved.lines[resolved.items[index].codeLine].split(separator: " ")
                return words.prefix { !["var", "let", "func"].contains($0) }.contains("static")
            })
        else { return nil }
        let pageUnits = sharedUnits + contextUnits + pageExamples.filter { !$0.isBad }.flatMap(\.units)
        let fileScopeNames = pageUnits.reduce(into: resolved.shadowingNames.union(assumedNames)) { $0.formUnion($1.declaredNames) }
        for unit in pageUnits {
            guard let outer = unit.extendedType ?? (unit.acceptedLabels != nil ? unit.declaredNames.first : nil) else { continue }
            let nested = unit.memberNames.filter {
                $0.first?.isUppercase == true && resolved.identifiers.contains($0) && !fileScopeNames.contains($0)
            }
            if let name = nested.sorted().first { return (outer, name) }
        }
        return nil
    }

    /// Declarations of other examples of the page for names that neither the example, the
    /// preludes nor an earlier example declare (see ``preparePage(_:)``). A later or bad
    /// example's type stands for a name only when the example's calls fit it: a page builds a
    /// view up (a first version called with `isPinned:`, the refactored one declared with
    /// `status:`), so a call with a label the type lacks, and no near miss of one it has, is
    /// to the example's own version, which the page leaves out; so is a call without
    /// arguments of a type whose fields need some (`HomeView()` in one tip, a `HomeView` with
    /// `let owner: String` in a later one). A typo (`titel:`), or a call that gives some
    /// fields and not all, still gets the declaration, and fails.
    private func pageFallbackUnits(
        for snippet: Snippet, resolved: ResolvedSource, selected: [DeclarationUnit], assumedNames: Set<String>, also: Set<String> = []
    ) -> [DeclarationUnit] {
        guard let position = pageExamples.firstIndex(where: { $0.id == snippet.id }) else { return [] }
        var available = resolved.shadowingNames.union(assumedNames)
        for unit in sharedUnits + contextUnits {
            available.formUnion(unit.declaredNames)
            available.formUnion(unit.extensionMemberKeys)
        }
        var needed = resolved.identifiers.union(also)
        for unit in selected { needed.formUnion(unit.identifiers) }
        guard !needed.isSubset(of: available) else { return [] }
        // Nearest later good or unlabelled examples first, then bad ones, nearest first.
        let others = pageExamples.indices.filter { $0 != position }
        let later = others.filter { $0 > position && !pageExamples[$0].isBad }
        let bad = others.filter { pageExamples[$0].isBad }.sorted { abs($0 - position) < abs($1 - position) }
        var pool: [DeclarationUnit] = []
        var poolNames: Set<String> = []
        for index in later + bad {
            for unit in pageExamples[index].units
            where !unit.declaredNames.isEmpty && fits(unit, resolved, in: tipOfExample[snippet.id])
                && !unit.contradictsWithOtherLabels(callLabels: resolved.callLabels)
            {
                guard unit.declaredNames.isDisjoint(with: available), unit.declaredNames.isDisjoint(with: poolNames),
                    unit.extensionMemberKeys.isDisjoint(with: available), unit.extensionMemberKeys.isDisjoint(with: poolNames)
                else { continue }
                pool.append(unit)
                poolNames.formUnion(unit.declaredNames)
                poolNames.formUnion(unit.extensionMemberKeys)
            }
        }
        guard !pool.isEmpty, !needed.isDisjoint(with: poolNames) else { return [] }
        return DeclarationUnit.select(from: pool, shadowedBy: available, identifiers: needed)
    }
}

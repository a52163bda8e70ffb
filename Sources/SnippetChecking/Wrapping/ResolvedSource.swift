/// A classified source with every item's final place decided (see ``SourceItem/Placement``).
struct ResolvedSource: Sendable {
    /// Where an item finally goes.
    enum Place: Hashable, Sendable {
        case fileScope, member, view, statement
    }

    /// The source's lines, unedited.
    let lines: [String]
    let items: [SourceItem]
    /// One place per item.
    let places: [Place]
    let identifiers: Set<String>
    /// The argument labels each name is called with (see ``SourceClassifier``).
    let callLabels: [String: Set<String>]

    /// The type the example's methods are members of, when it shows them without it
    /// (`func makeUIView(context:)`, `override func viewDidLoad()` …).
    let memberHost: MemberHost?

    /// Whether the example is statements alone that use `self` (`self.items = parsed`,
    /// `[weak self] in`): the body of a method of a class the page leaves out, whose members
    /// may be assumed.
    var isMethodBody: Bool {
        memberHost == nil && places.contains(.statement) && !places.contains(.member) && !places.contains(.view)
            && items.indices.contains { places[$0] == .statement && items[$0].usesSelf }
    }

    init(source: String, viewChainNames: Set<String> = [], delegateMethods: [String: Set<String>] = [:]) {
        let classifier = SourceClassifier(source: source, viewChainNames: viewChainNames)
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        items = classifier.items
        identifiers = classifier.identifiers
        callLabels = classifier.callLabels
        let memberHost = MemberHost.of(items, delegateMethods: delegateMethods)
        self.memberHost = memberHost
        // A property or function that reads a binding (`$name`) of state nothing in the example
        // declares is a member of a view the page leaves out, as `@State` lives in a view:
        // `private var nameField: some View { TextField("Name", text: $name) }`.
        let declared = items.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames.union($1.memberNames)) }
        let readsOuterBinding = items.contains { item in
            (item.placement == .variable || item.placement == .function)
                && item.identifiers.contains { $0.count > 1 && $0.hasPrefix("$") && !declared.contains(String($0.dropFirst())) }
        }
        let hasMembers = items.contains { $0.placement == .member } || memberHost != nil || readsOuterBinding
        // Constants bound twice (two ways shown in one block) are statements, each way in a
        // scope of its own, not globals.
        var variableNames: Set<String> = []
        let bindsTwice = items.contains { item in
            guard item.placement == .variable else { return false }
            defer { variableNames.formUnion(item.boundVariables) }
            return !variableNames.isDisjoint(with: item.boundVariables)
        }
        let hasStatements = bindsTwice || items.contains { $0.placement == .statement && !$0.isLocalCopy }
        let hasViews = items.contains { $0.placement == .view }
        places = items.map { item in
            switch item.placement {
            case .fileScope: .fileScope
            case .member: .member
            case .view: .view
            case .statement: item.isLocalCopy && hasViews && !hasStatements ? .view : .statement
            case .variable: hasMembers ? .member : hasStatements ? .statement : .fileScope
            case .function: hasMembers ? .member : .fileScope
            }
        }
        alternatives = Self.alternatives(items: items, places: places)
    }

    /// Items that declare again a name an earlier item of the same place declares: the
    /// second of two ways a page shows in one block (`struct ContentView` with
    /// `@StateObject`, then with `@ObservedObject`; `@State var path: [Route]`, then
    /// `@State var path = NavigationPath()`). Each is checked apart from the first (see
    /// ``ExampleWrapper``), and is not context for later examples.
    let alternatives: Set<Int>

    private static func alternatives(items: [SourceItem], places: [Place]) -> Set<Int> {
        var declared: [Place: Set<String>] = [:]
        var found: Set<Int> = []
        for (index, item) in items.enumerated() {
            let place = places[index]
            let names: Set<String>
            switch place {
            case .fileScope: names = item.isTypeDeclaration ? item.declaredNames : []
            case .member: names = item.declaredNames.subtracting(["body"])
            case .statement: names = Set(item.boundVariables)
            case .view: names = []
            }
            guard !names.isEmpty else { continue }
            if !names.isDisjoint(with: declared[place] ?? []) {
                found.insert(index)
                declared[place] = names
            } else {
                declared[place, default: []].formUnion(names)
            }
        }
        return found
    }

    /// The items that end at file scope, with their index.
    var fileScopeItems: [(offset: Int, element: SourceItem)] {
        items.enumerated().filter { places[$0.offset] == .fileScope }
    }

    /// Names declared at file scope (they shadow shared declarations with the same name).
    var fileScopeNames: Set<String> {
        fileScopeItems.reduce(into: []) { $0.formUnion($1.element.declaredNames) }
    }

    /// Names declared at file scope, and the members of its extensions as `Type.member`
    /// (see ``DeclarationUnit/extensionMemberKeys``): what shadows shared declarations.
    var shadowingNames: Set<String> {
        fileScopeItems.reduce(into: fileScopeNames) { names, entry in
            guard let extended = entry.element.extendedType else { return }
            names.formUnion(entry.element.memberNames.map { extended + "." + $0 })
        }
    }

    /// Modules imported explicitly.
    var imports: [String] { items.flatMap(\.imports) }

    /// The lines of `item`, edited for `place`, with the column edits of each line. A
    /// `#Preview` given `previewResult` returns that type (see ``SourceClassifier/previewEdits(_:returning:)``).
    func editedLines(of index: Int, previewResult: String? = nil) -> [(text: String, lineIndex: Int, edits: [LineMap.ColumnEdit])] {
        let item = items[index]
        var edits = item.edits + (places[index] == .fileScope ? item.accessEdits : [])
        if let previewResult { edits = SourceClassifier.previewEdits(edits, returning: previewResult) }
        let byLine = Dictionary(grouping: edits, by: \.line)
        return (item.firstLine...item.lastLine).compactMap { lineIndex in
            guard lineIndex < lines.count else { return nil }
            let (text, columnEdits) = TextEdit.apply(byLine[lineIndex] ?? [], to: lines[lineIndex])
            return (text, lineIndex, columnEdits)
        }
    }
}

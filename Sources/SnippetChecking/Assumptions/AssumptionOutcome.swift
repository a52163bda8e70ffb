import SiteCore
import Snippets

/// What was assumed for one example, and what the second pass still said about it.
struct AssumptionOutcome: Sendable {
    var assumed: [AssumedDeclaration]
    /// Names not assumed, with why.
    var refused: [(name: String, reason: String)]
    /// Errors of the pass that decided the verdict that concern assumed or unassumable
    /// names (they make the example unverified, not failed).
    var relatedErrors: [Diagnostic] = []

    /// The names a result's errors say nothing declares (`cannot find 'x' in scope`,
    /// `cannot find type 'X' in scope`), on the example's own lines.
    static func missingNames(in result: CompileResult) -> Set<String> {
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            // A name another example declares `fileprivate` is "inaccessible" rather than
            // "not found": for this example it is just as undeclared.
            let isMissing =
                (message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '")) && message.contains("' in scope")
            guard isMissing || message.hasSuffix("is inaccessible due to 'fileprivate' protection level") else { continue }
            let parts = message.split(separator: "'", omittingEmptySubsequences: false)
            if parts.count >= 3 { names.insert(String(parts[1])) }
        }
        return names.union(valuesFoundAsTypes(in: result)).union(sampleTypesNamedLikeGenerics(in: result))
    }

    /// Sample types named like a generic type of the frameworks (`Result`, `Settings`) and
    /// written without its arguments where nothing could infer them (`-> Result`, `var
    /// settings: Settings = .init()`): the compiler says `reference to generic type 'Result'
    /// requires arguments in <...>`. Written so, the name cannot mean the frameworks' type,
    /// so it is the page's own. Not for the containers and wrappers a writer uses every day
    /// (`-> Array`, `var flag: Binding`): there a bare name is a slip, and it still fails.
    static func sampleTypesNamedLikeGenerics(in result: CompileResult) -> Set<String> {
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let parts = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[0] == "reference to generic type ", parts[2].hasPrefix(" requires arguments in <"),
                parts[1].first?.isUppercase == true, parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !everydayGenerics.contains(String(parts[1]))
            else { continue }
            names.insert(String(parts[1]))
        }
        return names
    }

    /// Generic types whose bare name in a type is a forgotten argument, not a sample type:
    /// Swift's collections and pointers, SwiftUI's property wrappers and containers.
    static let everydayGenerics: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "Slice",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "AsyncStream",
        "AsyncThrowingStream", "Task", "CheckedContinuation", "KeyPath", "WritableKeyPath", "Binding", "State", "StateObject",
        "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "FocusState", "FetchRequest", "Query", "Published",
        "ForEach", "List", "Group", "Section", "Table", "Button", "Toggle", "Picker", "Menu", "Label", "NavigationStack",
        "NavigationLink", "NavigationSplitView", "ScrollView", "TabView", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ModifiedContent", "TupleView", "AnyView",
    ]

    /// Sample values whose names a C module of the platform declares as a type (`entry`,
    /// `user`: `struct entry` of `<search.h>`): the compiler finds the type, so it says
    /// `type 'entry' has no member 'date'` or `… not 'user.Type'` instead of "cannot find".
    /// A Swift type is never spelt in lower case, so such a name is the page's value.
    static func valuesFoundAsTypes(in result: CompileResult) -> Set<String> {
        var names: Set<String> = []
        let isValueName = { (text: Substring) in
            text.first?.isLowercase == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let parts = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            if parts.count >= 5, parts[0] == "type ", parts[2] == " has no member ", isValueName(parts[1]) {
                names.insert(String(parts[1]))
            }
            for index in stride(from: 1, to: parts.count - 1, by: 2) where parts[index].hasSuffix(".Type") {
                let base = parts[index].dropLast(".Type".count)
                if isValueName(base) { names.insert(String(base)) }
            }
        }
        return names
    }

    /// Sample actions whose names a C library of the platform declares as functions
    /// (`open()`, `select()`: `open(_:_:)`, `select(_:_:_:_:_:)` of the C library): the
    /// compiler finds the function, so it says `missing arguments for parameters #1, #2 in
    /// call` instead of "cannot find". A call without arguments to a lower-case name that
    /// only takes unlabelled ones is the page's own action.
    static func shadowedFunctions(in result: CompileResult, snippet: Snippet) -> Set<String> {
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            guard message.hasPrefix("missing argument"), message.contains(" #1"), message.hasSuffix(" in call"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            else { continue }
            let characters = Array(line.text)
            let index = location.column - line.markdownColumn
            // The compiler points at the call's `(`; the arguments it lacks are all of them.
            guard index > 0, index + 1 < characters.count, characters[index] == "(", characters[index + 1] == ")" else { continue }
            var start = index
            while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
            let name = String(characters[start..<index])
            // A bare call, not a member's (`.open()`).
            guard name.first?.isLowercase == true, start == 0 || characters[start - 1] != "." else { continue }
            names.insert(name)
        }
        return names
    }

    /// Sample types whose names a framework also declares: the page's own `SortOrder` enum
    /// (`SortOrder.name`, `SortOrder.date`, `ForEach(SortOrder.allCases)`) is found as
    /// Foundation's, which has none of those members; its own `Settings` (`var settings:
    /// Settings = .init()`) as SwiftUI's generic scene, whose content cannot be inferred.
    /// Two signals make the name the page's own, and both must hold, so a real member
    /// misspelled or missing on a real type keeps its error:
    /// - members: the type is none of the surface's (`Color.brandBlue` is the page's left-out
    ///   extension) nor an everyday type of the standard library or Foundation, every member the example reads on it is one the compiler found missing
    ///   (none it has, like `SortOrder.forward`), none is a near miss of a name the compiler
    ///   suggests, and the example names two of them or declares a value of the type
    ///   (`@Binding var sortOrder: SortOrder`);
    /// - or generic arguments: the example declares a value of the bare type (`: Settings`)
    ///   and the compiler cannot infer the type's generic arguments on that line.
    static func shadowedTypes(in result: CompileResult, snippet: Snippet, surfaceTypes: Set<String>, declared: Set<String>) -> Set<String> {
        let lineTexts = Dictionary(snippet.lines.map { ($0.markdownLine, $0.text) }, uniquingKeysWith: { first, _ in first })
        let source = snippet.source
        var missingMembers: [String: Set<String>] = [:]
        var nearMisses: Set<String> = []
        var genericMisfits: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            let quoted = message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
            if quoted.count >= 5, quoted[0] == "type " || quoted[0] == "value of type ", quoted[2] == " has no member " {
                let type = quoted[1]
                let member = quoted[3]
                guard isTypeName(type), member.first?.isLetter == true || member.first == "_" else { continue }
                missingMembers[type, default: []].insert(member)
                // `; did you mean 'count'?`: a near miss of what the type has is a typo, even
                // in a short name (`cout`).
                if quoted.count >= 7, quoted[4].contains("did you mean") {
                    let limit = member.count >= 10 ? 2 : 1
                    if EditDistance.between(member, quoted[5], limit: limit) <= limit { nearMisses.insert(type) }
                }
            } else if message.contains("could not be inferred") || message.hasPrefix("reference to generic type '"),
                let line = finding.diagnostic.location?.line, let text = lineTexts[line]
            {
                for type in annotatedTypes(in: text) { genericMisfits.insert(type) }
            }
        }
        // The standard library's and Foundation's everyday types are never a page's sample
        // (`data.bytez` on a `Data` is a mistake).
        let declared = declared.union(AssumptionSynthesizer.standardNames)
        var names: Set<String> = []
        let annotated = Set(snippet.lines.flatMap { annotatedTypes(in: $0.text) })
        for type in genericMisfits where !declared.contains(type) && annotated.contains(type) {
            names.insert(type)
        }
        for (type, members) in missingMembers where !declared.contains(type) && !surfaceTypes.contains(type) && !nearMisses.contains(type) {
            guard mentions(source, type) else { continue }
            let read = staticMembers(of: type, in: source)
            guard read.isSubset(of: members), members.count >= 2 || annotated.contains(type) else { continue }
            names.insert(type)
        }
        return names
    }

    /// Whether `text` is a plain type name (`SortOrder`), not `Binding<SortOrder>` or `__Example`.
    private static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The bare types a line declares a value of (`var sortOrder: SortOrder`, `settings:
    /// Settings = .init()`): a capitalised name after `:` with no generic arguments, no
    /// member (`.`) and no optional after it.
    static func annotatedTypes(in line: String) -> [String] {
        let characters = Array(line)
        var types: [String] = []
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == ":", index > 0, characters[index - 1] != ":" else { continue }
            var start = index + 1
            while start < characters.count, characters[start] == " " { start += 1 }
            var end = start
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            guard end > start, characters[start].isUppercase else { continue }
            if end < characters.count, ["<", ".", "?", "!", "("].contains(characters[end]) { continue }
            types.append(String(characters[start..<end]))
        }
        return types
    }

    /// The members `source` reads on `type` by name (`SortOrder.name` → `name`), but `self`,
    /// `init` and `Type`.
    static func staticMembers(of type: String, in source: String) -> Set<String> {
        var members: Set<String> = []
        var search = source.startIndex..<source.endIndex
        while let found = source.range(of: type + ".", range: search) {
            search = found.upperBound..<source.endIndex
            if found.lowerBound > source.startIndex {
                let before = source[source.index(before: found.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
            }
            let member = source[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !member.isEmpty, !["self", "init", "Type"].contains(String(member)) else { continue }
            members.insert(String(member))
        }
        return members
    }

    /// Members the synthesised view of a fragment lacks: `self.lastValue = value` in a
    /// modifier's closure shown without the view's properties (`value of type '__Example'
    /// has no member 'lastValue'`), and statics read as `Self.starterRows`.
    static func selfMembers(in result: CompileResult) -> Set<String> {
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let parts = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            // `type '__Example' has no member …`: read as `Self.name`, a static member.
            guard parts.count >= 5, parts[0] == "value of type " || parts[0] == "type ", parts[1] == "__Example",
                parts[2] == " has no member "
            else { continue }
            let member = parts[3]
            if member.first?.isLetter == true || member.first == "_" { names.insert(String(member)) }
        }
        return names
    }

    /// Members the synthesised view of a fragment lacks where a `View` method has the name:
    /// `self.offset = shift.y` or a bare `offset = -12` in a closure shown without the view,
    /// whose `offset` property would hide `View.offset(x:y:)`; the compiler finds the method
    /// instead (`cannot assign to value: 'offset' is a method`). A file-scope declaration
    /// cannot hide the view's method, so the name must be the view's member. Only for a
    /// fragment (no `body` of its own): in a view the page shows, assigning to a method is the
    /// page's mistake.
    static func methodsHidingSelfMembers(in result: CompileResult, snippet: Snippet) -> Set<String> {
        guard !snippet.source.contains("var body") else { return [] }
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let parts = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] == "cannot assign to value: ", parts[2] == " is a method",
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            else { continue }
            let name = String(parts[1])
            guard isAssignedOnSelf(name, in: line.text) else { continue }
            names.insert(name)
        }
        return names
    }

    /// Values the synthesised view of a fragment lacks where a `View` method has the name:
    /// `ForEach(searchSuggestions) { … }` in a `.searchable` closure shown without the view,
    /// whose `searchSuggestions` property would hide `View.searchSuggestions(_:)`; the
    /// compiler reads the method as the value (`cannot convert value of type '(() -> S) ->
    /// some View' to expected argument type 'Binding<C>'`). Only a bare name read as an
    /// argument, not called, in a fragment: in a view the page shows, passing a method where
    /// a value belongs is the page's mistake.
    static func methodsReadAsValues(in result: CompileResult, snippet: Snippet, viewMethods: Set<String>) -> Set<String> {
        guard !snippet.source.contains("var body"), !viewMethods.isEmpty else { return [] }
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            guard message.hasPrefix("cannot convert value of type '("), message.contains(") -> "),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            else { continue }
            names.formUnion(argumentNames(in: line.text).filter(viewMethods.contains))
        }
        return names
    }

    /// The bare names a line passes as arguments, not calls nor members: `ForEach(rows)`,
    /// `f(a, b)` (`rows`, `a`, `b`), not `f(g())`, `f(a.b)` or `f($a)`.
    static func argumentNames(in text: String) -> [String] {
        let characters = Array(text)
        let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var names: [String] = []
        var index = 0
        while index < characters.count {
            guard isWord(characters[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, isWord(characters[index]) { index += 1 }
            var before = start - 1
            while before >= 0, characters[before] == " " { before -= 1 }
            var after = index
            while after < characters.count, characters[after] == " " { after += 1 }
            guard before >= 0, characters[before] == "(" || characters[before] == ",", characters[start].isLowercase,
                after < characters.count, characters[after] == ")" || characters[after] == ","
            else { continue }
            names.append(String(characters[start..<index]))
        }
        return names
    }

    /// Whether `text` assigns to `name` itself or to `self.name` (`offset = 4`,
    /// `self.offset = 4`), not to another value's member (`shadow.offset = 4`) nor compares
    /// it (`offset == 4`).
    private static func isAssignedOnSelf(_ name: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            searchStart = range.upperBound
            let before = text[..<range.lowerBound]
            let isIdentifierCharacter = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
            if let next = text[range.upperBound...].first, isIdentifierCharacter(next) { continue }
            let onSelf = before.hasSuffix("self.")
            let bare = before.last.map { !isIdentifierCharacter($0) && $0 != "." && $0 != "$" } ?? true
            guard onSelf || bare else { continue }
            let rest = text[range.upperBound...].drop(while: { $0 == " " })
            if rest.first == "=", rest.dropFirst().first != "=" { return true }
        }
        return false
    }

    /// Outer values the example copies into a local of the same name (`@Bindable var model =
    /// model` in a view's body, a property the page leaves out): where nothing declares the
    /// outer one, the compiler reads the initializer as the local itself (`use of local
    /// variable 'model' before its declaration`). Only on the copy's own line: a local read
    /// on an earlier line is the page's mistake.
    static func outerValuesCopied(in result: CompileResult, snippet: Snippet) -> Set<String> {
        let errors = result.findings.filter { finding in
            let message = finding.diagnostic.message
            return finding.diagnostic.severity == .error && !finding.isOnWrapperLine
                && message.hasPrefix("use of local variable '") && message.hasSuffix("' before its declaration")
        }
        guard !errors.isEmpty else { return [] }
        let copies = Set(
            SourceClassifier.localCopies(in: snippet.source).compactMap { copy in
                snippet.lines.indices.contains(copy.line) ? "\(copy.name)@\(snippet.lines[copy.line].markdownLine)" : nil
            })
        var names: Set<String> = []
        for finding in errors {
            let parts = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            guard parts.count >= 3, let line = finding.diagnostic.location?.line, copies.contains("\(parts[1])@\(line)") else { continue }
            names.insert(String(parts[1]))
        }
        return names
    }

    /// Values the example takes from another example of the page (see
    /// ``WrappedExample/borrowedValues``) on whose uses the compiler found a type that does
    /// not fit (`ForEach(items)` where another section's `items` holds strings): the page
    /// meant its own sample there, so those names are assumed from this example's use.
    static func misfitBorrowedValues(in result: CompileResult, snippet: Snippet, borrowed: Set<String>) -> Set<String> {
        guard !borrowed.isEmpty else { return [] }
        // A name the example declares itself (a member, a local) is its own, not borrowed.
        let own = DeclaredNameCollector(viewMode: .sourceAccurate)
        own.walk(SourceClassifier.parse(snippet.source))
        let borrowed = borrowed.subtracting(own.names)
        let lineTexts = Dictionary(snippet.lines.map { ($0.markdownLine, $0.text) }, uniquingKeysWith: { first, _ in first })
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            guard inferenceMarkers.contains(where: message.contains) || message.contains("has no member"),
                let line = finding.diagnostic.location?.line, let text = lineTexts[line]
            else { continue }
            names.formUnion(borrowed.filter { mentions(text, $0) })
        }
        return names
    }

    /// Types the example takes from another example of the page that the page declares in
    /// several (see ``WrappedExample/borrowedSampleTypes``), called where the compiler says
    /// the call does not fit (`missing argument for parameter 'books' in call` at
    /// `ContentView()`, beside a section's `ContentView` with `books`): which of the page's
    /// versions the example means is unknown, so the name is its own, assumed from its call.
    static func misfitSampleTypes(in result: CompileResult, snippet: Snippet, borrowed: Set<String>) -> Set<String> {
        guard !borrowed.isEmpty else { return [] }
        let lineTexts = Dictionary(snippet.lines.map { ($0.markdownLine, $0.text) }, uniquingKeysWith: { first, _ in first })
        // Not `incorrect argument label`: a near miss of a label (`titel:`) is a typo.
        let callMisfits = ["missing argument", "extra argument", "argument passed to call that takes no arguments"]
        var names: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            guard callMisfits.contains(where: finding.diagnostic.message.hasPrefix),
                let line = finding.diagnostic.location?.line, let text = lineTexts[line]
            else { continue }
            names.formUnion(borrowed.filter { text.contains("\($0)(") && mentions(text, $0) })
        }
        return names
    }

    /// Parts of the compiler's messages when the types of an expression do not fit together.
    static let inferenceMarkers = [
        "could not be inferred", "ambiguous", "no exact matches", "cannot convert value of type", "does not conform", "requires that",
        "unable to infer", "cannot infer", "conflicting arguments to generic parameter", "cannot assign value of type",
    ]

    /// Names that were missing (kept for later passes).
    var missing: Set<String> = []
    /// Of those, sample types a framework also declares (see ``shadowedTypes(in:snippet:surfaceTypes:declared:)``).
    var shadowed: Set<String> = []
    /// Of those, members the synthesised view lacks (see ``selfMembers(in:)``).
    var selfMembers: Set<String> = []
    /// Types the compiler asked for, by assumed name.
    var overrides: [String: String] = [:]
    /// Types the compiler asked for members of assumed types, by member name.
    var memberOverrides: [String: String] = [:]
    /// Members of known types the example uses that they lack (assumed extensions).
    var extensionUses: Set<ExtensionUse> = []
    /// Conformances the compiler asked of assumed types, by type.
    var conformances: [String: Set<String>] = [:]
    /// Static members the compiler found missing on assumed types, by type.
    var askedStatics: [String: Set<String>] = [:]
    /// Members called where an assumed type read them as text (see ``calledMemberRequests(in:snippet:)``).
    var calledMembers: Set<String> = []

    /// `type 'Shelf' has no member 'standard'` where `Shelf` is assumed (`shelf = .standard`,
    /// `Shelf.standard`): the page's own sample value of its type.
    func staticMemberRequests(in result: CompileResult) -> [String: Set<String>] {
        let types = Set(assumed.map(\.name).filter { $0.first?.isUppercase == true })
        guard !types.isEmpty else { return [:] }
        var found: [String: Set<String>] = [:]
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let quoted = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
            guard quoted.count >= 5, quoted[0] == "type ", quoted[2] == " has no member ", types.contains(quoted[1]) else { continue }
            let member = quoted[3].filter { $0 != "`" }
            guard member.first?.isLetter == true || member.first == "_" else { continue }
            found[quoted[1], default: []].insert(member)
        }
        return found
    }

    /// `cannot call value of non-function type 'String'` at `document?.duplicate()` where
    /// an assumed type reads its members as text: the member called (`duplicate`) is a
    /// method. The compiler points at the call's receiver or at the member: the member is
    /// the name before the first `(` from there, when a `.` precedes it. Only where an
    /// assumed type reads members as text, so a page's own text property called as a
    /// method keeps its error.
    func calledMemberRequests(in result: CompileResult, snippet: Snippet) -> Set<String> {
        guard assumed.contains(where: { $0.declaration.contains("@dynamicMemberLookup") }) else { return [] }
        var found: Set<String> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            guard finding.diagnostic.message == "cannot call value of non-function type 'String'",
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            else { continue }
            let characters = Array(line.text)
            let start = location.column - line.markdownColumn
            guard start >= 0, start < characters.count, let open = characters[start...].firstIndex(of: "(") else { continue }
            var nameStart = open
            while nameStart > start,
                characters[nameStart - 1].isLetter || characters[nameStart - 1].isNumber || characters[nameStart - 1] == "_"
            {
                nameStart -= 1
            }
            let name = String(characters[nameStart..<open])
            guard nameStart > 0, characters[nameStart - 1] == ".", name.first?.isLetter == true || name.first == "_" else { continue }
            found.insert(name)
        }
        return found
    }

    /// Protocols an assumed type may be given because the compiler asked for them; others
    /// (`Transferable`, `Plottable`) need members nothing shows, so their errors stand.
    static let grantableConformances: Set<String> = [
        "View", "ObservableObject", "Observable", "AnyObject", "Error", "LocalizedError", "Equatable", "Sendable", "Decodable",
        "Encodable", "Codable", "Transferable",
    ]

    /// Conformances the compiler asks of assumed types: `generic struct 'StateObject'
    /// requires that 'Model' conform to 'ObservableObject'`, `static method
    /// 'buildExpression' requires that 'Banner' conform to 'View'`, `requires that 'Store'
    /// be a class type`, `argument type 'LoadError' does not conform to expected type
    /// 'Error'`. Only assumed types are named, so a page's own types keep their errors.
    func conformanceRequests(in result: CompileResult) -> [String: Set<String>] {
        let types = Set(assumed.map(\.name).filter { $0.first?.isUppercase == true })
        guard !types.isEmpty else { return [:] }
        var found: [String: Set<String>] = [:]
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let quoted = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
            // Quoted parts sit at odd indices; the text between them at even ones.
            for index in stride(from: 1, to: quoted.count - 1, by: 2) where types.contains(quoted[index]) {
                let after = quoted[index + 1]
                let requested: String?
                if after == " be a class type" {
                    requested = "AnyObject"
                } else if [" conform to ", " does not conform to ", " does not conform to expected type "].contains(after),
                    index + 2 < quoted.count
                {
                    requested = quoted[index + 2]
                } else {
                    requested = nil
                }
                if let requested, Self.grantableConformances.contains(requested) { found[quoted[index], default: []].insert(requested) }
            }
        }
        return found
    }

    /// Protocols an assumed value's type may be changed for: a view, or an object.
    static let valueConformances: Set<String> = ["View", "ObservableObject", "Observable"]

    /// Conformances the compiler asks of the type of an assumed value that its name alone
    /// made plain text: `generic class 'ImageRenderer' requires that 'String' conform to
    /// 'View'` on the line that passes `snapshotView`, `instance method 'environment'
    /// requires that 'String' be a class type` for `.environment(session)`. Only a value
    /// the line uses whose assumed type is the one named, and only when one such value is
    /// there, so a page's own values keep their errors.
    func valueConformanceRequests(in result: CompileResult, snippet: Snippet) -> [String: Set<String>] {
        var types: [String: String] = [:]
        for declaration in assumed where declaration.name.first?.isLowercase == true {
            if let type = Self.declaredType(of: declaration) { types[declaration.name] = type }
        }
        guard !types.isEmpty else { return [:] }
        let lineTexts = Dictionary(snippet.lines.map { ($0.markdownLine, $0.text) }, uniquingKeysWith: { first, _ in first })
        var found: [String: Set<String>] = [:]
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let quoted = finding.diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
            guard let line = finding.diagnostic.location?.line, let text = lineTexts[line] else { continue }
            for index in stride(from: 1, to: quoted.count - 1, by: 2) where quoted[index - 1].hasSuffix("requires that ") {
                let after = quoted[index + 1]
                let requested: String
                if after == " be a class type" {
                    requested = "Observable"
                } else if after == " conform to ", index + 2 < quoted.count, Self.valueConformances.contains(quoted[index + 2]) {
                    requested = quoted[index + 2]
                } else {
                    continue
                }
                let values = types.filter { $0.value == quoted[index] && Self.mentions(text, $0.key) }.map(\.key)
                if values.count == 1 { found[values[0], default: []].insert(requested) }
            }
        }
        return found
    }

    /// The type an assumed value was declared with (`var title: String = ""`: `String`).
    static func declaredType(of declaration: AssumedDeclaration) -> String? {
        guard let range = declaration.declaration.range(of: "var \(declaration.name): ") else { return nil }
        let rest = declaration.declaration[range.upperBound...]
        return String(rest.prefix { $0 != " " && $0 != "\n" })
    }

    /// Whether a type names a lone generic parameter (`S`, `C.Element`, `Binding<V>`).
    static func hasGenericParameters(_ type: String) -> Bool {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .contains { $0.count == 1 && $0.first?.isUppercase == true }
    }

    /// The type an expected-type message asks for, cleaned for a declaration; nil when it
    /// is no usable type (an opaque or generic one). `ForEach`'s and `List`'s fallback
    /// overloads (`Range<Int>`, `Binding<C>`) stand for "a collection of identifiable
    /// elements".
    static func usableType(_ raw: String) -> String? {
        let type = raw.replacingOccurrences(of: "@escaping ", with: "").components(separatedBy: " (aka").first ?? raw
        // `List(category.items, selection:)` answered by the overload over a binding of a
        // collection (`Binding<Data>`, whose `Data` is the generic parameter, not Foundation's
        // bytes): a collection.
        if type == "Range<Int>" || type.hasPrefix("Binding<") && isGenericParameter(String(type.dropFirst("Binding<".count).dropLast())) {
            return "[__AssumedElement]"
        }
        guard !type.hasPrefix("some "), !type.contains("<<"), !type.contains("τ_"), !type.contains("->"), !type.contains("__Assumed"),
            !type.contains("_:"), type.first?.isUppercase == true || type.hasPrefix("[") || type.hasPrefix("(")
        else { return nil }
        // A lone generic parameter (`C`, `Content`, `V`) is no type to declare.
        if isGenericParameter(type) || hasGenericParameters(type) { return nil }
        return type
    }

    /// Whether a type name the compiler gives is one of the frameworks' generic parameters
    /// (`C`, `Content`, `Data`, `SelectionValue`) rather than a type.
    static func isGenericParameter(_ name: String) -> Bool {
        name.count <= 2
            || ["Content", "Label", "Value", "Data", "ID", "Element", "Subject", "SelectionValue", "Destination"].contains(name)
    }

    /// Types the compiler asks for where a member of an assumed type is read:
    /// `cannot convert value of type 'String' to expected argument type 'URL'` at
    /// `photo.url`, `key path value type 'String' cannot be converted to contextual type
    /// 'Bool'` at `\.isFavorite`, `… 'Range<Int>'` at `ForEach(category.products)`.
    /// Only assumed types get these members, so a page's own types keep their errors.
    func memberOverrides(in result: CompileResult, snippet: Snippet) -> [String: String] {
        guard !assumed.isEmpty else { return [:] }
        let types = Set(assumed.map(\.name).filter { $0.first?.isUppercase == true })
        var found: [String: String] = [:]
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            let expected: String
            // `return try await api.fetchTrail()` in a function returning `Trail`: the assumed
            // method returns that type.
            if message.hasPrefix("cannot convert return expression of type '"), let range = message.range(of: "' to return type '"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line }),
                let method = Self.chainEnd(of: line.text).map(\.name),
                Self.filteredCollection(in: line.text) == nil
            {
                if let type = Self.usableType(String(message[range.upperBound...].prefix { $0 != "'" })) { found[method] = type }
                continue
            }
            // `.preference(key: TitleKey.self, value: title)` where the assumed key holds a length:
            // it holds what is given.
            if message.hasPrefix("cannot convert value of type '"), message.contains("' to expected argument type '"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line }),
                types.contains(where: { line.text.contains("key: \($0).self") })
            {
                let given = String(message.dropFirst("cannot convert value of type '".count).prefix { $0 != "'" })
                if let type = Self.usableType(given) { found["defaultValue"] = type }
                continue
            }
            // `trip.notes.append(text)` where `notes` was assumed a collection of an unknown
            // element: it holds what the example appends.
            if message.hasPrefix("cannot convert value of type '"), message.hasSuffix("' to expected argument type '__AssumedElement'"),
                let appended = Self.appendedCollection(at: finding.diagnostic.location, in: snippet)
            {
                let given = String(message.dropFirst("cannot convert value of type '".count).prefix { $0 != "'" })
                if appended.count >= 2, let type = Self.usableType(given) { found[appended[appended.count - 1]] = "[\(type)]" }
                continue
            }
            // `.foregroundStyle(model.theme.accent)` where the assumed `accent` is text: a
            // style given by a member is a color.
            if message.hasPrefix("instance method '"), message.hasSuffix("requires that 'String' conform to 'ShapeStyle'"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            {
                let method = String(message.dropFirst("instance method '".count).prefix { $0 != "'" && $0 != "(" })
                if let call = line.text.range(of: ".\(method)(") {
                    let argument = line.text[call.upperBound...].prefix { $0 != ")" && $0 != "," }
                    let components = argument.split(separator: ".", omittingEmptySubsequences: false)
                    if components.count >= 2, let member = components.last, !member.isEmpty,
                        argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                        !argument.hasPrefix(".")
                    {
                        found[String(member)] = "Color"
                    }
                }
                continue
            }
            if message.hasPrefix("cannot convert value of type '"),
                let range = message.range(of: "' to expected argument type '") ?? message.range(of: "' to specified type '")
                    ?? message.range(of: "' to closure result type '")
            {
                expected = String(message[range.upperBound...].prefix { $0 != "'" })
            } else if message.hasPrefix("cannot assign value of type '"), let range = message.range(of: " to type '", options: .backwards) {
                // `draft = entry.tags` where `draft` is the example's `[Tag]`; `results = try
                // await Catalog.search(query)`: the assumed method returns `[Result]`.
                expected = String(message[range.upperBound...].prefix { $0 != "'" })
                // The compiler points at the `=`: the member is the one read or called after it.
                if let location = finding.diagnostic.location,
                    let line = snippet.lines.first(where: { $0.markdownLine == location.line }),
                    let equals = line.text.range(of: " = "),
                    let member = Self.chainEnd(of: String(line.text[equals.upperBound...])),
                    // Not where the assigned name is assumed: that name takes the type instead.
                    !assumed.contains(where: { Self.mentions(String(line.text[..<equals.lowerBound]), $0.name) })
                {
                    if let type = Self.usableType(expected) { found[member.name] = type }
                    continue
                }
            } else if message.hasPrefix("key path value type '"),
                let range = message.range(of: "' cannot be converted to contextual type '")
            {
                expected = String(message[range.upperBound...].prefix { $0 != "'" })
            } else {
                continue
            }
            guard let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            else { continue }
            // `Planner(store: store)` where `store` is the example's `GardenStore` and the
            // assumed `Planner`'s `store` was text: the member is of the type given.
            if message.hasPrefix("cannot convert value of type '"), message.contains("' to expected argument type '"),
                let label = Self.argumentLabel(at: location, in: line, callingOneOf: types)
            {
                let given = String(message.dropFirst("cannot convert value of type '".count).prefix { $0 != "'" })
                if let type = Self.usableType(given) { found[label] = type }
                continue
            }
            guard let type = Self.usableType(expected) else { continue }
            let characters = Array(line.text)
            var index = location.column - line.markdownColumn
            guard index >= 0, index < characters.count else { continue }
            // The compiler points at the member (`photo.url`: at `url`) or at the chain's start.
            let isWordOrDot = { (character: Character) in character.isLetter || character.isNumber || character == "_" || character == "." }
            while index > 0, isWordOrDot(characters[index - 1]) { index -= 1 }
            if characters[index] == "\\" { index += 1 }
            let isKeyPath = index > 0 && characters[index - 1] == "\\"
            var end = index
            while end < characters.count,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "."
            {
                end += 1
            }
            let components = String(characters[index..<end]).split(separator: ".", omittingEmptySubsequences: true)
            // `a.b` (a member read on a value) or `\.b`; not a call (`a.b(…)`).
            guard let member = components.last, components.count >= (isKeyPath ? 1 : 2),
                end == characters.count || characters[end] != "("
            else { continue }
            found[String(member)] = type
        }
        return found
    }

    /// The label of the argument at `location` when it is given to an initializer of one of
    /// `types` (`Planner(store: store)`: `store`).
    static func argumentLabel(at location: SourceLocation, in line: SnippetLine, callingOneOf types: Set<String>) -> String? {
        let characters = Array(line.text)
        let index = location.column - line.markdownColumn
        guard !types.isEmpty, index > 2, index < characters.count else { return nil }
        var cursor = index - 1
        while cursor > 0, characters[cursor] == " " { cursor -= 1 }
        guard characters[cursor] == ":" else { return nil }
        var start = cursor
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
        let label = String(characters[start..<cursor])
        // The call the label belongs to: the name before the nearest unclosed `(`.
        var depth = 0
        var open = start - 1
        while open >= 0 {
            if characters[open] == ")" {
                depth += 1
            } else if characters[open] == "(" {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open > 0, !label.isEmpty else { return nil }
        var nameStart = open
        while nameStart > 0, characters[nameStart - 1].isLetter || characters[nameStart - 1].isNumber || characters[nameStart - 1] == "_" {
            nameStart -= 1
        }
        return types.contains(String(characters[nameStart..<open])) ? label : nil
    }

    /// The collection an expression filters, sorts or shuffles into an array of its own
    /// elements (`items.filter { $0.isDone }`, `return rows.sorted(by: <)`: `items`, `rows`);
    /// nil for anything else.
    static func filteredCollection(in expression: String) -> String? {
        var text = expression.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("return ") { text = String(text.dropFirst("return ".count)).trimmingCharacters(in: .whitespaces) }
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard name.first?.isLowercase == true else { return nil }
        let rest = text.dropFirst(name.count)
        let calls = [".filter(", ".filter {", ".filter{", ".sorted(", ".sorted {", ".sorted{", ".shuffled("]
        return calls.contains(where: { rest.hasPrefix($0) }) ? name : nil
    }

    /// The member an expression ends with, read or called (`return try await
    /// api.fetchTrail()`: `fetchTrail`, called; `entry.tags }`: `tags`); nil for anything
    /// but a member chain.
    static func chainEnd(of expression: String) -> (name: String, isCall: Bool)? {
        var text = expression.trimmingCharacters(in: .whitespaces)
        for keyword in ["return ", "try? ", "try! ", "try ", "await "] where text.hasPrefix(keyword) {
            text = String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
        }
        let chain = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        let components = chain.split(separator: ".", omittingEmptySubsequences: false)
        let rest = text.dropFirst(chain.count).trimmingCharacters(in: .whitespaces)
        guard components.count >= 2, components.allSatisfy({ !$0.isEmpty }), let last = components.last,
            rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix("}") || rest.hasPrefix(")") || rest.hasPrefix("//")
        else { return nil }
        return (String(last), rest.hasPrefix("("))
    }

    /// The chain an `append(_:)`/`insert(_:at:)` call at `location` is made on
    /// (`trip.notes.append(text)`: `trip`, `notes`); nil when the line has no such call.
    static func appendedCollection(at location: SourceLocation?, in snippet: Snippet) -> [String]? {
        guard let location, let line = snippet.lines.first(where: { $0.markdownLine == location.line }) else { return nil }
        let column = location.column - line.markdownColumn
        let before = String(line.text.prefix(max(0, column)))
        guard let call = before.range(of: ".append(", options: .backwards) ?? before.range(of: ".insert(", options: .backwards) else {
            return nil
        }
        let chain = String(
            before[..<call.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
        let components = chain.split(separator: ".").map(String.init)
        return components.isEmpty ? nil : components
    }

    /// Types the compiler asks for where an assumed value is used: `cannot convert value of
    /// type 'String' to expected argument type 'URL'` at a use of `name` (or `$name` with a
    /// `Binding<URL>`) makes `name` a `URL` in the next pass.
    func typeOverrides(in result: CompileResult, snippet: Snippet) -> [String: String] {
        let values = Set(assumed.map(\.name).filter { $0.first?.isLowercase == true })
        guard !values.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            // `'nil' cannot be assigned to type 'Date'`, `value of optional type 'Date?' must be
            // unwrapped` on `name = …`: the assigned name is optional.
            if message.hasPrefix("'nil' cannot be assigned to type '") || message.hasPrefix("value of optional type '"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            {
                let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
                let text = line.text.trimmingCharacters(in: .whitespaces)
                let target = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let rest = text.dropFirst(target.count).trimmingCharacters(in: .whitespaces)
                if quoted.count >= 3, values.contains(target), rest.hasPrefix("="), !rest.hasPrefix("==") {
                    let type = String(quoted[1])
                    if !type.contains("->"), !type.contains("__Assumed") { found[target] = type.hasSuffix("?") ? type : type + "?" }
                }
                continue
            }
            // `return total` in a function returning `Tally`, where `total` was assumed text:
            // `cannot convert return expression of type 'String' to return type 'Tally'`.
            if message.hasPrefix("cannot convert return expression of type '"), let range = message.range(of: "' to return type '"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            {
                let text = line.text.trimmingCharacters(in: .whitespaces)
                let returned = text.hasPrefix("return ") ? text.dropFirst("return ".count).trimmingCharacters(in: .whitespaces) : text
                let wanted = Self.usableType(String(message[range.upperBound...].prefix { $0 != "'" }))
                if values.contains(returned), let wanted {
                    found[returned] = wanted
                } else if let collection = Self.filteredCollection(in: returned), values.contains(collection), let wanted,
                    wanted.hasPrefix("["), wanted.hasSuffix("]"), !wanted.contains(":")
                {
                    // `items.filter { $0.isDone }` in a property of type `[Task]`: the collection
                    // holds that type.
                    found[collection] = wanted
                }
                continue
            }
            // `model.rows.contains(row)` where `row` was assumed text: `instance method 'contains'
            // requires the types 'Row' and 'String.Element' (aka 'Character') be equivalent`
            // (the compiler read the text as a sequence of characters): `row` is a `Row`.
            if message.hasPrefix("instance method 'contains' requires the types '"), message.contains("' and 'String.Element'"),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            {
                let element = String(message.dropFirst("instance method 'contains' requires the types '".count).prefix { $0 != "'" })
                let arguments = line.text.components(separatedBy: ".contains(").dropFirst().compactMap { rest -> String? in
                    let argument = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    return values.contains(argument) && rest.dropFirst(argument.count).hasPrefix(")") ? argument : nil
                }
                if Set(arguments).count == 1, let argument = arguments.first, let type = Self.usableType(element) {
                    found[argument] = type
                }
                continue
            }
            // `cannot assign value of type 'Angle' to type 'String'`: the assigned name wants 'Angle'.
            // `'RotationGesture.Value' (aka 'Angle') to type 'String'`: the quote closes before ` (aka`.
            if message.hasPrefix("cannot assign value of type '"), let to = message.range(of: " to type '", options: .backwards),
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            {
                let given = String(
                    message[message.index(message.startIndex, offsetBy: "cannot assign value of type '".count)..<to.lowerBound]
                        .dropLast(message[..<to.lowerBound].hasSuffix("'") ? 1 : 0))
                let text = line.text.trimmingCharacters(in: .whitespaces)
                var target = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                // `.onChanged { angle = $0.rotation }`: the name before the `=` the error points past.
                let column = location.column - line.markdownColumn
                if !values.contains(target), column > 0, column <= line.text.count {
                    let before = String(line.text.prefix(column))
                    if let equals = before.range(of: " = ", options: .backwards) {
                        target = String(
                            before[..<equals.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                    }
                }
                // `RotationGesture.Value' (aka 'Angle')`: the type it stands for.
                let aka = given.components(separatedBy: "' (aka '")
                let type = aka.count == 2 ? String(aka[1].prefix { $0 != "'" }) : given
                if values.contains(target), !type.contains("->"), !type.hasPrefix("some ") {
                    found[target] = type
                } else if let equals = text.range(of: " = ") {
                    // `items = try await fetchItems()`: the assumed function returns the target's type.
                    var value = text[equals.upperBound...].trimmingCharacters(in: .whitespaces)
                    for keyword in ["try? ", "try! ", "try ", "await "] where value.hasPrefix(keyword) {
                        value = String(value.dropFirst(keyword.count))
                    }
                    let function = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    let wanted = String(message[to.upperBound...].prefix { $0 != "'" })
                    if values.contains(function), value.dropFirst(function.count).hasPrefix("("), let type = Self.usableType(wanted) {
                        found[function] = type
                    }
                }
                continue
            }
            // `mapping: { region in tint(for: region) }` where `tint(for:)` was assumed to
            // return nothing or text: it returns the style the place asks for.
            if let function = styledFunction(for: message, at: finding.diagnostic.location, in: snippet) {
                found[function] = "Color"
                continue
            }
            // `url as NSURL`: `… to type 'NSURL' in coercion`.
            let coercion = message.hasSuffix("' in coercion") ? message.range(of: "' to type '") : nil
            guard message.hasPrefix("cannot convert value of type '"),
                let range = message.range(of: "' to expected argument type '") ?? message.range(of: "' to specified type '") ?? coercion,
                let location = finding.diagnostic.location,
                let line = snippet.lines.first(where: { $0.markdownLine == location.line })
            else { continue }
            // `.preference(key: TitleKey.self, value: title)`: the assumed key takes the value's
            // type (see ``memberOverrides(in:snippet:)``), not the value the key's.
            if assumed.contains(where: { $0.name.first?.isUppercase == true && line.text.contains("key: \($0.name).self") }) { continue }
            let raw = String(message[range.upperBound...].prefix { $0 != "'" }).replacingOccurrences(of: "@escaping ", with: "")
            guard !raw.hasPrefix("some "), !raw.contains("<<"), !raw.contains("τ_") else { continue }
            // `ForEach(items)` where `items` was assumed `[String]`: identifiable elements.
            // `sorted(by: rule)`: the parameter rethrows; a closure that does not throw fits it,
            // and one that does would need a `try` the page does not write.
            var expected = raw == "Range<Int>" ? "[__AssumedElement]" : raw.replacingOccurrences(of: " throws -> ", with: " -> ")
            // `KeyValuePairs<Domain, S>`: a generic parameter is no type to declare.
            guard !Self.hasGenericParameters(expected) else { continue }
            // An element of an assumed collection where a concrete type is expected: the
            // collection holds that type (when only one assumed collection could be meant).
            if message.hasPrefix("cannot convert value of type '__AssumedElement'") {
                let collections = assumed.filter { $0.declaration.contains("[__AssumedElement]") }.map(\.name)
                if collections.count == 1 { found[collections[0]] = "[\(expected)]" }
                continue
            }
            let characters = Array(line.text)
            var index = location.column - line.markdownColumn
            guard index >= 0, index < characters.count else { continue }
            let isBinding = characters[index] == "$"
            if isBinding { index += 1 }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            let name = String(characters[index..<end])
            // `.tint(isThemed ? accent : nil)`: the compiler points at the condition; the
            // value is the branch that is no `nil`.
            let rest = String(characters[end...]).trimmingCharacters(in: .whitespaces)
            if !isBinding, rest.hasPrefix("? "), expected.hasSuffix("?") {
                let branches = rest.dropFirst(2).components(separatedBy: " : ")
                let branch = branches.first?.trimmingCharacters(in: .whitespaces) ?? ""
                if branches.count == 2, branches[1].hasPrefix("nil"), values.contains(branch) {
                    found[branch] = String(expected.dropLast())
                }
                continue
            }
            // `Text(caption(for: trail))` where `caption(for:)` was assumed to return nothing: it
            // returns what the place asks for.
            if !isBinding, end < characters.count, characters[end] == "(", assumedFunctions.contains(name) {
                found[name] = expected
                continue
            }
            guard values.contains(name), end == characters.count || (characters[end] != "." && characters[end] != "(") else { continue }
            if isBinding {
                guard expected.hasPrefix("Binding<"), expected.hasSuffix(">") else { continue }
                expected = String(expected.dropFirst("Binding<".count).dropLast())
                // `.sheet(item: $selected)`: `Binding<Item?>` names the modifier's generic
                // parameter, not a type, when the example never mentions one of that name: an
                // optional identifiable element.
                if expected == "Item?", !Self.mentions(snippet.source, "Item") { expected = "__AssumedElement?" }
            }
            found[name] = expected
        }
        return found
    }

    /// The assumed functions (`func tint(for:)`), by name.
    var assumedFunctions: Set<String> {
        Set(assumed.filter { $0.name.first?.isLowercase == true && $0.declaration.contains("func \($0.name)") }.map(\.name))
    }

    /// The one assumed function whose result stands where the compiler asked for a shape
    /// style it is not (`type '()' cannot conform to 'ShapeStyle'`, `requires that 'String'
    /// conform to 'ShapeStyle'`): a call of it in the expression that starts on the line the
    /// compiler points at (up to where its brackets close). Nil when none or several are.
    func styledFunction(for message: String, at location: SourceLocation?, in snippet: Snippet) -> String? {
        let asksStyle =
            ["type '()' cannot conform to 'ShapeStyle'", "type 'String' cannot conform to 'ShapeStyle'"].contains(message)
            || message.hasSuffix("requires that '()' conform to 'ShapeStyle'")
            || message.hasSuffix("requires that 'String' conform to 'ShapeStyle'")
        let functions = assumedFunctions
        guard asksStyle, !functions.isEmpty, let location,
            let first = snippet.lines.firstIndex(where: { $0.markdownLine == location.line })
        else { return nil }
        var depth = 0
        var called: Set<String> = []
        for line in snippet.lines[first...] {
            called.formUnion(functions.filter { line.text.contains("\($0)(") && Self.mentions(line.text, $0) })
            for character in line.text {
                if "({[".contains(character) { depth += 1 }
                if ")}]".contains(character) { depth -= 1 }
            }
            if depth <= 0 { break }
        }
        return called.count == 1 ? called.first : nil
    }

    /// Every name the example relies on without a declaration of its own: the assumed
    /// names (and their helper types) and the refused ones.
    var involvedNames: Set<String> {
        Set(assumed.map(\.name) + refused.filter { !AssumptionSynthesizer.standingReasons.contains($0.reason) }.map(\.name))
    }

    /// Names not assumed because they are near-typos of declared names: their errors stand.
    var typos: Set<String> {
        Set(refused.filter { AssumptionSynthesizer.standingReasons.contains($0.reason) }.map(\.name))
    }

    /// The errors of `result` that concern the assumptions: they name an assumed or
    /// refused name, say something is still missing, sit in an assumed declaration, or
    /// are inference failures on a line that uses an assumed name.
    func relatedErrors(in result: CompileResult, snippet: Snippet) -> [Diagnostic] {
        let names = involvedNames
        let lineTexts = Dictionary(snippet.lines.map { ($0.markdownLine, $0.text) }, uniquingKeysWith: { first, _ in first })
        return result.findings.filter { finding in
            let diagnostic = finding.diagnostic
            guard diagnostic.severity == .error else { return false }
            if finding.isOnWrapperLine { return true }
            let message = diagnostic.message
            if message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '")
                || message.hasSuffix("is inaccessible due to 'fileprivate' protection level")
            {
                let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
                let name = quoted.count >= 3 ? String(quoted[1]) : ""
                return !typos.contains(name.hasPrefix("$") ? String(name.dropFirst()) : name)
            }
            // `RecipeCard(alignment: .leadng)`, `JarState.seald`: a misspelled member is the page's mistake.
            if message.hasPrefix("cannot infer contextual base in reference to member '") {
                let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
                if quoted.count >= 3, typos.contains(String(quoted[1])) { return false }
            }
            // `Row(…).paddng(4)` on an assumed view: the member is the near-typo, not the view.
            if message.hasPrefix("type '") || message.hasPrefix("value of type '"), message.contains("' has no member '") {
                let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
                if quoted.count >= 5, typos.contains(String(quoted[3])) { return false }
            }
            if let line = diagnostic.location?.line, let text = lineTexts[line], Self.isTernaryOfTwoTypes(message, in: text) {
                return false
            }
            if message.contains("__Assumed") { return true }
            if names.contains(where: { message.contains("'\($0)'") || message.contains("'$\($0)'") || message.contains("'\($0).") }) {
                return true
            }
            let isInference = Self.inferenceMarkers.contains { message.contains($0) }
            if isInference, let line = diagnostic.location?.line, let text = lineTexts[line] {
                return names.contains { Self.mentions(text, $0) }
            }
            return false
        }.map(\.diagnostic)
    }

    /// `isRare ? RareRow(plant: plant) : PlainRow(plant: plant)`: the compiler's `result
    /// values in '? :' expression have mismatching types 'RareRow' and 'PlainRow'`, where the
    /// line constructs both types in the branches. Two differently named types differ
    /// whatever each is declared as, so the error is the page's, not the assumption's. A value
    /// or a function's result in a branch (`? header :`) is the assumption's to type and does
    /// not qualify.
    static func isTernaryOfTwoTypes(_ message: String, in line: String) -> Bool {
        guard message.hasPrefix("result values in '? :' expression have mismatching types '") else { return false }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
        guard quoted.count >= 7 else { return false }
        let first = quoted[3]
        let second = quoted[5]
        let isPlainTypeName = { (name: String) in
            name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard first != second, isPlainTypeName(first), isPlainTypeName(second) else { return false }
        let compact = line.filter { !$0.isWhitespace }
        return compact.contains("?\(first)(") && compact.contains(":\(second)(")
    }

    /// Whether `line` uses `name` as a whole word.
    static func mentions(_ line: String, _ name: String) -> Bool {
        var search = line.startIndex..<line.endIndex
        while let found = line.range(of: name, range: search) {
            let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
            let isWordCharacter = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            search = found.upperBound..<line.endIndex
        }
        return false
    }

    /// Summaries for reports: `items: [element with title]`, `UserRow(user:)`.
    var summaries: [String] { assumed.map(\.summary).filter { !$0.isEmpty } }
}

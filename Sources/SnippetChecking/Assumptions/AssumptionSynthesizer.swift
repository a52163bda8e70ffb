import SwiftParser
import SwiftSyntax

/// Infers declarations for the names an example uses that nothing declares.
///
/// The check runs in two passes. The first typechecks every example as written; only an
/// example whose errors name something nothing declares (`cannot find 'items' in scope`)
/// gets a second pass, with a declaration for each such name inferred from how the
/// example uses it (``UsageCollector``):
///
/// | use | assumed |
/// |---|---|
/// | `HeaderView(title: …)` standing in a view builder | `struct HeaderView: View` with `init(title:)` (generic parameters) |
/// | `Item` as a type, `Item(name: "…")` elsewhere | `struct Item: Identifiable, Hashable` with the members read on it |
/// | `@Environment(Store.self)`, `@StateObject var s = Store()` | an `@Observable` / `ObservableObject` class with the members used |
/// | `ForEach(items)`, `for x in items`, `items.isEmpty` | `items: [Element]` of an identifiable element with the members its closures read |
/// | `$isOn`, `if isOn`, `!isOn`, `x && isOn` | `@State private var isOn: Bool` (a member, so the binding exists) |
/// | `Text(title)`, `count += 1`, `Slider(value: $level)` | `String`, `Int`, `Double` |
/// | `viewModel.items`, `viewModel.load()` | an object with those members |
/// | `load()`, `await refresh()` | a function, `async`/`throws` as called, `some View` in a view builder |
///
/// Guardrails, so real mistakes still fail: a name within typo distance of a name the
/// surface or the page declares (`Vstack`, `foregroundColr`) is never assumed; members of
/// known types are never assumed (they are not "cannot find" errors); a name whose uses
/// contradict each other (a `Bool` that is also iterated) is not assumed. Whatever the
/// second pass still reports about an assumed name makes the example unverified, not
/// verified; any other error fails it.
struct AssumptionSynthesizer {
    /// Surface top-level names (types, global functions) for the typo guardrail.
    let detector: SurfaceGapDetector
    /// Every surface name (members, labels): an assumed extension member must be neither one
    /// of them nor a near-typo of one.
    var memberNames = SurfaceGapDetector(surfaceNames: [])
    /// Surface type names whose missing members may be assumed extensions.
    var surfaceTypes: Set<String> = []
    /// Surface top-level names but protocols: what a name the example calls (`CardContent()`)
    /// may misspell, as no example calls a protocol (`ChartContent`). Nil: ``detector``.
    var callableNames: SurfaceGapDetector?
    /// Methods of `View`, `Image`, `Text` and `Shape` (see ``SurfaceIndex/viewMethodNames``).
    var viewMethods: [String: Set<String>] = [:]
    /// Types the compiler asked for members of assumed types (`photo.url`: `URL`), by member.
    var memberTypes: [String: String] = [:]
    /// Conformances the compiler asked of assumed types (`StateObject` needs an
    /// `ObservableObject`), by type; see ``AssumptionOutcome/conformanceRequests(in:)``.
    var conformances: [String: Set<String>] = [:]
    /// Static members the compiler found missing on assumed types, by type.
    var askedStatics: [String: Set<String>] = [:]
    /// Whether the example runs code off the main actor (`@concurrent`, `nonisolated`, an
    /// `actor`, `Task.detached`): its assumed functions must be callable there.
    var leavesMainActor = false
    /// Members the example calls where an assumed type read them as text, with the calls
    /// it makes and the types their receivers are declared with, where each is (see
    /// ``AssumptionOutcome/calledMemberRequests(in:snippet:)``).
    var calledMembers: [String: (usage: MemberUsage, receiverTypes: Set<String>?)] = [:]

    struct Assumptions {
        var assumed: [AssumedDeclaration] = []
        /// Names not assumed, with why.
        var refused: [(name: String, reason: String)] = []
    }

    /// Declarations for `missing` (names from the first pass's `cannot find` errors).
    ///
    /// - Parameters:
    ///   - source: The example as written.
    ///   - declaredNames: Every name the example, the page's shared declarations and the
    ///     preludes declare.
    ///   - canAddMembers: Whether the example is wrapped in a synthesised view, so that
    ///     `@State` members can be added for bindings.
    ///   - overrides: Types the compiler asked for in an earlier pass (`cannot convert value
    ///     of type 'String' to expected argument type 'URL'` on a use of an assumed name).
    func assume(
        missing: Set<String>, in source: String, declaredNames: Set<String>, canAddMembers: Bool, overrides: [String: String] = [:],
        memberOverrides: [String: String] = [:], conformances: [String: Set<String>] = [:], askedStatics: [String: Set<String>] = [:],
        calledMembers: Set<String> = [], extensionUses: Set<ExtensionUse> = [], selfMembers: Set<String> = []
    ) -> Assumptions {
        var synthesizer = self
        synthesizer.memberTypes = memberOverrides
        synthesizer.conformances = conformances
        synthesizer.askedStatics = askedStatics
        synthesizer.leavesMainActor = Self.leavesMainActor(source)
        if !calledMembers.isEmpty {
            synthesizer.calledMembers = UsageCollector.calls(of: calledMembers, in: Parser.parse(source: source))
        }
        return synthesizer.assumeAll(
            missing: missing, in: source, declaredNames: declaredNames, canAddMembers: canAddMembers, overrides: overrides,
            extensionUses: extensionUses, selfMembers: selfMembers
        )
    }

    private func assumeAll(
        missing: Set<String>, in source: String, declaredNames: Set<String>, canAddMembers: Bool, overrides: [String: String],
        extensionUses: Set<ExtensionUse>, selfMembers: Set<String>
    ) -> Assumptions {
        var result = Assumptions()
        let tree = Parser.parse(source: source)
        if !extensionUses.isEmpty {
            let extensions = extensions(for: extensionUses, in: tree, declaredNames: declaredNames.union(missing))
            result.assumed += extensions.assumed
            result.refused += extensions.refused
        }
        var candidates: Set<String> = []
        let plainVariables = Self.plainVariables(in: tree)
        let ownTypes = Self.declaredObjectTypes(in: tree)
        for raw in missing.sorted() {
            let name = raw.hasPrefix("$") ? String(raw.dropFirst()) : raw
            guard !name.isEmpty, name.first?.isLetter == true || name.first == "_" else { continue }
            // `self` outside a type (a method shown without it) is no sample name.
            if ["self", "Self", "super"].contains(name) {
                result.refused.append((name, "used outside a type, as a member the example does not show"))
                continue
            }
            // `$editor` where the example declares `editor` as a plain property: the binding
            // it lacks is the page's mistake, not a sample name.
            if raw.hasPrefix("$"), plainVariables.contains(name) {
                result.refused.append((name, Self.declaredWithoutBindingReason))
                continue
            }
            // Sample names are short common words (`count`, `items`, `title`), often two
            // edits from some API name; a typo of a declared name is usually one edit (or
            // only a case difference) away, two in a long name.
            let limit = name.count >= 10 ? 2 : name.count >= 5 ? 1 : 0
            // `self.name` the synthesised view lacks: a member, so a near-typo of any surface
            // member (`self.paddng()`) is the page's mistake.
            let known =
                selfMembers.contains(name) ? memberNames : Self.isCalled(name, in: tree) ? callableNames ?? detector : detector
            // A type every use sits inside is not what the name misspells: `ProductsListView()`
            // in `ProductListView`'s own body, read as the type itself, would make the view
            // contain itself.
            let nearNames = declaredNames.union(Self.standardNames).subtracting(Self.typesEnclosingEveryUse(of: name, in: tree))
            if !Self.commonSampleNames.contains(name),
                known.isTypo(name, declaredNames: nearNames, limit: limit, keepsInitialCase: true)
            {
                result.refused.append((name, Self.typoReason))
            } else if SurfaceGapDetector.isSpelledLikeAppleFrameworkType(name) {
                // `CFData`, `CGImageSource`, `NSWindow`: Apple's framework prefixes. Such a name
                // is an API the surface lacks (its error stays a surface gap), not a sample name.
                continue
            } else {
                candidates.insert(name)
            }
        }
        guard !candidates.isEmpty else { return result }
        var usages = UsageCollector.collect(candidates, in: tree, viewMethods: viewMethods.values.reduce(into: []) { $0.formUnion($1) })
        // A bare name the compiler found to be a view method (`offset = -12`, see
        // ``AssumptionOutcome/methodsHidingSelfMembers(in:snippet:)``): only a member of the
        // synthesised view hides the method, as `self.offset` would be.
        for name in selfMembers where usages[name] != nil { usages[name]?.isSelfMember = true }
        // Static members asked of assumed types that are near-typos: not assumed, their errors stand.
        for (type, members) in askedStatics where candidates.contains(type) {
            for member in members {
                let limit = member.count >= 10 ? 2 : member.count >= 5 ? 1 : 0
                if !memberNames.surfaceNames.contains(member), memberNames.isTypo(member, declaredNames: members, limit: limit) {
                    result.refused.append((member, Self.typoReason))
                }
            }
        }
        // Cases an assumed value is compared with that misspell a surface member or one
        // another (`.leadng`, `.seald` beside `.sealed`): not assumed, their errors stand.
        for (name, usage) in usages {
            for member in usage.implicitCases.sorted() {
                let limit = member.count >= 10 ? 2 : member.count >= 5 ? 1 : 0
                let others = usage.implicitCases.subtracting([member])
                let isTypo =
                    memberNames.surfaceNames.contains(member)
                    ? SurfaceGapDetector(surfaceNames: []).isTypo(member, declaredNames: others, limit: limit)
                    : memberNames.isTypo(member, declaredNames: others, limit: limit)
                guard isTypo else { continue }
                usages[name]?.implicitCases.remove(member)
                result.refused.append((member, Self.typoReason))
            }
        }
        // Implicit members given to assumed calls that misspell a surface member: not assumed.
        for usage in usages.values {
            for shape in usage.calls {
                for (index, member) in shape.implicitMembers.enumerated() {
                    guard let member, implicitMemberType(shape, at: index, owner: "") == nil else { continue }
                    result.refused.append((member.name, Self.typoReason))
                }
            }
        }
        // `items` and `Item` both undeclared: the collection holds that type.
        var elementTypes: [String: String] = [:]
        for name in candidates where name.first?.isLowercase == true && Self.looksPlural(name) {
            let singular = String(name.dropLast(name.hasSuffix("ies") ? 3 : 1)) + (name.hasSuffix("ies") ? "y" : "")
            let type = singular.prefix(1).uppercased() + singular.dropFirst()
            if candidates.contains(type), let usage = usages[type], usage.calls.allSatisfy({ !$0.isInViewBuilder }) {
                elementTypes[name] = type
            }
        }
        var typeUsages = usages
        for (collection, type) in elementTypes {
            for (member, memberUsage) in usages[collection]?.elementMembers ?? [:] where member != "self" {
                typeUsages[type]?.members[member, default: MemberUsage()].merge(memberUsage)
            }
        }
        // A name used bare in the example's extension of an assumed type is that type's member.
        var members: Set<String> = []
        for name in candidates where name.first?.isLowercase == true {
            guard let usage = usages[name], let owner = usage.ownerExtension, typeUsages[owner] != nil else { continue }
            typeUsages[owner]?.members[name, default: MemberUsage()].merge(MemberUsage(kinds: usage.kinds, calls: usage.calls))
            members.insert(name)
        }
        for name in candidates.subtracting(members).sorted() {
            guard let usage = typeUsages[name] else {
                result.refused.append((name, "not used in the example's own lines"))
                continue
            }
            // `model.items` where the example declares `class Model`: an instance of it.
            let capitalised = name.prefix(1).uppercased() + name.dropFirst()
            let outcome =
                name.first?.isUppercase == true
                ? typeDeclaration(name, usage)
                : valueDeclaration(
                    name, usage, canAddMembers: canAddMembers, override: overrides[name], elementType: elementTypes[name],
                    publisherOutput: publisherOutput(usage, usages: typeUsages, overrides: overrides),
                    ownType: ownTypes.contains(capitalised) ? capitalised : nil)
            switch outcome {
            case let .success(declarations): result.assumed += declarations
            case let .failure(refusal): result.refused.append((name, refusal.reason))
            }
        }
        // Members the compiler asked a type for, on the shared assumed element.
        let elementMembers = memberTypes.filter { member, _ in !result.assumed.contains { $0.declaration.contains("var \(member):") } }
        if !elementMembers.isEmpty, result.assumed.contains(where: { $0.declaration.contains("__AssumedElement") }) {
            let lines =
                ["extension __AssumedElement {"]
                + elementMembers.sorted(by: { $0.key < $1.key }).map { "    var \($0.key): \($0.value) { __assumedValue() }" } + ["}"]
            result.assumed.append(
                AssumedDeclaration(name: "__AssumedElement", summary: "", declaration: lines.joined(separator: "\n"), isMember: false))
        }
        return result
    }

    /// Names of the standard library and Foundation that examples use most (they are not in
    /// the surface's index), so that `Strng` or `Doubel` is a typo, not a sample name.
    static let standardNames: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result",
        "Date", "URL", "UUID", "Data", "Decimal", "CGFloat", "CGSize", "CGPoint", "CGRect", "TimeInterval", "Task",
        "Error", "Never", "Void", "Any", "AnyObject", "Identifiable", "Hashable", "Equatable", "Codable", "Sendable",
        "Comparable", "Substring", "Range", "ClosedRange", "Duration", "Locale", "Calendar", "DateFormatter",
        "NumberFormatter", "JSONDecoder", "JSONEncoder", "URLSession", "URLRequest", "DispatchQueue", "MainActor",
        "print", "min", "max", "abs", "zip", "stride", "repeatElement", "fatalError", "precondition", "assert",
    ]

    /// Sample names so common on pages that they are never read as a typo of the API name
    /// one edit away (`model` and `mode`, `store` and `score`).
    static let commonSampleNames: Set<String> = [
        "model", "models", "store", "stores", "viewModel", "items", "item", "user", "users", "profile", "settings", "router", "service",
    ]

    /// A type as a report shows it: the shared assumed element is an `element`.
    static func readable(_ type: String) -> String {
        type.replacingOccurrences(of: "__AssumedElement", with: "element")
    }

    /// Why a near-typo is not assumed: its errors are real mistakes.
    static let typoReason = "a near-typo of a declared name"
    /// Why `$name` is not assumed where the example declares `name`: no binding exists.
    static let declaredWithoutBindingReason = "declared by the example without a binding"
    /// Whether `source` runs code off the main actor.
    static func leavesMainActor(_ source: String) -> Bool {
        ["@concurrent", "nonisolated", "Task.detached", "actor "].contains { source.contains($0) }
            && source.range(of: #"(@concurrent|\bnonisolated\b|Task\.detached|(^|\s)actor\s)"#, options: .regularExpression) != nil
    }

    /// Refusals whose errors stand as the page's mistakes.
    static let standingReasons: Set<String> = [typoReason, declaredWithoutBindingReason]

    struct Refusal: Error {
        var reason: String
    }

    // MARK: Types

    private func typeDeclaration(_ name: String, _ usage: NameUsage) -> Swift.Result<[AssumedDeclaration], Refusal> {
        var usage = usage
        let askedConformances = conformances[name] ?? []
        if askedConformances.contains("ObservableObject") { usage.wantsObservableObject = true }
        if !askedConformances.isDisjoint(with: ["Observable", "AnyObject"]), !usage.wantsObservableObject { usage.wantsObservable = true }
        // Protocols that need nothing the assumed type lacks (`throw NetworkError.offline`,
        // `.equatable()` on an assumed view), added as empty extensions.
        // `JSONDecoder().decode(Forecast.self, from: data)`: the compiler derives the coding of
        // the assumed structure's stored members.
        // `.draggable(card)`: transferred as text, the one representation any type can give.
        let addedConformances = askedConformances.intersection([
            "Error", "LocalizedError", "Equatable", "Sendable", "Decodable", "Encodable", "Codable", "Transferable",
        ]).sorted()
        let conformanceLines = addedConformances.map { conformance in
            conformance == "Transferable"
                ? "extension \(name): Transferable {\n"
                    + "    static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: { (_: \(name)) in \"\" }) }\n}"
                : "extension \(name): \(conformance) {}"
        }
        let conformanceSummary = addedConformances.isEmpty ? "" : ": " + addedConformances.joined(separator: ", ")
        if usage.wantsPreferenceKey {
            // The value its name says (`SizeKey`: a size, `FrameKey`: a rectangle), else a length.
            // What the compiler asked of the value given with it (`value: title`: text), else
            // the geometry the members read on the received value say (`offset.y`: a point),
            // else the value its name says.
            let asked = memberTypes["defaultValue"]
            let value =
                asked ?? Self.geometryType(members: usage.preferenceValueMembers)
                ?? (["Rect", "Frame", "Bounds"].contains(where: name.contains)
                    ? "CGRect"
                    : name.contains("Size") ? "CGSize" : name.contains("Point") || name.contains("Position") ? "CGPoint" : "CGFloat")
            let defaultValue = asked != nil ? "__assumedValue()" : value == "CGFloat" ? "0" : ".zero"
            let declaration = """
                fileprivate struct \(name): PreferenceKey {
                    static var defaultValue: \(value) { \(defaultValue) }
                    static func reduce(value: inout \(value), nextValue: () -> \(value)) { value = nextValue() }
                }
                """
            return .success([
                AssumedDeclaration(name: name, summary: "\(name): PreferenceKey (\(value))", declaration: declaration, isMember: false)
            ])
        }
        if let superclass = usage.platformSuperclass, !usage.wantsObservable, !usage.wantsObservableObject {
            // `func makeUIViewController(context:) -> ScannerController`: the controller (or
            // view) the representable wraps, a subclass of the platform's class; members the
            // platform class has are its own.
            let own = usage.members.filter { !memberNames.surfaceNames.contains($0.key) }
            let members = memberDeclarations(own, initLabels: [], published: false)
            let declaration = (["fileprivate final class \(name): \(superclass) {"] + members.map { "    " + $0 } + ["}"])
                .joined(separator: "\n")
            let summary = "\(name): \(superclass)\(own.isEmpty ? "" : " (\(memberSummary(own)))")"
            return .success([AssumedDeclaration(name: name, summary: summary, declaration: declaration, isMember: false)])
        }
        // Called in a view builder, or named as a view and called (`destination: DetailView(item:)`).
        // The compiler asking for a view (`.tabViewBottomAccessory { NowPlayingBar() }`)
        // makes it one whatever its name.
        let wantsView = askedConformances.contains("View") && !usage.wantsObservable && !usage.wantsObservableObject
        let isNamedAsView =
            ["View", "Row", "Screen"].contains(where: name.hasSuffix) && !usage.wantsObservable && !usage.wantsObservableObject
        let viewCalls = usage.calls.filter { $0.isInViewBuilder || isNamedAsView || wantsView }
        if !viewCalls.isEmpty || wantsView {
            let shapes = unique(usage.calls)
            var inits: [String] = []
            for shape in shapes {
                guard let initializer = viewInitializer(shape, owner: name) else {
                    return .failure(Refusal(reason: "called with closures whose parameters cannot be inferred"))
                }
                inits.append(initializer)
            }
            let declaration =
                (["fileprivate struct \(name): View {"] + inits.map { "    " + $0 }
                + ["    var body: some View { EmptyView() }", "}"] + conformanceLines + implicitMemberDeclarations(owner: name, shapes))
                .joined(separator: "\n")
            let summary =
                shapes.isEmpty
                ? "\(name): View\(conformanceSummary.isEmpty ? "" : ", " + addedConformances.joined(separator: ", "))"
                : shapes.map { "\(name)(\(signature($0)))" }.joined(separator: ", ") + conformanceSummary
            return .success([AssumedDeclaration(name: name, summary: summary, declaration: declaration, isMember: false)])
        }
        // What the example's own extension of the type declares is not assumed again.
        usage.members = usage.members.filter { !usage.extensionMembers.contains($0.key) }
        let hasMethods = usage.members.values.contains { !$0.calls.isEmpty }
        let isClass = usage.wantsObservable || usage.wantsObservableObject || hasMethods
        var members = memberDeclarations(usage.members, initLabels: usage.calls, published: usage.wantsObservableObject, owner: name)
        // `Model(id: habitatID)`: the initializer's `id` is the identity.
        let takesID = usage.calls.contains { $0.labels.contains("id") }
        if !usage.members.keys.contains("id"), !usage.extensionMembers.contains("id"), !takesID, !isClass {
            members.insert("var id = UUID()", at: 0)
        }
        var lines: [String]
        let summary: String
        let memberList = memberSummary(usage.members)
        // `switch mode { case .list: … case .grid: … }` over a variable of the type, with nothing
        // read on its values nor any initializer called: an enumeration of the cases switched
        // on and of the static members read (`Mode.list`), so that the switch is exhaustive.
        let enumCases =
            usage.switchCases.union(usage.staticMembers.filter { $0.value.calls.isEmpty && $0.value.contextType == nil }.keys)
        let isEnumeration =
            !isClass && !usage.switchCases.isEmpty && usage.members.isEmpty && usage.calls.isEmpty && usage.subscripts.isEmpty
            && !usage.wantsRawValue && usage.nestedStatics.isEmpty && usage.extensionMembers.isEmpty
            && usage.extensionConformances.isEmpty && askedConformances.isEmpty
        if isEnumeration {
            let cases = enumCases.sorted()
            lines = [
                "fileprivate enum \(name): Hashable, CaseIterable, Identifiable {",
                "    case \(cases.map(Self.escapedIdentifier).joined(separator: ", "))",
                "    var id: Self { self }",
                "}",
            ]
            for member in cases { usage.staticMembers[member] = nil }
            summary = "\(name): enum (\(cases.map { "." + $0 }.joined(separator: ", ")))"
        } else if isClass {
            let header =
                usage.wantsObservableObject
                ? "fileprivate final class \(name): ObservableObject {"
                : "@Observable fileprivate final class \(name) {"
            lines = [header] + members.map { "    " + $0 } + ["    init() {}"]
            for shape in unique(usage.calls) where !shape.labels.isEmpty {
                lines.append("    " + genericInit(shape, body: "self.init()", isConvenience: true, owner: name))
            }
            lines.append("}")
            lines += Self.identityHashable(name)
            lines += implicitMemberDeclarations(owner: name, unique(usage.calls).filter { !$0.labels.isEmpty })
            summary =
                "\(name) (\(usage.wantsObservableObject ? "ObservableObject" : "@Observable")\(memberList.isEmpty ? "" : ": " + memberList))"
        } else {
            // Members nothing shows are read as text (`subscript(dynamicMember:)`), but for
            // those the compiler asked a type for.
            // Members called where the type read them as text (`document?.duplicate()` on a
            // value the example types elsewhere): methods, but for near-typos of surface
            // members or of the type's other members, whose errors stand.
            let known = Set(usage.members.keys).union(usage.extensionMembers)
            // A member called on a value declared with another assumed type is not this one's.
            let called = calledMembers.filter { member, call in
                let limit = member.count >= 10 ? 2 : member.count >= 5 ? 1 : 0
                return (call.receiverTypes?.contains(name) ?? true) && !known.contains(member)
                    && !usage.calls.contains { $0.labels.contains(member) }
                    && UsageCollector.kindFromMember(member) == nil
                    && (memberNames.surfaceNames.contains(member) || !memberNames.isTypo(member, declaredNames: known, limit: limit))
            }.mapValues(\.usage)
            let asked = memberTypes.filter { member, _ in
                usage.members[member] == nil && !usage.extensionMembers.contains(member)
                    && !usage.calls.contains { $0.labels.contains(member) } && called[member] == nil
            }
            let conformances = ["Identifiable", "Hashable"].filter { !usage.extensionConformances.contains($0) }
            lines =
                [
                    "@dynamicMemberLookup fileprivate struct \(name)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {"
                ]
                + members.map { "    " + $0 }
                + asked.sorted(by: { $0.key < $1.key }).map { "    var \($0.key): \($0.value) { __assumedValue() }" }
                + memberDeclarations(called, initLabels: [], published: false, owner: name).map { "    " + $0 }
                + ["    subscript(dynamicMember member: String) -> String { get { \"\" } set {} }", "}"]
            let extras = unique(usage.calls).filter { shape in shape.labels.contains(nil) }
            if !extras.isEmpty {
                lines.append("extension \(name) {")
                for shape in extras { lines.append("    " + genericInit(shape, body: "self.init()", isConvenience: false, owner: name)) }
                lines.append("}")
                lines += implicitMemberDeclarations(owner: name, extras)
            }
            // `if let link = DeepLink(url: url)`: where every call of those labels is bound so,
            // a failable initializer (the memberwise one cannot be bound with `if let`).
            var failableLabels: Set<[String?]> = []
            let failable = unique(usage.calls).filter { shape in
                !shape.labels.isEmpty && !shape.labels.contains(nil) && shape.trailingClosureParameters.isEmpty
                    && usage.optionallyBoundCalls[shape.labels] == usage.calls.filter({ $0.labels == shape.labels }).count
                    && failableLabels.insert(shape.labels).inserted
            }
            if !failable.isEmpty {
                lines.append("extension \(name) {")
                for shape in failable {
                    lines.append(
                        "    init?" + genericInit(shape, body: "return nil", isConvenience: false, owner: name).dropFirst("init".count))
                }
                lines.append("}")
            }
            let namespaced = usage.nestedStatics.sorted(by: { $0.key < $1.key })
                .flatMap { namespace, statics in statics.keys.sorted().map { "\(namespace).\($0)" } }.joined(separator: ", ")
            let typed =
                ([memberList] + asked.sorted(by: { $0.key < $1.key }).map { "\($0.key): \(Self.readable($0.value))" } + [
                    memberSummary(called)
                ])
                .filter { !$0.isEmpty }.joined(separator: ", ")
            lines += conformanceLines
            // A member stored with a type the compiler asked for (`Planner(store: store)`) may
            // not be hashable: the assumed type compares as one value.
            let storesAskedTypes = usage.calls.contains { $0.labels.contains { $0.map { memberTypes[$0] != nil } ?? false } }
            if storesAskedTypes, conformances.contains("Hashable") {
                lines += [
                    "extension \(name) {", "    static func == (lhs: \(name), rhs: \(name)) -> Bool { true }",
                    "    func hash(into hasher: inout Hasher) {}", "}",
                ]
            }
            // `@AppStorage("sort") var sort = Sort.title`: stored as text.
            let isStored = usage.wantsRawValue && !usage.extensionConformances.contains("RawRepresentable")
            if isStored {
                lines += [
                    "extension \(name): RawRepresentable {", "    init?(rawValue: String) { return nil }",
                    "    var rawValue: String { \"\" }",
                    "}",
                ]
            }
            let conformed = conformanceSummary + (isStored ? (conformanceSummary.isEmpty ? ": " : ", ") + "RawRepresentable" : "")
            summary =
                namespaced.isEmpty
                ? "\(name)\(conformed) (\(typed.isEmpty ? "" : typed + "; ")other members as text)"
                : "\(name)\(conformed) (\([memberList, namespaced].filter { !$0.isEmpty }.joined(separator: ", ")))"
        }
        // Static members the compiler found missing (`state = .archived` on an assumed type),
        // but for near-typos of one another (`.seald` and `.sealed`) or of a surface member.
        let asked = askedStatics[name] ?? []
        let knownMembers = Set(usage.staticMembers.keys).union(usage.members.keys).union(asked)
        for member in asked where usage.staticMembers[member] == nil && !(isEnumeration && enumCases.contains(member)) {
            let limit = member.count >= 10 ? 2 : member.count >= 5 ? 1 : 0
            guard memberNames.surfaceNames.contains(member) || !memberNames.isTypo(member, declaredNames: knownMembers, limit: limit)
            else { continue }
            usage.staticMembers[member] = MemberUsage()
        }
        if !usage.staticMembers.isEmpty {
            lines.append("extension \(name) {")
            for (rawMember, memberUsage) in usage.staticMembers.sorted(by: { $0.key < $1.key }) {
                // `Theme.default`: a keyword as a member name is declared in backticks.
                let member = Self.escapedIdentifier(rawMember)
                if let call = memberUsage.calls.first {
                    // The type the compiler asked its result to be (`found = Catalog.search(text)`).
                    let parameters = parameterList(call)
                    let effects =
                        (memberUsage.calls.contains(where: \.isAwaited) ? " async" : "")
                        + (memberUsage.calls.contains(where: \.isTried) ? " throws" : "")
                    let returns = memberTypes[rawMember] ?? name
                    lines.append(
                        "    @discardableResult static func \(member)\(parameters.generics)\(parameters.text)\(effects) -> \(returns) { __assumedValue() }"
                    )
                } else if let type = memberTypes[member] ?? memberUsage.contextType {
                    lines.append("    static var \(member): \(type) { __assumedValue() }")
                } else if memberUsage.kinds.contains(.collection) || Self.looksPlural(member) {
                    lines.append("    static var \(member): [\(name)] { [] }")
                } else {
                    lines.append("    static var \(member): \(name) { fatalError() }")
                }
            }
            lines.append("}")
        }
        // `Theme.Colors.accent`: namespaces of static members, typed by where they are used.
        for (namespace, statics) in usage.nestedStatics.sorted(by: { $0.key < $1.key }) {
            lines.append("extension \(name) {")
            lines.append("    enum \(namespace) {")
            for (member, memberUsage) in statics.sorted(by: { $0.key < $1.key }) {
                if let call = memberUsage.calls.first {
                    let parameters = parameterList(call)
                    let returns = memberTypes[member] ?? memberUsage.contextType ?? "String"
                    lines.append(
                        "        @discardableResult static func \(member)\(parameters.generics)\(parameters.text) -> \(returns) { __assumedValue() }"
                    )
                } else {
                    let type =
                        memberTypes[member] ?? memberUsage.contextType
                        ?? Self.singleKind(memberUsage.kinds)?.swiftType(element: "__AssumedElement").type ?? "String"
                    lines.append("        static var \(member): \(type) { __assumedValue() }")
                }
            }
            lines.append("    }")
            lines.append("}")
        }
        return .success([AssumedDeclaration(name: name, summary: summary, declaration: lines.joined(separator: "\n"), isMember: false)])
    }

    /// `init<A0, C0: View>(_ a0: A0, title a1: A1, @ViewBuilder content: () -> C0) {}`
    private func viewInitializer(_ shape: CallShape, owner: String) -> String? {
        var generics: [String] = []
        var parameters: [String] = []
        let closures = shape.trailingClosureParameters
        if closures.count > 1 { return nil }
        if let count = closures.first, count > 0 {
            // `Name(data) { element in … }`: the closure takes the data's elements.
            guard count == 1, shape.labels.first == .some(nil) else { return nil }
            generics += ["D: RandomAccessCollection", "C: View"]
            parameters.append("_ data: D")
            for (index, label) in shape.labels.enumerated().dropFirst() {
                let type = parameterType(shape, at: index, owner: owner)
                if type == "A\(index)" { generics.append(type) }
                parameters.append("\(label ?? "_") a\(index): \(type)")
            }
            parameters.append("@ViewBuilder content: @escaping (D.Element) -> C")
        } else {
            for (index, label) in shape.labels.enumerated() {
                let type = parameterType(shape, at: index, owner: owner)
                if type == "A\(index)" { generics.append(type) }
                parameters.append("\(label ?? "_") a\(index): \(type)")
            }
            if closures.first == 0 {
                if shape.trailingClosureIsContent.first ?? true {
                    generics.append("C: View")
                    parameters.append("@ViewBuilder content: () -> C")
                } else {
                    parameters.append("action: @escaping () -> Void")
                }
            }
        }
        let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        return "init\(genericClause)(\(parameters.joined(separator: ", "))) {}"
    }

    private func genericInit(_ shape: CallShape, body: String, isConvenience: Bool, owner: String) -> String {
        let parameters = parameterList(shape, owner: owner)
        return "\(isConvenience ? "convenience " : "")init\(parameters.generics)\(parameters.text) { \(body) }"
    }

    /// `<A0, A1>` and `(_ a0: A0, for a1: A1, _ body: @escaping () -> Void)` for a call shape.
    /// With an `owner`, an argument written as an implicit member (`.sample`) takes the
    /// type ``implicitMemberDeclarations(owner:_:)`` declares for it.
    func parameterList(_ shape: CallShape, owner: String? = nil) -> (generics: String, text: String) {
        var generics: [String] = []
        var parameters: [String] = []
        for (index, label) in shape.labels.enumerated() {
            let type = parameterType(shape, at: index, owner: owner)
            if type == "A\(index)" { generics.append(type) }
            parameters.append("\(label ?? "_") a\(index): \(type)")
        }
        for (index, count) in shape.trailingClosureParameters.enumerated() {
            let inputs = Array(repeating: "Any", count: count).joined(separator: ", ")
            parameters.append("_ c\(index): @escaping (\(inputs)) -> Void")
        }
        return (generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>", "(\(parameters.joined(separator: ", ")))")
    }

    /// The type of an assumed call's parameter: `A0`, a generic one, but for an argument
    /// written as an implicit member (see ``implicitMemberType(_:at:owner:)``, with an
    /// `owner`) and a `nil` argument (`completionHandler: nil`): an optional of any type, as
    /// no generic parameter is inferred from `nil`.
    private func parameterType(_ shape: CallShape, at index: Int, owner: String?) -> String {
        if index < shape.nilArguments.count, shape.nilArguments[index] { return "Any?" }
        return owner.flatMap { implicitMemberType(shape, at: index, owner: $0) } ?? "A\(index)"
    }

    // MARK: Implicit member arguments

    /// Sample values pages pass as implicit members (`DetailView(item: .sample)`) without
    /// declaring them; they are never read as near-typos of surface members.
    static let sampleMemberNames: Set<String> = ["sample", "samples", "preview", "previews", "mock", "example", "placeholder"]

    /// The type of an argument written as an implicit member (`.sample`, `.constant(true)`):
    /// one declared for the parameter with that static member. Nil for any other argument,
    /// and for a member within typo distance of a surface member it is not (`.leadng`), so
    /// that the misspelling still fails.
    private func implicitMemberType(_ shape: CallShape, at index: Int, owner: String) -> String? {
        guard index < shape.implicitMembers.count, let member = shape.implicitMembers[index] else { return nil }
        let name = member.name
        // One edit: the parameter's type is unknown, so a longer name (`.imageCache`) is more
        // likely the page's own member than a misspelling two edits from some surface name.
        let limit = name.count >= 5 ? 1 : 0
        guard
            Self.sampleMemberNames.contains(name) || memberNames.surfaceNames.contains(name)
                || !memberNames.isTypo(name, declaredNames: [], limit: limit)
        else { return nil }
        return "__Assumed\(owner)_\(shape.labels[index] ?? "a\(index)")"
    }

    /// `fileprivate struct __AssumedDetailView_item { static var sample: Self { Self() } }`:
    /// for each parameter given implicit members, a type with those static members.
    private func implicitMemberDeclarations(owner: String, _ shapes: [CallShape]) -> [String] {
        var members: [String: Set<String>] = [:]
        for shape in shapes {
            for index in shape.labels.indices {
                guard let type = implicitMemberType(shape, at: index, owner: owner), let member = shape.implicitMembers[index] else {
                    continue
                }
                if let labels = member.argumentLabels {
                    let parameters = parameterList(CallShape(labels: labels, literalKinds: [], trailingClosureParameters: []))
                    members[type, default: []].insert(
                        "static func \(member.name)\(parameters.generics)\(parameters.text) -> Self { Self() }")
                } else {
                    members[type, default: []].insert("static var \(member.name): Self { Self() }")
                }
            }
        }
        return members.sorted(by: { $0.key < $1.key }).flatMap { type, lines in
            ["fileprivate struct \(type) {"] + lines.sorted().map { "    " + $0 } + ["}"]
        }
    }

    private func memberDeclarations(
        _ members: [String: MemberUsage], initLabels: [CallShape], published: Bool, owner: String? = nil
    ) -> [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        // Stored properties first, in the order of the first initializer's labels, so the
        // memberwise initializer takes them in that order.
        var order: [String] = []
        for shape in initLabels { for label in shape.labels.compactMap({ $0 }) where !order.contains(label) { order.append(label) } }
        for name in members.keys.sorted() where !order.contains(name) { order.append(name) }
        var literalKinds: [String: ValueKind] = [:]
        for shape in initLabels {
            for (label, kind) in zip(shape.labels, shape.literalKinds) { if let label, let kind { literalKinds[label] = kind } }
        }
        for name in order where seen.insert(name).inserted {
            let usage = members[name] ?? MemberUsage()
            if let call = usage.calls.first, memberTypes[name] == nil, !usage.resultNames.isEmpty, !usage.resultMembers.isEmpty {
                // `if let department = model.department(id: selection)` then
                // `department.employees`: an optional of a value with those members.
                let result = "__" + name.prefix(1).uppercased() + name.dropFirst() + "Result"
                let parameters = parameterList(call)
                let effects =
                    (usage.calls.contains(where: \.isAwaited) ? " async" : "") + (usage.calls.contains(where: \.isTried) ? " throws" : "")
                lines.append("struct \(result) {")
                lines += memberDeclarations(usage.resultMembers, initLabels: [], published: false).map { "    " + $0 }
                lines.append("}")
                lines.append("func \(name)\(parameters.generics)\(parameters.text)\(effects) -> \(result)? { nil }")
            } else if let call = usage.calls.first {
                let parameters = parameterList(call)
                let effects =
                    (usage.calls.contains(where: \.isAwaited) ? " async" : "") + (usage.calls.contains(where: \.isTried) ? " throws" : "")
                // The type the compiler asked its result to be (`return try await api.fetchTrail()`
                // in a function returning `Trail`), else by use.
                let returns: String
                let body: String
                if let type = memberTypes[name] {
                    (returns, body) = (" -> \(type)", "{ __assumedValue() }")
                } else if usage.isFluent, let owner {
                    // A fluent interface: `tides.filtered(by: "harbour").first(to: 5)`.
                    (returns, body) = (" -> \(owner)", "{ __assumedValue() }")
                } else if call.isInViewBuilder {
                    (returns, body) = (" -> some View", "{ EmptyView() }")
                } else if call.isPredicate {
                    (returns, body) = (" -> Bool", "{ false }")
                } else if call.isResultUsed {
                    (returns, body) = (" -> String", "{ \"\" }")
                } else {
                    (returns, body) = ("", "{}")
                }
                lines.append("\(Self.discardable(returns))func \(name)\(parameters.generics)\(parameters.text)\(effects)\(returns) \(body)")
            } else if let type = memberTypes[name] ?? usage.contextType {
                // Stored only where an initializer takes it: a computed member keeps the
                // type's synthesised `Hashable` whatever the compiler asked for.
                let isStored = published || initLabels.contains { $0.labels.contains(name) }
                lines.append(
                    isStored
                        ? "\(published ? "@Published " : "")var \(name): \(type) = __assumedValue()"
                        : "var \(name): \(type) { get { __assumedValue() } set {} }")
            } else if name == "id", usage.kinds.isEmpty, literalKinds[name] == nil {
                // An identity nothing says more of is what assumed models use elsewhere.
                lines.append("\(published ? "@Published " : "")var id: UUID = UUID()")
            } else {
                let kind = Self.singleKind(usage.kinds) ?? literalKinds[name] ?? Self.kind(forName: name)
                let (type, value) = kind.swiftType(element: Self.elementType(usage.elementKinds))
                // `if let note = packet.note`: an optional of that kind.
                let (declared, initial) = usage.isOptional ? ("\(type)?", "nil") : (type, value)
                lines.append("\(published ? "@Published " : "")var \(name): \(declared) = \(initial)")
            }
        }
        return lines
    }

    /// `@discardableResult ` for an assumed function that returns something: the page never
    /// said it returns a value, so a call whose result it ignores must not warn (a warning
    /// makes a good example a mismatch).
    static func discardable(_ returns: String) -> String {
        returns.isEmpty ? "" : "@discardableResult "
    }

    private func memberSummary(_ members: [String: MemberUsage]) -> String {
        members.keys.sorted().map { name in members[name]!.calls.isEmpty ? name : "\(name)()" }.joined(separator: ", ")
    }

    // MARK: Values

    private func valueDeclaration(
        _ name: String, _ usage: NameUsage, canAddMembers: Bool, override: String?, elementType: String? = nil,
        publisherOutput: String? = nil, ownType: String? = nil
    ) -> Swift.Result<[AssumedDeclaration], Refusal> {
        if usage.isSelfMember, usage.isInOwnType || !canAddMembers {
            return .failure(Refusal(reason: "read as a member of a view the example does not show"))
        }
        if !usage.calls.isEmpty {
            guard usage.kinds.isEmpty, usage.members.isEmpty, !usage.isBinding else {
                return .failure(Refusal(reason: "used both as a function and as a value"))
            }
            if usage.isSelfMember {
                // `self.refresh()` in a view's body shown alone: a method of that view.
                let shapes = unique(usage.calls)
                let effects = (shapes.contains(where: \.isAwaited) ? " async" : "") + (shapes.contains(where: \.isTried) ? " throws" : "")
                return .success(
                    shapes.map { shape in
                        let parameters = parameterList(shape)
                        let returns = override.map { " -> \($0)" } ?? (shape.isResultUsed ? " -> String" : "")
                        let body = override != nil ? "{ __assumedValue() }" : shape.isResultUsed ? "{ \"\" }" : "{}"
                        return AssumedDeclaration(
                            name: name, summary: "self.\(name)(\(signature(shape)))\(effects)",
                            declaration:
                                "\(Self.discardable(returns))func \(name)\(parameters.generics)\(parameters.text)\(effects)\(returns) \(body)",
                            isMember: true)
                    })
            }
            var lines: [String] = []
            var summaries: [String] = []
            let shapes = unique(usage.calls)
            let effects = (shapes.contains(where: \.isAwaited) ? " async" : "") + (shapes.contains(where: \.isTried) ? " throws" : "")
            for shape in shapes {
                let parameters = parameterList(shape, owner: name)
                // The type the compiler asked for (`items = await fetchItems()`), else by use.
                let returns =
                    override.map { " -> \($0)" } ?? (shape.isInViewBuilder ? " -> some View" : shape.isResultUsed ? " -> String" : "")
                let body =
                    override != nil
                    ? "{ __assumedValue() }" : shape.isInViewBuilder ? "{ EmptyView() }" : shape.isResultUsed ? "{ \"\" }" : "{}"
                // An asynchronous one on the main actor, where views call it (it may then take
                // their state); not where the example leaves it (`@concurrent func process(…)`
                // calling `accumulate(page)`). A synchronous one runs where it is called: a
                // view's body or a plain function (`func handle() { refresh() }`) alike.
                let isolation = leavesMainActor || effects.isEmpty || effects == " throws" ? "nonisolated " : "@MainActor "
                lines.append(
                    "\(Self.discardable(returns))\(isolation)fileprivate func \(name)\(parameters.generics)\(parameters.text)\(effects)\(returns) \(body)"
                )
                summaries.append("\(name)(\(signature(shape)))\(effects)\(override.map { " -> \($0)" } ?? "")")
            }
            lines += implicitMemberDeclarations(owner: name, shapes)
            return .success([
                AssumedDeclaration(
                    name: name, summary: summaries.joined(separator: ", "), declaration: lines.joined(separator: "\n"), isMember: false
                )
            ])
        }
        let needsState = usage.isBinding || usage.isSelfMember && !usage.isStaticSelfMember
        if usage.isStaticSelfMember && (usage.isInOwnType || !canAddMembers || usage.isBinding) {
            return .failure(Refusal(reason: "read as a member of a view the example does not show"))
        }
        if needsState && (usage.isInOwnType || !canAddMembers) {
            return .failure(Refusal(reason: "used as a binding ($\(name)) inside a type the example declares"))
        }
        if usage.isFocus && override == nil {
            // `.focused($field, equals: .email)`: focus state over the cases compared with.
            let cases = usage.focusCases.sorted()
            guard !cases.isEmpty else {
                return .success([
                    AssumedDeclaration(
                        name: name, summary: "\(name): @FocusState Bool", declaration: "@FocusState private var \(name): Bool",
                        isMember: true
                    )
                ])
            }
            let field = "__Assumed" + name.prefix(1).uppercased() + name.dropFirst() + "Field"
            let enumeration = "fileprivate enum \(field): Hashable {\n    case \(cases.joined(separator: ", "))\n}"
            return .success([
                AssumedDeclaration(name: field, summary: "", declaration: enumeration, isMember: false),
                AssumedDeclaration(
                    name: name, summary: "\(name): @FocusState (\(cases.map { "." + $0 }.joined(separator: ", ")))?",
                    declaration: "@FocusState private var \(name): \(field)?", isMember: true
                ),
            ])
        }
        if usage.isDocument, override == nil, usage.kinds.isEmpty, usage.members.isEmpty {
            // `.fileExporter(isPresented: $exporting, document: notes, …)`: a file document.
            let document = "__Assumed" + name.prefix(1).uppercased() + name.dropFirst() + "Document"
            let lines = [
                "fileprivate struct \(document): FileDocument {",
                "    static var readableContentTypes: [UTType] { [] }",
                "    init() {}",
                "    init(configuration: ReadConfiguration) throws {}",
                "    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { __assumedValue() }",
                "}",
            ]
            let type = usage.isOptional ? "\(document)?" : document
            return .success([
                AssumedDeclaration(name: document, summary: "", declaration: lines.joined(separator: "\n"), isMember: false),
                AssumedDeclaration(
                    name: name, summary: "\(name): a FileDocument",
                    declaration: "nonisolated(unsafe) fileprivate var \(name): \(type) = \(usage.isOptional ? "nil" : "\(document)()")",
                    isMember: false),
            ])
        }
        var declarations: [AssumedDeclaration] = []
        let type: String
        let value: String
        let summaryType: String
        // What the compiler asked of the value's type (see
        // ``AssumptionOutcome/valueConformanceRequests(in:snippet:)``).
        let asked = override == nil ? conformances[name] ?? [] : []
        let wantsObject = asked.contains("ObservableObject") || asked.contains("Observable")
        if override == nil, let ownType, usage.kinds.isEmpty, !usage.isViewContent {
            // `model.items` where the example declares `class Model`: one of those, so that
            // what it reads is checked against what the example declares.
            type = ownType
            value = "__assumedValue()"
            summaryType = ownType
        } else if asked.contains("View"), !wantsObject, usage.members.values.allSatisfy({ !$0.calls.isEmpty }) {
            // `ImageRenderer(content: snapshot)`: a view the page keeps elsewhere.
            type = "AnyView"
            value = "__assumedValue()"
            summaryType = "some View"
        } else if override == nil, usage.kinds.isEmpty, let view = viewType(name, usage) {
            // `thumbnail.resizable().frame(…)`, `content.padding()`: a view kept in a
            // property the page does not show.
            type = view
            value = "__assumedValue()"
            summaryType = view == "AnyView" ? "some View" : view
        } else if override == nil, usage.isPublisher, usage.kinds.isEmpty, usage.members.isEmpty {
            // `.onReceive(ticker) { date in … }`: a publisher that never fails, of dates when
            // its name says it ticks, else of what the values are assigned to or compared
            // with where that is assumed too (`level = $0`: a level's number), else of text.
            let output =
                ["timer", "ticker", "clock"].contains(where: name.lowercased().contains) ? "Date" : publisherOutput ?? "String"
            type = "AnyPublisher<\(output), Never>"
            value = "__assumedValue()"
            summaryType =
                output == "Date" ? "a publisher of dates" : output == "String" ? "a publisher of strings" : "a publisher of \(output)"
        } else if override == nil, usage.kinds.isEmpty, Set(usage.members.keys).contains("sink"),
            Set(usage.members.keys).isSubset(of: ["sink", "store"]), surfaceTypes.contains("AnyPublisher")
        {
            // `feed.sink { value in … }.store(in: &cancellables)`: a Combine publisher (`store`
            // is the subscription's, read through the chain).
            let output = publisherOutput ?? "String"
            type = "AnyPublisher<\(output), Never>"
            value = "__assumedValue()"
            summaryType = output == "String" ? "a publisher of strings" : "a publisher of \(output)"
        } else if override == nil, usage.keepsSubscriptions, usage.members.isEmpty, surfaceTypes.contains("AnyCancellable") {
            // `.store(in: &cancellables)`: the set Combine keeps subscriptions in.
            type = "Set<AnyCancellable>"
            value = "[]"
            summaryType = "Set<AnyCancellable>"
        } else if override == nil, usage.isViewContent, usage.kinds.isEmpty {
            // `header` standing in a view builder (`VStack { header }`, `content.padding()`):
            // a view; an image when its name says so (`image.resizable()`).
            type = name.lowercased().hasSuffix("image") ? "Image" : "AnyView"
            value = "__assumedValue()"
            summaryType = type == "Image" ? "Image" : "some View"
        } else if override == nil, usage.kinds.isEmpty, usage.members.isEmpty, usage.selectionTypes.count == 1,
            let tagged = usage.selectionTypes.first
        {
            // `TabView(selection: $pane)` over `Tab(…, value: Pane.home)`: a value of the tagged type.
            type = tagged
            value = "__assumedValue()"
            summaryType = tagged
        } else if override == nil, usage.kinds.isEmpty, usage.members.isEmpty, !usage.implicitCases.isEmpty {
            // `phase == .idle`, `phase = .done`, `case .idle:`: an enumeration of those cases
            // (near-typos left out, see ``assumeAll``).
            let cases = usage.implicitCases.sorted()
            let enumeration = "__Assumed" + name.prefix(1).uppercased() + name.dropFirst() + "Case"
            declarations.append(
                AssumedDeclaration(
                    name: enumeration, summary: "",
                    declaration:
                        "fileprivate enum \(enumeration): Hashable {\n    case \(cases.map(Self.escapedIdentifier).joined(separator: ", "))\n}",
                    isMember: false))
            type = enumeration
            value = ".\(Self.escapedIdentifier(cases[0]))"
            summaryType = "one of \(cases.map { "." + $0 }.joined(separator: ", "))"
        } else if let override {
            // The type the compiler asked for; `__assumedValue()` stands for any value of it.
            type = override
            value = "__assumedValue()"
            summaryType = override == "__AssumedElement?" ? "an identifiable element, optional" : Self.readable(override)
        } else if let geometry = Self.geometryType(members: Set(usage.members.keys)), usage.kinds.isEmpty,
            usage.members.values.allSatisfy({ $0.calls.isEmpty })
        {
            // `size.width`, `frame.minX`: a size, a point or a rectangle.
            type = geometry
            value = ".zero"
            summaryType = geometry
        } else if !usage.members.isEmpty || wantsObject || usage.wantsObservable || !usage.subscripts.isEmpty {
            // `entry.date` and `entry.count`: `count` is the entry's own member, not a sign of
            // a collection, when nothing else says so. `.environment(session)`,
            // `.focusedObject(editor)`: an object, whatever its name suggested.
            var usage = usage
            if !usage.kinds.isEmpty, usage.kinds == Set(usage.kindMembers.values) {
                for member in usage.kindMembers.keys { usage.members[member, default: MemberUsage()] = MemberUsage() }
                usage.kinds = []
            }
            guard usage.kinds.isEmpty else { return .failure(Refusal(reason: "its uses contradict each other")) }
            let objectType = "__Assumed" + name.prefix(1).uppercased() + name.dropFirst()
            let isObservableObject = asked.contains("ObservableObject")
            let members =
                memberDeclarations(usage.members, initLabels: [], published: isObservableObject, owner: objectType)
                + usage.subscripts.sorted { $0.lexicographicallyPrecedes($1) }.map(Self.subscriptDeclaration)
            let header =
                isObservableObject
                ? "fileprivate final class \(objectType): ObservableObject {" : "@Observable fileprivate final class \(objectType) {"
            let lines = [header] + members.map { "    " + $0 } + ["}"] + Self.identityHashable(objectType)
            declarations.append(
                AssumedDeclaration(name: objectType, summary: "", declaration: lines.joined(separator: "\n"), isMember: false))
            type = objectType
            value = "\(objectType)()"
            let kind = isObservableObject ? "an ObservableObject" : "an object"
            let subscripts = usage.subscripts.map { "[" + $0.map { $0 + ":" }.joined() + "]" }.sorted()
            let parts = (usage.members.isEmpty ? [] : [memberSummary(usage.members)]) + subscripts
            summaryType = parts.isEmpty ? kind : "\(kind) with \(parts.joined(separator: ", "))"
        } else {
            var kinds = usage.kinds
            if kinds.contains(.int), kinds.contains(.double) { kinds.remove(.int) }
            // `Text(query)` and `query.isEmpty`: text is a collection of characters too.
            if kinds == [.string, .collection], usage.collectionEvidence.isSubset(of: Self.membersTextShares) { kinds = [.string] }
            guard kinds.count <= 1 else {
                return .failure(
                    Refusal(reason: "its uses contradict each other (\(kinds.sorted().map(\.rawValue).joined(separator: ", ")))"))
            }
            let kind = kinds.first ?? (usage.elementMembers.isEmpty ? Self.kind(forName: name) : .collection)
            if kind == .collection {
                let element: String
                let members = usage.elementMembers.filter { $0.key != "self" }
                if let elementType {
                    element = elementType
                    summaryType = "[\(elementType)]"
                } else if members.isEmpty {
                    element = usage.elementMembers.keys.contains("self") ? "String" : Self.elementType(usage.elementKinds)
                    summaryType = element == "__AssumedElement" ? "[an identifiable element]" : "[\(element)]"
                } else {
                    element = "__Assumed" + name.prefix(1).uppercased() + name.dropFirst() + "Element"
                    var lines = ["fileprivate struct \(element): Identifiable, Hashable {"]
                    if !members.keys.contains("id") { lines.append("    var id = UUID()") }
                    lines += memberDeclarations(members, initLabels: [], published: false).map { "    " + $0 }
                    lines.append("}")
                    declarations.append(
                        AssumedDeclaration(name: element, summary: "", declaration: lines.joined(separator: "\n"), isMember: false))
                    summaryType = "[element with \(memberSummary(members))]"
                }
                type = "[\(element)]"
                value = "[]"
            } else {
                (type, value) = kind.swiftType(element: "__AssumedElement")
                summaryType = type
            }
        }
        // `selection = nil`, `if let x = selection`: an optional of the type its other uses ask,
        // or of the type the compiler asked (`task?.cancel()` beside `task = Task { … }`): a
        // plain value would make the optional use an error of its own.
        let isOptional = usage.isOptional && !type.hasSuffix("?")
        let declaredType = isOptional ? (type.hasPrefix("[") || !type.contains(" ") ? "\(type)?" : "(\(type))?") : type
        let declaredValue = isOptional ? "nil" : value
        let declaration =
            usage.isStaticSelfMember
            ? "static var \(name): \(declaredType) { \(declaredValue) }"
            : needsState
                ? "@State private var \(name): \(declaredType) = \(declaredValue)"
                : "nonisolated(unsafe) fileprivate var \(name): \(declaredType) = \(declaredValue)"
        let owner = usage.isStaticSelfMember ? "Self." : usage.isSelfMember ? "self." : ""
        let summary = "\(owner)\(name): \(summaryType)\(isOptional ? "?" : "")"
        declarations.append(
            AssumedDeclaration(name: name, summary: summary, declaration: declaration, isMember: needsState || usage.isStaticSelfMember))
        return .success(declarations)
    }

    // MARK: Helpers

    /// A subscript read with `labels` (`model[scoreFor: player]`), of any arguments, giving
    /// text and settable (a binding may project through it).
    static func subscriptDeclaration(_ labels: [String]) -> String {
        let generics = labels.indices.map { "A\($0)" }
        let parameters = zip(labels, generics).enumerated().map { "\(escapedIdentifier($1.0)) a\($0): \($1.1)" }
        return "subscript<\(generics.joined(separator: ", "))>(\(parameters.joined(separator: ", "))) -> String { get { \"\" } set {} }"
    }

    /// The values a publisher sends, from an assumed name its closure assigns them to or
    /// compares them with (`.onReceive(feed) { level = $0 }`): that name's type as assumed.
    private func publisherOutput(_ usage: NameUsage, usages: [String: NameUsage], overrides: [String: String]) -> String? {
        guard usage.isPublisher else { return nil }
        for peer in usage.publisherPeers.sorted() {
            if let type = overrides[peer] { return type }
            guard let peerUsage = usages[peer], peerUsage.members.isEmpty, peerUsage.calls.isEmpty else { continue }
            let kind = Self.singleKind(peerUsage.kinds) ?? Self.kind(forName: peer)
            if kind != .collection { return kind.swiftType(element: "__AssumedElement").type }
        }
        return nil
    }

    /// The view type a value only ever modified as a view is (`Image` for `resizable()`, an
    /// `AnyShape` for `fill(_:)`, `Text` for `kerning(_:)`, else `AnyView`); nil when one
    /// of its members is read, or called but no view's method.
    private func viewType(_ name: String, _ usage: NameUsage) -> String? {
        let view = viewMethods["View"] ?? []
        guard !usage.members.isEmpty, !view.isEmpty, usage.members.values.allSatisfy({ !$0.calls.isEmpty }) else { return nil }
        let called = Set(usage.members.keys)
        for type in ["Image", "Shape", "Text"] {
            let own = (viewMethods[type] ?? []).subtracting(view)
            guard called.isSubset(of: view.union(viewMethods[type] ?? [])) else { continue }
            if !called.isDisjoint(with: own) || (type == "Image" && name.lowercased().hasSuffix("image")) {
                return type == "Shape" ? "AnyShape" : type
            }
        }
        return called.isSubset(of: view) ? "AnyView" : nil
    }

    /// An assumed class compares and hashes by identity, so it may be used with
    /// `onChange(of:)`, `task(id:)` and `ForEach`.
    static func identityHashable(_ name: String) -> [String] {
        [
            "extension \(name): Hashable {",
            "    nonisolated static func == (lhs: \(name), rhs: \(name)) -> Bool { lhs === rhs }",
            "    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }",
            "}",
        ]
    }

    private func unique(_ shapes: [CallShape]) -> [CallShape] {
        var seen: Set<String> = []
        return shapes.filter { seen.insert(signature($0) + "|\($0.trailingClosureParameters)").inserted }
    }

    /// `title:_:` for a call's labels.
    private func signature(_ shape: CallShape) -> String {
        shape.labels.map { ($0 ?? "_") + ":" }.joined()
    }

    static func singleKind(_ kinds: Set<ValueKind>) -> ValueKind? {
        var kinds = kinds
        if kinds.contains(.int), kinds.contains(.double) { kinds.remove(.int) }
        return kinds.count == 1 ? kinds.first : nil
    }

    /// The element type of a collection whose elements are compared or computed with literals
    /// of one kind (`$0 > 0`: `Int`), else the shared assumed element.
    static func elementType(_ kinds: Set<ValueKind>) -> String {
        guard let kind = singleKind(kinds), kind != .collection else { return "__AssumedElement" }
        return kind.swiftType(element: "__AssumedElement").type
    }

    /// Collection members text has as well (`query.isEmpty`, `query.count`).
    static let membersTextShares: Set<String> = [
        "isEmpty", "count", "first", "last", "contains", "prefix", "suffix", "dropFirst", "dropLast", "append", "removeAll",
    ]

    /// A kind from the name alone, when no use says more.
    static func kind(forName name: String) -> ValueKind {
        let lower = name.lowercased()
        for prefix in ["is", "has", "should", "can", "show", "did", "will", "needs", "allows", "enable"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first?.isUppercase == true { return .bool }
        }
        if ["enabled", "selected", "visible", "loading", "done", "completed", "favorite", "expanded", "active", "on"].contains(lower) {
            return .bool
        }
        // `itemCount`, `index`; not `account`.
        if lower == "count" || name.hasSuffix("Count") || lower.hasSuffix("index")
            || ["quantity", "age", "step", "number", "page"].contains(lower)
        {
            return .int
        }
        if [
            "price", "amount", "total", "progress", "value", "rating", "score", "opacity", "scale", "temperature", "width", "height",
            "size", "offset", "radius", "level", "volume", "speed", "duration",
        ].contains(where: { lower.hasSuffix($0) }) {
            return .double
        }
        if lower.hasSuffix("date") || name.hasSuffix("At") || lower == "timestamp" { return .date }
        if looksPlural(name) { return .collection }
        return .string
    }

    /// `CGSize` for a value read only for `width`/`height`, `CGPoint` for `x`/`y`, `CGRect`
    /// for rectangle members.
    static func geometryType(members: Set<String>) -> String? {
        guard !members.isEmpty else { return nil }
        if members.isSubset(of: ["width", "height"]) { return "CGSize" }
        if members.isSubset(of: ["x", "y"]) { return "CGPoint" }
        let rectangle: Set<String> = ["origin", "size", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
        return members.isSubset(of: rectangle) ? "CGRect" : nil
    }

    /// Keywords that need backticks as member names (`default`, `new` does not).
    static let keywords: Set<String> = [
        "default", "case", "class", "struct", "enum", "extension", "func", "import", "init", "let", "var", "return", "self",
        "static", "subscript", "super", "switch", "where", "while", "for", "in", "if", "else", "repeat", "do", "catch", "throw",
        "try", "is", "as", "nil", "true", "false", "public", "private", "internal", "fileprivate", "operator", "protocol",
        "typealias", "break", "continue", "fallthrough", "guard", "defer", "deinit", "inout", "associatedtype",
    ]

    static func escapedIdentifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Names the example declares as variables without a property wrapper (`var editor:
    /// Editor`), so that `$editor` has no binding; not enum cases or closure parameters.
    static func plainVariables(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.var) || token.tokenKind == .keyword(.let) {
            guard let variable = token.parent?.as(VariableDeclSyntax.self), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings { names.formUnion(SourceClassifier.identifiers(in: binding.pattern)) }
        }
        return names
    }

    /// The classes, structures and actors the example declares (not its enumerations, whose
    /// values a lowercase name rarely holds).
    static func declaredObjectTypes(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let parent = token.parent else { continue }
            if let declaration = parent.as(ClassDeclSyntax.self), declaration.name.id == token.id { names.insert(token.text) }
            if let declaration = parent.as(StructDeclSyntax.self), declaration.name.id == token.id { names.insert(token.text) }
            if let declaration = parent.as(ActorDeclSyntax.self), declaration.name.id == token.id { names.insert(token.text) }
        }
        return names
    }

    /// The types (structures, classes, actors, enumerations) that every use of `name` in the
    /// example sits inside; empty when one use is outside them all.
    static func typesEnclosingEveryUse(of name: String, in tree: SourceFileSyntax) -> Set<String> {
        var common: Set<String>?
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            var enclosing: Set<String> = []
            var node = token.parent
            while let current = node {
                if let type = current.asProtocol(NamedDeclSyntax.self),
                    current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(ActorDeclSyntax.self)
                        || current.is(EnumDeclSyntax.self)
                {
                    enclosing.insert(type.name.text)
                }
                node = current.parent
            }
            common = common.map { $0.intersection(enclosing) } ?? enclosing
            if common?.isEmpty == true { return [] }
        }
        return common ?? []
    }

    /// Whether the example calls `name` (`Name(…)`, `Name { … }`).
    static func isCalled(_ name: String, in tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
            return next.tokenKind == .leftParen || next.tokenKind == .leftBrace
        }
    }

    static func looksPlural(_ name: String) -> Bool {
        name.count > 3 && name.hasSuffix("s") && !name.hasSuffix("ss") && !name.hasSuffix("us") && !name.hasSuffix("is")
    }
}

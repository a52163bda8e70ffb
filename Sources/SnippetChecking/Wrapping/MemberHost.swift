/// The type an example's methods are members of when the page shows them without it.
///
/// - A representable's methods (`func makeUIView(context:)` …): a struct conforming to that
///   protocol.
/// - A `Layout`'s methods (`func sizeThatFits(proposal:subviews:cache:)`,
///   `func placeSubviews(in:proposal:subviews:cache:)`): a struct conforming to `Layout`; the
///   other of the two requirements, when the page shows only one, is left out and stubbed.
/// - Methods marked `override` (`override func viewDidLoad()`): a `UIViewController`
///   subclass, or a `UIView` subclass for the methods only a view has (`layoutSubviews()`,
///   `draw(_:)` …).
/// - Methods of a delegate protocol (`func webView(_:didFinish:)`): an `NSObject` subclass
///   conforming to the protocols that declare them.
///
/// The verdict says what was taken for granted, except for a representable, whose methods
/// name their protocol.
struct MemberHost: Hashable, Sendable {
    /// The wrapper line that opens the type.
    var opening: String
    /// Wrapper lines after the members: requirements the page leaves out.
    var requirements: [String] = []
    /// What the verdict lists (name, what was assumed); nil for a representable.
    var assumption: (name: String, declaration: String)? {
        guard let assumedName else { return nil }
        return (assumedName, assumedDeclaration)
    }
    private var assumedName: String?
    private var assumedDeclaration = ""

    /// The method that makes a fragment a representable's members, and that protocol.
    static let representableMethods: [String: String] = [
        "makeUIView": "UIViewRepresentable", "makeNSView": "NSViewRepresentable",
        "makeUIViewController": "UIViewControllerRepresentable", "makeNSViewController": "NSViewControllerRepresentable",
    ]

    /// Methods and properties that only a `UIView` overrides (a view controller has none of them).
    static let viewOnlyOverrides: Set<String> = [
        "layoutSubviews", "draw", "didMoveToSuperview", "didMoveToWindow", "willMove", "intrinsicContentSize", "sizeThatFits",
        "updateConstraints",
    ]

    /// The host of `items`' methods, or nil when the example shows no such methods alone.
    static func of(_ items: [SourceItem], delegateMethods: [String: Set<String>] = [:]) -> MemberHost? {
        let functions = items.filter { $0.placement == .function }
        let functionNames = Set(functions.flatMap(\.declaredNames))
        if let representable = representableMethods.first(where: { functionNames.contains($0.key) })?.value {
            return MemberHost(opening: "fileprivate struct __Example: \(representable) {")
        }
        // A type of the example's own, or a view's body, is not a method shown alone.
        guard !items.contains(where: { $0.isTypeDeclaration || $0.declaredNames.contains("body") }) else { return nil }
        if let layout = layoutHost(functions) { return layout }
        if let delegate = delegateHost(functions, delegateMethods: delegateMethods) { return delegate }
        let overridden = items.filter { $0.placement == .member && $0.overrides }
        guard !overridden.isEmpty else { return nil }
        let names = overridden.flatMap(\.declaredNames).sorted()
        let superclass = names.contains(where: viewOnlyOverrides.contains) ? "UIView" : "UIViewController"
        var host = MemberHost(opening: "fileprivate final class __Example: \(superclass) {")
        host.assumedName = superclass
        let what = names.count == 1 ? "is an override in" : "are overrides in"
        host.assumedDeclaration = "\(names.joined(separator: ", ")) \(what) a \(superclass) subclass the page leaves out"
        return host
    }

    /// Methods of delegate protocols shown alone (`func webView(_:decidePolicyFor:decisionHandler:)`):
    /// members of a class conforming to the protocols of the surface that declare them. Only
    /// when every function shown alone is such a method, by name and labels: a misspelled one
    /// matches none, and is checked as a function of its own.
    private static func delegateHost(_ functions: [SourceItem], delegateMethods: [String: Set<String>]) -> MemberHost? {
        guard !functions.isEmpty else { return nil }
        var protocols: Set<String> = []
        var names: [String] = []
        for function in functions {
            guard let name = function.fullName, let declaring = delegateMethods[name] else { return nil }
            protocols.formUnion(declaring)
            names.append(name)
        }
        let conformances = protocols.sorted()
        var host = MemberHost(opening: "fileprivate final class __Example: NSObject, \(conformances.joined(separator: ", ")) {")
        host.assumedName = conformances.joined(separator: ", ")
        let what = names.count == 1 ? "is a method" : "are methods"
        host.assumedDeclaration =
            "\(names.joined(separator: ", ")) \(what) of a class conforming to \(conformances.joined(separator: " and ")) the page leaves out"
        return host
    }

    /// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`
    /// shown without their `Layout`.
    private static func layoutHost(_ functions: [SourceItem]) -> MemberHost? {
        func method(_ name: String, labels: [String]) -> SourceItem? {
            functions.first { $0.declaredNames.contains(name) && labels.allSatisfy($0.parameterTypes.keys.contains) }
        }
        let sizing = method("sizeThatFits", labels: ["proposal", "subviews", "cache"])
        let placing = method("placeSubviews", labels: ["in", "proposal", "subviews", "cache"])
        guard let shown = sizing ?? placing, let cache = shown.parameterTypes["cache"] else { return nil }
        var host = MemberHost(opening: "fileprivate struct __Example: Layout {")
        host.assumedName = "Layout"
        if sizing == nil {
            host.requirements = [
                "func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: \(cache)) -> CGSize { .zero }"
            ]
            host.assumedDeclaration =
                "placeSubviews(in:proposal:subviews:cache:) is a method of a Layout the page leaves out, with its sizeThatFits(proposal:subviews:cache:)"
        } else if placing == nil {
            host.requirements = [
                "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: \(cache)) {}"
            ]
            host.assumedDeclaration =
                "sizeThatFits(proposal:subviews:cache:) is a method of a Layout the page leaves out, with its placeSubviews(in:proposal:subviews:cache:)"
        } else {
            host.assumedDeclaration = "the methods are the members of a Layout the page leaves out"
        }
        return host
    }
}

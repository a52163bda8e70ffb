import SwiftParser
import SwiftSyntax

/// `@Observable` held to iOS 17.
///
/// The Observation module is the toolchain's own, so its `@Observable` macro carries no
/// availability on Linux and a page whose availability is iOS 16 could use it unnoticed.
/// For an example held to a target before iOS 17, every `@Observable` attribute of the
/// example's own lines gets a stand-in attribute put in front of it, on the same line:
///
/// ```swift
/// @_HandbookObservableIOS17 @Observable
/// final class Counter { … }
/// ```
///
/// The stand-in is a `fileprivate` macro declared on the file's first import line, marked
/// `@available(iOS_17_0)` (the surface's iOS 17 domain) and expanding to nothing, so
/// using it outside an iOS 17 context is the availability error Xcode gives for
/// `@Observable` itself, at the attribute's line and column. A class marked
/// `@available(iOS 17, *)` (or inside such a declaration) compiles.
/// ``explain(_:target:)`` names `Observable()` instead of the stand-in.
extension AvailabilityDomains {
    /// The stand-in's name, as it appears in the compiler's messages.
    static let observationStandIn = "_HandbookObservableIOS17"
    /// The iOS version `@Observable` needs.
    static let observationVersion = Version(17, 0)

    /// The stand-in declaration for a file whose surface has the iOS 17 domain.
    static var observationStandInDeclaration: String {
        "@available(\(observationVersion.domain)) @attached(peer) fileprivate macro \(observationStandIn)() = "
            + "#externalMacro(module: \"TestingMacros\", type: \"PragmaMacro\")"
    }

    /// `wrapped` with its iOS availability checks rewritten for `target` (see
    /// ``rewriteExample(_:target:versions:declaring:)``) and, when `target` is before iOS 17,
    /// the stand-in put before each `@Observable` of the example's own lines (the line map
    /// records the insertion, so columns after it still map to the Markdown).
    static func rewrite(_ wrapped: WrappedExample, target: Version, versions: [Version]) -> WrappedExample {
        var wrapped = wrapped
        var declarations: [String] = []
        if target < observationVersion, versions.contains(observationVersion),
            wrapped.source.contains("Observable"), let held = holdingObservation(wrapped.source, lineMap: wrapped.lineMap)
        {
            wrapped.source = held.source
            wrapped.lineMap = held.lineMap
            declarations.append(observationStandInDeclaration)
        }
        wrapped.source = rewriteExample(wrapped.source, target: target, versions: versions, declaring: declarations)
        return wrapped
    }

    /// `source` with the stand-in before every `@Observable` attribute on a line of the
    /// example itself; nil when there is none or the file has no import line to declare
    /// the stand-in on.
    static func holdingObservation(_ source: String, lineMap: LineMap) -> (source: String, lineMap: LineMap)? {
        let tree = Parser.parse(source: source)
        let finder = ObservableAttributeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }) else { return nil }
        var lineMap = lineMap
        let insertion = "@\(observationStandIn) "
        var changed = false
        // From the end, so earlier insertions on a line do not move later ones.
        for position in finder.positions.reversed() {
            let location = converter.location(for: position)
            let index = location.line - 1
            guard lines.indices.contains(index), lineMap.origins.indices.contains(index),
                case .example = lineMap.origins[index]
            else { continue }
            var bytes = Array(lines[index].utf8)
            bytes.insert(contentsOf: insertion.utf8, at: location.column - 1)
            lines[index] = String(decoding: bytes, as: UTF8.self)
            lineMap.recordInsertion(line: location.line, column: location.column, length: insertion.utf8.count)
            changed = true
        }
        guard changed else { return nil }
        return (lines.joined(separator: "\n"), lineMap)
    }
}

/// The positions of `@Observable` (or `@Observation.Observable`) attributes.
private final class ObservableAttributeFinder: SyntaxVisitor {
    var positions: [AbsolutePosition] = []

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "Observable" || name == "Observation.Observable" { positions.append(node.positionAfterSkippingLeadingTrivia) }
        return .visitChildren
    }
}

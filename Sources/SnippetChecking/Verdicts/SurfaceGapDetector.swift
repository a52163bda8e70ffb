import Foundation
import SiteCore
import Snippets
import SwiftSyntax

/// Tells "this example uses an API the surface lacks" from "this example is wrong".
///
/// Handbook cannot know every real SwiftUI name, so it uses a heuristic. An error is a
/// *surface gap* when it says a name does not exist — `cannot find 'X' in scope`,
/// `cannot find type 'X' in scope`, `value of type 'T' has no member 'x'`, `type 'T' has
/// no member 'x'`, `no such module 'X'` — and all of these hold:
///
/// - the name is declared nowhere in the example, its context or the preludes (a name
///   the page declares itself and then misuses is a real error);
/// - for a member, the type `T` is not one the page declares (its own types are complete);
/// - the compiler did not suggest a replacement (`did you mean …`), and the name is not an
///   obvious typo of a surface or page name: an optimal-string-alignment distance of at
///   most 2 (at most 1 for names of 3–4 characters, 0 for shorter ones) to a known name
///   makes it a typo, so `.padingg()` fails while `.scrollBounceBehavior(...)` on a surface
///   without it is reported as missing;
/// - for a member, the surface does not declare a member of that name on another type: it
///   models the API, and puts it elsewhere (`.sharedBackgroundVisibility(_:)` is toolbar
///   content's, not a view's; `.concentric` is a corner style of `Edge.Corner.Style`, not
///   of `RoundedCornerStyle`), so the page applies it where it does not exist. Unless the
///   type is one the check assumed for a name the page never declares
///   (`uncertainTypes`): then the assumption may be what is wrong.
///
/// An example whose errors are all gaps, or are follow-on errors of one, is **unverified:
/// API not in the surface** rather than failed. A follow-on error sits on a line that has a
/// gap, or in the rest of a modifier chain after a link that is a gap (``ChainExtents``): in
/// that link's arguments or in a later link's closure, on another line, where the compiler
/// no longer knows the types it checks. An error before the gap link is the page's own.
struct SurfaceGapDetector {
    /// Every name the surface declares.
    let surfaceNames: Set<String>
    /// The members the surface declares in its types (``SurfaceIndex/memberNames``).
    let memberNames: Set<String>
    private let namesByLength: [Int: [String]]

    init(surfaceNames: Set<String>, memberNames: Set<String> = []) {
        self.surfaceNames = surfaceNames
        self.memberNames = memberNames
        namesByLength = Dictionary(grouping: surfaceNames, by: \.count)
    }

    /// What an error message says is missing: the name, and the type for members.
    static func missingName(in message: String) -> (name: String, type: String?)? {
        let quoted = quotedParts(of: message)
        if message.hasPrefix("cannot find type '") || message.hasPrefix("cannot find '"), message.contains("' in scope"),
            let name = quoted.first
        {
            return (name, nil)
        }
        if message.hasPrefix("no such module '"), let name = quoted.first { return (name, nil) }
        if message.hasPrefix("value of type '") || message.hasPrefix("type '"), message.contains("' has no member '"),
            quoted.count >= 2
        {
            return (quoted[1], quoted[0])
        }
        if message.hasPrefix("module '"), message.contains("' has no member named '"), quoted.count >= 2 {
            return (quoted[1], nil)
        }
        return nil
    }

    /// The missing surface names behind `errors`, or nil when the example has a real error.
    ///
    /// - Parameters:
    ///   - errors: The example's compiler errors.
    ///   - declaredNames: Every name the example, its context and the preludes declare.
    ///   - uncertainTypes: Types the check assumed for names the page never declares.
    ///   - chains: Where the example's modifier chains end, for follow-on errors on later lines.
    func gaps(
        in errors: [Diagnostic], declaredNames: Set<String>, uncertainTypes: Set<String> = [], chains: ChainExtents = ChainExtents()
    ) -> [String]? {
        guard !errors.isEmpty else { return nil }
        var names: [String] = []
        var gapLines: Set<Int> = []
        // The Markdown lines after a gap link up to the end of its chain.
        var chainRests: [ClosedRange<Int>] = []
        var others: [Diagnostic] = []
        for error in errors {
            guard let missing = Self.missingName(in: error.message),
                isGap(missing, message: error.message, declaredNames: declaredNames, uncertainTypes: uncertainTypes)
            else {
                others.append(error)
                continue
            }
            if !names.contains(missing.name) { names.append(missing.name) }
            if let line = error.location?.line {
                gapLines.insert(line)
                if missing.type != nil, let last = chains.lastLine(ofChainAfter: missing.name, atLine: line), last > line {
                    chainRests.append((line + 1)...last)
                }
            }
        }
        guard !names.isEmpty else { return nil }
        let followOnOnly = others.allSatisfy { other in
            guard let line = other.location?.line else { return false }
            return gapLines.contains(line) || chainRests.contains { $0.contains(line) }
        }
        return followOnOnly ? names : nil
    }

    private func isGap(
        _ missing: (name: String, type: String?), message: String, declaredNames: Set<String>, uncertainTypes: Set<String>
    ) -> Bool {
        if message.contains("did you mean") { return false }
        if declaredNames.contains(missing.name) { return false }
        if let type = missing.type, declaredNames.contains(Self.baseName(ofType: type)) { return false }
        if let type = missing.type, memberNames.contains(missing.name), !uncertainTypes.contains(Self.baseName(ofType: type)) {
            return false
        }
        return !isTypo(missing.name, declaredNames: declaredNames)
    }

    /// Whether `name` is within typo distance of a surface or page name.
    func isTypo(_ name: String, declaredNames: Set<String>) -> Bool {
        isTypo(name, declaredNames: declaredNames, limit: name.count <= 2 ? 0 : name.count <= 4 ? 1 : 2)
    }

    /// Whether `name` differs from a surface or page name only in case, or by at most
    /// `limit` edits. With `keepsInitialCase`, a name that differs only in the case of its
    /// first letter (`User` and `user`: a type and a value) is not a typo.
    func isTypo(_ name: String, declaredNames: Set<String>, limit: Int, keepsInitialCase: Bool = false) -> Bool {
        let lowered = name.lowercased()
        // With `keepsInitialCase` (names a page uses as samples), a singular and its plural
        // (`plant`, `plants`) are two names, not a typo.
        let sameInitialCase = { (candidate: String) in
            guard keepsInitialCase else { return true }
            if candidate + "s" == name || name + "s" == candidate || candidate + "es" == name || name + "es" == candidate { return false }
            return candidate.first?.isUppercase == name.first?.isUppercase
        }
        for length in max(1, name.count - limit)...name.count + limit {
            for candidate in namesByLength[length] ?? []
            where candidate != name && sameInitialCase(candidate) && Self.mayMisspell(name, candidate) {
                if candidate.lowercased() == lowered || EditDistance.between(name, candidate, limit: limit) <= limit { return true }
            }
        }
        for candidate in declaredNames
        where candidate != name && abs(candidate.count - name.count) <= limit && sameInitialCase(candidate)
            && Self.mayMisspell(name, candidate)
        {
            if candidate.lowercased() == lowered || EditDistance.between(name, candidate, limit: limit) <= limit { return true }
        }
        return false
    }

    /// Whether `name` has the two-letter prefix of an Apple framework before a capitalised
    /// word (`CFData`, `CGImageSource`, `NSWindow`, `UIColor`, `AVPlayer`).
    static func isSpelledLikeAppleFrameworkType(_ name: String) -> Bool {
        let letters = Array(name.prefix(4))
        guard letters.count == 4, letters[2].isUppercase, letters[3].isLetter else { return false }
        return appleFrameworkPrefixes.contains(String(letters[0..<2]))
    }

    private static let appleFrameworkPrefixes: Set<String> = [
        "AV", "CA", "CF", "CG", "CI", "CK", "CL", "CM", "CN", "CT", "CV", "EK", "GK", "HK", "MK", "MP", "NS", "PH", "SC", "SK",
        "UI", "UN", "WK",
    ]

    /// Whether `name` may misspell `candidate`: a framework's prefix is part of the name, so
    /// `CFData` is Core Foundation's type, not a typo of `Data` (`UIColr` is one of `UIColor`).
    private static func mayMisspell(_ name: String, _ candidate: String) -> Bool {
        !isSpelledLikeAppleFrameworkType(name) || candidate.hasPrefix(name.prefix(2))
    }

    /// The surface or page name that `name` most likely misspells (`paddding` → `padding`),
    /// for a "did you mean" the compiler did not give.
    func suggestion(for name: String, declaredNames: Set<String>) -> String? {
        var candidates: [String] = []
        for length in max(1, name.count - 2)...name.count + 2 { candidates += namesByLength[length] ?? [] }
        candidates += declaredNames.filter { abs($0.count - name.count) <= 2 }
        // A member is suggested a member, a type a type: `fnt` → `font`, not `Font`.
        let sameCase = Set(candidates).subtracting([name]).filter {
            $0.first?.isUppercase == name.first?.isUppercase && Self.mayMisspell(name, $0)
        }
        return EditDistance.nearest(to: name, in: sameCase.sorted())
    }

    /// `result` with "; did you mean '…'?" added to each error that names a missing name
    /// the compiler had no suggestion for, when a surface or page name is a likely fix.
    func addingSuggestions(to result: CompileResult, declaredNames: Set<String>) -> CompileResult {
        var result = result
        for index in result.findings.indices {
            let message = result.findings[index].diagnostic.message
            guard result.findings[index].diagnostic.severity == .error, !message.contains("did you mean"),
                let missing = Self.missingName(in: message),
                let suggestion = suggestion(for: missing.name, declaredNames: declaredNames)
            else { continue }
            result.findings[index].diagnostic.message = message + "; did you mean '\(suggestion)'?"
        }
        return result
    }

    private static func quotedParts(of message: String) -> [String] {
        let pieces = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
    }

    /// The identifiers in `text` (an assumed declaration's summary): the types it names.
    static func words(in text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }

    static func baseName(ofType type: String) -> String {
        var text = type
        if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
    }
}

/// Where each link of the example's modifier chains ends: for a link `.name` on a Markdown
/// line, the last line of the chain it belongs to (its own arguments and closures, and the
/// links after it). `PhotoGrid()` then `.newLink(…) { … }` then `.later { … }` on the lines
/// below: the chain after `.newLink` runs to the closing brace of `.later`.
struct ChainExtents {
    private struct Link: Hashable {
        var name: String
        var line: Int
    }

    private var lastLines: [Link: Int] = [:]

    init() {}

    /// - Parameters:
    ///   - source: The example's code, as compiled.
    ///   - markdownLine: The Markdown line of a code line (0-based), nil for one that has none.
    init(source: String, markdownLine: (Int) -> Int?) {
        let tree = SourceClassifier.parse(source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = ChainLinkFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for member in finder.links {
            let start = member.declName.positionAfterSkippingLeadingTrivia
            let end = Self.outermostChain(from: ExprSyntax(member)).endPositionBeforeTrailingTrivia
            guard let first = markdownLine(converter.location(for: start).line - 1),
                let last = markdownLine(converter.location(for: end).line - 1)
            else { continue }
            let link = Link(name: member.declName.baseName.text, line: first)
            lastLines[link] = max(lastLines[link] ?? last, last)
        }
    }

    /// The last Markdown line of the chain that has the link `.name` on `line`.
    func lastLine(ofChainAfter name: String, atLine line: Int) -> Int? {
        lastLines[Link(name: name, line: line)]
    }

    /// The chain `expression` is a link of: up through calls it is the callee of and member
    /// accesses it is the base of.
    private static func outermostChain(from expression: ExprSyntax) -> ExprSyntax {
        var node = expression
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = ExprSyntax(call)
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                node = ExprSyntax(member)
            } else {
                break
            }
        }
        return node
    }
}

/// Every member access of a source (the links of its chains).
private final class ChainLinkFinder: SyntaxVisitor {
    var links: [MemberAccessExprSyntax] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        links.append(node)
        return .visitChildren
    }
}

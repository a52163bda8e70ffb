import Foundation
import SiteCore

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
///   without it is reported as missing.
///
/// An example whose errors are all gaps, or sit on a line that has a gap (follow-on
/// errors), is **unverified: API not in the surface** rather than failed.
struct SurfaceGapDetector {
    /// Every name the surface declares.
    let surfaceNames: Set<String>
    private let namesByLength: [Int: [String]]

    init(surfaceNames: Set<String>) {
        self.surfaceNames = surfaceNames
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
    func gaps(in errors: [Diagnostic], declaredNames: Set<String>) -> [String]? {
        guard !errors.isEmpty else { return nil }
        var names: [String] = []
        var gapLines: Set<Int> = []
        var others: [Diagnostic] = []
        for error in errors {
            guard let missing = Self.missingName(in: error.message), isGap(missing, message: error.message, declaredNames: declaredNames) else {
                others.append(error)
                continue
            }
            if !names.contains(missing.name) { names.append(missing.name) }
            if let line = error.location?.line { gapLines.insert(line) }
        }
        guard !names.isEmpty else { return nil }
        let followOnOnly = others.allSatisfy { other in other.location.map { gapLines.contains($0.line) } ?? false }
        return followOnOnly ? names : nil
    }

    private func isGap(_ missing: (name: String, type: String?), message: String, declaredNames: Set<String>) -> Bool {
        if message.contains("did you mean") { return false }
        if declaredNames.contains(missing.name) { return false }
        if let type = missing.type, declaredNames.contains(Self.baseName(ofType: type)) { return false }
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
        for length in max(1, name.count - limit) ... name.count + limit {
            for candidate in namesByLength[length] ?? [] where candidate != name && sameInitialCase(candidate) {
                if candidate.lowercased() == lowered || Self.distance(name, candidate, limit: limit) <= limit { return true }
            }
        }
        for candidate in declaredNames where candidate != name && abs(candidate.count - name.count) <= limit && sameInitialCase(candidate) {
            if candidate.lowercased() == lowered || Self.distance(name, candidate, limit: limit) <= limit { return true }
        }
        return false
    }

    /// Optimal string alignment distance (insert, delete, substitute, swap neighbours),
    /// stopping early once every path exceeds `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0 ... y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1 ... x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1 ... y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { best = min(best, previous2[j - 2] + 1) }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    private static func quotedParts(of message: String) -> [String] {
        let pieces = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
    }

    static func baseName(ofType type: String) -> String {
        var text = type
        if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
    }
}

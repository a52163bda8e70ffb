import SiteCore
import Snippets

/// Decides an example's verdict from what each check found (issue 8's table).
///
/// - skipped: marked `ignore`;
/// - failed: a syntax or compile error (unless `compile-fail`);
/// - unverified: the code nests too deeply to parse; the compiler gave no answer or did
///   not prove it typechecked the example to its end (timeout, crash, a run that stopped
///   early, a module the surface lacks), or every error is an API the surface lacks or a
///   failure of the compiler itself, or a bad example that names no rule and that no rule
///   recognises;
/// - mismatch: a good example with a fired rule or a compiler warning, a bad example whose
///   named rule did not fire, a `compile-fail` example that compiles;
/// - verified: otherwise. Unlabelled examples only have to compile: their warnings and
///   lint findings are reported without failing them.
///
/// Compiler deprecation warnings count as the rule `deprecated-api`.
enum VerdictJudge {
    /// The id under which compiler deprecation warnings are counted.
    static let deprecationRule = "deprecated-api"

    struct Evidence {
        var syntax: [Diagnostic] = []
        /// Nil when the example was not typechecked (syntax errors).
        var compile: CompileResult?
        /// Missing surface names, when all compile errors are surface gaps.
        var surfaceGaps: [String]?
        /// Lint findings, located in Markdown (source = rule id).
        var lint: [Diagnostic] = []
        /// Declarations assumed for names nothing declares, and the errors about them.
        var assumption: AssumptionOutcome?
        /// Set when the example is recognised as not meant to compile (API signatures).
        var skipReason: String?
        /// Views the example shows without a body, checked with a stub one.
        var stubbedBodies: [String] = []
        /// Markdown lines that only mark code left out (`...`), checked without it.
        var elidedLines: [Int] = []
        /// Markdown lines where a value left out (`Text(...)`) is checked as a value of the
        /// type its place asks for: errors, warnings and findings there say nothing of the page.
        var filledLines: [Int] = []
        /// Whether the statements return a value from a function the page leaves out.
        var returnsFromLeftOutFunction = false
        /// What the wrapper took for granted about the example's shape (see
        /// ``WrappedExample/shapeAssumptions``).
        var shapeAssumptions: [Verdict.Assumption] = []
    }

    /// Why an indented code block that does not parse as Swift gets no verdict.
    static let indentedBlockReason =
        "an indented code block names no language, and this one does not parse as Swift: put Swift in a ```swift fence to have it checked"

    /// A syntax error caused by `...` or `…` standing for elided code.
    static func isElision(_ message: String) -> Bool {
        message.contains("'...'") || message.contains("'…'") || message.contains("'...")
    }

    /// The compiler's warnings about a value the code never reads or never changes
    /// (`value 'photo' was defined but never used`, `variable 'draft' was never mutated`).
    static func isUnusedValueWarning(_ message: String) -> Bool {
        message.contains("was defined but never used") || message.contains("was never used")
            || message.contains("was never mutated") || message.contains("is unused")
    }

    /// Errors that report a failure of the compiler, not of the code.
    static func isCompilerFailure(_ message: String) -> Bool {
        message.hasPrefix("failed to produce diagnostic for expression")
            || message.contains("please submit a bug report")
            || message.hasPrefix("the compiler is unable to type-check this expression in reasonable time")
            || message.hasPrefix("reasonable time")
    }

    /// Errors about API that Apple's Foundation has and the Linux Foundation the check
    /// compiles against does not (`'MeasurementFormatter' is unavailable: Not supported in
    /// swift-corelibs-foundation`, `'init(format:_:)' has been renamed to 'init(block:)':
    /// Predicate strings and key-value coding are not supported in swift-corelibs-foundation`):
    /// they say nothing about the page. Only the Linux Foundation's own availability
    /// messages name swift-corelibs-foundation.
    static func isLinuxFoundationGap(_ message: String) -> Bool {
        message.contains("swift-corelibs-foundation")
            && (message.contains(" is unavailable") || message.contains(" has been renamed to "))
    }

    /// Foundation classes whose `init()` Apple's Foundation has and the Linux one lacks: it
    /// offers only `init(coder:)`, so `PersonNameComponentsFormatter()` fails with "missing
    /// argument for parameter 'coder'". (Measured on swift-corelibs-foundation; the other
    /// formatters have `init()` there, or are unavailable, or are in the surface.)
    static let linuxFoundationClassesWithoutInit: Set<String> = ["PersonNameComponentsFormatter"]

    /// The class whose `init()` the Linux Foundation lacks, when `diagnostic` is that error
    /// on a call of it (`PersonNameComponentsFormatter()` on the diagnostic's line).
    static func linuxFoundationMissingInit(_ diagnostic: Diagnostic, in snippet: Snippet) -> String? {
        guard diagnostic.message == "missing argument for parameter 'coder' in call", let line = diagnostic.location?.line,
            let text = snippet.lines.first(where: { $0.markdownLine == line })?.text
        else { return nil }
        return linuxFoundationClassesWithoutInit.sorted().first { text.contains("\($0)()") }
    }

    /// Classes Apple ships on iOS and macOS alike, a `UIView` on one and an `NSView` on the
    /// other; the surface declares them once, as the `UIView` subclasses of iOS.
    static let viewsOfBothPlatforms: Set<String> = ["MKAnnotationView", "MKMapView", "WKWebView"]

    /// The view class of both platforms an AppKit example wraps, when `diagnostic` is the
    /// error the surface's iOS declaration of it gives there (`makeNSView` returning a
    /// `WKWebView`: "does not conform to protocol 'NSViewRepresentable'").
    static func appKitUseOfViewOfBothPlatforms(_ diagnostic: Diagnostic, in snippet: Snippet) -> String? {
        let message = diagnostic.message
        guard message.contains("'NSViewRepresentable'") || message.contains("'NSView'") || message.contains("'NSViewType'") else {
            return nil
        }
        let source = snippet.source
        guard source.contains("NSView") else { return nil }
        return viewsOfBothPlatforms.sorted().first { source.contains($0) }
    }

    static let leftOutReason = "the example leaves code out ('...'), so it cannot be compiled as shown"
    static let proseReason = "the code block holds prose or a diagram, not only Swift, so it cannot be compiled as shown"

    /// ``LeftOutCode`` of an example, by Markdown line (where diagnostics are).
    struct LeftOutLines {
        var placeholders: Set<Int> = []
        var emptyBodies: Set<Int> = []
        var prose: Set<Int> = []

        init() {}

        init(_ snippet: Snippet) {
            let found = LeftOutCode(source: snippet.source)
            func markdown(_ lines: Set<Int>) -> Set<Int> {
                Set(lines.compactMap { $0 < snippet.lines.count ? snippet.lines[$0].markdownLine : nil })
            }
            placeholders = markdown(found.placeholderLines)
            emptyBodies = markdown(found.emptyBodyLines)
            prose = markdown(found.proseLines)
        }

        func isPlaceholder(_ diagnostic: Diagnostic) -> Bool {
            guard let line = diagnostic.location?.line else { return false }
            return placeholders.contains(line) || (emptyBodies.contains(line) && LeftOutCode.isAboutEmptyBody(diagnostic.message))
        }

        /// The first of `errors` (syntax errors) that stands above every line the example
        /// leaves out or writes as prose (those and `elided`, the lines of errors about `...`),
        /// when it leaves something out: the parser reads forward, so nothing below the error
        /// caused it. On the line just above, only an `unexpected code` error counts, one
        /// about text on that line; an `expected …` error there may be the parser looking
        /// ahead to the left-out line.
        func errorAbove(elidedAt elided: Set<Int>, in errors: [Diagnostic]) -> Diagnostic? {
            guard let firstLeftOut = placeholders.union(emptyBodies).union(prose).union(elided).min() else { return nil }
            return errors.sortedByLocation().first { error in
                guard let line = error.location?.line, !VerdictJudge.isElision(error.message) else { return false }
                return line < firstLeftOut - 1 || (line == firstLeftOut - 1 && error.message.hasPrefix("unexpected code"))
            }
        }

        /// Whether the example leaves nothing out and holds no prose.
        var isEmpty: Bool { placeholders.isEmpty && emptyBodies.isEmpty && prose.isEmpty }

        func isProse(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.location.map { prose.contains($0.line) } ?? false
        }
    }

    /// The class named by `class 'Name' has no initializers` when `source` declares it and
    /// never creates one (no `Name(`, `Name.init(`).
    static func classExcerpt(_ message: String, in source: String) -> String? {
        guard message.hasPrefix("class '"), message.hasSuffix("' has no initializers") else { return nil }
        let name = String(message.dropFirst("class '".count).dropLast("' has no initializers".count))
        guard source.contains("class \(name)"), !source.contains("\(name)("), !source.contains("\(name).init(") else { return nil }
        return name
    }

    static func verdict(for snippet: Snippet, evidence: Evidence) -> Verdict {
        if snippet.options.isIgnored {
            return Verdict(status: .skipped, reason: "marked 'ignore'")
        }
        if let reason = evidence.skipReason {
            return Verdict(status: .skipped, reason: reason)
        }
        var diagnostics = evidence.syntax
        let assumed = evidence.assumption?.assumed.filter { !$0.summary.isEmpty } ?? []
        // Lines where the check wrote a value (``LeftOutCode/filler``) for code left out, and
        // lines where it wrote only the parameter of a body left out (`ForEach(beds) { _ in
        // /* ... */ }`): the rest of such a line is the page's own code, so its warnings and
        // findings stand, and only errors about the empty body are the left-out code's.
        let valueLines = Set(
            evidence.filledLines.filter { line in
                snippet.lines.first(where: { $0.markdownLine == line })?.text.contains(LeftOutCode.filler) ?? true
            })
        func verdict(_ status: VerdictStatus, _ reason: String?, fired: [String] = []) -> Verdict {
            var result = Verdict(status: status, reason: reason, diagnostics: diagnostics.sortedByLocation(), firedRules: fired)
            result.assumed =
                assumed.map { Verdict.Assumption(name: $0.name, declaration: $0.summary) }
                + evidence.stubbedBodies.map { Verdict.Assumption(name: $0, declaration: "\($0).body (left out on the page)") }
                + evidence.elidedLines.map {
                    Verdict.Assumption(name: "line \($0)", declaration: "the code left out at line \($0) is not needed")
                }
                + evidence.filledLines.map {
                    Verdict.Assumption(
                        name: "line \($0)",
                        declaration: valueLines.contains($0)
                            ? "the code left out at line \($0) is a value of the type its place needs"
                            : "the body left out at line \($0) takes the one argument its view gives")
                }
                + (evidence.returnsFromLeftOutFunction
                    ? [Verdict.Assumption(name: "return", declaration: "the statements are the body of a function that returns a value")]
                    : [])
                + evidence.shapeAssumptions
            return result
        }
        let mustFail = snippet.options.mustFailToCompile
        if let tooDeep = SyntaxChecker.unparsed(evidence.syntax) {
            // Not parsed at all: nothing is known about it, it did not fail. The reason says
            // it all (the build warns at the place where the code nests too deeply).
            return Verdict(status: .unverified, reason: tooDeep.message)
        }
        if let syntaxError = evidence.syntax.first(where: { $0.severity == .error }) {
            // `...` standing for code the page leaves out is a convention, not a mistake;
            // so is a sentence or a diagram in a code block. A placeholder or prose line
            // counts when the first error is on it: the parser's later errors may follow.
            if !mustFail {
                let leftOut = LeftOutLines(snippet)
                let errors = evidence.syntax.filter { $0.severity == .error }
                let elisions = errors.filter { Self.isElision($0.message) }
                // An error above every line the page leaves out or writes as prose is the
                // page's own: the parser reads forward, so nothing below caused it.
                if let pageError = leftOut.errorAbove(elidedAt: Set(elisions.compactMap { $0.location?.line }), in: errors) {
                    return verdict(.failed, "syntax error: \(pageError.message)")
                }
                if !elisions.isEmpty || leftOut.isPlaceholder(syntaxError) {
                    return verdict(.unverified, leftOutReason)
                }
                if leftOut.isProse(syntaxError) {
                    return verdict(.unverified, proseReason)
                }
                // An indented block says nothing of its language: code that does not parse
                // as Swift there is more likely text than a Swift mistake.
                if snippet.options.isFromIndentedBlock {
                    return verdict(.unverified, indentedBlockReason)
                }
            }
            return mustFail ? verdict(.verified, nil) : verdict(.failed, "syntax error: \(syntaxError.message)")
        }
        guard let compile = evidence.compile else {
            return verdict(.unverified, "the example was not typechecked")
        }
        switch compile.status {
        case .checked, .incomplete:
            break
        case .moduleMissing, .timedOut, .compilerFailed:
            return verdict(.unverified, compile.reason ?? "the compiler gave no answer")
        }
        diagnostics += compile.findings.map(\.diagnostic)
        let errors = compile.findings.filter { $0.diagnostic.severity == .error }
        if !errors.isEmpty {
            // Errors about names the page never declares (that could not be assumed, or whose
            // assumed declarations did not fit) say nothing certain; any other error is real.
            let related = Set(evidence.assumption?.relatedErrors ?? [])
            let real = errors.filter { !related.contains($0.diagnostic) }
            if real.isEmpty, let assumption = evidence.assumption, !assumption.involvedNames.isEmpty {
                let refused = assumption.refused.map { "'\($0.name)' (\($0.reason))" }
                let tried = assumption.assumed.map(\.name).filter { !$0.hasPrefix("__") }.map { "'\($0)'" }
                var parts: [String] = []
                if !refused.isEmpty { parts.append("no declaration could be assumed for \(refused.joined(separator: ", "))") }
                if !tried.isEmpty { parts.append("the declarations assumed for \(tried.joined(separator: ", ")) do not fit its use") }
                return verdict(.unverified, "uses names the page never declares: " + parts.joined(separator: "; "))
            }
            if let gaps = evidence.surfaceGaps, !gaps.isEmpty {
                return verdict(.unverified, "API not in the surface (\(gaps.map { "'\($0)'" }.joined(separator: ", ")))")
            }
            // The compiler's own failures say nothing about the page, nor do errors on code
            // the page leaves out (`AnyView(...)`, `<#title#>`).
            // A class shown with its stored properties but without the initializer it needs,
            // that the example never creates, is an excerpt (`final class Model { let store:
            // Store }` beside the code the page is about): its missing initializer is left
            // out, not wrong. A class the example creates (`Model()`) fails as before.
            var leftOut = mustFail ? LeftOutLines() : LeftOutLines(snippet)
            leftOut.placeholders.formUnion(valueLines)
            let excerpts = mustFail ? [] : real.compactMap { Self.classExcerpt($0.diagnostic.message, in: snippet.source) }
            func isLeftOut(_ diagnostic: Diagnostic) -> Bool {
                leftOut.isPlaceholder(diagnostic)
                    || Self.classExcerpt(diagnostic.message, in: snippet.source).map(excerpts.contains) == true
            }
            // `PersonNameComponentsFormatter()`: an initializer Linux's Foundation lacks. What
            // the example does with the value after it cannot be judged either.
            if !mustFail, let first = real.first(where: { !isCompilerFailure($0.diagnostic.message) && !isLeftOut($0.diagnostic) }),
                let type = Self.linuxFoundationMissingInit(first.diagnostic, in: snippet)
            {
                return verdict(
                    .unverified,
                    "uses \(type)(), which Apple's Foundation has and the Linux Foundation the check compiles against lacks (it has only init(coder:))"
                )
            }
            // `WKWebView` in an `NSViewRepresentable`: right on macOS, where it is an NSView.
            if !mustFail, let first = real.first(where: { !isCompilerFailure($0.diagnostic.message) && !isLeftOut($0.diagnostic) }),
                let type = Self.appKitUseOfViewOfBothPlatforms(first.diagnostic, in: snippet)
            {
                return verdict(
                    .unverified,
                    "uses \(type) as an AppKit view: on macOS it is an NSView, while the API surface the check compiles against declares it as the UIView of iOS"
                )
            }
            guard
                let error = real.first(where: {
                    !isCompilerFailure($0.diagnostic.message) && !isLeftOut($0.diagnostic)
                        && !isLinuxFoundationGap($0.diagnostic.message)
                })
            else {
                if let gap = real.first(where: { isLinuxFoundationGap($0.diagnostic.message) }) {
                    return verdict(
                        .unverified,
                        "uses API that Apple's Foundation has and the Linux Foundation the check compiles against does not: \(gap.diagnostic.message)"
                    )
                }
                if let name = excerpts.first {
                    return verdict(
                        .unverified,
                        "the example shows '\(name)' without the initializer its stored properties need, so it cannot be compiled as shown")
                }
                if real.contains(where: { leftOut.isPlaceholder($0.diagnostic) }) { return verdict(.unverified, leftOutReason) }
                return verdict(.unverified, "the compiler failed on this example: \(errors[0].diagnostic.message)")
            }
            guard mustFail else { return verdict(.failed, "does not compile: \(error.diagnostic.message)") }
            // A `compile-fail` example is verified by an error on the lines it shows: one on a
            // line the wrapper wrote may be the wrapper's doing, and proves nothing of the page.
            guard real.contains(where: { !$0.isOnWrapperLine && !isCompilerFailure($0.diagnostic.message) }) else {
                return verdict(
                    .unverified,
                    "'compile-fail' example: the only error is on a line the checker wrote around it, not on the lines shown: \(error.diagnostic.message)"
                )
            }
            return verdict(.verified, nil)
        }
        // Nothing is verified without proof that the compiler typechecked it to the end.
        guard compile.status == .checked, compile.isProven else {
            return verdict(.unverified, compile.reason ?? "the compiler did not confirm it typechecked this example")
        }
        if mustFail {
            return verdict(.mismatch, "'compile-fail' example compiles")
        }
        diagnostics += evidence.lint
        // What is said on a line whose value is left out is about the filler, not the page.
        let filled = Set(evidence.filledLines)
        let isOnFilledLine = { (diagnostic: Diagnostic) in diagnostic.location.map { valueLines.contains($0.line) } ?? false }
        let lint = evidence.lint.filter { !isOnFilledLine($0) }
        let findings = compile.findings.filter { !isOnFilledLine($0.diagnostic) }
        var fired: [String] = []
        for id in lint.map(\.source) where !fired.contains(id) { fired.append(id) }
        if findings.contains(where: \.isDeprecation), !fired.contains(deprecationRule) { fired.append(deprecationRule) }
        // A value the shown code never uses may be used by the code the page leaves out (the
        // example is parsed for that only when such a warning asks).
        var warnings = findings.filter { $0.diagnostic.severity == .warning && !$0.isDeprecation }
        if warnings.contains(where: { Self.isUnusedValueWarning($0.diagnostic.message) }),
            !filled.isEmpty || !evidence.elidedLines.isEmpty || !LeftOutLines(snippet).isEmpty
        {
            warnings.removeAll { Self.isUnusedValueWarning($0.diagnostic.message) }
        }

        switch snippet.label {
        case .good:
            if !fired.isEmpty {
                return verdict(.mismatch, "'good' example triggers \(fired.map { "'\($0)'" }.joined(separator: ", "))", fired: fired)
            }
            if let warning = warnings.first {
                return verdict(.mismatch, "'good' example has a compiler warning: \(warning.diagnostic.message)", fired: fired)
            }
            return verdict(.verified, nil, fired: fired)
        case .bad:
            let missing = snippet.namedRules.filter { !fired.contains($0) }
            if !missing.isEmpty {
                return verdict(
                    .mismatch, "'bad' example does not trigger \(missing.map { "'\($0)'" }.joined(separator: ", "))", fired: fired)
            }
            if fired.isEmpty {
                return verdict(.unverified, "no rule recognises this example", fired: fired)
            }
            return verdict(.verified, nil, fired: fired)
        case .unlabelled:
            return verdict(.verified, nil, fired: fired)
        }
    }
}

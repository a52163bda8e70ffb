import Linting
import SwiftSyntax

/// Lint: `Text` (or a `Label`, `Button`, `Toggle` title) shows `formatter.string(from:)`
/// where that formatter, declared in the file, has a fixed `dateFormat` pattern.
///
/// A formatter configured with `dateStyle`, `timeStyle` or
/// `setLocalizedDateFormatFromTemplate(_:)` is left alone: it already follows the locale.
struct FixedDateFormatInTextRule: LintRule {
    static let description = RuleDescription(
        id: "fixed-date-format-in-text",
        name: "Fixed date pattern in displayed text",
        summary: "a date shown in a view is formatted with a hand-written `dateFormat` such as \"MM/dd/yyyy\"",
        rationale: """
            A `dateFormat` pattern is the same in every locale: \"MM/dd/yyyy\" puts the \
            month first for everyone, keeps English-only separators and ignores the \
            person's 12- or 24-hour setting. Patterns are for fixed machine formats \
            (with `Locale(identifier: \"en_US_POSIX\")`), not for people. Show dates with \
            a format style, which follows the view's locale, calendar and time zone: \
            `Text(visit.date, format: .dateTime.day().month().year())`, or \
            `Text(visit.date, style: .date)`; a formatter that must stay can use \
            `dateStyle` or `setLocalizedDateFormatFromTemplate(_:)`.
            """,
        documentation: "views/text-and-images.md#format-values-inside-text",
        triggering: [
            RuleExample(
                """
                let stamp = DateFormatter()
                stamp.dateFormat = "dd/MM/yyyy HH:mm"
                let label = Text(stamp.↓string(from: firing.end))
                """),
            RuleExample(
                """
                struct RecitalRow: View {
                    static let day: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "EEEE, MMM d"
                        return formatter
                    }()
                    let recital: Recital
                    var body: some View {
                        Label("On \\(Self.day.↓string(from: recital.date))", systemImage: "music.note")
                    }
                }
                """),
            RuleExample(
                """
                struct TideRow: View {
                    let tide: Tide
                    private let clock = DateFormatter()
                    init(tide: Tide) {
                        self.tide = tide
                        clock.dateFormat = "h:mm a"
                    }
                    var body: some View { Text(clock.↓string(from: tide.high)) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct RecitalRow: View {
                    static let day: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateStyle = .long
                        return formatter
                    }()
                    let recital: Recital
                    var body: some View { Text(Self.day.string(from: recital.date)) }
                }
                """),
            RuleExample(
                """
                let posix = DateFormatter()
                posix.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                request.setValue(posix.string(from: firing.end), forHTTPHeaderField: "X-Fired")
                """),
            RuleExample(
                """
                // Text(stamp.string(from: date)) with dateFormat = "MM/dd" is the mistake
                let hint = "stamp.dateFormat = \\"MM/dd\\""
                Text(recital.date, format: .dateTime.day().month())
                """),
        ]
    )

    /// Views whose first argument is shown as the title.
    static let titledViews = ["Text", "Label", "Button", "Toggle", "LabeledContent"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        var patterned: Set<String>?
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "string",
                let formatter = member.base?.referencedName,
                call.arguments.count == 1, call.arguments.first?.label?.text == "from",
                let view = Self.titledView(around: call)
            else { continue }
            if patterned == nil { patterned = Self.formattersWithFixedPattern(in: file) }
            guard patterned?.contains(formatter) == true else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "\(view) shows a date in '\(formatter)''s fixed dateFormat, the same order and clock in every locale; use 'Text(date, format: .dateTime…)'"
                ))
        }
        return result
    }

    /// Names of formatters given a literal `dateFormat`: `name.dateFormat = "…"`, or such an
    /// assignment inside the initializer of a variable `name`.
    private static func formattersWithFixedPattern(in file: LintFile) -> Set<String> {
        var names: Set<String> = []
        for sequence in file.tree.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[2].is(StringLiteralExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "dateFormat",
                let base = target.base?.referencedName
            else { continue }
            names.insert(base)
            if let binding = sequence.enclosing(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                names.insert(name)
            }
        }
        return names
    }

    /// The view (`Text`, `Label`, …) whose first argument the call is part of, outside any closure.
    private static func titledView(around call: FunctionCallExprSyntax) -> String? {
        var node = call.parent
        var argument: LabeledExprSyntax?
        while let current = node {
            if current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self) { return nil }
            if let labeled = current.as(LabeledExprSyntax.self) { argument = labeled }
            if let outer = current.as(FunctionCallExprSyntax.self),
                let name = titledViews.first(where: { outer.isTypeCall($0) })
            {
                guard let argument, argument.label == nil, outer.arguments.first?.id == argument.id else { return nil }
                return name
            }
            node = current.parent
        }
        return nil
    }
}

import Linting
import SwiftSyntax

/// Lint: `print`, `debugPrint` or `dump` while a view's body is evaluated.
///
/// `Self._printChanges()` is SwiftUI's own debugging aid and is left alone.
struct PrintInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "print-in-body",
        name: "Printing in body",
        summary: "`print`, `debugPrint` or `dump` is called while `body` is evaluated",
        rationale: """
            A `let _ = print(…)` left in `body` runs on every update and every row, writes to \
            the console in release builds, and makes `body` do I/O. To see why a view updates, \
            call `let _ = Self._printChanges()` temporarily, which names the changed \
            dependencies; for lasting diagnostics, log from actions and model code with \
            `Logger`, not from `body`.
            """,
        documentation: "performance/cheap-body.md#find-out-why-body-runs",
        triggering: [
            RuleExample(
                """
                struct PlotRow: View {
                    let plot: Plot
                    var body: some View {
                        let _ = ↓print("plot row", plot.id)
                        Text(plot.name)
                    }
                }
                """),
            RuleExample(
                """
                struct Eyepiece: View {
                    let focal: Double
                    var body: some View {
                        VStack {
                            let _ = ↓debugPrint(focal)
                            Text("\\(focal) mm")
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct LoanCard: View {
                    let loan: Loan
                    var header: some View {
                        let _ = ↓dump(loan)
                        return Text(loan.title)
                    }
                    var body: some View { header }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct PlotRow: View {
                    let plot: Plot
                    var body: some View {
                        let _ = Self._printChanges()
                        Text(plot.name)
                    }
                }
                """),
            RuleExample(
                """
                struct Eyepiece: View {
                    let focal: Double
                    var body: some View {
                        Button("Log") { print(focal) }
                            .onChange(of: focal) { print("focal changed") }
                    }
                }
                """),
            RuleExample(
                """
                struct SchemeMenu: View {
                    var body: some View {
                        MenuItemView(label: "Add folder") {
                            print("not implemented")
                        }
                    }
                }
                """),
            RuleExample(
                """
                func report(_ loans: [Loan]) {
                    for loan in loans { print(loan.title) }
                }
                """),
            RuleExample(
                """
                // let _ = print("body") is noisy
                let snippet = "let _ = print(\\"body\\")"
                """),
        ]
    )

    static let names: Set<String> = ["print", "debugPrint", "dump"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                Self.names.contains(reference.baseName.text), call.isEvaluatedDuringBody
            else { continue }
            result.append(
                violation(
                    at: reference, in: file,
                    message:
                        "'\(reference.baseName.text)' runs on every evaluation of body; use 'Self._printChanges()' while debugging, and log from actions"
                ))
        }
        return result
    }
}

import Linting
import SwiftSyntax

/// Lint: a full-screen cover whose content is a form.
///
/// Fires when the cover's content — written in place, or a view declared in the same file —
/// has a `Form` at the root of its body (directly or inside a `NavigationStack`). Covers for
/// media, cameras, editors or any other content are left alone.
struct FormInFullScreenCoverRule: LintRule {
    static let description = RuleDescription(
        id: "form-in-full-screen-cover",
        name: "Form presented in a full-screen cover",
        summary: "A `fullScreenCover` presents a form, which belongs in a sheet",
        rationale: """
            A full-screen cover hides the screen it came from and cannot be swiped away; it \
            is meant for content that needs the whole display — a photo or video, a camera, \
            an immersive editor. A form is a short, scoped task: a sheet keeps the parent \
            visible behind it, so people see where they are, and lets them swipe it away \
            (guard unsaved input with `interactiveDismissDisabled`). Present the form with \
            `sheet` and keep covers for full-screen content.
            """,
        documentation: "navigation/sheets-and-popovers.md#present-a-cover-from-the-value-it-shows",
        triggering: [
            RuleExample(
                """
                HarbourList()
                    .↓fullScreenCover(isPresented: $isAddingBerth) {
                        NavigationStack {
                            Form {
                                TextField("Berth", text: $berthName)
                            }
                        }
                    }
                """),
            RuleExample(
                """
                struct BookingEditor: View {
                    @Binding var booking: Booking
                    var body: some View {
                        Form {
                            DatePicker("Arrival", selection: $booking.arrival)
                            Stepper("Nights: \\(booking.nights)", value: $booking.nights)
                        }
                    }
                }
                struct HarbourScreen: View {
                    @State private var booking = Booking()
                    @State private var isBooking = false
                    var body: some View {
                        Button("Book") { isBooking = true }
                            .↓fullScreenCover(isPresented: $isBooking) { BookingEditor(booking: $booking) }
                    }
                }
                """),
            RuleExample(
                """
                LogbookList()
                    .↓fullScreenCover(item: $editedEntry) { entry in
                        Form { Text(entry.title) }
                            .navigationTitle("Entry")
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                HarbourList()
                    .sheet(isPresented: $isAddingBerth) {
                        NavigationStack {
                            Form { TextField("Berth", text: $berthName) }
                        }
                    }
                """),
            RuleExample(
                """
                struct ChartViewer: View {
                    let chart: NauticalChart
                    var body: some View {
                        ZoomableImage(chart.image)
                    }
                }
                let screen = HarbourList()
                    .fullScreenCover(item: $openChart) { chart in ChartViewer(chart: chart) }
                """),
            RuleExample(
                """
                HarbourList()
                    // .fullScreenCover(isPresented: $isAddingBerth) { Form { } }
                    .fullScreenCover(isPresented: $isScanning) {
                        BarcodeScanner(prompt: "Scan the berth tag")
                    }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "fullScreenCover" {
            guard let member = call.memberCallee, let content = call.contentClosure,
                Self.presentsForm(content.statements, in: file, depth: 0)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message: "a form is a scoped task; present it in a 'sheet', which keeps the parent in view and can be swiped away"))
        }
        return result
    }

    /// Whether the statements' one view is a `Form`, possibly inside a `NavigationStack`, or a
    /// view declared in the file whose body is.
    private static func presentsForm(_ statements: CodeBlockItemListSyntax, in file: LintFile, depth: Int) -> Bool {
        guard depth < 3, statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self),
            let root = expression.rootCall, let name = root.calleeName, root.memberCallee == nil
        else { return false }
        switch name {
        case "Form":
            return true
        case "NavigationStack", "NavigationView":
            return root.contentClosure.map { presentsForm($0.statements, in: file, depth: depth + 1) } ?? false
        default:
            guard let body = Self.body(ofViewNamed: name, in: file) else { return false }
            return presentsForm(body, in: file, depth: depth + 1)
        }
    }

    /// The statements of `body` in a struct named `name` declared in the file.
    private static func body(ofViewNamed name: String, in file: LintFile) -> CodeBlockItemListSyntax? {
        for declaration in file.tree.descendants(StructDeclSyntax.self) where declaration.name.text == name {
            for member in declaration.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first,
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                else { continue }
                switch binding.accessorBlock?.accessors {
                case .getter(let statements)?: return statements
                default: return nil
                }
            }
        }
        return nil
    }
}

import Linting
import SwiftSyntax

/// Lint: an `if`/`else` in a view builder whose two branches build the same view with the
/// same arguments (or use the same view property), and differ only in modifiers.
struct SameViewInBothBranchesRule: LintRule {
    static let description = RuleDescription(
        id: "same-view-in-both-branches",
        name: "Same view in both branches",
        summary: "both branches of an `if`/`else` build the same view with the same arguments and differ only in modifiers",
        rationale: """
            Each branch of an `if`/`else` in a view builder is a view of its own, with its own \
            identity. When the condition flips, SwiftUI removes one and inserts the other: \
            the state inside is reset, `task` and `onAppear` run again, and an animation \
            cross-fades two views instead of changing one. When the branches build the same \
            view and only a modifier differs, keep one view and vary the modifier's value: \
            `PhotoView(photo: photo).grayscale(isDimmed ? 1 : 0)`.
            """,
        documentation: "views/view-structure.md#prefer-modifiers-to-conditional-views",
        triggering: [
            RuleExample(
                """
                ↓if isDimmed {
                    PhotoView(photo: photo)
                        .grayscale(1)
                } else {
                    PhotoView(photo: photo)
                }
                """),
            RuleExample(
                """
                struct Star: View {
                    let isFavorite: Bool
                    var body: some View {
                        ↓if isFavorite {
                            Image(systemName: "star.fill").foregroundStyle(.yellow)
                        } else {
                            Image(systemName: "star.fill").foregroundStyle(.gray)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct ShelfHeader: View {
                    let isPinned: Bool
                    var title: some View { Text("Reading list") }
                    var body: some View {
                        ↓if isPinned {
                            title.foregroundStyle(.tint).frame(maxWidth: .infinity, alignment: .leading)
                        } else {
                            title.foregroundStyle(.secondary)
                        }
                    }
                }
                """),
            RuleExample(
                """
                VStack {
                    ↓if compact {
                        RouteMap(route: route).frame(height: 120)
                    } else {
                        RouteMap(route: route).frame(height: 320).padding()
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                PhotoView(photo: photo)
                    .grayscale(isDimmed ? 1 : 0)
                """),
            RuleExample(
                """
                if isOnline {
                    Text("Online").foregroundStyle(.green)
                } else {
                    Text("Offline").foregroundStyle(.secondary)
                }
                """),
            RuleExample(
                """
                if isPinned {
                    pinnedTitle.foregroundStyle(.tint)
                } else {
                    title.foregroundStyle(.secondary)
                }
                """),
            RuleExample(
                """
                if isEditing {
                    NoteEditor(note: note)
                } else {
                    NoteReader(note: note)
                }
                """),
            RuleExample(
                """
                if #available(iOS 26, *) {
                    Badge(text: label).glassEffect()
                } else {
                    Badge(text: label).background(.thinMaterial)
                }
                """),
            RuleExample(
                """
                if let photo {
                    PhotoView(photo: photo)
                } else if isLoading {
                    PhotoView(photo: photo)
                }
                """),
            RuleExample(
                """
                // if x { Row(item: i).bold() } else { Row(item: i) } builds two Rows
                let advice = "vary the modifier"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            // Start from the first branch's only view: `if … { View(…)… } else { View(…)… }`.
            guard let ifExpression = Self.ifWhoseFirstBranchIs(call),
                case .codeBlock(let elseBlock)? = ifExpression.elseBody,
                let other = Self.onlyView(in: elseBlock.statements),
                let name = Self.sameView(ExprSyntax(call), other)
            else { continue }
            result.append(
                violation(
                    at: ifExpression.ifKeyword, in: file,
                    message:
                        "both branches build '\(name)' with the same arguments; keep one view and vary its modifiers, so it keeps its identity and state"
                ))
        }
        return result
    }

    /// The `if` (not an `else if`, with Boolean conditions only, not `#available` or `let`) whose first
    /// branch holds exactly this call, as its only view.
    private static func ifWhoseFirstBranchIs(_ call: FunctionCallExprSyntax) -> IfExprSyntax? {
        var node = Syntax(call)
        if let statement = node.parent?.as(ExpressionStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
            let block = item.parent?.parent?.as(CodeBlockSyntax.self),
            let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id,
            ifExpression.parent?.is(IfExprSyntax.self) != true,
            // `if #available` branches differ in what the OS offers; they cannot be merged.
            ifExpression.conditions.allSatisfy({ if case .expression = $0.condition { true } else { false } }),
            onlyView(in: block.statements)?.id == ExprSyntax(call).id
        else { return nil }
        return ifExpression
    }

    /// Common view modifiers, the evidence that a property in both branches is a view.
    static let viewModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "font", "fontWeight", "bold", "italic", "frame", "padding", "opacity",
        "background", "overlay", "tint", "scaleEffect", "rotationEffect", "offset", "clipShape", "cornerRadius",
        "shadow", "blur", "grayscale", "saturation", "brightness", "border", "lineLimit", "multilineTextAlignment",
        "imageScale", "symbolRenderingMode", "symbolVariant", "fixedSize", "layoutPriority", "disabled",
    ]

    /// The name of the view both branches build: the same initializer call with the same
    /// arguments, or the same view property (`content.bold()` and `content.italic()`).
    private static func sameView(_ first: ExprSyntax, _ second: ExprSyntax) -> String? {
        guard let root = first.modifierChain.root, let otherRoot = second.modifierChain.root else { return nil }
        if let call = root.as(FunctionCallExprSyntax.self), let otherCall = otherRoot.as(FunctionCallExprSyntax.self),
            let name = call.calleeName, name.first?.isUppercase == true, call.isTypeCall(name),
            call.trimmedDescription == otherCall.trimmedDescription
        {
            return name
        }
        // A property is only known to be a view by what is applied to it: every call in both
        // chains must be a view modifier (`watcher.start()` / `watcher.stop()` is not a view).
        if let reference = root.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let otherReference = otherRoot.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == otherReference.baseName.text, reference.baseName.text.first?.isLowercase == true,
            (first.modifierChain.modifiers + second.modifierChain.modifiers).allSatisfy({
                $0.calleeName.map(Self.viewModifiers.contains) == true
            })
        {
            return reference.baseName.text
        }
        return nil
    }

    private static func onlyView(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        let views = statements.map(\.item.unwrappedStatement).filter(\.isViewProducing)
        guard views.count == 1 else { return nil }
        return views.first?.as(ExprSyntax.self)
    }
}

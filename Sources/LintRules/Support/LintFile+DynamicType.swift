import Linting
import SwiftSyntax

extension LintFile {
    /// Whether text at `node` can follow Dynamic Type, an iOS-family feature that macOS lacks.
    /// It cannot when the code is built for macOS alone: the platforms say so (`lint.platforms`,
    /// `lint --platform`, the app's Xcode project), the file imports AppKit and not UIKit, or
    /// the node sits in an `#if os(macOS)` (or `canImport(AppKit)`) branch.
    func followsDynamicType(at node: some SyntaxProtocol) -> Bool {
        guard configuration.hasDynamicType else { return false }
        if source.contains("import AppKit") && !source.contains("import UIKit") { return false }
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
                condition.contains("os(macOS)") || condition.contains("canImport(AppKit)"), !condition.contains("!")
            {
                return false
            }
            current = parent.parent
        }
        return true
    }
}

import SwiftSyntax

extension FunctionCallExprSyntax {
    /// Whether this is `ForEach(…)` or `List(…)`, the views that make one row per element.
    var isCollectionView: Bool {
        isTypeCall("ForEach") || isTypeCall("List")
    }

    /// The data of `ForEach(data, …)` or `List(data, …)`, or `nil` for other calls and for
    /// `List { … }` without data.
    var collectionData: ExprSyntax? {
        isCollectionView ? firstUnlabeledArgument : nil
    }

    /// The row closure of `ForEach(data) { … }` or `List(data) { … }`: the closure that
    /// builds one row per element.
    var rowClosure: ClosureExprSyntax? {
        guard collectionData != nil else { return nil }
        if let trailingClosure { return trailingClosure }
        return argument(labeled: "content")?.expression.as(ClosureExprSyntax.self)
            ?? argument(labeled: "rowContent")?.expression.as(ClosureExprSyntax.self)
    }
}

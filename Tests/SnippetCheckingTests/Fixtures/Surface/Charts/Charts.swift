// A tiny Charts surface for SnippetChecking's tests: proves companion modules are built
// after the modules they import and imported only when an example uses them.
import SwiftUI

public struct Chart<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

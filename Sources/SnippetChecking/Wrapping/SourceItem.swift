/// A run of whole lines of an example that the wrapper places as one piece, and where.
///
/// Each top-level statement of an example becomes an item; comment and blank lines join
/// the item that follows them (they are its leading trivia), and items that share a line
/// are merged, so items never split a line.
struct SourceItem: Hashable, Sendable {
    /// Where the wrapper puts the item.
    enum Placement: Hashable, Sendable {
        /// At file scope (types, extensions, functions, imports, globals), made `fileprivate`.
        case fileScope
        /// Inside the synthesised View struct (`@State var`, `var body`, `init`, ...).
        case member
        /// A `let`/`var` without attributes: a member when the example has members, a
        /// statement when it has statements, a file-scope global otherwise.
        case variable
        /// A `func`: a member when the example has members, otherwise at file scope.
        case function
        /// A view expression: the body of a synthesised View.
        case view
        /// Statements: the body of a synthesised function.
        case statement
    }

    var placement: Placement
    /// 0-based first and last line (inclusive) in the wrapped source.
    var firstLine: Int
    var lastLine: Int
    /// Token edits on the item's lines (a placeholder view, a rewritten `#Preview`, ...).
    var edits: [TextEdit]
    /// Edits that make the item `fileprivate`: applied only when it ends at file scope.
    var accessEdits: [TextEdit] = []
    /// Identifier tokens the item contains (what it may use).
    var identifiers: Set<String> = []
    /// Modules the item imports (`import Charts`).
    var imports: [String] = []
    /// Names the item declares at its own level (types, functions, variables).
    var declaredNames: Set<String>
    /// For an extension: the type it extends (`User` in `extension User: Hashable`).
    var extendedType: String?
    /// For an extension: whether it adds a conformance (such extensions are always kept
    /// with their type, and may be used implicitly).
    var addsConformance: Bool
    /// For an extension or type: the names of its members (an extension is needed when one
    /// of them is used, e.g. `.brand` from `extension Color`).
    var memberNames: Set<String>
    /// Variable names bound by a statement item (`let total = ...`).
    var boundVariables: [String]
    /// For a type: the argument labels its initializers take (`init(title:)`).
    var initializerLabels: Set<String> = []
    /// For a structure without initializers of its own: the labels its memberwise
    /// initializer requires (stored properties without a value, see
    /// ``SourceClassifier/requiredMemberwiseLabels(_:)``); for a function, its named
    /// parameters without a default value; nil when not known.
    var requiredLabels: Set<String>?
    /// For a function: the labels of its named parameters (`load(from:)` has `from`).
    var parameterLabels: Set<String>?
    /// Whether the item uses `self` (not `Type.self` or `\.self`): statements that do are a
    /// method's body.
    var usesSelf = false
    /// Whether the item is a local copy of an outer value of the same name (`@Bindable var
    /// model = model`): beside views it is a declaration of the view's body.
    var isLocalCopy = false
    /// Whether the item declares a type (`struct`, `class`, `enum`, `actor`, `protocol`).
    var isTypeDeclaration = false
    /// 0-based line where the item's code starts, after the comments that lead into it.
    var codeLine = 0
    /// For a view expression: the name its chain starts from (`WindowGroup`, `LineMark`,
    /// `ToolbarItem`), which says what the fragment is content of (see ``FragmentContent``).
    var viewRoot: String?
    /// For a chain that starts with `.modifier(...)`: whether a modifier of the chain is
    /// one only scenes have (`.windowStyle(...)`, `.commands { }`).
    var modifiesScene = false
    /// Code the page leaves out that the wrapper fills in for this item, which the verdict
    /// reports.
    var leftOutShapes: [LeftOutShape] = []
    /// For a statement `_model = StateObject(wrappedValue: …)`: what it sets.
    var wrapperStorageAssignment: WrapperStorageAssignment?
    /// For constants bound to a constructed value (`let model = Model(…)`): their types.
    var constructedTypes: [String: String] = [:]
    /// For statements: a `return` outside any closure or function of the example, with a
    /// value (`guard let url else { return nil }`) or without one.
    var returnsValue = false
    var returnsVoid = false
    /// Whether the item is a declaration marked `override` (a method of a class the page
    /// leaves out, when it stands alone).
    var overrides = false
    /// For a function: the types of its parameters by argument label (`cache` → `inout ()`).
    var parameterTypes: [String: String] = [:]
    /// For a function: its name with its argument labels (`webView(_:didFinish:)`).
    var fullName: String?
    /// For a class: the first type it inherits from (`UIViewController`).
    var superclass: String?
    /// For a `#Preview` whose body is one call of a capitalised name (`Dashboard(…)`): that
    /// name. When it is a UIKit or AppKit view controller or view, the preview returns one.
    var previewBodyCall: String?
}

/// Code a page leaves out around or inside an item that the wrapper fills in, with the
/// 0-based line it concerns.
enum LeftOutShape: Hashable, Sendable {
    /// Modifier lines under `#if` / `#else` of a view left out: each branch is checked as a
    /// chain of its own on a placeholder view.
    case conditionalModifierBranches(line: Int)
    /// A container called without its content (`VStack(spacing: 8)` in a list of forms):
    /// given an empty one.
    case containerContent(call: String, line: Int)

    var line: Int {
        switch self {
        case let .conditionalModifierBranches(line), let .containerContent(_, line): line
        }
    }

    /// What the verdict says, at `markdownLine`.
    func assumption(markdownLine: Int) -> (name: String, declaration: String) {
        switch self {
        case .conditionalModifierBranches:
            ("#if", "each branch of the #if at line \(markdownLine) modifies the view the page leaves out, checked on its own")
        case let .containerContent(call, _):
            (call, "the content of \(call) at line \(markdownLine) is left out")
        }
    }
}

/// `_model = StateObject(wrappedValue: value)`: a view's initializer giving a property
/// wrapper its storage (see ``SourceClassifier/wrapperStorageAssignment(_:)``).
struct WrapperStorageAssignment: Hashable, Sendable {
    /// `StateObject`, `State` or `ObservedObject`.
    var wrapper: String
    /// The property without its underscore (`model`).
    var property: String
    /// The type the value is constructed as (`Model(…)`), when it is.
    var valueType: String?
    /// The constant the value is, when it is one (`StateObject(wrappedValue: model)`).
    var valueName: String?
}

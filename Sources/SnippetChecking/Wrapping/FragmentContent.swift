/// What a fragment's top-level expressions stand for, and where the wrapper puts them so
/// that they compile as the page means them.
///
/// A page shows the content of a builder without the builder: chart marks without
/// `Chart { }`, toolbar items without `.toolbar { }`, scenes without an `App`. Each such
/// fragment is wrapped in the builder its first name belongs to; a real mistake inside
/// (a wrong argument, a misspelled modifier) still fails there. A fragment that mixes
/// kinds (a mark beside a view) is wrapped as views, where the compiler says what does not
/// fit.
enum FragmentContent: Equatable {
    /// Views: the body of a synthesised view (the default).
    case views
    /// Chart marks (`LineMark(…)`, `ForEach` of marks): inside `Chart { }`.
    case marks
    /// Axis marks (`AxisMarks { … }`): inside `.chartXAxis { }` of a chart.
    case axisMarks
    /// Parts of an axis mark (`AxisGridLine()`, `AxisValueLabel()`): inside `AxisMarks { }`.
    case axisParts
    /// Toolbar content (`ToolbarItem { … }`): inside `.toolbar { }` of a view.
    case toolbar
    /// Scenes (`WindowGroup { … }.windowStyle(…)`): the body of a synthesised scene.
    case scenes
    /// Commands (`CommandMenu("Tools") { … }`): inside `.commands { }` of a scene.
    case commands
    /// One gesture (`DragGesture().onChanged { … }`): the argument of `.gesture(…)`.
    case gesture

    /// The protocol of the synthesised type whose body holds the content.
    var kind: String {
        switch self {
        case .scenes, .commands: "Scene"
        default: "View"
        }
    }

    /// The wrapper lines before and after the content, inside the body.
    var enclosure: (opening: [String], closing: [String]) {
        switch self {
        case .views, .scenes: ([], [])
        case .marks: (["Chart {"], ["}"])
        case .axisMarks: (["Chart { }.chartXAxis {"], ["}"])
        case .axisParts: (["Chart { }.chartXAxis {", "AxisMarks { _ in"], ["}", "}"])
        case .toolbar: (["EmptyView().toolbar {"], ["}"])
        case .commands: (["WindowGroup { EmptyView() }.commands {"], ["}"])
        case .gesture: (["EmptyView().gesture("], [")"])
        }
    }

    /// The content kind of one top-level expression: from the name its chain starts from
    /// and its text (a `ForEach` whose body holds marks is chart content).
    static func of(root: String?, text: String, modifiesScene: Bool) -> FragmentContent {
        if modifiesScene { return .scenes }
        guard let root else { return .views }
        if isChartMark(root) { return .marks }
        if root == "ForEach" {
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if words.contains(where: { isChartMark(String($0)) }) { return .marks }
        }
        if root == "AxisMarks" { return .axisMarks }
        if axisPartTypes.contains(root) { return .axisParts }
        if toolbarTypes.contains(root) { return .toolbar }
        if sceneTypes.contains(root) { return .scenes }
        if commandTypes.contains(root) { return .commands }
        if root.hasSuffix("Gesture"), root.first?.isUppercase == true { return .gesture }
        return .views
    }

    /// The content kind of a whole fragment: the kind all its expressions share, or views.
    /// A gesture is an argument: only one can stand alone.
    static func common(_ kinds: [FragmentContent]) -> FragmentContent {
        guard let first = kinds.first, kinds.allSatisfy({ $0 == first }) else { return .views }
        return first == .gesture && kinds.count > 1 ? .views : first
    }

    /// Whether `name` is a Charts mark or plot type (`LineMark`, `BarMark`, `LinePlot`).
    static func isChartMark(_ name: String) -> Bool {
        (name.hasSuffix("Mark") || name.hasSuffix("Plot")) && name.first?.isUppercase == true && name != "AxisMark"
    }

    /// Scene types a fragment may consist of.
    static let sceneTypes: Set<String> = [
        "WindowGroup", "Window", "UtilityWindow", "Settings", "MenuBarExtra", "DocumentGroup", "ImmersiveSpace",
        "DocumentGroupLaunchScene", "AlertScene", "WindowVisibilityToggle",
    ]

    static let axisPartTypes: Set<String> = ["AxisGridLine", "AxisTick", "AxisValueLabel"]

    static let toolbarTypes: Set<String> = [
        "ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "ToolbarTitleMenu", "DefaultToolbarItem",
    ]

    static let commandTypes: Set<String> = [
        "CommandMenu", "CommandGroup", "SidebarCommands", "ToolbarCommands", "TextEditingCommands",
        "TextFormattingCommands", "InspectorCommands", "ImportFromDevicesCommands", "EmptyCommands",
    ]

    /// Modifiers only scenes have: a chain of them shown alone modifies a scene.
    static let sceneModifiers: Set<String> = [
        "windowStyle", "windowToolbarStyle", "windowResizability", "defaultSize", "defaultPosition",
        "commands", "commandsRemoved", "commandsReplaced", "menuBarExtraStyle", "windowLevel",
        "restorationBehavior", "windowIdealSize", "windowManagerRole", "defaultWindowPlacement",
        "windowIdealPlacement", "immersionStyle", "upperLimbVisibility", "defaultLaunchBehavior",
        "windowBackgroundDragBehavior", "windowToolbarLabelStyle", "volumeWorldAlignment",
    ]

    /// What a chain of scene modifiers shown alone is applied to.
    static let placeholderScene = "WindowGroup { EmptyView() }"
}

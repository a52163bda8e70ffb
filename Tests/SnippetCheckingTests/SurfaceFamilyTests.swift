import Foundation
import Testing

@testable import SnippetChecking

/// The API families of issue 19 against the real surface: a usage example per family
/// typechecks cleanly, a broken one per family fails where it would on a Mac, long
/// modifier chains neither crash the typechecker nor time out, and COVERAGE.md lists
/// every required name and matches what `make-coverage.py` writes.
@Suite("API surface families")
struct SurfaceFamilyTests {
    private static func rewritten(_ files: [(name: String, source: String)]) -> [(name: String, source: String)] {
        files.map { ($0.name, MacroStandIns.rewrite($0.source)) }
    }

    @Test(arguments: ["5", "6"])
    func familyExamplesTypecheckCleanly(swiftVersion: String) throws {
        let result = try SurfaceBuild.typecheck(Self.rewritten(SurfaceFamilyExamples.good), swiftVersion: swiftVersion)
        #expect(!result.timedOut)
        #expect(result.errors.isEmpty, "errors:\n\(result.errors.joined(separator: "\n"))")
        #expect(result.warnings.isEmpty, "warnings:\n\(result.warnings.joined(separator: "\n"))")
        #expect(result.exitCode == 0)
    }

    @Test func tipParametersTypecheckInSwift5Mode() throws {
        let result = try SurfaceBuild.typecheck([("tip_parameters.swift", SurfaceFamilyExamples.tipParameters)], swiftVersion: "5")
        #expect(result.errors.isEmpty, "errors:\n\(result.errors.joined(separator: "\n"))")
        #expect(result.exitCode == 0)
    }

    @Test func brokenFamilyExamplesFailLikeOnAMac() throws {
        let files = Self.rewritten(SurfaceFamilyExamples.broken.map { ($0.name, $0.source) })
        let result = try SurfaceBuild.typecheck(files, swiftVersion: "6")
        #expect(result.exitCode != 0)
        for example in SurfaceFamilyExamples.broken {
            let errors = result.diagnostics(in: example.name).filter { $0.severity == "error" }
            #expect(
                errors.contains { $0.line == example.line && $0.message.contains(example.message) },
                "\(example.name): expected an error on line \(example.line) mentioning \(example.message), got \(errors)"
            )
        }
    }

    @Test func longModifierChainsNeitherCrashNorTimeOut() throws {
        let good = try SurfaceBuild.typecheck(Self.rewritten([("chains.swift", SurfaceFamilyExamples.chains)]), swiftVersion: "6")
        #expect(!good.timedOut)
        #expect(good.errors.isEmpty && good.warnings.isEmpty, "\(good.output.prefix(3000))")
        for fragment in Self.internalFailures {
            #expect(!good.output.contains(fragment))
        }

        let broken = try SurfaceBuild.typecheck([("broken_chains.swift", SurfaceFamilyExamples.brokenChains)], swiftVersion: "6")
        #expect(!broken.timedOut)
        for fragment in Self.internalFailures {
            #expect(!broken.output.contains(fragment), "\(broken.output.prefix(3000))")
        }
        let errors = broken.diagnostics(in: "broken_chains.swift").filter { $0.severity == "error" }
        for expected in SurfaceFamilyExamples.brokenChainErrors {
            #expect(errors.contains { $0.line == expected.line && $0.message.contains(expected.message) }, "\(errors)")
        }
    }

    private static let internalFailures = [
        "failed to produce diagnostic",
        "unable to type-check this expression in reasonable time",
        "reasonable time",
    ]

    @Test func macroStandInsKeepEveryLineInPlace() {
        let source = """
            @Model final class Hive {
                var frames = 10
            }
            @Model class Queen: Identifiable {}
            extension EnvironmentValues {
                @Entry var hiveTint: Color = .yellow
                @Entry var inspector: String?
            }
            enum ApiaryV2: VersionedSchema {
                @Model final class Swarm {}
            }
            struct SmokerTip: Tip {
                @Parameter static var lit = false
                var rules: [Rule] { [#Rule(Self.$lit) { $0 }] }
            }
            """
        let rewritten = MacroStandIns.rewrite(source)
        #expect(
            rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(rewritten.contains("@Model final class Hive: SwiftData.PersistentModel {"))
        #expect(rewritten.contains("@Model class Queen: Identifiable, SwiftData.PersistentModel {"))
        #expect(rewritten.contains("var hiveTint: Color { get { .yellow } set {} }"))
        #expect(rewritten.contains("var inspector: String? { get { nil } set {} }"))
        #expect(!rewritten.contains("@Entry"))
        #expect(rewritten.contains("@Model final class Swarm: SwiftData.PersistentModel {}"))
        #expect(rewritten.contains("var rules: [Rule] { [Tips.Rule(Self.$lit) { $0 }] }"))
    }

    @Test func uniqueAndIndexMacrosBecomeSchemaValuesOnTheirOwnLines() {
        let source = """
            @Model final class Apiary {
                #Unique<Apiary>([\\.code], [\\.town, \\.field])
                #Index<Apiary>([\\.town])
                var code = ""
            }
            """
        let rewritten = MacroStandIns.rewrite(source)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines[1].contains("static var _unique0: Any { SwiftData.Schema.Unique<Apiary>([\\.code], [\\.town, \\.field]) }"))
        #expect(lines[2].contains("static var _index1: Any { SwiftData.Schema.Index<Apiary>([\\.town]) }"))
        #expect(!rewritten.contains("#"))
    }

    // MARK: - Coverage list

    /// Names from the families of issue 19 that COVERAGE.md must list (types, macros and
    /// `Receiver.modifier(labels:)`), and members that must appear in a type's row.
    static let requiredNames: [String] = [
        // iOS/macOS 26
        "View.glassEffect(_:in:)", "Glass", "GlassEffectContainer", "View.glassEffectID(_:in:)",
        "View.glassEffectUnion(id:namespace:)", "View.glassEffectTransition(_:)", "GlassButtonStyle",
        "GlassProminentButtonStyle", "View.backgroundExtensionEffect()", "View.scrollEdgeEffectStyle(_:for:)",
        "View.tabBarMinimizeBehavior(_:)", "View.tabViewBottomAccessory(content:)", "ToolbarSpacer",
        "ConcentricRectangle", "@Animatable", "WebView", "WebPage", "Chart3D",
        // iOS 18
        "Tab", "TabSection", "SidebarAdaptableTabViewStyle", "TabContent", "TabContentBuilder", "AnyTabContent",
        "TabPlacement", "AdaptableTabBarPlacement", "TabViewCustomization", "TabContent.badge(_:)",
        "TabContent.customizationID(_:)", "TabContent.defaultVisibility(_:for:)", "TabContent.tabPlacement(_:)",
        "View.tabViewCustomization(_:)", "@Entry", "@Previewable", "PreviewTrait",
        "View.onScrollGeometryChange(for:of:action:)", "View.onScrollVisibilityChange(threshold:_:)", "View.onScrollPhaseChange(_:)",
        "ScrollPhase",
        "View.scrollPosition(_:anchor:)", "ScrollPosition", "MeshGradient", "View.navigationTransition(_:)",
        "View.matchedTransitionSource(id:in:)", "View.presentationSizing(_:)", "ContainerValues",
        "View.containerValue(_:_:)", "Subview", "SubviewsCollection",
        // iOS 17
        "@Model", "Query", "ModelContainer", "ModelContext", "View.modelContainer(_:)", "Scene.modelContainer(_:)",
        "@Attribute", "@Relationship", "FetchDescriptor", "PhaseAnimator", "KeyframeAnimator", "KeyframeTrack", "KeyframeTimeline",
        "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "View.scrollTargetBehavior(_:)",
        "View.scrollTargetLayout(isEnabled:)", "View.inspector(isPresented:content:)", "View.contentMargins(_:_:for:)",
        "View.sensoryFeedback(_:trigger:)", "View.symbolEffect(_:options:value:)", "View.symbolEffect(_:options:isActive:)",
        "VariableColorSymbolEffect", "ReplaceSymbolEffect", "WiggleSymbolEffect", "MoveKeyframe", "Tip", "Tips", "TipView",
        "View.popoverTip(_:arrowEdge:action:)",
        // macOS and multiplatform scenes
        "Settings", "SettingsLink", "MenuBarExtra", "Scene.menuBarExtraStyle(_:)", "Window", "UtilityWindow",
        "Scene.windowStyle(_:)", "Scene.windowToolbarStyle(_:)", "Scene.defaultWindowPlacement(_:)",
        "Scene.windowIdealPlacement(_:)", "WindowPlacement", "HSplitView", "VSplitView", "DocumentGroup",
        "FileDocument", "View.focusSection()", "View.onDeleteCommand(perform:)", "View.onMoveCommand(perform:)", "MoveCommandDirection",
        "Scene.commands(content:)", "CommandGroup", "CommandMenu",
        // data transfer and files
        "Transferable", "View.draggable(_:)", "View.dropDestination(for:action:isTargeted:)", "View.onDrag(_:)",
        "View.onDrop(of:isTargeted:perform:)", "NSItemProvider", "PasteButton", "ShareLink", "SharePreview",
        "View.fileImporter(isPresented:allowedContentTypes:onCompletion:)",
        "View.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)", "PhotosPicker",
        "PhotosPickerItem", "View.fileDialogMessage(_:)", "View.fileDialogConfirmationLabel(_:)",
        "View.fileExporterFilenameLabel(_:)", "ImageRenderer", "CGImage",
        // accessibility
        "View.accessibilityLabeledPair(role:id:in:)", "View.accessibilityRotor(_:entries:)",
        "View.accessibilityRepresentation(representation:)", "AccessibilityFocusState",
        "View.accessibilityInputLabels(_:)", "View.accessibilityAction(_:_:)", "View.accessibilityAction(named:_:)",
        "View.accessibilityAction(action:label:)", "View.accessibilityChartDescriptor(_:)",
        // Charts
        "Chart", "ChartContent", "ChartContentBuilder", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark",
        "RectangleMark", "SectorMark", "View.chartXSelection(value:)", "View.chartScrollableAxes(_:)",
        "View.chartOverlay(alignment:content:)", "AxisMarks", "AxisGridLine", "AxisTick", "AxisTick.Length", "AxisValueLabel",
        // media, text, menus, grids
        "VideoPlayer", "AsyncImage", "AsyncImagePhase", "TextEditor", "AttributeScopes.SwiftUIAttributes", "Menu",
        "Grid", "GridRow",
        // WebKit's UIKit view, SwiftData constraints (`#Unique`/`#Index` stand-ins), names handbooks use
        "WKWebView", "WKWebViewConfiguration", "WKNavigationDelegate", "WKScriptMessageHandler", "Schema.Unique",
        "Schema.Index", "View.scenePadding(_:)", "View.scenePadding(_:edges:)", "View.focusEffectDisabled(_:)",
        "View.searchToolbarBehavior(_:)", "View.chart3DCameraProjection(_:)", "MeasurementFormatUnitUsage",
        // names around the families that third-party handbooks use
        "TransactionKey", "FocusInteractions", "FocusedObject", "View.focusable(_:interactions:)",
        "View.searchFocused(_:)", "View.focusedObject(_:)", "View.inspectorColumnWidth(_:)", "View.lineHeight(_:)",
        "AttributedString.LineHeight", "NSSearchField", "NSAppearance", "#bundle",
        // notification permission and local notifications
        "UNUserNotificationCenter", "UNAuthorizationOptions", "UNAuthorizationStatus", "UNNotificationSettings",
        "UNMutableNotificationContent", "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger",
        "UNNotificationRequest", "UNNotificationPresentationOptions", "UNUserNotificationCenterDelegate",
    ]

    static let requiredMembers: [String: [String]] = [
        "Glass": [".regular", ".clear", "tint(_:)", "interactive(_:)"],
        "PrimitiveButtonStyle": [".glass", ".glassProminent"],
        "Edge.Corner.Style": [".concentric"],
        "TabViewStyle": [".sidebarAdaptable"],
        "NavigationTransition": [".zoom(sourceID:in:)"],
        "Group": ["init(subviews:transform:)"],
        "ForEach": ["init(subviews:content:)"],
        "ShareLink": ["init(item:subject:message:preview:)", "init(items:subject:message:preview:)"],
        "AsyncImagePhase": [".empty", ".success", ".failure"],
        "TextEditor": ["init(text:)", "init(text:selection:)"],
        "AxisValueLabelCollisionResolution": [".greedy", ".greedy(priority:minimumSpacing:)", ".truncate", ".disabled"],
        "UIButton": ["init(configuration:primaryAction:)"],
        "Button": ["init(role:action:)"],
        "ImageRenderer": ["cgImage", "proposedSize"],
        "WindowGroup": ["init(_:for:content:)", "init(_:id:for:content:)"],
        "KeyframeTimeline": ["init(initialValue:content:)", "duration", "value(time:)"],
        "AVAssetImageGenerator": [
            "init(asset:)", "appliesPreferredTrackTransform", "maximumSize", "requestedTimeToleranceBefore", "image(at:)",
        ],
        "UIImage": ["init(cgImage:)", "cgImage"],
        "NSImage": ["init(cgImage:size:)"],
    ]

    @Test func coverageListsEveryFamilyName() throws {
        let coverage = try String(contentsOf: SurfaceBuild.surfaceDirectory.appendingPathComponent("COVERAGE.md"), encoding: .utf8)
        var names: Set<String> = []
        var members: [String: Set<String>] = [:]
        for line in coverage.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            names.insert(name)
            if let last = cells.dropLast().last {
                let listed = last.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
                members[name, default: []].formUnion(listed)
            }
        }
        let missing = Self.requiredNames.filter { !names.contains($0) }
        #expect(missing.isEmpty, "COVERAGE.md does not list: \(missing)")
        for (type, required) in Self.requiredMembers {
            let absent = required.filter { !(members[type] ?? []).contains($0) }
            #expect(absent.isEmpty, "COVERAGE.md lists no \(absent) for \(type)")
        }
    }

    @Test func coverageIsUpToDate() throws {
        let script = SurfaceBuild.surfaceDirectory.appendingPathComponent("make-coverage.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--check"]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }
}

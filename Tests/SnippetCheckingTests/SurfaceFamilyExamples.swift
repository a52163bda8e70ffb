/// Example files for ``SurfaceFamilyTests``: one original example per API family of
/// issue 19 that uses the family's declarations the way Apple's documentation shows, one
/// broken example per family (a wrong label, member or type) that must fail as it fails
/// on a Mac, and long modifier chains over every family.
///
/// Sources go through ``MacroStandIns/rewrite(_:)`` first, as examples do in the engine
/// (`@Model` conformance, `@Entry` properties). Each file declares its own names: the
/// files of a group are compiled as one module.
enum SurfaceFamilyExamples {
    static let good: [(name: String, source: String)] = [
        ("ios26_design.swift", ios26Design),
        ("ios18_containers.swift", ios18Containers),
        ("ios17_swiftdata_tipkit.swift", ios17SwiftdataTipkit),
        ("macos_scenes.swift", macosScenes),
        ("data_transfer.swift", dataTransfer),
        ("accessibility.swift", accessibility),
        ("charts.swift", charts),
        ("media_text_menus.swift", mediaTextMenus),
        ("web_and_latest.swift", webAndLatest),
        ("tabs.swift", tabs),
        ("platform_bridges.swift", platformBridges),
        ("user_notifications.swift", userNotifications),
        ("image_sources.swift", imageSources),
    ]

    /// ImageIO: a herbarium scan shrunk to a thumbnail without decoding it whole, with the
    /// options dictionary passed through Core Foundation's types as pages write it.
    static let imageSources = #"""
        import SwiftUI
        import ImageIO

        enum SpecimenThumbnails {
            static func thumbnail(of scan: Data, longestSide: CGFloat) -> UIImage? {
                let readOptions: [CFString: Any] = [kCGImageSourceShouldCache: false]
                guard let source = CGImageSourceCreateWithData(scan as CFData, readOptions as CFDictionary),
                    CGImageSourceGetCount(source) > 0
                else { return nil }
                let options = [
                    kCGImageSourceCreateThumbnailFromImageAlways: true,
                    kCGImageSourceThumbnailMaxPixelSize: longestSide,
                    kCGImageSourceCreateThumbnailWithTransform: true,
                ] as CFDictionary
                guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
                return UIImage(cgImage: image)
            }

            static func pixelWidth(of file: URL) -> Int? {
                guard let source = CGImageSourceCreateWithURL(file as CFURL, nil),
                    let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
                else { return nil }
                return properties[kCGImagePropertyPixelWidth] as? Int
            }
        }
        """#

    /// Names third-party handbooks use around the families: dynamic platform colors and
    /// colors from a `Color`, an AppKit search field, a UIKit button configuration, custom
    /// transaction keys, focus interactions and focused objects, `searchFocused`, visual
    /// effect transforms, the iOS 26 line height, chart label collisions and scales, and
    /// Foundation's `#bundle`.
    static let platformBridges = #"""
        import SwiftUI
        import Charts
        import WebKit

        extension Color {
            static let kiln = Color(uiColor: UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(Color.orange) : .brown
            })
            static let glaze = Color(nsColor: NSColor(name: "glaze") { appearance in
                appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? .white : NSColor(Color.teal)
            })

            var warmth: Double {
                var red: CGFloat = 0
                var blue: CGFloat = 0
                UIColor(self).getRed(&red, green: nil, blue: &blue, alpha: nil)
                return Double(red - blue)
            }
        }

        struct FiringStage: TransactionKey {
            static let defaultValue = 0
        }

        extension Transaction {
            var firingStage: Int {
                get { self[FiringStage.self] }
                set { self[FiringStage.self] = newValue }
            }
        }

        final class Workbench: ObservableObject {
            @Published var pieces = 3
        }

        struct PotteryStudio: View {
            @FocusState private var findingGlaze: Bool
            @FocusedObject private var bench: Workbench?
            @State private var query = ""
            @State private var board = Workbench()
            let glazes = ["Celadon", "Tenmoku"]

            var body: some View {
                NavigationStack {
                    VStack {
                        Text("\(bench?.pieces ?? 0) pieces")
                            .lineHeight(.multiple(factor: 1.3))
                            .focusable(interactions: .activate)
                        Chart {
                            PointMark(x: .value("Hour", 2), y: .value("Heat", 900))
                                .symbolSize(by: .value("Weight", 4))
                                .foregroundStyle(by: .value("Glaze", "Celadon"))
                        }
                        .chartForegroundStyleScale(domain: glazes) { glaze in
                            glaze == "Celadon" ? Color.green : Color.brown
                        }
                        .chartXAxis {
                            AxisMarks { _ in
                                AxisValueLabel(collisionResolution: .greedy(priority: 1, minimumSpacing: 6))
                            }
                        }
                        Text("Kiln log", bundle: #bundle, comment: "Title of the firing log")
                    }
                    .visualEffect { effect, proxy in
                        effect.scaleEffect(x: 1, y: proxy.size.height > 400 ? 1.1 : 1, anchor: .top)
                            .brightness(0.05)
                    }
                    .searchable(text: $query)
                    .searchFocused($findingGlaze)
                    .focusedSceneObject(board)
                    .inspector(isPresented: .constant(true)) {
                        Text("Cones").inspectorColumnWidth(260)
                    }
                }
                .transaction { $0.firingStage = 2 }
                .toolbar {
                    Button(role: .close) { query = "" }
                    Button(role: .confirm) { board.pieces += 1 }
                }
            }
        }

        struct GlazeSearch: NSViewRepresentable {
            @Binding var text: String

            func makeCoordinator() -> Relay { Relay(binding: $text) }

            func makeNSView(context: Context) -> NSSearchField {
                let searchBox = NSSearchField()
                searchBox.sendsSearchStringImmediately = true
                searchBox.delegate = context.coordinator
                return searchBox
            }

            func updateNSView(_ searchBox: NSSearchField, context: Context) {
                if searchBox.stringValue != text { searchBox.stringValue = text }
            }

            final class Relay: NSObject, NSSearchFieldDelegate {
                private let binding: Binding<String>
                init(binding: Binding<String>) { self.binding = binding }
                func controlTextDidChange(_ note: Notification) {
                    guard let searchBox = note.object as? NSSearchField else { return }
                    binding.wrappedValue = searchBox.stringValue
                }
            }
        }

        struct KilnCamPage: UIViewRepresentable {
            let feed: URL
            func makeUIView(context: Context) -> WKWebView {
                let camera = WKWebView()
                camera.allowsBackForwardNavigationGestures = false
                return camera
            }
            func updateUIView(_ camera: WKWebView, context: Context) {
                if camera.url != feed { camera.load(URLRequest(url: feed)) }
            }
        }

        final class FiringButtonController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let start = UIButton(configuration: .borderedProminent(), primaryAction: UIAction { _ in })
                start.setTitle(UIDevice.current.model, for: .normal)
                view.addSubview(start)
            }
        }

        @MainActor func showStudio(in window: NSWindow) {
            window.contentViewController = NSHostingController(rootView: PotteryStudio())
        }
        """#

    /// Tabs as tab content: `Tab` and `TabSection` built by `TabContentBuilder` (with and
    /// without a selection value, from `ForEach`, `if`, `Group` and a custom `TabContent`),
    /// the tab content modifiers and customization; and a page written before iOS 18 whose
    /// `TabView` takes views with `.tabItem`, which must still typecheck.
    static let tabs = #"""
        import SwiftUI

        enum Bed: String, Hashable, CaseIterable, Identifiable {
            case herbs, tomatoes, orchard, compost, lookup
            var id: String { rawValue }
        }

        struct SeasonalBeds: TabContent {
            var body: some TabContent<Bed> {
                Tab("Herbs", systemImage: "leaf", value: Bed.herbs) { Text("Basil, thyme") }
                Tab("Tomatoes", image: "tomato", value: Bed.tomatoes) { Text("Six plants") }
                    .badge(6)
            }
        }

        struct GreenhouseTabs: View {
            @State private var bed: Bed = .herbs
            @AppStorage("greenhouse.tabs") private var layout = TabViewCustomization()
            @State private var showsOrchard = true

            var body: some View {
                TabView(selection: $bed) {
                    SeasonalBeds()
                    if showsOrchard {
                        Tab("Orchard", systemImage: "tree", value: Bed.orchard) {
                            Text("Apples")
                        }
                        .customizationID("greenhouse.orchard")
                        .defaultVisibility(.hidden, for: .tabBar)
                        .customizationBehavior(.reorderable, for: .sidebar, .tabBar)
                    }
                    TabSection("Maintenance") {
                        Tab("Compost", systemImage: "arrow.3.trianglepath", value: Bed.compost) {
                            Text("Turn on Fridays")
                        }
                        .badge(Text("!"))
                    }
                    .sectionActions {
                        Button("New bed") {}
                    }
                    Tab(value: Bed.lookup, role: .search) {
                        Text("Search plants")
                    }
                    .tabPlacement(.pinned)
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabViewCustomization($layout)
                .tabViewSidebarHeader { Text("Greenhouse") }
            }
        }

        struct ShedTabs: View {
            let drawers = ["Seeds", "Tools", "Gloves"]
            var body: some View {
                TabView {
                    ForEach(drawers, id: \.self) { drawer in
                        Tab(drawer, systemImage: "archivebox") { Text(drawer) }
                    }
                    Group {
                        Tab("Ledger", systemImage: "book") { Text("Spent") }
                            .hidden(drawers.isEmpty)
                        Tab {
                            Text("Notes")
                        } label: {
                            Label("Notes", systemImage: "note.text")
                        }
                    }
                    TabSection {
                        Tab("Weather", systemImage: "cloud.sun") { Text("Mild") }
                    } header: {
                        Label("Outside", systemImage: "sun.max")
                    }
                }
                .tabViewStyle(.tabBarOnly)
            }
        }

        struct AllBeds: View {
            @State private var bed: Bed = .herbs
            var body: some View {
                TabView(selection: $bed) {
                    ForEach(Bed.allCases) { bed in
                        Tab(bed.rawValue, systemImage: "square", value: bed) { Text(bed.rawValue) }
                    }
                }
            }
        }

        struct PottingBench: View {
            @State private var drawer = 0
            var body: some View {
                TabView(selection: $drawer) {
                    Text("Pots")
                        .tabItem { Label("Pots", systemImage: "cylinder") }
                        .tag(0)
                    Text("Soil")
                        .tabItem { Label("Soil", systemImage: "mountain.2") }
                        .badge(2)
                        .tag(1)
                }
                TabView {
                    Text("Trays").tabItem { Text("Trays") }
                    Text("Labels").tabItem { Text("Labels") }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
            }
        }
        """#

    /// WKWebView in a representable, SwiftData's `#Unique`/`#Index`, and smaller names
    /// that handbooks use: scene padding, focus effects, the iOS 26 search toolbar
    /// behaviour, the 3D chart camera, measurement formatting, address content types.
    static let webAndLatest = #"""
        import SwiftUI
        import SwiftData
        import Charts
        import WebKit

        @Model final class Birdwatch {
            #Unique<Birdwatch>([\.ring], [\.site, \.seenOn])
            #Index<Birdwatch>([\.seenOn], [\.site, \.species])
            var ring: String
            var site: String
            var species: String
            var seenOn: Date
            init(ring: String, site: String, species: String, seenOn: Date = .now) {
                self.ring = ring
                self.site = site
                self.species = species
                self.seenOn = seenOn
            }
        }

        struct FieldNotesPage: UIViewRepresentable {
            let address: URL
            @Binding var pageTitle: String

            func makeUIView(context: Context) -> WKWebView {
                let setup = WKWebViewConfiguration()
                setup.allowsInlineMediaPlayback = true
                setup.userContentController.add(context.coordinator, name: "tally")
                let page = WKWebView(frame: .zero, configuration: setup)
                page.navigationDelegate = context.coordinator
                page.allowsBackForwardNavigationGestures = true
                return page
            }

            func updateUIView(_ page: WKWebView, context: Context) {
                if page.url != address { page.load(URLRequest(url: address)) }
            }

            func makeCoordinator() -> Coordinator { Coordinator(pageTitle: $pageTitle) }

            final class Coordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
                @Binding var pageTitle: String
                init(pageTitle: Binding<String>) { _pageTitle = pageTitle }

                func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                    pageTitle = webView.title ?? ""
                }

                func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
                    decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    pageTitle = message.name
                }
            }
        }

        struct Sighting3D: Identifiable {
            let id = UUID()
            var east: Double, north: Double, height: Double
        }

        struct SurveyScreen: View {
            @State private var filter = ""
            @State private var street = ""
            let sightings: [Sighting3D] = []
            let walked = Measurement(value: 4.2, unit: UnitLength.kilometers)

            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text("Walked \(walked, format: .measurement(width: .abbreviated))")
                        Text(walked.formatted(.measurement(width: .wide, usage: .asProvided)))
                        TextField("Street", text: $street)
                            .textContentType(.streetAddressLine1)
                        Button("Tally") {}
                            .focusEffectDisabled()
                        if ProcessInfo.processInfo.isLowPowerModeEnabled {
                            Text("Low Power Mode is on")
                        }
                        Chart3D(sightings) { sighting in
                            PointMark(x: .value("East", sighting.east), y: .value("North", sighting.north), z: .value("Height", sighting.height))
                        }
                        .chart3DPose(.front)
                        .chart3DCameraProjection(.perspective)
                    }
                    .scenePadding(.horizontal)
                    .scenePadding(.minimum, edges: .bottom)
                    .searchable(text: $filter)
                    .searchToolbarBehavior(.minimize)
                }
            }
        }

        @MainActor func platformLine() -> String { UIDevice.current.systemName + " " + UIDevice.current.systemVersion }
        """#

    /// Permission and local notifications: settings read before asking, both ways of
    /// asking, time and calendar triggers, a category with actions, and the delegate's
    /// async requirements (the others have defaults, as Apple's are optional).
    static let userNotifications = #"""
        import SwiftUI
        import UserNotifications

        @MainActor final class KilnAlarms: NSObject, UNUserNotificationCenterDelegate {
            private let center = UNUserNotificationCenter.current()

            func mayRemind() async -> Bool {
                let settings = await center.notificationSettings()
                switch settings.authorizationStatus {
                case .notDetermined:
                    return (try? await center.requestAuthorization(options: [.alert, .sound, .provisional])) ?? false
                case .authorized, .provisional:
                    return settings.alertSetting == .enabled
                default:
                    return false
                }
            }

            func askTheOldWay() {
                center.requestAuthorization(options: [.badge]) { granted, error in
                    print(granted, error?.localizedDescription ?? "")
                }
            }

            func remind(afterMinutes minutes: Int, glaze: String) async throws {
                let content = UNMutableNotificationContent()
                content.title = "Kiln cooled"
                content.body = "\(glaze) is ready to unload."
                content.sound = .default
                content.categoryIdentifier = "kiln"
                content.interruptionLevel = .timeSensitive
                let soon = UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(minutes * 60), repeats: false)
                try await center.add(UNNotificationRequest(identifier: "kiln-\(glaze)", content: content, trigger: soon))

                var evening = DateComponents()
                evening.hour = 19
                let daily = UNCalendarNotificationTrigger(dateMatching: evening, repeats: true)
                center.add(UNNotificationRequest(identifier: "log", content: content, trigger: daily)) { error in
                    if let error { print(error) }
                }
                let open = UNNotificationAction(identifier: "open", title: "Open the log", options: [.foreground])
                center.setNotificationCategories([
                    UNNotificationCategory(identifier: "kiln", actions: [open], intentIdentifiers: [])
                ])
                try await center.setBadgeCount(0)
            }

            func cancel(glaze: String) {
                center.removePendingNotificationRequests(withIdentifiers: ["kiln-\(glaze)"])
            }

            nonisolated func userNotificationCenter(
                _ center: UNUserNotificationCenter, willPresent notification: UNNotification
            ) async -> UNNotificationPresentationOptions {
                [.banner, .list, .sound]
            }

            nonisolated func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
            ) async {
                if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
                    print(response.notification.request.identifier)
                }
            }
        }

        struct KilnReminderToggle: View {
            @State private var wantsReminder = false
            let alarms: KilnAlarms

            var body: some View {
                Toggle("Remind me when the kiln cools", isOn: $wantsReminder)
                    .task(id: wantsReminder) {
                        guard wantsReminder else { return }
                        wantsReminder = await alarms.mayRemind()
                    }
            }
        }
        """#

    static let ios26Design = #"""
        import SwiftUI
        import WebKit
        import Charts

        struct TelescopeControls: View {
            @Namespace private var dome
            @State private var expanded = false
            @State private var page = WebPage()

            var body: some View {
                TabView {
                    Tab("Sky", systemImage: "sparkles") {
                        ScrollView {
                            GlassEffectContainer(spacing: 24) {
                                HStack(spacing: 12) {
                                    Image(systemName: "scope")
                                        .frame(width: 56, height: 56)
                                        .glassEffect()
                                        .glassEffectID("scope", in: dome)
                                    if expanded {
                                        Image(systemName: "moon.stars")
                                            .frame(width: 56, height: 56)
                                            .glassEffect(.regular.tint(.indigo).interactive(), in: .circle)
                                            .glassEffectID("moon", in: dome)
                                            .glassEffectTransition(.matchedGeometry)
                                    }
                                    Image(systemName: "camera.aperture")
                                        .glassEffect(.clear, in: .rect(cornerRadius: 12))
                                        .glassEffectUnion(id: "shutter", namespace: dome)
                                }
                            }
                            Button("Slew") { expanded.toggle() }
                                .buttonStyle(.glass)
                            Button("Capture") {}
                                .buttonStyle(.glassProminent)
                            Image("nebula")
                                .resizable()
                                .backgroundExtensionEffect()
                            ConcentricRectangle(corners: .concentric(minimum: 8), isUniform: true)
                                .fill(.tint)
                            ConcentricRectangle(uniformTopCorners: .fixed(12), uniformBottomCorners: .concentric)
                                .stroke(.secondary)
                            ConcentricRectangle(uniformLeadingCorners: .concentric(minimum: .fixed(6)), uniformTrailingCorners: 10.5)
                                .fill(.quaternary)
                            Rectangle()
                                .clipShape(.rect(corners: .concentric))
                        }
                        .scrollEdgeEffectStyle(.soft, for: .top)
                        .scrollExtensionMode(.underSidebar)
                    }
                    Tab("Log", systemImage: "book") {
                        WebView(page)
                            .webViewBackForwardNavigationGestures(.enabled)
                            .task {
                                do {
                                    for try await event in page.load(URL(string: "https://example.org/observatory")!) {
                                        if event == .finished { print(page.title) }
                                    }
                                } catch {
                                    print(error)
                                }
                            }
                        WebView(url: URL(string: "https://example.org/forecast"))
                    }
                    Tab(role: .search) {
                        Text("Find a star")
                    }
                    Tab {
                        Text("Almanac")
                    } label: {
                        Label("Almanac", systemImage: "calendar")
                    }
                    Tab("Alerts", systemImage: "bell", role: nil) {
                        Text("No alerts")
                    }
                }
                .tabBarMinimizeBehavior(.onScrollDown)
                .tabViewBottomAccessory {
                    Text("Tracking Vega")
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Park") {} }
                    ToolbarSpacer(.fixed)
                    ToolbarItem(placement: .primaryAction) { Button("Dome") {} }
                    ToolbarSpacer()
                }
            }
        }

        struct AccessoryLabel: View {
            @Environment(\.tabViewBottomAccessoryPlacement) private var placement
            var body: some View {
                Text(placement == .inline ? "Vega" : "Tracking Vega")
            }
        }

        @Animatable
        struct Orbit: Shape {
            var radius: Double
            @AnimatableIgnored var label: String
            func path(in rect: CGRect) -> Path {
                Path(ellipseIn: rect.insetBy(dx: radius, dy: radius))
            }
        }

        struct Ripple: Shape {
            var amplitude: CGFloat
            var phase: CGFloat
            nonisolated var animatableData: AnimatableValues<CGFloat, CGFloat> {
                get { AnimatableValues(amplitude, phase) }
                set { (amplitude, phase) = newValue.value }
            }
            func path(in rect: CGRect) -> Path { Path(rect) }
        }

        struct SkySurface: View {
            @State private var pose: Chart3DPose = .front
            var body: some View {
                Chart3D {
                    SurfacePlot(x: "Azimuth", y: "Brightness", z: "Altitude") { azimuth, altitude in
                        sin(azimuth) * cos(altitude)
                    }
                }
                .chart3DPose($pose)
                .chartZAxisLabel("Altitude")
            }
        }
        """#

    static let ios18Containers = #"""
        import SwiftUI

        extension EnvironmentValues {
            @Entry var rentalAccent: Color = .orange
            @Entry var dockLimit: Int? 
        }

        extension ContainerValues {
            @Entry var isReserved: Bool = false
        }

        struct DockBoard<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View {
                VStack {
                    Group(subviews: content) { bikes in
                        if let first = bikes.first {
                            first.font(.headline)
                        }
                        ForEach(bikes.dropFirst()) { bike in
                            bike.opacity(bike.containerValues.isReserved ? 0.4 : 1)
                        }
                        Text("\(bikes.count) bikes")
                    }
                    ForEach(subviews: content) { bike in
                        bike.padding(4)
                    }
                    ForEach(sections: content) { section in
                        section.header
                        section.content
                    }
                }
            }
        }

        enum Station: Hashable { case harbor, campus, market, depot }

        struct RentalTabs: View {
            @State private var station: Station = .harbor
            @State private var position = ScrollPosition(edge: .top)
            @State private var showsReceipt = false
            @State private var pastHalfway = false
            @Namespace private var bikeZoom
            @Environment(\.rentalAccent) private var accent

            var body: some View {
                TabView(selection: $station) {
                    Tab("Harbor", systemImage: "sailboat", value: Station.harbor) {
                        NavigationStack {
                            ScrollView {
                                LazyVStack {
                                    ForEach(0..<40) { slot in
                                        NavigationLink(value: slot) {
                                            Text("Slot \(slot)")
                                                .matchedTransitionSource(id: slot, in: bikeZoom)
                                        }
                                        .onScrollVisibilityChange(threshold: 0.8) { visible in
                                            if visible { print(slot) }
                                        }
                                    }
                                }
                            }
                            .scrollPosition($position)
                            .onScrollPhaseChange { _, phase in
                                if phase.isScrolling { pastHalfway = false }
                            }
                            .scrollBounceBehavior(.basedOnSize)
                            .onScrollGeometryChange(for: Bool.self) { geometry in
                                geometry.contentOffset.y > geometry.contentSize.height / 2
                            } action: { _, newValue in
                                pastHalfway = newValue
                            }
                            .navigationDestination(for: Int.self) { slot in
                                Text("Bike \(slot)")
                                    .navigationTransition(.zoom(sourceID: slot, in: bikeZoom))
                            }
                        }
                    }
                    Tab(value: Station.depot) {
                        Text("Depot closed")
                    }
                    TabSection("Stations") {
                        Tab("Campus", systemImage: "building.columns", value: Station.campus) {
                            DockBoard {
                                Text("Commuter").containerValue(\.isReserved, true)
                                Text("Cargo")
                            }
                        }
                        Tab("Market", systemImage: "cart", value: Station.market) {
                            Button("Receipt") { showsReceipt = true }
                                .sheet(isPresented: $showsReceipt) {
                                    Text("Paid").presentationSizing(.form.fitted(horizontal: false, vertical: true))
                                }
                        }
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
                .tint(accent)
                .environment(\.dockLimit, 12)
                .toolbar { Button("Top") { position.scrollTo(edge: .top) } }
            }
        }

        struct SunsetBackdrop: View {
            var body: some View {
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.orange, .pink, .purple, .indigo])
                    .ignoresSafeArea()
            }
        }

        @ViewBuilder @MainActor func rentalPreview() -> some View {
            @Previewable @State var station: Station = .campus
            Text("\(String(describing: station))")
        }

        let rentalPreviewTraits: [PreviewTrait<Preview.ViewTraits>] = [.sizeThatFitsLayout, .landscapeLeft]
        """#

    static let ios17SwiftdataTipkit = #"""
        import SwiftUI
        import SwiftData
        import TipKit

        @Model final class RecipeCard {
            @Attribute(.unique) var title: String
            var minutes: Int
            var addedOn: Date
            @Relationship(deleteRule: .cascade, inverse: \Ingredient.card) var ingredients: [Ingredient] = []
            @Transient var isExpanded = false

            init(title: String, minutes: Int, addedOn: Date = .now) {
                self.title = title
                self.minutes = minutes
                self.addedOn = addedOn
            }
        }

        @Model final class Ingredient {
            var name: String
            var card: RecipeCard?
            init(name: String) { self.name = name }
        }

        enum RecipeSchemaV1: VersionedSchema {
            static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
            static var models: [any PersistentModel.Type] { [Card.self] }

            @Model final class Card {
                var title = ""
                init() {}
            }
        }

        enum RecipeMigrationPlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [RecipeSchemaV1.self] }
            static var stages: [MigrationStage] { [] }
        }

        struct FavoriteTip: Tip {
            static let openedBox = Tips.Event(id: "openedBox")
            var title: Text { Text("Star a recipe") }
            var message: Text? { Text("Starred cards stay at the top.") }
            var image: Image? { Image(systemName: "star") }
            var rules: [Rule] {
                [#Rule(Self.openedBox) { $0.donations.count >= 3 }]
            }
            var options: [any TipOption] { [MaxDisplayCount(3)] }
            var actions: [Action] { [Action(id: "learn", title: "Learn more")] }
        }

        struct RecipeBox: View {
            @Environment(\.modelContext) private var context
            @Query(sort: \RecipeCard.addedOn, order: .reverse) private var cards: [RecipeCard]
            @Query(filter: #Predicate<RecipeCard> { $0.minutes < 20 }, sort: [SortDescriptor(\RecipeCard.title)]) private var quick: [RecipeCard]
            @Query private var pantry: [Ingredient]
            @State private var showsInspector = false
            @State private var stirs = 0
            @State private var selection: RecipeCard.ID?
            private let tip = FavoriteTip()

            var body: some View {
                NavigationStack {
                    List(selection: $selection) {
                        TipView(tip)
                        ForEach(cards) { card in
                            Text(card.title)
                        }
                        .onDelete { offsets in
                            for index in offsets { context.delete(cards[index]) }
                        }
                    }
                    .toolbar {
                        Button("Add", systemImage: "plus") {
                            context.insert(RecipeCard(title: "Soup \(quick.count)", minutes: 15))
                            try? context.save()
                            stirs += 1
                        }
                        .popoverTip(tip)
                        .sensoryFeedback(.success, trigger: stirs)
                    }
                    .inspector(isPresented: $showsInspector) {
                        Text("\(pantry.count) ingredients")
                            .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
                    }
                    .contentMargins(.horizontal, 20, for: .scrollContent)
                }
                .task { await FavoriteTip.openedBox.donate() }
            }

            func longRecipes() throws -> [RecipeCard] {
                var descriptor = FetchDescriptor<RecipeCard>(predicate: #Predicate { $0.minutes > 60 }, sortBy: [SortDescriptor(\.minutes)])
                descriptor.fetchLimit = 5
                return try context.fetch(descriptor)
            }
        }

        struct SimmerIndicator: View {
            @State private var boils = 0
            var body: some View {
                VStack {
                    PhaseAnimator([0.8, 1.0, 1.2], trigger: boils) { scale in
                        Image(systemName: "flame")
                            .scaleEffect(scale)
                    } animation: { _ in .bouncy }
                    KeyframeAnimator(initialValue: 1.0, trigger: boils) { height in
                        Capsule().frame(height: 20 * height)
                    } keyframes: { _ in
                        KeyframeTrack {
                            MoveKeyframe(1.0)
                            LinearKeyframe(1.4, duration: 0.2)
                            SpringKeyframe(1.0, duration: 0.4)
                            CubicKeyframe(1.1, duration: 0.2)
                        }
                    }
                    Image(systemName: "bell")
                        .symbolEffect(.bounce, value: boils)
                        .symbolEffect(.pulse, isActive: boils > 2)
                        .symbolEffect(.variableColor.iterative.reversing, isActive: boils > 4)
                        .symbolEffect(.wiggle.clockwise, options: .repeat(.periodic(delay: 1)), value: boils)
                        .contentTransition(.symbolEffect(.replace))
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(0..<12) { step in Text("Step \(step)") }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    Button("Stir") { boils += 1 }
                }
            }
        }

        struct KettleMotion {
            var lift = 0.0
            var tilt = 1.0
        }

        func pourPreview() -> (midway: Double, seconds: TimeInterval) {
            let pour = KeyframeTimeline(initialValue: KettleMotion()) {
                KeyframeTrack(\.lift) {
                    LinearKeyframe(12.0, duration: 0.3)
                    SpringKeyframe(0.0, duration: 0.5)
                }
                KeyframeTrack(\.tilt) {
                    CubicKeyframe(1.3, duration: 0.4)
                }
            }
            return (pour.value(time: 0.4).lift, pour.duration)
        }

        @main struct RecipeBoxApp: App {
            init() { try? Tips.configure([.displayFrequency(.daily), .datastoreLocation(.applicationDefault)]) }
            var body: some Scene {
                WindowGroup { RecipeBox() }
                    .modelContainer(for: [RecipeCard.self, Ingredient.self])
            }
        }

        func makeRecipeContainer() throws -> ModelContainer {
            let schema = Schema([RecipeCard.self, Ingredient.self])
            let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
            return try ModelContainer(for: schema, configurations: configuration)
        }
        """#

    static let macosScenes = #"""
        import SwiftUI
        import UniformTypeIdentifiers

        struct FieldNotes: FileDocument {
            static var readableContentTypes: [UTType] { [.plainText] }
            var text: String
            init(text: String = "") { self.text = text }
            init(configuration: ReadConfiguration) throws {
                text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
            }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: Data(text.utf8))
            }
        }

        struct NotesEditor: View {
            @Binding var notes: FieldNotes
            @State private var cursorLine = 0
            var body: some View {
                HSplitView {
                    TextEditor(text: $notes.text)
                    VSplitView {
                        Text("Outline")
                        Text("Tags")
                    }
                }
                .focusSection()
                .onDeleteCommand { notes.text = "" }
                .onExitCommand(perform: nil)
                .onMoveCommand { direction in
                    switch direction {
                    case .up: cursorLine -= 1
                    case .down: cursorLine += 1
                    case .left, .right: break
                    }
                }
            }
        }

        struct ObservatorySettings: View {
            @AppStorage("units") private var metric = true
            var body: some View {
                Form { Toggle("Metric units", isOn: $metric) }
            }
        }

        @main struct ObservatoryApp: App {
            var body: some Scene {
                DocumentGroup(newDocument: FieldNotes()) { file in
                    NotesEditor(notes: file.$document)
                }
                .commands {
                    CommandGroup(replacing: .newItem) {
                        Button("New Log") {}
                    }
                    CommandMenu("Telescope") {
                        Button("Park") {}
                    }
                    SidebarCommands()
                    ToolbarCommands()
                }
                Window("Sky Map", id: "sky-map") {
                    Text("Map")
                    SettingsLink {
                        Label("Preferences", systemImage: "gear")
                    }
                }
                .windowStyle(.hiddenTitleBar)
                .windowToolbarStyle(.unifiedCompact(showsTitle: false))
                .defaultWindowPlacement { content, context in
                    let size = content.sizeThatFits(.unspecified)
                    let display = context.defaultDisplay.visibleRect
                    return WindowPlacement(x: display.midX - size.width / 2, y: display.minY, width: size.width, height: size.height)
                }
                .windowResizability(.contentSize)
                UtilityWindow("Exposure", id: "exposure") {
                    Text("f/8")
                }
                .windowIdealPlacement { _, _ in
                    WindowPlacement(.topTrailing)
                }
                WindowGroup("Observation", for: Int.self) { $logNumber in
                    Text("Log \(logNumber ?? 0)")
                }
                WindowGroup("Star Chart", id: "star-chart", for: String.self) { $constellation in
                    Text(constellation ?? "Orion")
                }
                MenuBarExtra("Seeing", systemImage: "cloud.moon") {
                    Button("Refresh") {}
                }
                .menuBarExtraStyle(.window)
                Settings {
                    ObservatorySettings()
                }
            }
        }
        """#

    static let dataTransfer = #"""
        import SwiftUI
        import PhotosUI
        import UniformTypeIdentifiers

        struct SeedPacket: Codable, Transferable {
            var variety: String
            var grams: Double
            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .seedPacket)
                DataRepresentation(exportedContentType: .plainText) { packet in
                    Data(packet.variety.utf8)
                }
                ProxyRepresentation(exporting: \.variety)
                    .suggestedFileName("packet.txt")
            }
        }

        extension UTType {
            static let seedPacket = UTType(exportedAs: "org.example.seed-packet")
        }

        struct PlotLabel: Transferable {
            var file: URL
            static var transferRepresentation: some TransferRepresentation {
                FileRepresentation(contentType: .pdf) { label in
                    SentTransferredFile(label.file)
                } importing: { received in
                    PlotLabel(file: received.file)
                }
            }
        }

        @MainActor
        func packetThumbnail(for packet: SeedPacket) -> (width: Int, height: Int)? {
            let renderer = ImageRenderer(content: Label(packet.variety, systemImage: "leaf").padding())
            renderer.proposedSize = ProposedViewSize(width: 240, height: nil)
            renderer.scale = 2
            guard let bitmap = renderer.cgImage else { return nil }
            return (bitmap.width, bitmap.height)
        }

        struct SeedExchange: View {
            @State private var packets: [SeedPacket] = []
            @State private var notes: [String] = []
            @State private var importing = false
            @State private var exporting = false
            @State private var targeted = false
            @State private var photo: PhotosPickerItem?
            @State private var album: [PhotosPickerItem] = []
            @State private var picture: Image?

            var body: some View {
                VStack {
                    ForEach(packets, id: \.variety) { packet in
                        Text(packet.variety)
                            .draggable(packet) {
                                Label(packet.variety, systemImage: "leaf")
                            }
                    }
                    Text("Drop packets here")
                        .dropDestination(for: SeedPacket.self) { items, _ in
                            packets += items
                            return true
                        } isTargeted: { targeted = $0 }
                    Text("Legacy drop")
                        .onDrop(of: [.plainText], isTargeted: $targeted) { providers in
                            for provider in providers {
                                provider.loadObject(ofClass: NSString.self) { _, _ in }
                            }
                            return true
                        }
                    Text("Drag me")
                        .onDrag { NSItemProvider(object: "tomato" as NSString) }
                    PasteButton(payloadType: String.self) { strings in
                        notes += strings
                    }
                    ShareLink(item: packets.first ?? SeedPacket(variety: "Basil", grams: 2), preview: SharePreview("Seed packet", image: Image(systemName: "leaf")))
                    ShareLink("Share list", item: "Basil, Thyme")
                    ShareLink(items: notes) { note in
                        SharePreview(note)
                    }
                    PhotosPicker(selection: $photo, matching: .images) {
                        Label("Plot photo", systemImage: "photo")
                    }
                    PhotosPicker("Album", selection: $album, maxSelectionCount: 4, matching: .any(of: [.images, .screenshots]))
                    picture
                }
                .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText], allowsMultipleSelection: true) { result in
                    if case .success(let urls) = result { print(urls.count) }
                }
                .fileDialogMessage("Choose the season's seed lists")
                .fileDialogConfirmationLabel("Import lists")
                .fileExporter(isPresented: $exporting, item: packets.first, contentTypes: [.seedPacket], defaultFilename: "packet") { result in
                    print(result)
                }
                .fileExporterFilenameLabel("Packet name:")
                .task(id: photo) {
                    if let data = try? await photo?.loadTransferable(type: Data.self) {
                        print(data.count)
                    }
                }
            }
        }
        """#

    static let accessibility = #"""
        import SwiftUI
        import Accessibility

        struct SensorReading: Identifiable {
            let id = UUID()
            var bed: String
            var moisture: Double
        }

        struct MoistureDescriptor: AXChartDescriptorRepresentable {
            var readings: [SensorReading]
            func makeChartDescriptor() -> AXChartDescriptor {
                let beds = AXCategoricalDataAxisDescriptor(title: "Bed", categoryOrder: readings.map(\.bed))
                let moisture = AXNumericDataAxisDescriptor(title: "Moisture", range: 0...100, gridlinePositions: []) { "\(Int($0)) percent" }
                let series = AXDataSeriesDescriptor(name: "Moisture", isContinuous: false, dataPoints: readings.map { AXDataPoint(x: $0.bed, y: $0.moisture) })
                return AXChartDescriptor(title: "Greenhouse moisture", summary: nil, xAxis: beds, yAxis: moisture, series: [series])
            }
        }

        struct GreenhousePanel: View {
            @Namespace private var pairs
            @Namespace private var rotorSpace
            @AccessibilityFocusState private var alertFocused: Bool
            @State private var vents = false
            @State private var level = 3
            let readings: [SensorReading]

            var body: some View {
                VStack {
                    HStack {
                        Text("Vents")
                            .accessibilityLabeledPair(role: .label, id: "vents", in: pairs)
                        Toggle("", isOn: $vents)
                            .accessibilityLabeledPair(role: .content, id: "vents", in: pairs)
                    }
                    ScrollView {
                        ForEach(readings) { reading in
                            Text(reading.bed)
                                .accessibilityRotorEntry(id: reading.id, in: rotorSpace)
                        }
                    }
                    .accessibilityRotor("Dry beds") {
                        ForEach(readings.filter { $0.moisture < 30 }) { reading in
                            AccessibilityRotorEntry(reading.bed, id: reading.id, in: rotorSpace)
                        }
                    }
                    .accessibilityRotor("All beds", entries: readings, entryLabel: \.bed)
                    Capsule()
                        .frame(width: 40, height: CGFloat(level) * 10)
                        .accessibilityRepresentation {
                            Stepper("Fan level", value: $level, in: 0...5)
                        }
                        .accessibilityChartDescriptor(MoistureDescriptor(readings: readings))
                    Text("Frost warning")
                        .accessibilityFocused($alertFocused)
                        .accessibilityInputLabels(["Frost", "Cold warning"])
                        .accessibilityAction(named: "Dismiss") {}
                        .accessibilityAction(.magicTap) { vents.toggle() }
                        .accessibilityAction {
                            vents = true
                        } label: {
                            Label("Open vents", systemImage: "wind")
                        }
                        .accessibilityActions {
                            Button("Water now") {}
                        }
                        .accessibilityAdjustableAction { direction in
                            if direction == .increment { level += 1 }
                        }
                }
                .onAppear { alertFocused = true }
            }
        }
        """#

    static let charts = #"""
        import SwiftUI
        import Charts

        struct TideSample: Identifiable {
            let id = UUID()
            var hour: Int
            var height: Double
            var harbor: String
        }

        struct TideChart: View {
            let samples: [TideSample]
            @State private var pickedHour: Int?
            @State private var pickedHeight: Double?
            @State private var scrolledHour = 0

            var body: some View {
                Chart {
                    ForEach(samples) { sample in
                        LineMark(x: .value("Hour", sample.hour), y: .value("Height", sample.height))
                            .foregroundStyle(by: .value("Harbor", sample.harbor))
                            .interpolationMethod(.catmullRom)
                        PointMark(x: .value("Hour", sample.hour), y: .value("Height", sample.height))
                            .symbol(.diamond)
                            .symbol(.circle)
                        AreaMark(x: .value("Hour", sample.hour), y: .value("Height", sample.height))
                            .opacity(0.2)
                    }
                    BarMark(x: .value("Hour", 3), y: .value("Height", 1.5))
                    RectangleMark(x: .value("Hour", 6), y: .value("Height", 2.0))
                    SectorMark(angle: .value("Share", 40), innerRadius: .ratio(0.5))
                    if let pickedHour {
                        RuleMark(x: .value("Picked", pickedHour))
                            .annotation(position: .top) { Text("\(pickedHour)h") }
                    }
                    LinePlot(x: "Hour", y: "Model") { hour in sin(hour / 2) + 1 }
                    AreaPlot(samples, x: \.hour, y: \.height)
                }
                .chartXSelection(value: $pickedHour)
                .chartYSelection(value: $pickedHeight)
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 12)
                .chartScrollPosition(x: $scrolledHour)
                .chartXAxis {
                    AxisMarks(values: .stride(by: 3)) { _ in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel()
                    }
                }
                .chartYAxis {
                    AxisMarks(position: .leading) {
                        AxisTick(length: .label)
                        AxisTick(centered: true, length: .longestLabel(extendPastBy: 2))
                        AxisTick(length: 6)
                    }
                }
                .chartYScale(domain: 0...4)
                .chartOverlay { proxy in
                    GeometryReader { geometry in
                        Rectangle().fill(.clear).contentShape(Rectangle())
                            .onTapGesture { location in
                                if let frame = proxy.plotFrame {
                                    let origin = geometry[frame].origin
                                    pickedHour = proxy.value(atX: location.x - origin.x, as: Int.self)
                                }
                            }
                    }
                }
                .chartBackground { _ in Color.blue.opacity(0.05) }
            }
        }
        """#

    static let mediaTextMenus = #"""
        import SwiftUI
        import AVKit

        struct TrailClip: View {
            @State private var player = AVPlayer(url: URL(string: "https://example.org/trail.mp4")!)
            @State private var journal = AttributedString("Summit at dawn")
            @State private var plain = ""
            @State private var sort = "Date"

            var body: some View {
                VStack {
                    VideoPlayer(player: player) {
                        Text("Ridge trail").font(.caption)
                    }
                    .onAppear { player.play() }
                    VideoPlayer(player: player)
                    AsyncImage(url: URL(string: "https://example.org/peak.jpg")) { phase in
                        switch phase {
                        case .empty:
                            ProgressView()
                        case .success(let image):
                            image.resizable().scaledToFit()
                        case .failure:
                            Image(systemName: "photo")
                        @unknown default:
                            EmptyView()
                        }
                    }
                    Text(journal)
                    TextEditor(text: $plain)
                        .scrollContentBackground(.hidden)
                    Menu("Sort") {
                        Picker("Sort", selection: $sort) {
                            Text("Date").tag("Date")
                            Text("Length").tag("Length")
                        }
                        Button("Reset") { sort = "Date" }
                    }
                    Menu {
                        Button("Share") {}
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    } primaryAction: {
                        player.pause()
                    }
                    Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                        GridRow {
                            Text("Distance")
                            Text("12 km").gridColumnAlignment(.trailing)
                        }
                        GridRow(alignment: .top) {
                            Text("Notes").gridCellColumns(2)
                        }
                    }
                }
                .onAppear {
                    journal.append(AttributedString(" — clear skies"))
                    if let range = journal.range(of: "dawn") { journal[range].foregroundColor = .orange }
                }
            }
        }

        func trailPoster(for clip: URL, at seconds: Double) async -> (phone: UIImage, mac: NSImage)? {
            let frames = AVAssetImageGenerator(asset: AVURLAsset(url: clip))
            frames.appliesPreferredTrackTransform = true
            frames.maximumSize = CGSize(width: 320, height: 180)
            frames.requestedTimeToleranceBefore = .zero
            guard let frame = try? await frames.image(at: CMTime(seconds: seconds, preferredTimescale: 600)) else { return nil }
            let poster = UIImage(cgImage: frame.image)
            guard let bitmap = poster.cgImage, frame.actualTime.seconds >= 0 else { return nil }
            return (poster, NSImage(cgImage: bitmap, size: NSSize(width: bitmap.width, height: bitmap.height)))
        }
        """#

    /// TipKit's `@Parameter` is a property wrapper here; Swift 6 mode reports its static
    /// storage as unsafe shared state (Apple's is a macro), so this one is compiled in
    /// Swift 5 mode only.
    static let tipParameters = #"""
        import SwiftUI
        import TipKit

        struct ShareCardTip: Tip {
            @Parameter static var hasShared: Bool = false
            var title: Text { Text("Share a card") }
            var rules: [Rule] { [Rule(Self.$hasShared) { $0 == false }] }
        }

        func markShared() {
            ShareCardTip.hasShared = true
            ShareCardTip().invalidate(reason: .actionPerformed)
        }
        """#

    /// A broken example per family: the file, the line of the error and a fragment of its message.
    static let broken: [(name: String, source: String, line: Int, message: String)] = [
        (
            "bad_image_source_index.swift",
            #"""
            import ImageIO

            func firstFrame(of scan: Data) -> CGImage? {
                guard let source = CGImageSourceCreateWithData(scan as CFData, nil) else { return nil }
                return CGImageSourceCreateThumbnailAtIndex(source, "0", nil)
            }
            """#, 5, "String"
        ),
        (
            "bad_notification_option.swift",
            #"""
            import UserNotifications

            func askForAlerts() async throws -> Bool {
                try await UNUserNotificationCenter.current().requestAuthorization(options: [.banner, .sound])
            }
            """#, 4, "banner"
        ),
        (
            "bad_button_role.swift",
            #"""
            import SwiftUI

            struct KilnDoor: View {
                var body: some View {
                    Text("Door").toolbar {
                        Button(role: .shut) {}
                    }
                }
            }
            """#, 6, "shut"
        ),
        (
            "bad_focus_interaction.swift",
            #"""
            import SwiftUI

            struct Wheel: View {
                var body: some View {
                    Text("Throw")
                        .focusable(interactions: .select)
                }
            }
            """#, 6, "select"
        ),
        (
            "bad_collision_label.swift",
            #"""
            import SwiftUI
            import Charts

            struct ConeChart: View {
                var body: some View {
                    Chart { BarMark(x: .value("Cone", "6"), y: .value("Count", 3)) }
                        .chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy(spacing: 6)) } }
                }
            }
            """#, 7, "non-function type"
        ),
        (
            "bad_dynamic_color.swift",
            #"""
            import SwiftUI

            extension Color {
                static let ash = Color(nsColor: NSColor(name: nil) { appearance in
                    Color.gray
                })
            }
            """#, 5, "NSColor"
        ),
        (
            "bad_tab_in_view_builder.swift",
            #"""
            import SwiftUI

            struct PlanterColumn: View {
                var body: some View {
                    VStack {
                        Tab("Mint", systemImage: "leaf") { Text("Mint") }
                    }
                }
            }
            """#, 6, "conform to 'View'"
        ),
        (
            "bad_tab_value_type.swift",
            #"""
            import SwiftUI

            struct RowPicker: View {
                @State private var row = 0
                var body: some View {
                    TabView(selection: $row) {
                        Tab("North", systemImage: "arrow.up", value: "north") { Text("North") }
                    }
                }
            }
            """#, 7, "cannot convert value of type 'String'"
        ),
        (
            "bad_tab_visibility_label.swift",
            #"""
            import SwiftUI

            struct CompostTabs: View {
                var body: some View {
                    TabView {
                        Tab("Bins", systemImage: "trash") { Text("Bins") }
                            .defaultVisibility(.hidden, in: .sidebar)
                    }
                }
            }
            """#, 7, "in:"
        ),
        (
            "bad_tab_role.swift",
            #"""
            import SwiftUI

            struct FinderTabs: View {
                var body: some View {
                    TabView(selection: .constant(2)) {
                        Tab(role: .search, value: 3) { Text("Find") }
                    }
                }
            }
            """#, 6, "must precede"
        ),
        (
            "bad_concentric_minimum.swift",
            #"""
            import SwiftUI

            struct Inset: View {
                let radius: CGFloat = 8
                var body: some View {
                    ConcentricRectangle(corners: .concentric(minimum: radius))
                }
            }
            """#, 6, "Edge.Corner.Style"
        ),
        (
            "bad_webkit.swift",
            #"""
            import SwiftUI
            import WebKit

            struct ReaderPane: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView(frame: .zero, config: WKWebViewConfiguration()) }
                func updateUIView(_ view: WKWebView, context: Context) {}
            }
            """#, 5, "config:"
        ),
        (
            "bad_unique.swift",
            #"""
            import SwiftData

            @Model final class Perch {
                #Unique<Perch>([\.height])
                var label = ""
            }
            """#, 4, "PartialKeyPath<Perch>"
        ),
        (
            "bad_ios26.swift",
            #"""
            import SwiftUI

            struct DomeBadge: View {
                var body: some View {
                    Image(systemName: "scope")
                        .glassEffect(.regular, shape: .capsule)
                }
            }
            """#, 6, "'shape'"
        ),
        (
            "bad_ios18.swift",
            #"""
            import SwiftUI

            struct DockSheet: View {
                @State private var open = false
                var body: some View {
                    Button("Open") { open = true }
                        .sheet(isPresented: $open) {
                            Text("Dock").presentationSizing(.formSheet)
                        }
                }
            }
            """#, 8, "formSheet"
        ),
        (
            "bad_ios17.swift",
            #"""
            import SwiftUI
            import SwiftData

            @Model final class CargoCrate {
                var weight: Double
                init(weight: Double) { self.weight = weight }
            }

            struct CrateList: View {
                @Query(sortBy: \CargoCrate.weight) private var crates: [CargoCrate]
                var body: some View {
                    List(crates) { crate in Text("\(crate.weight)") }
                }
            }
            """#, 10, "sortBy:"
        ),
        (
            "bad_scenes.swift",
            #"""
            import SwiftUI

            struct LoggerScenes: Scene {
                var body: some Scene {
                    UtilityWindow("Inspector", identifier: "inspector") {
                        Text("Details")
                    }
                }
            }
            """#, 5, "identifier:"
        ),
        (
            "bad_transfer.swift",
            #"""
            import SwiftUI

            struct ImportButton: View {
                @State private var importing = false
                var body: some View {
                    Button("Import") { importing = true }
                        .fileImporter(isPresented: $importing, allowedTypes: [.pdf]) { _ in }
                }
            }
            """#, 7, "allowedTypes:"
        ),
        (
            "bad_accessibility.swift",
            #"""
            import SwiftUI

            struct ValveRow: View {
                @Namespace private var pair
                var body: some View {
                    Text("Valve")
                        .accessibilityLabeledPair(role: .title, id: "valve", in: pair)
                }
            }
            """#, 7, "'title'"
        ),
        (
            "bad_charts.swift",
            #"""
            import SwiftUI
            import Charts

            struct RainfallColumn: View {
                var body: some View {
                    VStack {
                        BarMark(x: .value("Month", "May"), y: .value("Rain", 42))
                    }
                }
            }
            """#, 7, "'BarMark' conform to 'View'"
        ),
        (
            "bad_media.swift",
            #"""
            import SwiftUI
            import AVKit

            struct ClipView: View {
                var body: some View {
                    VideoPlayer(url: URL(string: "https://example.org/clip.mp4"))
                }
            }
            """#, 6, "'url:'"
        ),
    ]

    /// Long modifier chains (10–15 modifiers) over every family; they must typecheck cleanly.
    static let chains = #"""
        import SwiftUI
        import Charts
        import SwiftData
        import PhotosUI
        import TipKit
        import WebKit
        import AVKit

        struct ChainTip: Tip {
            var title: Text { Text("Chains") }
        }

        struct ChainedFamilies: View {
            @Namespace private var space
            @State private var on = false
            @State private var count = 0
            @State private var position = ScrollPosition()
            @State private var photo: PhotosPickerItem?
            @State private var hour: Int?
            @State private var file = false
            @AccessibilityFocusState private var focused: Bool

            var body: some View {
                VStack {
                    Text("Glass")
                        .padding()
                        .glassEffect(.regular.tint(.mint).interactive(), in: .rect(cornerRadius: 16))
                        .glassEffectID("a", in: space)
                        .glassEffectUnion(id: "u", namespace: space)
                        .glassEffectTransition(.materialize)
                        .backgroundExtensionEffect()
                        .scrollEdgeEffectStyle(.hard, for: .bottom)
                        .tabBarMinimizeBehavior(.automatic)
                        .frame(maxWidth: .infinity)
                        .font(.headline)
                        .foregroundStyle(.secondary)
                        .opacity(0.9)
                        .buttonStyle(.glass)
                    ScrollView {
                        Text("Scroll")
                    }
                    .scrollPosition($position)
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in }
                    .onScrollVisibilityChange { _ in }
                    .scrollTargetBehavior(.paging)
                    .contentMargins(16)
                    .presentationSizing(.page)
                    .containerValue(\.chainMark, 1)
                    .sensoryFeedback(.selection, trigger: count)
                    .symbolEffect(.bounce, value: count)
                    .inspector(isPresented: $on) { Text("Inspector") }
                    .matchedTransitionSource(id: 1, in: space)
                    .navigationTransition(.zoom(sourceID: 1, in: space))
                    .popoverTip(ChainTip())
                    Text("Transfer")
                        .draggable("chain")
                        .dropDestination(for: String.self) { _, _ in true }
                        .onDrag { NSItemProvider() }
                        .onDrop(of: [.text], isTargeted: nil) { _ in true }
                        .fileImporter(isPresented: $file, allowedContentTypes: [.pdf]) { _ in }
                        .fileExporter(isPresented: $file, item: "chain", contentTypes: [.plainText], defaultFilename: nil) { _ in }
                        .photosPicker(isPresented: $on, selection: $photo)
                        .accessibilityLabeledPair(role: .label, id: 1, in: space)
                        .accessibilityFocused($focused)
                        .accessibilityInputLabels(["Chain"])
                        .accessibilityAction(named: "Go") {}
                        .accessibilityRotor("Rotor") { AccessibilityRotorEntry("One", id: 1) }
                        .accessibilityRepresentation { Text("Chain") }
                        .modelContainer(for: [ChainModel.self], inMemory: true)
                        .focusSection()
                    Chart {
                        BarMark(x: .value("Hour", 1), y: .value("Count", 2))
                            .foregroundStyle(.red)
                            .opacity(0.5)
                            .cornerRadius(4)
                            .annotation(position: .top) { Text("2") }
                            .accessibilityLabel(Text("Bar"))
                    }
                    .chartXSelection(value: $hour)
                    .chartScrollableAxes(.horizontal)
                    .chartXVisibleDomain(length: 10)
                    .chartYScale(domain: 0...10)
                    .chartXAxis { AxisMarks(values: .automatic) }
                    .chartYAxis(.hidden)
                    .chartLegend(.visible)
                    .chartOverlay { _ in Color.clear }
                    .chartBackground { _ in Color.clear }
                    .chartPlotStyle { $0.background(.thinMaterial) }
                    .frame(height: 200)
                    .padding()
                    VideoPlayer(player: nil)
                        .frame(height: 100)
                        .webViewBackForwardNavigationGestures(.disabled)
                        .clipShape(ConcentricRectangle())
                        .overlay { Text("Clip") }
                        .shadow(radius: 2)
                        .padding(.horizontal)
                        .accessibilityHidden(true)
                        .onTapGesture { count += 1 }
                        .animation(.snappy, value: count)
                        .tint(.orange)
                }
            }
        }

        struct ChainedTabs: View {
            @State private var pick = 0
            var body: some View {
                TabView(selection: $pick) {
                    Tab("One", systemImage: "1.circle", value: 0) { Text("One") }
                        .badge(1)
                        .customizationID("chain.one")
                        .defaultVisibility(.visible, for: .sidebar, .tabBar)
                        .customizationBehavior(.disabled, for: .tabBar)
                        .tabPlacement(.sidebarOnly)
                        .hidden(false)
                        .contextMenu { Button("Pin") {} }
                        .accessibilityLabel(Text("One"))
                        .accessibilityIdentifier("chain.one")
                        .badge(Text("new"))
                    TabSection("More") {
                        Tab("Two", systemImage: "2.circle", value: 1) { Text("Two") }
                    }
                    .sectionActions { Button("Add") {} }
                    .customizationID("chain.more")
                    .defaultVisibility(.hidden, for: .tabBar)
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabViewSidebarHeader { Text("Chains") }
                .tabViewSidebarFooter { Text("End") }
                .tabViewSidebarBottomBar { Text("Bar") }
                .tabViewCustomization(nil)
                .tabBarMinimizeBehavior(.onScrollDown)
                .tint(.purple)
                .padding()
                .frame(minWidth: 300)
                .background(.bar)
            }
        }

        @Model final class ChainModel {
            var name = ""
            init() {}
        }

        extension ContainerValues {
            @Entry var chainMark: Int = 0
        }
        """#

    /// The same kind of chains with one mistake each: the compiler must report it as an
    /// ordinary error on its line.
    static let brokenChains = #"""
        import SwiftUI
        import Charts

        struct BrokenChains: View {
            @Namespace private var space
            @State private var hour: Int?
            var body: some View {
                VStack {
                    Text("Glass")
                        .padding()
                        .glassEffect(.regular.tint(.mint), in: .capsule)
                        .glassEffectID("a", in: space)
                        .backgroundExtensionEffect()
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .glassEffectTransition(.materialise)
                        .opacity(0.9)
                        .foregroundStyle(.secondary)
                        .scrollEdgeEffectStyle(.soft, for: .top)
                        .buttonStyle(.glassProminent)
                }
            }
        }

        struct BrokenChartChain: View {
            @State private var hour: Int?
            var body: some View {
                VStack {
                    Chart {
                        BarMark(x: .value("Hour", 1), y: .value("Count", 2))
                    }
                    .chartXSelection(value: $hour)
                    .chartScrollableAxes(.horizontal)
                    .chartYScale(domain: 0...10)
                    .frame(height: 200)
                    .chartXVisibleDomain(length: 10)
                    .chartLegend(.visible)
                    .padding()
                    .chartOverlay(alignment: .center, contents: { _ in Color.clear })
                    .chartYAxis(.hidden)
                    .tint(.orange)
                }
            }
        }
        """#

    /// Lines of `brokenChains` with an error, and a fragment of each message.
    static let brokenChainErrors: [(line: Int, message: String)] = [(16, "materialise"), (39, "contents:")]
}

/// Example files typechecked against the API surface by ``SurfaceTests``.
///
/// The good examples are written the way SwiftUI code is written on a Mac and must
/// typecheck there too; each file declares its own names, since all files of a group are
/// compiled as one module.
enum SurfaceExamples {
    static let good: [(name: String, source: String)] = [
        ("lists.swift", lists),
        ("state.swift", state),
        ("tables.swift", tables),
        ("navigation.swift", navigation),
        ("styling.swift", styling),
        ("representables.swift", representables),
        ("charts_and_combine.swift", chartsAndCombine),
        ("maps.swift", maps),
    ]

    static let lists = """
        import SwiftUI

        struct Contact: Identifiable, Hashable {
            let id: UUID
            var name: String
            var isFavorite: Bool
        }

        struct Folder: Identifiable {
            let id = UUID()
            var title: String
            var children: [Folder]?
        }

        struct ContactList: View {
            @State private var contacts: [Contact] = []
            @State private var favorites: [Contact] = []
            @State private var query = ""
            @State private var selection: Contact.ID?
            @State private var picked = Set<Contact.ID>()
            let folders: [Folder] = []

            func reload() async {}

            var body: some View {
                List {
                    Section("Favorites") {
                        ForEach(favorites) { contact in
                            Text(contact.name)
                        }
                        .onDelete { offsets in favorites.remove(atOffsets: offsets) }
                        .onMove { source, destination in favorites.move(fromOffsets: source, toOffset: destination) }
                    }
                    Section {
                        ForEach(contacts, id: \\.id) { contact in
                            Label(contact.name, systemImage: contact.isFavorite ? "star.fill" : "person")
                                .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                                    Button("Delete", role: .destructive) {}
                                }
                        }
                    } header: {
                        Text("All")
                    } footer: {
                        Text("\\(contacts.count) contacts")
                    }
                    ForEach(0..<3) { index in
                        Text("Row \\(index)")
                            .listRowInsets(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
                            .listRowSeparator(.hidden)
                            .listRowBackground(Color.clear)
                    }
                    .listSectionSeparator(.hidden, edges: .bottom)
                    ForEach($contacts) { $contact in
                        Toggle(contact.name, isOn: $contact.isFavorite)
                    }
                    ForEach(contacts.enumerated(), id: \\.element.id) { offset, contact in
                        Text("\\(offset + 1). \\(contact.name)")
                    }
                }
                .listStyle(.insetGrouped)
                .scrollContentBackground(.hidden)
                .background(Color.gray.opacity(0.1))
                .environment(\\.defaultMinListRowHeight, 44)
                .refreshable { await reload() }
                .searchable(text: $query, prompt: "Search contacts")
                .overlay {
                    if contacts.isEmpty && !query.isEmpty {
                        ContentUnavailableView.search(text: query)
                    } else if contacts.isEmpty {
                        ContentUnavailableView("No Contacts", systemImage: "person.2", description: Text("Add someone to get started."))
                    }
                }
                .onChange(of: contacts) { oldValue, newValue in
                    favorites = newValue.filter(\\.isFavorite)
                }
                .onChange(of: query) {
                    selection = nil
                }
                .toolbar { EditButton() }

                List(contacts, selection: $selection) { contact in
                    Text(contact.name).tag(contact.id)
                }
                List(contacts, selection: $picked) { contact in
                    Text(contact.name)
                }
                List($contacts, editActions: .all) { $contact in
                    TextField("Name", text: $contact.name)
                }
                List(folders, children: \\.children) { folder in
                    Label(folder.title, systemImage: "folder")
                }
                .listStyle(.sidebar)
                List {
                    Text("Plain")
                }
                .listStyle(.plain)
            }
        }
        """

    static let state = """
        import SwiftUI
        import Observation

        @Observable
        final class Library {
            var books: [String] = []
            var title = ""
            var isAvailable = true
        }

        final class Settings: ObservableObject {
            @Published var username = ""
            @Published var volume = 0.5
        }

        enum Theme: String, CaseIterable, Identifiable {
            case light, dark
            var id: Self { self }
        }

        struct CounterButton: View {
            @Binding var count: Int
            var body: some View {
                Button("Count: \\(count)") { count += 1 }
            }
        }

        struct BookEditor: View {
            @Bindable var library: Library
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Form {
                    TextField("Title", text: $library.title)
                    Toggle("Available", isOn: $library.isAvailable)
                    Button("Close") { dismiss() }
                }
            }
        }

        struct SettingsScreen: View {
            @State private var count = 0
            @State private var library = Library()
            @StateObject private var settings = Settings()
            @Environment(Library.self) private var sharedLibrary
            @Environment(\\.colorScheme) private var colorScheme
            @Environment(\\.horizontalSizeClass) private var sizeClass
            @Environment(\\.editMode) private var editMode
            @Environment(\\.isSearching) private var isSearching
            @Environment(\\.openURL) private var openURL
            @FocusState private var nameFocused: Bool
            @FocusState private var focusedField: Theme?
            @AppStorage("theme") private var theme: Theme = .light
            @AppStorage("launches") private var launches = 0
            @SceneStorage("draft") private var draft = ""
            @Namespace private var animation

            var body: some View {
                @Bindable var shared = sharedLibrary
                VStack(alignment: .leading, spacing: 12) {
                    CounterButton(count: $count)
                    TextField("Username", text: $settings.username)
                        .focused($nameFocused)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.done)
                        .onSubmit { nameFocused = false }
                    TextField("Shared title", text: $shared.title)
                    Slider(value: $settings.volume, in: 0...1)
                    Stepper("Launches: \\(launches)", value: $launches, in: 0...100)
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                    TextEditor(text: $draft)
                        .frame(minHeight: 80)
                    Text(colorScheme == .dark ? "Dark" : "Light")
                        .foregroundStyle(sizeClass == .compact ? .secondary : .primary)
                    if editMode?.wrappedValue.isEditing == true || isSearching {
                        ProgressView()
                    }
                    ProgressView(value: settings.volume)
                    BookEditor(library: library)
                    Button("Help") { openURL(URL(string: "https://example.com")!) }
                }
                .padding()
                .task { launches += 1 }
                .onAppear { focusedField = .light }
                .environment(library)
                .environmentObject(settings)
            }
        }

        struct ReadsSettings: View {
            @EnvironmentObject var settings: Settings
            @ObservedObject var other: Settings
            var body: some View {
                Text(settings.username + other.username)
            }
        }

        struct CustomBinding: View {
            @State private var values: [String: Bool] = [:]
            var body: some View {
                Toggle("Flag", isOn: Binding(
                    get: { values["flag"] ?? false },
                    set: { values["flag"] = $0 }
                ))
            }
        }
        """

    static let tables = """
        import SwiftUI

        struct Employee: Identifiable {
            let id = UUID()
            var givenName: String
            var familyName: String
            var salary: Decimal
            var fullName: String { givenName + " " + familyName }
        }

        struct EmployeeTable: View {
            @State private var employees: [Employee] = []
            @State private var selected = Set<Employee.ID>()
            @State private var focused: Employee.ID?
            @State private var order = [KeyPathComparator(\\Employee.familyName)]
            @Environment(\\.horizontalSizeClass) private var sizeClass

            var body: some View {
                Table(employees, selection: $selected, sortOrder: $order) {
                    TableColumn("Name", value: \\.familyName) { employee in
                        Text(sizeClass == .compact ? employee.fullName : employee.familyName)
                    }
                    TableColumn("Given name", value: \\.givenName)
                    TableColumn("Salary") { employee in
                        Text(employee.salary, format: .currency(code: "EUR"))
                    }
                    .width(min: 80, ideal: 120)
                }
                .onChange(of: order) { _, newOrder in
                    employees.sort(using: newOrder)
                }
                .tableStyle(.inset)

                Table(employees, selection: $focused) {
                    TableColumn("Given name", value: \\.givenName)
                }
                .tableColumnHeaders(.hidden)

                Table(of: Employee.self) {
                    TableColumn("Name") { employee in Text(employee.fullName) }
                } rows: {
                    TableRow(Employee(givenName: "Ada", familyName: "Lovelace", salary: 10))
                    ForEach(employees) { employee in
                        TableRow(employee)
                    }
                }
            }
        }
        """

    static let navigation = """
        import SwiftUI

        struct Recipe: Identifiable, Hashable {
            let id: Int
            var name: String
        }

        struct RecipeBrowser: View {
            @State private var path = NavigationPath()
            @State private var recipes: [Recipe] = []
            @State private var selectedID: Recipe.ID?
            @State private var visibility: NavigationSplitViewVisibility = .all
            @State private var showingSheet = false
            @State private var showingAlert = false
            @State private var editing: Recipe?

            var body: some View {
                NavigationStack(path: $path) {
                    List(recipes) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                    .navigationTitle("Recipes")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: Recipe.self) { recipe in
                        Text(recipe.name)
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Add", systemImage: "plus") { showingSheet = true }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Spacer()
                            Button("Info") { showingAlert = true }
                        }
                    }
                    .sheet(isPresented: $showingSheet) {
                        Text("New recipe")
                            .presentationDetents([.medium, .large])
                    }
                    .sheet(item: $editing) { recipe in
                        Text(recipe.name)
                    }
                    .alert("Saved", isPresented: $showingAlert) {
                        Button("OK", role: .cancel) {}
                    } message: {
                        Text("Your recipe was saved.")
                    }
                }

                NavigationSplitView(columnVisibility: $visibility) {
                    List(recipes, selection: $selectedID) { recipe in
                        NavigationLink(value: recipe.id) { Text(recipe.name) }
                    }
                } detail: {
                    if let selectedID {
                        Text("Recipe \\(selectedID)")
                    } else {
                        ContentUnavailableView("Pick a recipe", systemImage: "fork.knife")
                    }
                }

                TabView {
                    Text("Home").tabItem { Label("Home", systemImage: "house") }
                    Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                        .badge(3)
                }
            }
        }
        """

    static let styling = """
        import SwiftUI

        struct Banner: ViewModifier {
            var tint: Color
            func body(content: Content) -> some View {
                content
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(tint.opacity(0.2), in: .rect(cornerRadius: 12))
                    .overlay(alignment: .topTrailing) {
                        Circle().fill(tint).frame(width: 8, height: 8)
                    }
            }
        }

        extension View {
            func banner(tint: Color = .blue) -> some View {
                modifier(Banner(tint: tint))
            }
        }

        struct PillButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.callout.weight(.bold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Color.accentColor, in: Capsule())
                    .scaleEffect(configuration.isPressed ? 0.96 : 1)
                    .animation(.snappy, value: configuration.isPressed)
            }
        }

        extension ButtonStyle where Self == PillButtonStyle {
            static var pill: PillButtonStyle { PillButtonStyle() }
        }

        struct Wedge: Shape {
            var fraction: Double
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                            startAngle: .degrees(0), endAngle: .degrees(360 * fraction), clockwise: false)
                path.closeSubpath()
                return path
            }
        }

        struct Container<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View {
                VStack { content }
            }
        }

        struct StyledScreen: View {
            @State private var expanded = false
            @State private var count = 0
            @State private var offset = CGSize.zero
            let card = RoundedRectangle(cornerRadius: 16, style: .continuous)

            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 16, pinnedViews: .sectionHeaders) {
                        Text("Title").banner()
                        Button("Tap") { withAnimation(.spring(duration: 0.3)) { expanded.toggle() } }
                            .buttonStyle(.pill)
                        Button("Plain") {}.buttonStyle(.bordered).tint(.orange)
                        if expanded {
                            Text("Details")
                                .transition(.move(edge: .top).combined(with: .opacity))
                        }
                        Text("\\(count)")
                            .contentTransition(.numericText())
                            .monospacedDigit()
                            .font(.system(size: 32, weight: .bold, design: .rounded))
                        Color.red
                            .overlay(.white, in: card)
                            .compositingGroup()
                            .clipShape(card)
                            .frame(width: 120, height: 80)
                        Wedge(fraction: 0.3).fill(.green).frame(width: 60, height: 60)
                        Circle().fill(AngularGradient(colors: [.green, .teal, .green], center: .center)).frame(width: 60, height: 60)
                        Image(systemName: "star.fill")
                            .resizable()
                            .scaledToFit()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
                            .offset(offset)
                            .gesture(
                                DragGesture()
                                    .onChanged { value in offset = value.translation }
                                    .onEnded { _ in withAnimation { offset = .zero } }
                            )
                            .onTapGesture(count: 2) { count += 1 }
                        HStack {
                            Text("Name").bold()
                            Spacer()
                            Text("Value").foregroundStyle(.secondary)
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel("Name and value")
                        Container {
                            Text("A")
                            Text("B")
                        }
                        ViewThatFits {
                            Text("A long label that may not fit")
                            Text("Short")
                        }
                        GeometryReader { proxy in
                            Capsule()
                                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                                .frame(width: proxy.size.width * 0.5)
                        }
                        .frame(height: 8)
                        Text("Loading title")
                            .redacted(reason: expanded ? [] : .placeholder)
                        ZStack(alignment: .bottomTrailing) {
                            Rectangle().fill(.ultraThinMaterial)
                            Text("Caption").font(.caption).padding(4)
                        }
                        .clipShape(.rect(cornerRadius: 8))
                        .id(count)
                    }
                    .padding()
                }
                .scrollIndicators(.hidden)
            }
        }
        """

    static let representables = """
        import SwiftUI
        import UIKit
        import AppKit

        struct Spinner: UIViewRepresentable {
            var isSpinning: Bool

            func makeUIView(context: Context) -> UIActivityIndicatorView {
                UIActivityIndicatorView(style: .large)
            }

            func updateUIView(_ view: UIActivityIndicatorView, context: Context) {
                if isSpinning { view.startAnimating() } else { view.stopAnimating() }
            }
        }

        struct SearchField: UIViewRepresentable {
            @Binding var text: String

            func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

            func makeUIView(context: Context) -> UITextField {
                let field = UITextField()
                field.delegate = context.coordinator
                field.placeholder = "Search"
                return field
            }

            func updateUIView(_ field: UITextField, context: Context) {
                field.text = text
            }

            final class Coordinator: NSObject, UITextFieldDelegate {
                var text: Binding<String>
                init(text: Binding<String>) { self.text = text }
                func textFieldDidChangeSelection(_ textField: UITextField) {
                    text.wrappedValue = textField.text ?? ""
                }
            }
        }

        struct MacLabel: NSViewRepresentable {
            var title: String
            func makeNSView(context: Context) -> NSTextField { NSTextField(labelWithString: title) }
            func updateNSView(_ label: NSTextField, context: Context) { label.stringValue = title }
        }

        @MainActor func alignBoth(_ label: UILabel, _ field: NSTextField) {
            label.textAlignment = .center
            field.alignment = .center
            let shared: NSTextAlignment = .natural
            label.textAlignment = shared
            NSLayoutConstraint.activate([])
        }

        struct HostsBoth: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    Spinner(isSpinning: text.isEmpty)
                    SearchField(text: $text)
                    Color(uiColor: .secondarySystemBackground)
                    Color(.systemBackground)
                }
            }
        }
        """

    static let chartsAndCombine = """
        import SwiftUI
        import Charts
        import Combine

        struct Reading: Identifiable {
            let id = UUID()
            let day: Date
            let value: Double
            let sensor: String
        }

        final class Feed: ObservableObject {
            @Published var readings: [Reading] = []
            @Published var filter = ""
            private var cancellables = Set<AnyCancellable>()

            init() {
                $filter
                    .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .sink { _ in }
                    .store(in: &cancellables)
            }
        }

        struct ReadingsChart: View {
            @StateObject private var feed = Feed()
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

            var body: some View {
                Chart(feed.readings) { reading in
                    LineMark(x: .value("Day", reading.day, unit: .day), y: .value("Value", reading.value))
                        .foregroundStyle(by: .value("Sensor", reading.sensor))
                        .interpolationMethod(.monotone)
                }
                .chartYAxis { AxisMarks(position: .leading) }
                .frame(height: 200)
                .onReceive(timer) { _ in }

                Chart {
                    ForEach(feed.readings) { reading in
                        BarMark(x: .value("Sensor", reading.sensor), y: .value("Value", reading.value))
                    }
                    RuleMark(y: .value("Limit", 10)).foregroundStyle(.red)
                }
            }
        }
        """

    static let maps = """
        import SwiftUI
        import MapKit

        struct DepotMap: UIViewRepresentable {
            let depot: CLLocationCoordinate2D

            func makeCoordinator() -> Coordinator { Coordinator() }

            func makeUIView(context: Context) -> MKMapView {
                let fleetMap = MKMapView()
                fleetMap.delegate = context.coordinator
                return fleetMap
            }

            func updateUIView(_ fleetMap: MKMapView, context: Context) {
                let area = MKCoordinateRegion(center: depot, latitudinalMeters: 800, longitudinalMeters: 800)
                fleetMap.setRegion(area, animated: false)
            }

            final class Coordinator: NSObject, MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
            }
        }

        struct RentalBike: Identifiable {
            let id = UUID()
            let frameNumber: String
            let parkedAt: CLLocationCoordinate2D
        }

        struct FleetMap: View {
            @State private var camera: MapCameraPosition = .automatic
            let bikes: [RentalBike] = []

            var body: some View {
                Map(position: $camera) {
                    ForEach(bikes) { bike in
                        Marker(bike.frameNumber, coordinate: bike.parkedAt)
                    }
                }
                .mapStyle(.standard)
            }
        }
        """

    // MARK: - Broken examples

    static let broken: [(name: String, source: String)] = [
        (
            "misspelled_modifier.swift",
            """
            import SwiftUI

            struct Misspelled: View {
                var body: some View {
                    Text("Hello")
                        .paddding()
                }
            }
            """
        ),
        (
            "wrong_label.swift",
            """
            import SwiftUI

            struct WrongLabel: View {
                var body: some View {
                    Text("A").frame(wdth: 20)
                }
            }

            struct WrongLabelToo: View {
                var body: some View {
                    Text("B").onChange(value: 1) { _, _ in }
                }
            }
            """
        ),
        (
            "wrong_type.swift",
            """
            import SwiftUI

            struct WrongType: View {
                var body: some View {
                    Text("A")
                        .opacity("half")
                }
            }
            """
        ),
        (
            "published_in_struct.swift",
            """
            import SwiftUI

            struct NotAnObject {
                @Published var value = 0
            }
            """
        ),
    ]

    // MARK: - Deprecated API

    /// The lines of ``deprecated`` that must each produce a deprecation warning.
    static let deprecatedLines = [9, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 25, 26, 27]

    static let deprecated: [(name: String, source: String)] = [
        (
            "deprecated.swift",
            """
            import SwiftUI

            struct OldStyle: View {
                @State private var count = 0
                @State private var name = ""

                var body: some View {
                    VStack {
                        Text("A").foregroundColor(.red)
                        Text("B").cornerRadius(8)
                        Text("C").onChange(of: count) { newValue in print(newValue) }
                        Text("D").navigationBarTitle("Title")
                        Text("E").animation(.default)
                        List {
                            Section(header: Text("Header")) { Text("Row") }
                            Section(header: Text("Top"), footer: Text("Bottom")) { Text("Row") }
                        }
                        NavigationView { Text("F") }
                        Image(systemName: "star")
                            .foregroundColor(.blue)
                        Text("G")
                            .edgesIgnoringSafeArea(.all)
                        Text("H")
                            .background(Text("behind"))
                            .accentColor(.green)
                            .colorScheme(.dark)
                            .gesture(MagnificationGesture())
                    }
                }
            }
            """
        )
    ]
}

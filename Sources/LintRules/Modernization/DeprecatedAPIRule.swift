import Linting
import SwiftSyntax

/// Lint: SwiftUI API that Apple has deprecated, each with its replacement in the message.
///
/// Only call sites are matched (`.foregroundColor(…)`, `NavigationView { … }`): a property
/// or key with the same name (`NSAttributedString.Key.foregroundColor`, `layer.cornerRadius`,
/// `Color.accentColor`) is not a call and is left alone, as is `Binding.animation(_:)` on a
/// `$binding`.
struct DeprecatedAPIRule: LintRule {
    static let description = RuleDescription(
        id: "deprecated-api",
        name: "Deprecated SwiftUI API",
        summary: "a deprecated SwiftUI modifier or view such as `foregroundColor`, `NavigationView` or `cornerRadius`",
        rationale: """
            Deprecated API still compiles, and most of it without a warning: Apple marks \
            `foregroundColor`, `cornerRadius`, `NavigationView`, `Section(header:)`, \
            `navigationBarTitle`, `tabItem` and `presentationMode` as deprecated in a future release \
            (soft deprecation), which Xcode does not warn about; only API deprecated in a \
            real OS version (`onChange(of:perform:)` in iOS 17) warns, and only for a target \
            that reaches it. Either way it may behave differently from its replacement on new \
            OS versions (`NavigationView` versus `NavigationStack`), and will eventually go \
            away. Each finding names the modern \
            replacement; most are drop-in (`foregroundStyle`, `navigationTitle`, `tint`, \
            `ignoresSafeArea`), a few change shape (`toolbar`, `onChange` with two values, \
            `animation(_:value:)`).
            """,
        documentation: "views/modern-api.md#deprecated-modifiers-and-views",
        configuration: """
            The rule reports soft-deprecated API too: API Apple marks as deprecated in a future \
            release, which Xcode builds without a warning (`foregroundColor`, `cornerRadius`, \
            `NavigationView`, `Section(header:)`, `navigationBarTitle`, …). To report only hard \
            deprecations, API deprecated in a real OS version that Xcode warns about \
            (`onChange(of:perform:)`, `animation(_:)` without a value, \
            `NavigationLink(destination:isActive:)`), set `lint: { deprecated-api: hard-only }`; \
            to turn the rule off, `lint: { disabled: [deprecated-api] }`.
            """,
        triggering: [
            RuleExample(
                """
                Text("Café ☕️").↓foregroundColor(.red)
                """),
            RuleExample(
                """
                ↓NavigationView {
                    List(items) { item in Text(item.title) }
                        .↓navigationBarTitle("Items")
                        .↓navigationBarItems(trailing: EditButton())
                }
                """),
            RuleExample(
                """
                Image("photo")
                    .↓cornerRadius(12)
                    .↓edgesIgnoringSafeArea(.all)
                    .↓accentColor(.orange)
                """),
            RuleExample(
                """
                Form {
                    Section(↓header: Text("Account"), footer: Text("Signed in")) {
                        TextField("Name", text: $name)
                            .↓autocapitalization(.none)
                            .↓disableAutocorrection(true)
                    }
                }
                """),
            RuleExample(
                """
                Toggle("On", isOn: $isOn)
                    .↓onChange(of: isOn) { newValue in print(newValue) }
                    .↓onChange(of: name, perform: save)
                    .↓onChange(of: count) { print($0) }
                    .↓animation(.easeInOut)
                """),
            RuleExample(
                """
                Section(↓footer: Text("Details")) { Text("Row") }
                """),
            RuleExample(
                """
                NavigationLink(destination: DetailView(), ↓isActive: $showDetail) { EmptyView() }
                    .↓navigationBarHidden(true)
                """),
            RuleExample(
                """
                TabView {
                    HarbourMap()
                        .↓tabItem { Label("Harbour", systemImage: "sailboat") }
                    TideChart()
                        .↓tabItem {
                            Image(systemName: "water.waves")
                            Text("Tides")
                        }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text("Hello")
                    .foregroundStyle(.red)
                    .clipShape(.rect(cornerRadius: 12))
                    .tint(.orange)
                    .ignoresSafeArea()
                    .animation(.easeInOut, value: isOn)
                    .onChange(of: isOn) { oldValue, newValue in print(oldValue, newValue) }
                    .onChange(of: count) { print("changed") }
                """),
            RuleExample(
                """
                NavigationStack {
                    Form {
                        Section { Text("Row") } header: { Text("Account") } footer: { Text("Signed in") }
                        TextField("Name", text: $name)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                    }
                    .navigationTitle("Settings")
                    .toolbar { EditButton() }
                }
                """),
            RuleExample(
                """
                // .foregroundColor(.red) and NavigationView are deprecated
                let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red]
                view.layer.cornerRadius = 8
                let tint = Color.accentColor
                let hint = "use foregroundStyle instead of .foregroundColor(.red)"
                """),
            RuleExample(
                """
                Image("photo")
                    .cornerRadius(12, corners: [.topLeft, .topRight])  // the app's own extension
                    .foregroundColor(from: theme)
                Toggle("Animated", isOn: $isOn.animation(.spring))
                Stepper("Count", value: $model.count.animation())
                RoundedRectangle(cornerRadius: 12)
                """),
            RuleExample(
                """
                Text("Fading")
                    .animation(.easeIn) { content in content.opacity(isOn ? 1 : 0) }
                    .onChange(of: value, initial: true) { print("value") }
                """),
            RuleExample(
                """
                TabView(selection: $berth) {
                    Tab("Harbour", systemImage: "sailboat", value: Berth.harbour) { HarbourMap() }
                    Tab("Tides", systemImage: "water.waves", value: Berth.tides) { TideChart() }
                }
                """),
        ]
    )

    /// A deprecated modifier: its replacement, and the argument labels SwiftUI's version
    /// takes (`_` for an unlabelled one), so a project's own `cornerRadius(_:corners:)`
    /// extension is not mistaken for it.
    struct Deprecation {
        var replacement: String
        var labels: Set<String>
        var allowsTrailingClosure = false
    }

    /// Modifiers replaced by another, matched on calls `.name(…)`.
    static let renamedModifiers: [String: Deprecation] = [
        "foregroundColor": Deprecation(replacement: "use 'foregroundStyle(_:)' instead", labels: ["_"]),
        "cornerRadius": Deprecation(replacement: "use '.clipShape(.rect(cornerRadius:))' instead", labels: ["_", "antialiased"]),
        "navigationBarTitle": Deprecation(replacement: "use 'navigationTitle(_:)' instead", labels: ["_", "displayMode"]),
        "navigationBarItems": Deprecation(
            replacement: "use 'toolbar(content:)' with 'ToolbarItem' instead", labels: ["leading", "trailing"]),
        "accentColor": Deprecation(replacement: "use 'tint(_:)' instead", labels: ["_"]),
        "edgesIgnoringSafeArea": Deprecation(replacement: "use 'ignoresSafeArea(_:edges:)' instead", labels: ["_"]),
        "autocapitalization": Deprecation(replacement: "use 'textInputAutocapitalization(_:)' instead", labels: ["_"]),
        "disableAutocorrection": Deprecation(replacement: "use 'autocorrectionDisabled(_:)' instead", labels: ["_"]),
        "navigationBarHidden": Deprecation(replacement: "use 'toolbar(.hidden, for: .navigationBar)' instead", labels: ["_"]),
        "actionSheet": Deprecation(
            replacement: "use 'confirmationDialog(_:isPresented:titleVisibility:actions:)' instead",
            labels: ["isPresented", "item", "content"],
            allowsTrailingClosure: true
        ),
        "tabItem": Deprecation(
            replacement: "use 'Tab' items in 'TabView' (iOS 18, macOS 15) instead", labels: ["_"], allowsTrailingClosure: true),
    ]

    /// Whether the call's argument labels fit SwiftUI's signature of the deprecated modifier.
    private static func matches(_ call: FunctionCallExprSyntax, _ deprecation: Deprecation) -> Bool {
        guard !call.arguments.isEmpty || call.trailingClosure != nil else { return false }
        if call.trailingClosure != nil && !deprecation.allowsTrailingClosure { return false }
        return call.arguments.allSatisfy { deprecation.labels.contains($0.label?.text ?? "_") }
    }

    /// Only `onChange(of:perform:)`, `animation(_:)` and `NavigationLink(destination:isActive:)`
    /// are deprecated in a real OS version (hard); the rest is soft-deprecated, which
    /// `lint.deprecated-api: hard-only` leaves out.
    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        let reportsSoft = file.configuration.deprecations == .all
        for call in file.nodes.calls {
            if let member = call.memberCallee {
                let name = member.declName.baseName.text
                if let deprecation = Self.renamedModifiers[name], Self.matches(call, deprecation) {
                    if reportsSoft {
                        result.append(violation(at: member.declName, in: file, message: Self.message(name, deprecation.replacement)))
                    }
                } else if name == "onChange", Self.isSingleValueOnChange(call) {
                    result.append(
                        violation(
                            at: member.declName, in: file,
                            message: Self.message(
                                "onChange(of:perform:)",
                                "use 'onChange(of:initial:_:)' with a closure taking no or two values (old and new) instead"
                            )))
                } else if name == "animation", Self.isAnimationWithoutValue(call) {
                    result.append(
                        violation(
                            at: member.declName, in: file,
                            message: Self.message(
                                "animation(_:)", "use 'animation(_:value:)' or 'withAnimation' instead"
                            )))
                }
            }
            if reportsSoft, call.isTypeCall("NavigationView"), let token = call.calleeToken {
                result.append(
                    violation(
                        at: token, in: file,
                        message: Self.message(
                            "NavigationView", "use 'NavigationStack' or 'NavigationSplitView' instead"
                        )))
            }
            if reportsSoft, call.isTypeCall("Section") {
                for label in ["header", "footer"] {
                    if let argument = call.argument(labeled: label), let token = argument.label {
                        result.append(
                            violation(
                                at: token, in: file,
                                message: Self.message(
                                    "Section(\(label):)", "use 'Section(content:header:footer:)' with trailing closures instead"
                                )))
                        break
                    }
                }
            }
            if call.isTypeCall("NavigationLink"), let argument = call.argument(labeled: "isActive"), let token = argument.label {
                result.append(
                    violation(
                        at: token, in: file,
                        message: Self.message(
                            "NavigationLink(destination:isActive:)", "use 'navigationDestination(isPresented:destination:)' instead"
                        )))
            }
        }
        return result
    }

    /// `.onChange(of: x, perform: f)` or `.onChange(of: x) { value in … }` (one value).
    private static func isSingleValueOnChange(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.argument(labeled: "of") != nil, call.argument(labeled: "initial") == nil else { return false }
        if call.argument(labeled: "perform") != nil { return true }
        guard let closure = call.trailingClosure else { return false }
        return closure.parameterCount == 1
    }

    /// `.animation(x)` with no `value:` and no body closure, on a view (not a `$binding`).
    private static func isAnimationWithoutValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, call.arguments.first?.label == nil,
            call.trailingClosure == nil
        else { return false }
        if let root = call.receiver?.chainRootName, root.hasPrefix("$") { return false }
        return true
    }

    private static func message(_ api: String, _ replacement: String) -> String {
        "'\(api)' is deprecated; \(replacement)"
    }
}

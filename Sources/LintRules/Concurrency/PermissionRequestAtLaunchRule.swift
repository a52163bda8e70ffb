import Linting
import SwiftSyntax

/// Lint: a permission prompt requested as the app's first window appears.
///
/// Fires on a `requestAuthorization`-style call inside `task` or `onAppear` applied within a
/// `WindowGroup` (or `Window`) of a scene body, or inside the `init` of a type that conforms
/// to `App`. A request from a view deeper in the app — a screen that uses the camera, a
/// reminder toggle — is left alone: there the prompt has its context.
struct PermissionRequestAtLaunchRule: LintRule {
    static let description = RuleDescription(
        id: "permission-request-at-launch",
        name: "Permission requested at launch",
        summary: "The app asks for a permission as its first window appears, before anything needs it",
        rationale: """
            A permission prompt shown at launch asks before the person has seen what the \
            app does or why it wants access, so the reflex is to decline — and a declined \
            permission can only be granted again in Settings. The Human Interface \
            Guidelines ask apps to request access when a feature needs it: ask for \
            notifications when someone turns on a reminder, for the camera when they open \
            the scanner. Move the request to that action.
            """,
        documentation: "concurrency/tasks-in-views.md#ask-for-permission-when-a-feature-needs-it",
        triggering: [
            RuleExample(
                """
                @main
                struct TideTablesApp: App {
                    var body: some Scene {
                        WindowGroup {
                            HarbourList()
                                .task {
                                    _ = try? await UNUserNotificationCenter.current()
                                        .↓requestAuthorization(options: [.alert, .sound])
                                }
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct LighthouseApp: App {
                    let locations = CLLocationManager()
                    init() {
                        locations.↓requestWhenInUseAuthorization()
                    }
                    var body: some Scene {
                        WindowGroup { LighthouseMap() }
                    }
                }
                """),
            RuleExample(
                """
                var body: some Scene {
                    WindowGroup {
                        ScannerHome()
                            .onAppear {
                                AVCaptureDevice.↓requestAccess(for: .video) { _ in }
                            }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ReminderToggle: View {
                    @Binding var isOn: Bool
                    var body: some View {
                        Toggle("Remind Me", isOn: $isOn)
                            .onChange(of: isOn) { _, newValue in
                                guard newValue else { return }
                                Task {
                                    _ = try? await UNUserNotificationCenter.current()
                                        .requestAuthorization(options: [.alert])
                                }
                            }
                    }
                }
                """),
            RuleExample(
                """
                struct ScannerScreen: View {
                    var body: some View {
                        CameraPreview()
                            .task { _ = await AVCaptureDevice.requestAccess(for: .video) }
                    }
                }
                """),
            RuleExample(
                """
                var body: some Scene {
                    WindowGroup {
                        HarbourList()
                            // .task { await center.requestAuthorization(options: [.alert]) }
                            .task { await tides.load(named: "requestAuthorization") }
                    }
                }
                """),
        ]
    )

    /// Calls that show a system permission prompt.
    static let requests: Set<String> = [
        "requestAuthorization", "requestWhenInUseAuthorization", "requestAlwaysAuthorization",
        "requestAccess", "requestFullAccessToEvents", "requestFullAccessToReminders", "requestTrackingAuthorization",
        "requestRecordPermission",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, Self.requests.contains(member.declName.baseName.text),
                Self.runsAtLaunch(call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "this asks for permission as the app launches, before anything needs it; request it from the action that uses it"
                ))
        }
        return result
    }

    /// Whether the call sits in `task`/`onAppear` on a window's root view, or in an `App`'s
    /// initializer.
    private static func runsAtLaunch(_ call: FunctionCallExprSyntax) -> Bool {
        if let initializer = call.enclosing(InitializerDeclSyntax.self),
            let group = initializer.enclosing(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        {
            return group.inheritedNames.contains("App")
        }
        var node = Syntax(call).parent
        var launchModifier = false
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self),
                let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                switch owner.calleeName {
                case "task", "onAppear":
                    if owner.memberCallee != nil { launchModifier = true }
                case "WindowGroup", "Window":
                    return launchModifier && (owner.isTypeCall("WindowGroup") || owner.isTypeCall("Window"))
                case "Task":
                    break
                default:
                    // Any other closure (a button's action, onChange) gives the request a context.
                    return false
                }
            }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}

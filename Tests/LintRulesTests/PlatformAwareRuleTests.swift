import LintRules
import Linting
import SiteCore
import Testing

/// Rules whose answer depends on what the code is built for, which a rule example (linted
/// with the default configuration) cannot show.
@Suite struct PlatformAwareRuleTests {
    static let scenes = """
        @main
        struct ChartRoomApp: App {
            var body: some Scene {
                WindowGroup { ChartList() }
                Settings { ChartPreferences() }
            }
        }
        """

    private func ids(_ source: String, platforms: Set<ApplePlatform>?) -> [String] {
        let linter = Linter(rules: LintRules.all, configuration: LintConfiguration(platforms: platforms))
        return linter.lint(source: source, path: "ChartRoomApp.swift").violations.map(\.ruleID)
    }

    @Test func macSceneIsReportedWhenTheAppAlsoBuildsForIOS() {
        #expect(ids(Self.scenes, platforms: [.iOS, .macOS]).contains("mac-scene-outside-mac-guard"))
        #expect(ids(Self.scenes, platforms: nil).contains("mac-scene-outside-mac-guard"))
    }

    @Test func macSceneIsQuietForAMacOnlyApp() {
        #expect(!ids(Self.scenes, platforms: [.macOS]).contains("mac-scene-outside-mac-guard"))
    }

    @Test func aViewOfTheAppsOwnNamedSettingsIsNoScene() {
        let source = """
            struct Settings: View { var body: some View { Text("Units") } }
            struct ChartRoomApp: App {
                var body: some Scene {
                    WindowGroup { ChartList() }
                    Settings()
                }
            }
            """
        #expect(!ids(source, platforms: nil).contains("mac-scene-outside-mac-guard"))
    }
}

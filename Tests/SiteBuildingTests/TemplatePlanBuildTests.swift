import Foundation
import SiteBuilding
import TestSupport
import Testing

/// The shipped handbook built through the default theme's template plans is byte for byte the
/// site swift-mustache renders: a theme holding one template plans do not cover (here a set
/// delimiter tag, in a template no page uses) is rendered by swift-mustache throughout.
@Suite struct TemplatePlanBuildTests {
    static let root = packageRoot()

    static func build(theme: String, into output: String) async throws {
        var options = BuildOptions(
            contentDirectory: root + "/Content", themeDirectory: theme, outputDirectory: output, isStrict: true, runsCheck: false)
        options.defaultThemeDirectory = root + "/Themes/default"
        _ = try await SiteBuilder(options: options).build()
    }

    @Test func theShippedHandbookBuildsTheSameWithPlansAndWithSwiftMustache() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-plans")
        defer { dir.remove() }
        try dir.write("{{=<% %>=}}<%title%>\n", to: "Unplanned/templates/unplanned.mustache")
        try await Self.build(theme: Self.root + "/Themes/default", into: dir.path + "/Planned")
        try await Self.build(theme: dir.path + "/Unplanned", into: dir.path + "/Mustache")
        let planned = snapshotTree(dir.path + "/Planned")
        let mustache = snapshotTree(dir.path + "/Mustache")
        #expect(planned.count > 40)
        #expect(planned.keys.sorted() == mustache.keys.sorted())
        let differing = planned.keys.filter { planned[$0] != mustache[$0] }.sorted()
        #expect(differing == [])
    }
}

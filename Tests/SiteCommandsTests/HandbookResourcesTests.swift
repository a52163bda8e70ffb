import Foundation
import SiteCore
import TestSupport
import Testing

/// Where an installed, linked or checked-out `handbook` finds its default theme and surface.
@Suite struct HandbookResourcesTests {
    /// Makes `path/marker` (a folder) below `dir`.
    static func make(_ dir: TemporaryDirectory, _ paths: String...) throws {
        for path in paths { try FileManager.default.createDirectory(atPath: dir.path + "/" + path, withIntermediateDirectories: true) }
    }

    @Test func anInstallFindsItsShareFolder() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-resources")
        defer { dir.remove() }
        try Self.make(dir, "prefix/bin", "prefix/share/handbook/Themes/default/templates", "prefix/share/handbook/Surface/SwiftUI")
        try dir.write("", to: "prefix/bin/handbook")
        let resources = HandbookResources(environment: [:], executable: dir.path + "/prefix/bin/handbook")
        #expect(resources.defaultTheme?.path == dir.path + "/prefix/share/handbook/Themes/default")
        #expect(resources.surface?.path == dir.path + "/prefix/share/handbook/Surface")
    }

    @Test func theEnvironmentComesFirstAndEachResourceIsLookedUpOnItsOwn() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-resources")
        defer { dir.remove() }
        try Self.make(
            dir, "prefix/bin", "prefix/share/handbook/Themes/default/templates", "prefix/share/handbook/Surface/SwiftUI",
            "mine/Themes/default/templates")
        try dir.write("", to: "prefix/bin/handbook")
        let resources = HandbookResources(
            environment: ["HANDBOOK_SHARE": dir.path + "/mine"], executable: dir.path + "/prefix/bin/handbook")
        #expect(resources.defaultTheme?.path == dir.path + "/mine/Themes/default")
        #expect(resources.surface?.path == dir.path + "/prefix/share/handbook/Surface")
    }

    @Test func aCheckoutBuildAndALinkToItFindTheCheckout() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-resources")
        defer { dir.remove() }
        try Self.make(
            dir, "checkout/.build/x86_64-unknown-linux-gnu/debug", "checkout/Themes/default/templates",
            "checkout/Sources/SnippetChecking/Resources/Surface/SwiftUI", "bin")
        try dir.write("// swift-tools-version: 6.0\n", to: "checkout/Package.swift")
        try dir.write("", to: "checkout/.build/x86_64-unknown-linux-gnu/debug/handbook")
        try FileManager.default.createSymbolicLink(
            atPath: dir.path + "/bin/handbook", withDestinationPath: dir.path + "/checkout/.build/x86_64-unknown-linux-gnu/debug/handbook")
        for executable in ["checkout/.build/x86_64-unknown-linux-gnu/debug/handbook", "bin/handbook"] {
            let resources = HandbookResources(environment: [:], executable: dir.path + "/" + executable)
            #expect(
                resources.defaultTheme?.resolvingSymlinksInPath().path
                    == URL(fileURLWithPath: dir.path + "/checkout/Themes/default").resolvingSymlinksInPath().path)
            #expect(
                resources.surface?.resolvingSymlinksInPath().path
                    == URL(fileURLWithPath: dir.path + "/checkout/Sources/SnippetChecking/Resources/Surface").resolvingSymlinksInPath().path
            )
        }
    }

    @Test func nothingFoundIsNil() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-resources")
        defer { dir.remove() }
        try Self.make(dir, "bin")
        let resources = HandbookResources(environment: [:], executable: dir.path + "/bin/handbook")
        #expect(resources.defaultTheme == nil)
        #expect(resources.surface == nil)
    }
}

import Linting
import SiteCore
import TestSupport
import Testing

@Suite struct ProjectPlatformsTests {
    @Test func xcodeBuildSettingsNameThePlatforms() {
        let multiplatform = "SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx xros xrsimulator\";\n"
        #expect(ProjectPlatforms.platforms(inProjectFile: multiplatform) == [.iOS, .macOS, .visionOS])
        #expect(ProjectPlatforms.platforms(inProjectFile: "\t\t\t\tSDKROOT = macosx;\n") == [.macOS])
        #expect(ProjectPlatforms.platforms(inProjectFile: "SDKROOT = watchos;\nSDKROOT = appletvos;") == [.watchOS, .tvOS])
        #expect(ProjectPlatforms.platforms(inProjectFile: "SDKROOT = \"\";").isEmpty)
    }

    @Test func theProjectAtOrAboveTheCodeOrJustBelowItIsRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("SDKROOT = macosx;\n", to: "Desk/Desk.xcodeproj/project.pbxproj")
        try dir.write("import SwiftUI\n", to: "Desk/Sources/Panels/Panel.swift")
        try dir.write("import SwiftUI\n", to: "Loose/Note.swift")

        let below = ProjectPlatforms.detect(for: [dir.path + "/Desk/Sources/Panels"])
        #expect(below?.platforms == [.macOS])
        #expect(below?.projects == [dir.path + "/Desk/Desk.xcodeproj"])
        #expect(ProjectPlatforms.detect(for: [dir.path + "/Desk/Sources/Panels/Panel.swift"])?.platforms == [.macOS])
        #expect(ProjectPlatforms.detect(for: [dir.path])?.platforms == [.macOS])  // one level down
        #expect(ProjectPlatforms.detect(for: [dir.path + "/Loose"]) == nil)
    }

    @Test func onlyMacOSLacksDynamicType() {
        #expect(!LintConfiguration(platforms: [.macOS]).hasDynamicType)
        #expect(LintConfiguration(platforms: [.macOS, .macCatalyst]).hasDynamicType)
        #expect(LintConfiguration(platforms: [.iOS]).hasDynamicType)
        #expect(LintConfiguration().hasDynamicType)
    }
}

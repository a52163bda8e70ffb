import Foundation
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
        // A file names its own place: what lies below its folder is not its project.
        #expect(ProjectPlatforms.detect(for: [dir.path + "/Loose/Note.swift"]) == nil)
        try dir.write("import SwiftUI\n", to: "Top.swift")
        #expect(ProjectPlatforms.detect(for: [dir.path + "/Top.swift"]) == nil)
    }

    /// Looking below a folder stops after a bounded number of subfolders, so `lint` in a
    /// crowded folder does not list everything beneath it.
    @Test func theSearchBelowAFolderIsBounded() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for index in 0..<ProjectPlatforms.maximumFoldersBelow {
            try dir.write("", to: String(format: "a%04d/empty.txt", index))
        }
        try dir.write("SDKROOT = macosx;\n", to: "z/App.xcodeproj/project.pbxproj")
        #expect(ProjectPlatforms.detect(for: [dir.path]) == nil)
        try FileManager.default.removeItem(atPath: dir.path + "/a0000")
        #expect(ProjectPlatforms.detect(for: [dir.path])?.platforms == [.macOS])
    }

    @Test func onlyMacOSLacksDynamicType() {
        #expect(!LintConfiguration(platforms: [.macOS]).hasDynamicType)
        #expect(LintConfiguration(platforms: [.macOS, .macCatalyst]).hasDynamicType)
        #expect(LintConfiguration(platforms: [.iOS]).hasDynamicType)
        #expect(LintConfiguration().hasDynamicType)
    }
}

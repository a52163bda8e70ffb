import Foundation
import SiteCore

/// The platforms an app's Xcode project builds its code for, read from the project itself: the
/// `SDKROOT` and `SUPPORTED_PLATFORMS` build settings of `*.xcodeproj/project.pbxproj`.
///
/// `lint` uses it when neither `--platform` nor `lint.platforms` says, so that a macOS app is
/// not told about Dynamic Type, which macOS does not have. A `Package.swift` is not read: its
/// `platforms:` are minimum versions, and a package that names only macOS still builds for
/// every other platform.
package struct ProjectPlatforms: Sendable, Equatable {
    /// What the projects' build settings name.
    package var platforms: Set<ApplePlatform>
    /// The project files they were read from.
    package var projects: [String]

    /// Xcode's SDK and platform names.
    static let sdkNames: [String: ApplePlatform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The Xcode projects that own `paths`: in the nearest folder at or above each path that
    /// holds one, or else, for a folder, in the folders up to two levels below it (the first
    /// ``maximumFoldersBelow`` of them: `lint` run on a file in a crowded folder such as
    /// `/tmp` spent half a minute listing what lies beneath it). `nil` when there is none,
    /// or when no project names a platform.
    package static func detect(for paths: [String]) -> ProjectPlatforms? {
        var projects: Set<String> = []
        for path in paths {
            var folder = URL(fileURLWithPath: path).standardizedFileURL
            let pathIsFolder = isFolder(folder.path)
            if !pathIsFolder { folder.deleteLastPathComponent() }
            var found = xcodeProjects(in: folder.path)
            var above = folder
            while found.isEmpty, above.pathComponents.count > 1 {
                above.deleteLastPathComponent()
                found = xcodeProjects(in: above.path)
            }
            if found.isEmpty, pathIsFolder {
                var budget = maximumFoldersBelow
                for child in subfolders(of: folder.path, budget: &budget) {
                    found += xcodeProjects(in: child)
                    for grandchild in subfolders(of: child, budget: &budget) { found += xcodeProjects(in: grandchild) }
                }
            }
            projects.formUnion(found)
        }
        var platforms: Set<ApplePlatform> = []
        for project in projects {
            guard let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8) else { continue }
            platforms.formUnion(Self.platforms(inProjectFile: text))
        }
        return platforms.isEmpty ? nil : ProjectPlatforms(platforms: platforms, projects: projects.sorted())
    }

    /// The platforms a `project.pbxproj` builds for: each `SDKROOT`, and `SUPPORTED_PLATFORMS`
    /// where a target lists them (`SDKROOT = auto`, multiplatform targets).
    package static func platforms(inProjectFile text: String) -> Set<ApplePlatform> {
        var result: Set<ApplePlatform> = []
        for line in text.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            for key in ["SDKROOT = ", "SUPPORTED_PLATFORMS = "] where line.hasPrefix(key) {
                let value = line.dropFirst(key.count).trimmingCharacters(in: CharacterSet(charactersIn: "\";"))
                for name in value.split(separator: " ") {
                    if let platform = sdkNames[String(name)] { result.insert(platform) }
                }
            }
        }
        return result
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func xcodeProjects(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.map { folder + "/" + $0 }
    }

    /// How many folders below a linted folder are looked into for a project.
    package static let maximumFoldersBelow = 200

    /// The visible subfolders of `folder`, no more than `budget` allows (and taken from it).
    private static func subfolders(of folder: String, budget: inout Int) -> [String] {
        guard budget > 0 else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".xcodeproj") {
            guard budget > 0 else { break }
            let path = folder + "/" + name
            guard isFolder(path) else { continue }
            budget -= 1
            result.append(path)
        }
        return result
    }
}

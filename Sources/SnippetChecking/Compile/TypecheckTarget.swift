import Foundation
import SiteCore

/// What examples are typechecked against: Handbook's API surface (everywhere), or a real
/// Apple SDK (macOS with Xcode only).
///
/// `.appleSDK("iphonesimulator")` runs `xcrun --sdk iphonesimulator --show-sdk-path` and
/// typechecks with `xcrun --sdk iphonesimulator swiftc -sdk <path> -target
/// <arch>-apple-ios17.0-simulator`; `.appleSDK("macosx")` uses `<arch>-apple-macos14.0`.
/// Nothing else changes: the same wrapped files, line maps and verdicts. This mode cannot
/// run on Linux (there is no `xcrun`), so it is kept to this one small type.
package enum TypecheckTarget: Hashable, Sendable {
    /// The surface modules compiled into `moduleDirectory` (see ``SurfaceCache``).
    case surface(moduleDirectory: URL)
    /// A real SDK by `xcrun` name: `iphonesimulator` or `macosx`.
    case appleSDK(name: String)

    /// The program and leading arguments of a typecheck command for this target.
    ///
    /// - Parameters:
    ///   - swiftc: The compiler for the surface target.
    ///   - runner: Runs `xcrun` to find an SDK's path.
    /// - Throws: ``HandbookError`` when the SDK cannot be found.
    package func commandPrefix(swiftc: String, runner: any ProcessRunner) throws -> (executable: String, arguments: [String]) {
        switch self {
        case let .surface(moduleDirectory):
            return (swiftc, ["-I", moduleDirectory.path])
        case let .appleSDK(name):
            let output = try runner.run(
                SwiftcInvocation(executable: "xcrun", arguments: ["--sdk", name, "--show-sdk-path"]), timeout: .seconds(60)
            )
            let path = output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            guard output.exitCode == 0, !path.isEmpty else {
                throw HandbookError("cannot find the '\(name)' SDK with xcrun (is Xcode installed?)")
            }
            return ("xcrun", ["--sdk", name, "swiftc", "-sdk", path, "-target", try Self.triple(forSDK: name)])
        }
    }

    /// The modules this target provides besides the toolchain's own: the surface's
    /// compiled modules, or the frameworks an Apple SDK has that examples commonly import.
    var moduleNames: Set<String> {
        switch self {
        case let .surface(moduleDirectory):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: moduleDirectory.path)) ?? []
            return Set(names.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
        case .appleSDK:
            return [
                "SwiftUI", "UIKit", "AppKit", "Combine", "Charts", "MapKit", "CoreLocation", "SwiftData", "PhotosUI",
                "AVKit", "WidgetKit", "TipKit", "StoreKit", "os", "OSLog", "CoreData", "CoreGraphics", "WebKit",
                "UserNotifications",
            ]
        }
    }

    /// A human name for reports: `API surface` or `iphonesimulator SDK`.
    package var displayName: String {
        switch self {
        case .surface: "API surface"
        case let .appleSDK(name): "\(name) SDK"
        }
    }

    static func triple(forSDK name: String) throws -> String {
        #if arch(arm64)
        let arch = "arm64"
        #else
        let arch = "x86_64"
        #endif
        switch name {
        case "iphonesimulator": return "\(arch)-apple-ios17.0-simulator"
        case "macosx": return "\(arch)-apple-macos14.0"
        default: throw HandbookError("unknown SDK '\(name)'; expected 'iphonesimulator' or 'macosx'")
        }
    }
}

import Foundation
import PackagePlugin

/// `swift package handbook <command> [options]`: runs `handbook` in the package's folder, for
/// teams that keep their handbook (`Content/`, `handbook.yml`) inside a Swift package.
///
/// ```sh
/// swift package --allow-writing-to-package-directory handbook check
/// swift package --allow-writing-to-package-directory handbook build --base-url https://example.com/
/// ```
///
/// The tool is built from the Handbook package the plugin comes from; that package's folder is
/// passed as `HANDBOOK_SHARE`, where the tool finds the default theme and the SwiftUI surface.
/// `check` writes its cache (`.handbook-cache/`) and `build` the site into the package folder,
/// hence the permission.
@main
struct HandbookPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "handbook")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["check"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        if environment[Self.shareVariable]?.isEmpty ?? true, let handbook = Self.handbookPackage(from: context.package) {
            environment[Self.shareVariable] = handbook.directoryURL.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw Failure(arguments: process.arguments ?? [], status: process.terminationStatus)
        }
    }

    /// Must match `HandbookResources.shareVariable`.
    static let shareVariable = "HANDBOOK_SHARE"

    /// The Handbook package among `package` and its dependencies (breadth first).
    static func handbookPackage(from package: Package) -> Package? {
        var queue = [package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "handbook" && $0 is ExecutableProduct }) { return next }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var description: String { "handbook \(arguments.joined(separator: " ")) exited with status \(status)" }
    }
}

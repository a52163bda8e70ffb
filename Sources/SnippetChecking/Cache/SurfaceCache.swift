import Foundation
import Synchronization
import SiteCore

/// Compiles the SwiftUI API surface into modules once, and reuses them afterwards.
///
/// The surface is a folder with one subfolder per module (`SwiftUI/`, `Combine/`, …) of
/// declaration-only Swift files. Each module is built with `swiftc -emit-module` into
/// `<cache>/surface-<key>/`, where the key hashes every surface file, the build flags and
/// the compiler's `--version`: editing the surface or switching toolchains builds a fresh
/// copy, and an unchanged pair finds the modules already there.
///
/// ```swift
/// let surface = try SurfaceCache(cache: .default(projectRoot: root), toolchain: toolchain).prepare()
/// // swiftc -typecheck -I \(surface.moduleDirectory.path) …
/// ```
public struct SurfaceCache: Sendable {
    /// The surface folder (one subfolder per module).
    public var surfaceDirectory: URL
    public var cache: CacheDirectory
    public var toolchain: Toolchain
    public var runner: any ProcessRunner
    /// Extra flags for every module build (from the surface's README, or a test).
    public var flags: [String]

    /// - Parameters:
    ///   - surfaceDirectory: The surface to build; nil for the one shipped with Handbook.
    ///   - cache: Where compiled modules are kept.
    ///   - toolchain: The compiler and its version.
    ///   - runner: Runs the compiler.
    ///   - flags: Extra `-emit-module` flags; nil for the surface's own (see ``SurfaceManifest``).
    /// - Throws: ``HandbookError`` when there is no surface folder.
    public init(
        surfaceDirectory: URL? = nil, cache: CacheDirectory, toolchain: Toolchain,
        runner: any ProcessRunner = SystemProcessRunner(), flags: [String]? = nil
    ) throws {
        guard let directory = surfaceDirectory ?? Self.bundledSurfaceDirectory() else {
            throw HandbookError("the SwiftUI API surface is missing from Handbook's resources")
        }
        self.surfaceDirectory = directory
        self.cache = cache
        self.toolchain = toolchain
        self.runner = runner
        self.flags = flags ?? SurfaceManifest(directory: directory).flags
    }

    /// The surface shipped with Handbook (the `Surface` resource folder).
    public static func bundledSurfaceDirectory() -> URL? {
        Bundle.module.url(forResource: "Surface", withExtension: nil)
    }

    /// Builds the surface modules unless a build for this surface and toolchain exists.
    ///
    /// - Returns: Where the modules are, the surface's hash and its name index.
    /// - Throws: ``HandbookError`` when a module does not compile.
    public func prepare() throws -> PreparedSurface {
        let modules = try SurfaceManifest(directory: surfaceDirectory).modules()
        var hash = ContentHash()
        hash.update("flags:" + flags.joined(separator: " "))
        for module in modules {
            hash.update("module:" + module.name)
            for file in module.files {
                hash.update(file.lastPathComponent)
                hash.update(bytes: FileManager.default.contents(atPath: file.path) ?? Data())
            }
        }
        let surfaceHash = hash.finalize()
        let key = ContentHash.of(surfaceHash, toolchain.version).prefix(20)
        let finalDirectory = cache.url.appendingPathComponent("surface-\(key)")
        let indexFile = finalDirectory.appendingPathComponent("index.json")
        if let data = FileManager.default.contents(atPath: indexFile.path),
           let index = try? JSONDecoder().decode(SurfaceIndex.self, from: data)
        {
            return PreparedSurface(moduleDirectory: finalDirectory, hash: surfaceHash, index: index, wasBuilt: false, warnings: [])
        }

        let manager = FileManager.default
        let scratch = cache.url.appendingPathComponent("surface-\(key).building-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: scratch) }
        var warnings: [Diagnostic] = []
        var sources: [(module: String, texts: [String])] = []
        for (module, output) in try buildInLevels(modules, into: scratch) {
            let diagnostics = CompilerOutputParser.parse(output.standardError + output.standardOutput)
            let relative = { (path: String?) in path.map { PathUtilities.relative($0, to: surfaceDirectory.deletingLastPathComponent().path) } }
            if output.timedOut || output.exitCode != 0 {
                let allErrors = diagnostics.filter { $0.severity == .error }
                let located = allErrors.filter { $0.path != nil }
                let errors = (located.isEmpty ? allErrors : located).prefix(5).map { error in
                    error.path == nil ? error.message : "\(relative(error.path) ?? ""):\(error.line):\(error.column): \(error.message)"
                }
                let detail = errors.isEmpty ? output.standardError.trimmingCharacters(in: .whitespacesAndNewlines) : errors.joined(separator: "; ")
                throw HandbookError("the API surface module '\(module.name)' does not compile: \(detail)", path: surfaceDirectory.path)
            }
            for diagnostic in diagnostics where diagnostic.severity == .warning {
                let location = relative(diagnostic.path).map { SourceLocation(file: $0, line: diagnostic.line, column: diagnostic.column) }
                warnings.append(Diagnostic(.warning, diagnostic.message, at: location, source: "surface"))
            }
            sources.append((module.name, module.files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }))
        }
        let index = SurfaceIndex(sources: sources)
        try JSONEncoder().encode(index).write(to: scratch.appendingPathComponent("index.json"))
        do {
            try manager.moveItem(at: scratch, to: finalDirectory)
        } catch {
            // Another process finished the same build first: use its copy.
            guard manager.fileExists(atPath: indexFile.path) else { throw error }
        }
        return PreparedSurface(moduleDirectory: finalDirectory, hash: surfaceHash, index: index, wasBuilt: true, warnings: warnings)
    }

    /// Compiles `modules` (dependencies first) into `directory` and returns the outputs of
    /// those compiled, in the same order (after a failure, the later levels are not built). Modules whose imports are all built form a level and
    /// compile two at a time: the companions of SwiftUI (Charts, MapKit, SwiftData, ...)
    /// all wait only for SwiftUI, so on two cores they take half the wall-clock time.
    private func buildInLevels(_ modules: [SurfaceManifest.Module], into directory: URL) throws -> [(SurfaceManifest.Module, ProcessOutput)] {
        var levelOf: [String: Int] = [:]
        var levels: [[Int]] = []
        for (index, module) in modules.enumerated() {
            let level = (module.dependencies.compactMap { levelOf[$0] }.max() ?? -1) + 1
            levelOf[module.name] = level
            if levels.count <= level { levels.append([]) }
            levels[level].append(index)
        }
        let runner = self.runner, swiftc = toolchain.swiftc, flags = self.flags
        let outputs = Mutex<[Int: Result<ProcessOutput, any Error>]>([:])
        for level in levels {
            let next = Mutex(0)
            let workers = min(level.count, max(1, min(ProcessInfo.processInfo.activeProcessorCount, 2)))
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let position = next.withLock { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard position < level.count else { return }
                    let index = level[position]
                    let module = modules[index]
                    let invocation = SwiftcInvocation(
                        executable: swiftc,
                        arguments: [
                            "-emit-module", "-parse-as-library", "-module-name", module.name,
                            "-emit-module-path", directory.appendingPathComponent("\(module.name).swiftmodule").path,
                            "-I", directory.path, "-diagnostic-style", "llvm", "-no-color-diagnostics",
                        ] + flags + module.files.map(\.path)
                    )
                    let result = Result { try runner.run(invocation, timeout: .seconds(300)) }
                    outputs.withLock { $0[index] = result }
                }
            }
            // A module that does not compile stops the build before its dependents.
            let failed = level.contains { index in
                outputs.withLock { results in
                    guard case let .success(output)? = results[index] else { return true }
                    return output.timedOut || output.exitCode != 0
                }
            }
            if failed { break }
        }
        return try modules.indices.compactMap { index in
            try outputs.withLock { $0[index] }.map { (modules[index], try $0.get()) }
        }
    }
}

/// A surface ready to typecheck against.
public struct PreparedSurface: Hashable, Sendable {
    /// The folder holding the `.swiftmodule` files: the `-I` of a typecheck.
    public var moduleDirectory: URL
    /// The hash of the surface's files and flags (part of result cache keys).
    public var hash: String
    public var index: SurfaceIndex
    /// True when this call compiled the modules; false when they came from the cache.
    public var wasBuilt: Bool
    /// Warnings from compiling the surface (it should have none).
    public var warnings: [Diagnostic]

    public init(moduleDirectory: URL, hash: String, index: SurfaceIndex, wasBuilt: Bool, warnings: [Diagnostic]) {
        self.moduleDirectory = moduleDirectory
        self.hash = hash
        self.index = index
        self.wasBuilt = wasBuilt
        self.warnings = warnings
    }
}

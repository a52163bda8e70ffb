import Foundation
import SiteCore
import Synchronization

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
package struct SurfaceCache: Sendable {
    /// The surface folder (one subfolder per module).
    package var surfaceDirectory: URL
    package var cache: CacheDirectory
    package var toolchain: Toolchain
    package var runner: any ProcessRunner
    /// Extra flags for every module build (from the surface's README, or a test).
    package var flags: [String]
    /// Time limit of compiling one module.
    package var timeout: Duration

    /// The compiler did not finish compiling a module within ``timeout``: it hangs, or the
    /// machine is far too busy. Not the surface's fault, so no verdict can be had.
    package struct CompilerTimedOut: Error, Sendable {
        package var module: String
        package var timeout: Duration
        package var message: String {
            "the compiler did not finish compiling the API surface module '\(module)' within \(timeout.components.seconds) s"
        }
    }

    /// - Parameters:
    ///   - surfaceDirectory: The surface to build; nil for the one shipped with Handbook.
    ///   - cache: Where compiled modules are kept.
    ///   - toolchain: The compiler and its version.
    ///   - runner: Runs the compiler.
    ///   - flags: Extra `-emit-module` flags; nil for the surface's own (see ``SurfaceManifest``).
    ///   - timeout: Time limit of compiling one module.
    /// - Throws: ``HandbookError`` when there is no surface folder.
    package init(
        surfaceDirectory: URL? = nil, cache: CacheDirectory, toolchain: Toolchain,
        runner: any ProcessRunner = SystemProcessRunner(), flags: [String]? = nil, timeout: Duration = .seconds(300)
    ) throws {
        self.timeout = timeout
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
    package static func bundledSurfaceDirectory() -> URL? {
        Bundle.module.url(forResource: "Surface", withExtension: nil)
    }

    /// What the compiler says when it cannot load a compiled module.
    static let moduleLoadFailures = [
        "malformed compiled module", "compiled module was created by", "could not build module",
        "failed to load module", "module file's minimum deployment target", "unable to load standard library",
    ]

    /// Builds the surface modules unless an intact build for this surface and toolchain
    /// exists.
    ///
    /// A build is intact when its index decodes and every compiled module file has the size
    /// and modification time recorded when it was built (`modules.json`); a damaged one (a
    /// module deleted or truncated, a garbage index) is rebuilt and replaced, once.
    ///
    /// - Parameter discarding: A prepared surface the compiler could not load: it is
    ///   rebuilt even if it looks intact.
    /// - Returns: Where the modules are, the surface's hash and its name index.
    /// - Throws: ``HandbookError`` when a module does not compile; ``CompilerTimedOut`` when
    ///   the compiler does not finish one.
    package func prepare(discarding broken: PreparedSurface? = nil) throws -> PreparedSurface {
        let modules = try SurfaceManifest(directory: surfaceDirectory).modules()
        var hash = ContentHash()
        hash.update("flags:" + flags.joined(separator: " "))
        hash.update("availability-domains:1")
        hash.update("index-format:\(SurfaceIndex.formatVersion)")
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
        let isDiscarded = broken?.moduleDirectory.standardizedFileURL == finalDirectory.standardizedFileURL
        if !isDiscarded, let index = Self.intactIndex(of: finalDirectory, modules: modules.map(\.name)) {
            return PreparedSurface(moduleDirectory: finalDirectory, hash: surfaceHash, index: index, wasBuilt: false, warnings: [])
        }

        let manager = FileManager.default
        let scratch = cache.url.appendingPathComponent("surface-\(key).building-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: scratch) }
        // The modules are compiled from copies with availability domains added (same
        // lines); diagnostics name the surface's own files.
        let copies = cache.url.appendingPathComponent("surface-\(key).sources-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: copies) }
        let (annotated, versions) = try Self.annotatedCopies(of: modules, into: copies)
        let domains = try AvailabilityDomains.prepareBuild(versions: versions, in: scratch)
        var warnings: [Diagnostic] = []
        var sources: [(module: String, texts: [String])] = []
        for (module, output) in try buildInLevels(annotated, into: scratch, domains: domains) {
            let diagnostics = CompilerOutputParser.parse(output.standardError + output.standardOutput)
            let relative = { (path: String?) in
                path.map { path in
                    let original = path.hasPrefix(copies.path + "/") ? surfaceDirectory.path + path.dropFirst(copies.path.count) : path
                    return PathUtilities.relative(original, to: surfaceDirectory.deletingLastPathComponent().path)
                }
            }
            if output.timedOut { throw CompilerTimedOut(module: module.name, timeout: timeout) }
            if output.exitCode != 0 {
                let allErrors = diagnostics.filter { $0.severity == .error }
                let located = allErrors.filter { $0.path != nil }
                let errors = (located.isEmpty ? allErrors : located).prefix(5).map { error in
                    error.path == nil ? error.message : "\(relative(error.path) ?? ""):\(error.line):\(error.column): \(error.message)"
                }
                let detail =
                    errors.isEmpty ? output.standardError.trimmingCharacters(in: .whitespacesAndNewlines) : errors.joined(separator: "; ")
                throw HandbookError("the API surface module '\(module.name)' does not compile: \(detail)", path: surfaceDirectory.path)
            }
            for diagnostic in diagnostics where diagnostic.severity == .warning {
                let location = relative(diagnostic.path).map { SourceLocation(file: $0, line: diagnostic.line, column: diagnostic.column) }
                warnings.append(Diagnostic(.warning, diagnostic.message, at: location, source: "surface"))
            }
            let original = modules.first { $0.name == module.name } ?? module
            sources.append((module.name, original.files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }))
        }
        let index = SurfaceIndex(sources: sources)
        try JSONEncoder().encode(index).write(to: scratch.appendingPathComponent("index.json"))
        try JSONEncoder().encode(Self.stamps(of: scratch, modules: modules.map(\.name)))
            .write(to: scratch.appendingPathComponent(Self.stampsFile))
        do {
            try manager.moveItem(at: scratch, to: finalDirectory)
        } catch {
            if manager.fileExists(atPath: finalDirectory.path),
                isDiscarded || Self.intactIndex(of: finalDirectory, modules: modules.map(\.name)) == nil
            {
                // A damaged build is in the way: move it aside, put this one in its place.
                let aside = cache.url.appendingPathComponent("surface-\(key).damaged-\(UUID().uuidString)")
                try manager.moveItem(at: finalDirectory, to: aside)
                defer { try? manager.removeItem(at: aside) }
                try manager.moveItem(at: scratch, to: finalDirectory)
            } else if !manager.fileExists(atPath: finalDirectory.path) {
                throw error
            }
            // Otherwise another process finished the same build first: use its copy.
        }
        return PreparedSurface(moduleDirectory: finalDirectory, hash: surfaceHash, index: index, wasBuilt: true, warnings: warnings)
    }

    static let stampsFile = "modules.json"

    /// Examples see only the surface's declarations, never its bodies (`fatalError()` stubs),
    /// so the engine's build does not typecheck them: a third less CPU for SwiftUI. The
    /// surface tests compile every body, warning-free, on their own build.
    static let declarationsOnlyFlags = ["-Xfrontend", "-experimental-skip-all-function-bodies"]

    /// Copies of the modules' files under `folder` with availability domains added (see
    /// ``AvailabilityDomains``), each module with the file that re-exports the domains.
    private static func annotatedCopies(
        of modules: [SurfaceManifest.Module], into folder: URL
    ) throws -> (modules: [SurfaceManifest.Module], versions: Set<AvailabilityDomains.Version>) {
        var versions: Set<AvailabilityDomains.Version> = []
        var copies: [SurfaceManifest.Module] = []
        for module in modules {
            let moduleFolder = folder.appendingPathComponent(module.name)
            try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
            var copy = module
            copy.files = []
            for file in module.files {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                let annotated = AvailabilityDomains.annotateSurface(text)
                versions.formUnion(annotated.versions)
                let target = moduleFolder.appendingPathComponent(file.lastPathComponent)
                try PathUtilities.writeFile(Data(annotated.text.utf8), toPath: target.path)
                copy.files.append(target)
            }
            let export = moduleFolder.appendingPathComponent(AvailabilityDomains.exportFile.name)
            try PathUtilities.writeFile(Data(AvailabilityDomains.exportFile.text.utf8), toPath: export.path)
            copy.files.append(export)
            copies.append(copy)
        }
        return (copies, versions)
    }

    /// Size and modification time of each compiled module file.
    private static func stamps(of directory: URL, modules: [String]) -> [String: [Double]] {
        var stamps: [String: [Double]] = [:]
        for module in modules {
            let path = directory.appendingPathComponent("\(module).swiftmodule").path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? -1
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamps[module] = [size, date]
        }
        return stamps
    }

    /// The index of a finished build whose modules are all there as they were written;
    /// nil for a damaged or missing build.
    static func intactIndex(of directory: URL, modules: [String]) -> SurfaceIndex? {
        guard let stampData = FileManager.default.contents(atPath: directory.appendingPathComponent(stampsFile).path),
            let recorded = try? JSONDecoder().decode([String: [Double]].self, from: stampData),
            let indexData = FileManager.default.contents(atPath: directory.appendingPathComponent("index.json").path),
            let index = try? JSONDecoder().decode(SurfaceIndex.self, from: indexData)
        else { return nil }
        let now = stamps(of: directory, modules: modules)
        return now.count == modules.count && now == recorded ? index : nil
    }

    /// Compiles `modules` (dependencies first) into `directory` and returns the outputs of
    /// those compiled, in the same order (after a failure, the later levels are not built). Modules whose imports are all built form a level and
    /// compile two at a time: the companions of SwiftUI (Charts, MapKit, SwiftData, ...)
    /// all wait only for SwiftUI, so on two cores they take half the wall-clock time.
    private func buildInLevels(
        _ modules: [SurfaceManifest.Module], into directory: URL, domains: URL
    ) throws -> [(SurfaceManifest.Module, ProcessOutput)] {
        var levelOf: [String: Int] = [:]
        var levels: [[Int]] = []
        for (index, module) in modules.enumerated() {
            let level = (module.dependencies.compactMap { levelOf[$0] }.max() ?? -1) + 1
            levelOf[module.name] = level
            if levels.count <= level { levels.append([]) }
            levels[level].append(index)
        }
        let runner = self.runner, swiftc = toolchain.swiftc, flags = self.flags, timeout = self.timeout
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
                            "-I", directory.path, "-I", domains.path, "-diagnostic-style", "llvm", "-no-color-diagnostics",
                        ] + Self.declarationsOnlyFlags + AvailabilityDomains.featureFlags + flags + module.files.map(\.path)
                    )
                    let result = Result { try runner.run(invocation, timeout: timeout) }
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
package struct PreparedSurface: Hashable, Sendable {
    /// No surface (an Apple SDK target): no names known.
    static let empty = PreparedSurface(
        moduleDirectory: URL(fileURLWithPath: "/"), hash: "", index: SurfaceIndex(), wasBuilt: false, warnings: [])

    /// The folder holding the `.swiftmodule` files: the `-I` of a typecheck.
    package var moduleDirectory: URL
    /// The hash of the surface's files and flags (part of result cache keys).
    package var hash: String
    package var index: SurfaceIndex
    /// True when this call compiled the modules; false when they came from the cache.
    package var wasBuilt: Bool
    /// Warnings from compiling the surface (it should have none).
    package var warnings: [Diagnostic]

    package init(moduleDirectory: URL, hash: String, index: SurfaceIndex, wasBuilt: Bool, warnings: [Diagnostic]) {
        self.moduleDirectory = moduleDirectory
        self.hash = hash
        self.index = index
        self.wasBuilt = wasBuilt
        self.warnings = warnings
    }
}

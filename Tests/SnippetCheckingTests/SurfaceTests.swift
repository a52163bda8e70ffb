import Foundation
import Testing

/// Checks the API surface in `Sources/SnippetChecking/Resources/Surface` directly with
/// `swiftc`: it builds warning-free in the order its README gives, realistic SwiftUI
/// examples typecheck against it without warnings, and broken examples fail the way they
/// fail against Apple's SDK (misspelled modifier, wrong label, deprecated API).
///
/// The surface is built once per test process; every group of examples is one
/// `swiftc -typecheck` run over several files.
@Suite("API surface")
struct SurfaceTests {
    @Test func readmeListsEveryModuleInBuildOrder() throws {
        let order = try SurfaceBuild.moduleOrderFromReadme()
        #expect(
            order == [
                "Combine", "UIFoundation", "ImageIO", "UIKit", "AppKit", "CoreLocation", "UniformTypeIdentifiers", "Accessibility",
                "UserNotifications", "SwiftUI", "Charts", "MapKit", "SwiftData", "TipKit", "PhotosUI", "AVFoundation", "AVKit", "WebKit",
            ])
        let folders = try FileManager.default.contentsOfDirectory(atPath: SurfaceBuild.surfaceDirectory.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") && !$0.hasSuffix(".py") }
        #expect(Set(folders) == Set(order))
    }

    @Test func surfaceBuildsWithoutWarnings() throws {
        let build = try SurfaceBuild.shared.get()
        for module in build.modules {
            let path = build.directory.appendingPathComponent("\(module).swiftmodule").path
            #expect(FileManager.default.fileExists(atPath: path), "missing \(module).swiftmodule")
        }
    }

    @Test(arguments: ["5", "6"])
    func realisticExamplesTypecheckCleanly(swiftVersion: String) throws {
        let result = try SurfaceBuild.typecheck(SurfaceExamples.good, swiftVersion: swiftVersion)
        #expect(!result.timedOut)
        #expect(result.errors.isEmpty, "errors:\n\(result.errors.joined(separator: "\n"))")
        #expect(result.warnings.isEmpty, "warnings:\n\(result.warnings.joined(separator: "\n"))")
        #expect(result.exitCode == 0)
    }

    @Test func brokenExamplesFailLikeOnAMac() throws {
        let result = try SurfaceBuild.typecheck(SurfaceExamples.broken, swiftVersion: "6")
        #expect(result.exitCode != 0)

        let misspelled = result.diagnostics(in: "misspelled_modifier.swift")
        #expect(misspelled.contains { $0.severity == "error" && $0.line == 6 && $0.message.contains("paddding") })

        let label = result.diagnostics(in: "wrong_label.swift")
        #expect(label.contains { $0.severity == "error" && $0.line == 5 && $0.message.contains("wdth") })
        #expect(label.contains { $0.severity == "error" && $0.line == 11 })

        let type = result.diagnostics(in: "wrong_type.swift")
        #expect(type.contains { $0.severity == "error" && $0.line == 6 })

        let wrapper = result.diagnostics(in: "published_in_struct.swift")
        #expect(wrapper.contains { $0.severity == "error" && $0.message.contains("@Published is only available on properties of classes") })
    }

    @Test func deprecatedAPIWarnsOnEveryUse() throws {
        let result = try SurfaceBuild.typecheck(SurfaceExamples.deprecated, swiftVersion: "6")
        let diagnostics = result.diagnostics(in: "deprecated.swift")
        #expect(diagnostics.allSatisfy { $0.severity != "error" }, "\(diagnostics)")
        let warnedLines = Set(diagnostics.filter { $0.severity == "warning" && $0.message.contains("deprecated") }.map(\.line))
        let expectedLines = Set(SurfaceExamples.deprecatedLines)
        #expect(
            warnedLines == expectedLines,
            "missing: \(expectedLines.subtracting(warnedLines).sorted()), extra: \(warnedLines.subtracting(expectedLines).sorted())")
        #expect(diagnostics.contains { $0.message.contains("renamed to 'foregroundStyle(_:)'") })
    }
}

// MARK: - Building and running swiftc

/// The surface compiled into a temporary directory, shared by the tests of one process.
struct SurfaceBuild: Sendable {
    let directory: URL
    let modules: [String]

    static let surfaceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/SnippetChecking/Resources/Surface")

    static let shared: Result<SurfaceBuild, any Error> = Result { try build() }

    /// The module names of the README's numbered build-order list.
    static func moduleOrderFromReadme() throws -> [String] {
        let readme = try String(contentsOf: surfaceDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: "`")
            guard parts.count >= 2, let first = parts.first,
                first.hasSuffix(". "), first.dropLast(2).allSatisfy(\.isNumber)
            else { return nil }
            return String(parts[1])
        }
    }

    private static func build() throws -> SurfaceBuild {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("surface-tests-\(UUID().uuidString)")
        let order: [String]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            order = try moduleOrderFromReadme()
        } catch {
            throw SurfaceTestError("cannot prepare the surface build: \(error)")
        }
        for module in order {
            let folder = surfaceDirectory.appendingPathComponent(module)
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0).path }
            let run = try Swiftc.run(
                [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                    "-warnings-as-errors", "-diagnostic-style", "llvm", "-I", directory.path,
                    "-o", directory.appendingPathComponent("\(module).swiftmodule").path,
                ] + files, timeout: 600)
            guard run.exitCode == 0, !run.timedOut else {
                throw SurfaceTestError("module \(module) does not build warning-free:\n\(run.output.prefix(4000))")
            }
        }
        return SurfaceBuild(directory: directory, modules: order)
    }

    /// Writes `files` (name → source) to a fresh folder and typechecks them in one run.
    static func typecheck(_ files: [(name: String, source: String)], swiftVersion: String) throws -> Swiftc.Result {
        let build = try shared.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("surface-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try Swiftc.run(
            [
                "-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-continue-building-after-errors",
                "-diagnostic-style", "llvm", "-I", build.directory.path,
            ] + paths, timeout: 300)
    }
}

struct SurfaceTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs `swiftc` through Foundation's `Process`, killing it after a time limit.
enum Swiftc {
    struct Diagnostic: CustomStringConvertible {
        let file: String
        let line: Int
        let severity: String
        let message: String
        var description: String { "\(file):\(line): \(severity): \(message)" }
    }

    struct Result {
        let exitCode: Int32
        let output: String
        let timedOut: Bool

        /// `file:line:col: severity: message` lines of `-diagnostic-style llvm` output.
        var diagnostics: [Diagnostic] {
            output.split(separator: "\n").compactMap { line in
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil else { return nil }
                let severity = parts[3].trimmingCharacters(in: .whitespaces)
                guard ["error", "warning", "note"].contains(severity) else { return nil }
                let file = URL(fileURLWithPath: String(parts[0])).lastPathComponent
                return Diagnostic(file: file, line: number, severity: severity, message: parts[4].trimmingCharacters(in: .whitespaces))
            }
        }

        var errors: [String] { diagnostics.filter { $0.severity == "error" }.map(\.description) }
        var warnings: [String] { diagnostics.filter { $0.severity == "warning" }.map(\.description) }

        func diagnostics(in file: String) -> [Diagnostic] {
            diagnostics.filter { $0.file == file }
        }
    }

    static func run(_ arguments: [String], timeout: TimeInterval) throws -> Result {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: outputFile)
        else { throw SurfaceTestError("cannot create \(outputFile.path)") }
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: outputFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.standardOutput = handle
        process.standardError = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw SurfaceTestError("cannot start swiftc: \(error)")
        }
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            finished.wait()
        }
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return Result(exitCode: process.terminationStatus, output: output, timedOut: timedOut)
    }
}

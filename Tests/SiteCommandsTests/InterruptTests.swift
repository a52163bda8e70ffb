import Foundation
import TestSupport
import Testing

/// Ctrl-C, SIGTERM, SIGKILL and two builds at once, through the executable. The compiler is
/// a stand-in on `PATH` that starts a grandchild and hangs until killed, so each test knows
/// exactly when the build is busy and which processes it started.
@Suite(.serialized) struct InterruptTests {
    /// A site with a previous output, a hanging `swiftc` and its own temporary folder.
    struct Site {
        let dir: TemporaryDirectory
        var environment: [String: String]
        var pidsFile: String { dir.path + "/compiler-pids" }
        var temporary: String { dir.path + "/tmp" }

        init() throws {
            dir = try TemporaryDirectory()
            try dir.write("# Home\n\n```swift\nlet a = 1\n```\n", to: "Content/index.md")
            try dir.copy(folder: BuildCommandTests.minimalTheme, to: "Themes/default")
            try dir.write(
                """
                #!/bin/sh
                # Stands in for swiftc: a child in the same process group, then hangs.
                sleep 300 &
                echo $! >> "\(dir.path)/compiler-pids"
                echo $$ >> "\(dir.path)/compiler-pids"
                wait
                """, to: "bin/swiftc")
            chmod(dir.path + "/bin/swiftc", 0o755)
            try FileManager.default.createDirectory(atPath: dir.path + "/tmp", withIntermediateDirectories: true)
            environment = [
                "PATH": dir.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "TMPDIR": dir.path + "/tmp",
                "HANDBOOK_CACHE_DIR": dir.path + "/cache",
            ]
        }

        /// Builds once without the check, so there is an output to keep.
        func buildPrevious() throws -> [String: Data] {
            let result = try runHandbook(["build", "--no-check"], in: dir.path, environment: environment)
            #expect(result.exitCode == 0, "\(result.standardError)")
            return snapshotTree(dir.path + "/Output")
        }

        /// Starts `handbook <arguments>` (a build with the check by default) and waits until
        /// the stand-in compiler runs.
        func startHanging(_ arguments: [String] = ["build"]) throws -> RunningProgram {
            let program = try startHandbook(arguments, in: dir.path, environment: environment)
            let deadline = Date().addingTimeInterval(60)
            while compilerPIDs.count < 2, program.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(compilerPIDs.count >= 2, "the stand-in compiler never ran: \(program.standardError)")
            return program
        }

        var compilerPIDs: [Int32] {
            (dir.read("compiler-pids") ?? "").split(separator: "\n").compactMap { Int32($0) }
        }

        func besideOutput(containing text: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.contains(text) }
        }

        func scratchFolders() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).filter { $0.hasPrefix("handbook-run-") }
        }
    }

    static func isAlive(_ pid: Int32) -> Bool {
        // A zombie awaiting its parent counts as gone.
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !stat.contains(") Z ")
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anInterruptedBuildLeavesTheOutputAndNothingElse(_ signal: Int32, _ expectedStatus: Int32) throws {
        let site = try Site()
        defer { site.dir.remove() }
        let before = try site.buildPrevious()
        let build = try site.startHanging()
        #expect(site.besideOutput(containing: "handbook-staging").count == 1)
        #expect(site.scratchFolders().count == 1)

        build.send(signal)
        let result = build.wait(timeout: 30)
        #expect(result.exitCode == expectedStatus, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Interrupted; Output was left as it was.\n"), "\(result.standardError)")
        #expect(snapshotTree(site.dir.path + "/Output") == before)
        #expect(site.besideOutput(containing: ".handbook-").isEmpty)  // no staging folder, no lock file
        #expect(site.scratchFolders().isEmpty)
        Thread.sleep(forTimeInterval: 0.2)
        for pid in site.compilerPIDs { #expect(!Self.isAlive(pid), "compiler process \(pid) outlived the build") }
    }

    @Test func anInterruptedCheckStopsItsCompilersAndRemovesItsFolders() throws {
        let site = try Site()
        defer { site.dir.remove() }
        let check = try site.startHanging(["check"])
        #expect(site.scratchFolders().count == 1)
        check.send(SIGINT)
        let result = check.wait(timeout: 30)
        #expect(result.exitCode == 130)
        #expect(result.standardError.hasSuffix("Interrupted.\n"), "\(result.standardError)")
        #expect(site.scratchFolders().isEmpty)
        Thread.sleep(forTimeInterval: 0.2)
        for pid in site.compilerPIDs { #expect(!Self.isAlive(pid), "compiler process \(pid) outlived the check") }
    }

    @Test func ctrlCDuringServesCheckStopsItsCompilersToo() throws {
        let site = try Site()
        defer { site.dir.remove() }
        let serve = try site.startHanging(["serve", "--port", "0"])
        #expect(site.scratchFolders().count == 1)
        serve.send(SIGINT)
        let result = serve.wait(timeout: 30)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Stopped.\n"), "\(result.standardError)")
        #expect(site.scratchFolders().isEmpty)
        Thread.sleep(forTimeInterval: 0.2)
        for pid in site.compilerPIDs { #expect(!Self.isAlive(pid), "compiler process \(pid) outlived serve") }
    }

    @Test func theNextBuildRemovesWhatAKilledBuildLeft() throws {
        let site = try Site()
        defer { site.dir.remove() }
        let before = try site.buildPrevious()
        let build = try site.startHanging()
        let staging = site.besideOutput(containing: "handbook-staging")
        let scratch = site.scratchFolders()
        build.send(SIGKILL)
        // No handler sees a SIGKILL: the guardian each compiler runs under kills its group
        // when the build dies (and until the compilers end, Process would think the build
        // runs: they inherited its descriptors).
        #expect(build.wait(timeout: 30).exitCode == 137)
        let deadline = Date().addingTimeInterval(10)
        while site.compilerPIDs.contains(where: Self.isAlive), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        for pid in site.compilerPIDs { #expect(!Self.isAlive(pid), "compiler process \(pid) outlived the killed build") }
        #expect(site.besideOutput(containing: "handbook-staging") == staging)
        #expect(snapshotTree(site.dir.path + "/Output") == before)

        // A live build's staging folder (this test process's id) is not touched.
        let live = ".Output.handbook-staging-\(getpid())-1"
        try site.dir.write("in use", to: live + "/index.html")
        let next = try runHandbook(["build", "--no-check"], in: site.dir.path, environment: site.environment)
        #expect(next.exitCode == 0, "\(next.standardError)")
        #expect(site.besideOutput(containing: "handbook-staging") == [live])
        #expect(site.scratchFolders() == scratch)  // no compiler ran: the next check removes them

        try FileManager.default.removeItem(atPath: site.dir.path + "/bin/swiftc")
        try site.dir.write("#!/bin/sh\necho 'no compiler here' >&2\nexit 1\n", to: "bin/swiftc")
        chmod(site.dir.path + "/bin/swiftc", 0o755)
        _ = try runHandbook(["check"], in: site.dir.path, environment: site.environment)
        #expect(site.scratchFolders().isEmpty)
    }

    @Test func aSecondBuildOfTheSameOutputWaitsThenRefuses() throws {
        let site = try Site()
        defer { site.dir.remove() }
        let before = try site.buildPrevious()
        let first = try site.startHanging()
        defer { if first.isRunning { first.send(SIGKILL) } }

        let (second, seconds) = try measure { try runHandbook(["build", "--no-check"], in: site.dir.path, environment: site.environment) }
        #expect(second.exitCode == 1)
        #expect(
            second.standardError.hasPrefix(
                "Output: error: another handbook build (process \(first.processIdentifier)) is writing this output folder; try again when it has finished\n"
            ),
            "\(second.standardError)")
        #expect(seconds >= 9 && seconds < 30, "\(seconds) s")
        #expect(snapshotTree(site.dir.path + "/Output") == before)

        first.send(SIGINT)
        #expect(first.wait(timeout: 30).exitCode == 130)
        let third = try runHandbook(["build", "--no-check"], in: site.dir.path, environment: site.environment)
        #expect(third.exitCode == 0, "\(third.standardError)")
        #expect(site.besideOutput(containing: ".handbook-").isEmpty)
    }
}

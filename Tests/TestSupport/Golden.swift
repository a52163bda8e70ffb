import Foundation
import Testing

/// Compares `actual` with a golden file, or records it: the one golden helper of the tests.
///
/// Golden files live in a folder beside the calling test file (`Golden/` unless `folder`
/// names another). With the environment variable `RECORD_GOLDEN=1` the file is rewritten
/// and the test fails on purpose, so a recording run never passes silently. Review golden
/// diffs like code.
public func assertGolden(
    _ actual: String, named name: String, folder: String = "Golden", filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder)
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded golden file \(name); unset RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record golden file \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden file \(url.path); run with RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let diff = firstDifference(expected, actual)
        Issue.record(
            "output differs from golden file \(name) at line \(diff.line):\n- expected: \(diff.expected)\n+ actual:   \(diff.actual)\n(RECORD_GOLDEN=1 re-records)",
            sourceLocation: sourceLocation)
    }
}

func firstDifference(_ a: String, _ b: String) -> (line: Int, expected: String, actual: String) {
    let la = a.components(separatedBy: "\n"), lb = b.components(separatedBy: "\n")
    for i in 0..<max(la.count, lb.count) {
        let x = i < la.count ? la[i] : "<end of file>"
        let y = i < lb.count ? lb[i] : "<end of file>"
        if x != y { return (i + 1, x, y) }
    }
    return (0, "", "")
}

import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String = "handbook-test") throws {
        let path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
    }

    /// Writes `contents` at `relativePath`, making folders as needed.
    public func write(_ contents: String, to relativePath: String) throws {
        try write(Data(contents.utf8), to: relativePath)
    }

    public func write(_ data: Data, to relativePath: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    public func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relativePath).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Copies a folder into this one.
    public func copy(folder source: String, to relativePath: String) throws {
        let destination = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The package's root folder, found from a test file's path.
public func packageRoot(filePath: String = #filePath) -> String {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        url.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
}

/// Every file below `root` with its bytes, for byte-for-byte comparisons of output folders.
public func snapshotTree(_ root: String) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return result }
    while let relative = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let full = root + "/" + relative
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
            result[relative] = FileManager.default.contents(atPath: full)
        }
    }
    return result
}

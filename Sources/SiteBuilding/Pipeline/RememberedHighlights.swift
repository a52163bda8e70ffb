import Foundation
import SiteCore
import SiteRendering

/// Highlighted code kept between builds in the cache folder: the rule pages' examples, which
/// every build shows and a new process would otherwise highlight again (a good part of a
/// rebuild that renders one page).
///
/// One file per `handbook` executable (its ``SiteBuilder/toolKey``: the highlighting is a
/// function of the code and the tool), `<checksum> <JSON>` on one line; a file whose
/// checksum does not match is ignored.
struct RememberedHighlights {
    static let prefix = "highlighted-"
    /// The file, or `nil` when the build keeps nothing between runs.
    let path: String?
    let directory: String?
    let reads: Bool

    init(options: BuildOptions) {
        directory = options.manifestDirectory
        path = options.manifestDirectory.map { $0 + "/" + Self.prefix + SiteBuilder.toolKey.prefix(16) + ".json" }
        reads = options.reusesPages
    }

    /// Puts the remembered highlighting into `highlighter`'s cache.
    /// - Returns: The code it held.
    func load(into highlighter: SwiftHighlighter) -> Set<String> {
        guard reads, let path, let data = FileManager.default.contents(atPath: path), data.count > 33,
            data[data.startIndex + 32] == UInt8(ascii: " ")
        else { return [] }
        let json = data.dropFirst(33)
        guard StableHash.hex(of: Data(json)) == String(decoding: data.prefix(32), as: UTF8.self),
            let pairs = try? JSONDecoder().decode([[String]].self, from: Data(json))
        else { return [] }
        var codes: Set<String> = []
        for pair in pairs where pair.count == 2 {
            highlighter.remember(pair[1], for: pair[0])
            codes.insert(pair[0])
        }
        return codes
    }

    /// Writes the highlighting of `codes` (from `highlighter`), unless the file held exactly
    /// them (`loaded`), and removes the files of other `handbook` executables.
    func save(_ codes: [String], from highlighter: SwiftHighlighter, loaded: Set<String>) {
        guard let path, let directory, Set(codes) != loaded else { return }
        let pairs = Set(codes).sorted().map { [$0, highlighter.highlight($0)] }
        guard let json = try? JSONEncoder().encode(pairs) else { return }
        var data = Data(StableHash.hex(of: json).utf8)
        data.append(UInt8(ascii: " "))
        data.append(json)
        let name = (path as NSString).lastPathComponent
        for other in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where other.hasPrefix(Self.prefix) && other != name {
            try? FileManager.default.removeItem(atPath: directory + "/" + other)
        }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? PathUtilities.replaceFile(at: URL(fileURLWithPath: path), with: data)
    }
}

import Foundation
import SiteCore

/// What the last successful build of an output folder wrote, kept in the cache folder
/// (`.handbook-cache/site-<output>.manifest`): one ``PageRecord`` per content page.
///
/// One line per page, `<checksum> <JSON><search>`, after a header line naming the format.
/// `<search>` is the page's scored search documents, `\t<record>\t<scores>` each, outside the
/// JSON: they are most of a record's bytes, and as text they need no JSON decoding (a record
/// or score line holds no tab or newline; a page whose would is kept whole in the JSON). A
/// line whose checksum does not match the rest of it (a truncated or corrupt file), or that
/// does not decode, is dropped: its page is parsed and rendered again, never trusted. The
/// file is replaced whole (written beside it, then renamed), and only once the new output is
/// in place.
package struct SiteManifest: Sendable {
    static let header = "handbook-site-manifest 4"
    /// The manifest file.
    package let path: String

    /// - Parameters:
    ///   - directory: The cache folder.
    ///   - output: The output folder the manifest describes: each has its own manifest.
    package init(directory: String, output: String) {
        let standardized = URL(fileURLWithPath: output).standardizedFileURL.path
        var name = StableHash()
        name.update(standardized)
        path = directory + "/site-" + name.finalize().prefix(16) + ".manifest"
    }

    /// The records the file holds, by the page's content-relative path; empty when there is
    /// no file or it is of another format. Bad lines are left out.
    package func load() -> [String: PageRecord] {
        loadLines().mapValues(\.record)
    }

    /// The records with the lines they were read from, by the page's content-relative path.
    ///
    /// Works on the file's bytes: the lines are found with `memchr` and checksummed in place,
    /// and only a line whose checksum matches is copied out for the JSON decoder (a 1,000-page
    /// site's manifest is megabytes, read on every rebuild).
    func loadLines() -> [String: (record: PageRecord, line: Data)] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let header = Array((Self.header + "\n").utf8)
        guard data.starts(with: header) else { return [:] }
        let lines = data.withUnsafeBytes { Self.ranges(in: $0, from: header.count, separatedBy: UInt8(ascii: "\n")) }
        let records = lines.concurrentMap { range -> (record: PageRecord, line: Data)? in
            // 32 hex digits, a space, the JSON.
            let decoded = data.withUnsafeBytes { raw -> PageRecord? in
                let line = UnsafeRawBufferPointer(rebasing: raw[range])
                guard line.count > 33, line[32] == UInt8(ascii: " ") else { return nil }
                let body = UnsafeRawBufferPointer(rebasing: line[33...])
                guard StableHash.hex(of: body).utf8.elementsEqual(line[..<32]) else { return nil }
                return Self.decode(body)
            }
            guard let decoded else { return nil }
            // The line shares the file's bytes, which the build keeps until it has written the next.
            return (decoded, data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)])
        }
        var byPath: [String: (record: PageRecord, line: Data)] = [:]
        for case let entry? in records { byPath[entry.record.relativePath] = entry }
        return byPath
    }

    /// A line's record from what follows its checksum: the JSON, then the search documents.
    static func decode(_ body: UnsafeRawBufferPointer) -> PageRecord? {
        let fields = ranges(in: body, separatedBy: UInt8(ascii: "\t"), keepingEmpty: true)
        guard let json = fields.first,
            var record = try? JSONDecoder().decode(PageRecord.self, from: Data(UnsafeRawBufferPointer(rebasing: body[json])))
        else { return nil }
        guard fields.count > 1 else { return record }
        // The documents are outside the JSON only when it holds none of them.
        guard record.search.records.isEmpty, record.search.scores.isEmpty, fields.count % 2 == 1 else { return nil }
        for pair in stride(from: 1, to: fields.count, by: 2) {
            record.search.records.append(String(decoding: UnsafeRawBufferPointer(rebasing: body[fields[pair]]), as: UTF8.self))
            record.search.scores.append(String(decoding: UnsafeRawBufferPointer(rebasing: body[fields[pair + 1]]), as: UTF8.self))
        }
        return record
    }

    /// What a line holds after its checksum (see ``decode(_:)``).
    static func encode(_ record: PageRecord) throws -> Data {
        let search = record.search
        let isText = { (field: String) in !field.utf8.contains(UInt8(ascii: "\t")) && !field.utf8.contains(UInt8(ascii: "\n")) }
        guard !search.records.isEmpty, search.records.count == search.scores.count, search.records.allSatisfy(isText),
            search.scores.allSatisfy(isText)
        else {
            return try JSONEncoder().encode(record)
        }
        var stripped = record
        stripped.search.records = []
        stripped.search.scores = []
        var body = try JSONEncoder().encode(stripped)
        for (text, scores) in zip(search.records, search.scores) {
            body.append(UInt8(ascii: "\t"))
            body.append(contentsOf: text.utf8)
            body.append(UInt8(ascii: "\t"))
            body.append(contentsOf: scores.utf8)
        }
        return body
    }

    /// The parts of `bytes` from offset `start` between `separator` bytes (found with
    /// `memchr`), empty ones left out unless `keepingEmpty`.
    static func ranges(
        in bytes: UnsafeRawBufferPointer, from start: Int = 0, separatedBy separator: UInt8, keepingEmpty: Bool = false
    ) -> [Range<Int>] {
        guard let base = bytes.baseAddress else { return keepingEmpty ? [0..<0] : [] }
        var ranges: [Range<Int>] = []
        var position = start
        while true {
            let found = position < bytes.count ? memchr(base + position, Int32(separator), bytes.count - position) : nil
            let end = found.map { UnsafeRawPointer($0) - base } ?? bytes.count
            if keepingEmpty || end > position { ranges.append(position..<end) }
            guard found != nil else { return ranges }
            position = end + 1
        }
    }

    /// The file beside the manifest that lists the build's generated files (``GeneratedFile``):
    /// `<checksum> <JSON>` on one line.
    var generatedPath: String { String(path.dropLast(".manifest".count)) + ".generated" }

    /// The generated files the last build listed, by output path; none when the file is
    /// missing, or its checksum does not match, or it does not decode.
    func loadGenerated() -> [String: GeneratedFile] {
        guard let data = FileManager.default.contents(atPath: generatedPath), data.count > 33,
            data[data.startIndex + 32] == UInt8(ascii: " ")
        else { return [:] }
        let json = Data(data.dropFirst(33))
        guard StableHash.hex(of: json) == String(decoding: data.prefix(32), as: UTF8.self),
            let files = try? JSONDecoder().decode([String: GeneratedFile].self, from: json)
        else { return [:] }
        return files
    }

    /// Replaces the list of generated files (whole or not at all).
    func saveGenerated(_ files: [String: GeneratedFile]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(files)
        var data = Data(StableHash.hex(of: json).utf8)
        data.append(UInt8(ascii: " "))
        data.append(json)
        try FileManager.default.createDirectory(
            atPath: (generatedPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PathUtilities.replaceFile(at: URL(fileURLWithPath: generatedPath), with: data)
    }

    /// Replaces the file with `records` (whole or not at all).
    package func save(_ records: [PageRecord]) throws {
        try save(records.map { ($0, nil) })
    }

    /// Replaces the file with `records`, each written as its `line` (without the newline)
    /// when it has one: the line it was read from, for a record that did not change.
    /// Written a chunk of records at a time, so a large site's manifest (its pages' text) is
    /// never held whole in memory on top of the site.
    func save(_ records: [(record: PageRecord, line: Data?)]) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0 ... .max)).tmp"
        do {
            try PathUtilities.writeFile(Data((Self.header + "\n").utf8), toPath: temporary)
            guard let file = FileHandle(forWritingAtPath: temporary) else {
                throw HandbookError("cannot write the site manifest", path: temporary)
            }
            defer { try? file.close() }
            try file.seekToEnd()
            for start in stride(from: 0, to: records.count, by: 256) {
                let lines = try records[start..<min(start + 256, records.count)].map { $0 }.concurrentMap { record, line -> Data in
                    if var line {
                        line.append(UInt8(ascii: "\n"))
                        return line
                    }
                    let body = try Self.encode(record)
                    var line = Data(StableHash.hex(of: body).utf8)
                    line.append(UInt8(ascii: " "))
                    line.append(body)
                    line.append(UInt8(ascii: "\n"))
                    return line
                }
                try file.write(contentsOf: lines.reduce(into: Data()) { $0.append($1) })
            }
            try file.close()
            guard rename(temporary, path) == 0 else { throw HandbookError("cannot move the site manifest into place", path: path) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}

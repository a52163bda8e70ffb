import Foundation
import SiteRendering
import Testing

@Suite struct SearchIndexBuilderTests {
    static let pages = [
        SearchPage(path: "lists/identity.html", title: "Stable identity", trail: "Lists", sections: [
            SearchSection(anchor: nil, heading: "Stable identity", level: 1, text: "Every row needs an identity.", code: ""),
            SearchSection(anchor: "never-by-index", heading: "Never identify rows by index", level: 2,
                          text: "Indices are positions, not identities.", code: "ForEach(items.indices, id: \\.self) { i in Row(items[i]) }"),
        ], keywords: ["never-by-index": ["foreach-indices-identity"]]),
        SearchPage(path: "lists/styling.html", title: "Styling", sections: [
            SearchSection(anchor: nil, heading: "Styling", level: 1, text: "Backgrounds and insets.", code: ""),
            SearchSection(anchor: "backgrounds", heading: "Custom backgrounds", level: 2,
                          text: "Hide the scroll content background first.", code: "List { }.scrollContentBackground(.hidden)"),
        ]),
    ]

    /// Runs the registration scripts through a tiny parser: `HandbookSearch.fn(args);`.
    func payload(_ data: Data, function: String) throws -> String {
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.hasPrefix("HandbookSearch.\(function)("))
        #expect(text.hasSuffix(");\n"))
        return String(text.dropFirst("HandbookSearch.\(function)(".count).dropLast(3))
    }

    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func writesMetaShardsAndPageFiles() throws {
        let files = SearchIndexBuilder().build(Self.pages)
        let metaFile = try #require(files["search/index.js"])
        let meta = try #require(try json(payload(metaFile, function: "meta")) as? [String: Any])
        #expect(meta["docs"] as? Int == 4)
        #expect(meta["pages"] as? [Int] == [0, 2])
        let shardStarts = try #require(meta["shards"] as? [String])
        #expect(!shardStarts.isEmpty)
        for i in shardStarts.indices { #expect(files["search/s/\(i).js"] != nil) }
        #expect(files["search/p/0.js"] != nil && files["search/p/1.js"] != nil)

        let pageFile = try #require(files["search/p/1.js"])
        let pagePayload = try payload(pageFile, function: "page")
        #expect(pagePayload.hasPrefix("1,"))
        let page = try #require(try json(String(pagePayload.dropFirst(2))) as? [String: Any])
        #expect(page["path"] as? String == "lists/styling.html")
        let sections = try #require(page["sections"] as? [[String]])
        #expect(sections.map { $0[0] } == ["", "backgrounds"])
        #expect(sections[1][1] == "Custom backgrounds")
    }

    /// Every token's postings, decoded from all shards: token → [(doc, score)].
    func postings(_ files: [String: Data]) throws -> [String: [(Int, Int)]] {
        var result: [String: [(Int, Int)]] = [:]
        for (path, data) in files where path.hasPrefix("search/s/") {
            let text = try #require(String(data: data, encoding: .utf8))
            let open = try #require(text.firstIndex(of: "{"))
            let body = String(text[open...].dropLast(3))  // `{…}` without `);\n`
            let object = try #require(try json(body) as? [String: String])
            for (token, encoded) in object {
                let values = SearchIndexEncoding.decodeVarints(encoded)
                var doc = 0
                var list: [(Int, Int)] = []
                for k in stride(from: 0, to: values.count, by: 2) {
                    doc += Int(values[k])
                    list.append((doc, Int(values[k + 1])))
                }
                result[token] = list
            }
        }
        return result
    }

    @Test func indexesWholeIdentifiersAndTheirParts() throws {
        let index = try postings(SearchIndexBuilder().build(Self.pages))
        #expect(index["scrollcontentbackground"]?.map(\.0) == [3])
        #expect(index["scroll"]?.map(\.0) == [3])
        #expect(index["hidden"]?.map(\.0) == [3])
        #expect(index["indices"]?.map(\.0) == [1])
        #expect(index["the"] == nil)
    }

    @Test func titleOutranksHeadingOutranksBodyOutranksCode() throws {
        let pages = [SearchPage(path: "p.html", title: "Alpha", sections: [
            SearchSection(anchor: nil, heading: "Alpha", level: 1, text: "", code: ""),
            SearchSection(anchor: "a", heading: "Beta", level: 2, text: "", code: ""),
            SearchSection(anchor: "b", heading: "Other", level: 2, text: "Gamma beta words here", code: ""),
            SearchSection(anchor: "c", heading: "More", level: 2, text: "", code: "let delta = beta"),
        ])]
        let index = try postings(SearchIndexBuilder().build(pages))
        let alpha = try #require(index["alpha"]?.first { $0.0 == 0 }?.1)
        let beta = try #require(index["beta"])
        let heading = try #require(beta.first { $0.0 == 1 }?.1)
        let body = try #require(beta.first { $0.0 == 2 }?.1)
        let code = try #require(beta.first { $0.0 == 3 }?.1)
        #expect(alpha > heading)
        #expect(heading > body)
        #expect(body > code)
    }

    @Test func keywordsLiftTheSectionThatExplainsARule() throws {
        let index = try postings(SearchIndexBuilder().build(Self.pages))
        let indices = try #require(index["indices"])
        let foreach = try #require(index["foreach"])
        #expect(indices.first { $0.0 == 1 }!.1 > 20)
        #expect(foreach.contains { $0.0 == 1 })
    }

    @Test func shardsStayNearTheirTargetSize() throws {
        var builder = SearchIndexBuilder()
        builder.shardTargetBytes = 300
        let words = (0..<400).map { "word\($0)x" }.joined(separator: " ")
        let pages = [SearchPage(path: "p.html", title: "P", sections: [SearchSection(anchor: nil, heading: "P", level: 1, text: words, code: "")])]
        let files = builder.build(pages)
        let shards = files.filter { $0.key.hasPrefix("search/s/") }
        #expect(shards.count > 10)
        for (_, data) in shards { #expect(data.count < 400) }
        // Shard starts are sorted, so the browser can binary-search them.
        let metaFile = try #require(files["search/index.js"])
        let meta = try #require(try json(payload(metaFile, function: "meta")) as? [String: Any])
        let starts = try #require(meta["shards"] as? [String])
        #expect(starts == starts.sorted())
    }

    @Test func varintsRoundTrip() {
        var text = ""
        let values: [UInt32] = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 1_000_000]
        for v in values { SearchIndexEncoding.appendVarint(v, to: &text) }
        #expect(SearchIndexEncoding.decodeVarints(text) == values)
        #expect(text.utf8.allSatisfy { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
    }

    @Test func jsonStringsAreSafeInScripts() {
        #expect(SearchIndexEncoding.jsonString("a\"b\\c\n</script>") == #""a\"b\\c\n<\/script>""#)
    }
}

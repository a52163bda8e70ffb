import Foundation
import Testing

@testable import SiteRendering

@Suite struct SearchIndexBuilderTests {
    static let pages = [
        SearchPage(
            path: "lists/identity.html", title: "Stable identity", trail: "Lists",
            sections: [
                SearchSection(anchor: nil, heading: "Stable identity", level: 1, text: "Every row needs an identity.", code: ""),
                SearchSection(
                    anchor: "never-by-index", heading: "Never identify rows by index", level: 2,
                    text: "Indices are positions, not identities.", code: "ForEach(items.indices, id: \\.self) { i in Row(items[i]) }"),
            ], keywords: ["never-by-index": ["foreach-indices-identity"]]),
        SearchPage(
            path: "lists/styling.html", title: "Styling",
            sections: [
                SearchSection(anchor: nil, heading: "Styling", level: 1, text: "Backgrounds and insets.", code: ""),
                SearchSection(
                    anchor: "backgrounds", heading: "Custom backgrounds", level: 2,
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

    /// The arguments of a `HandbookSearch.fn(…);` script, as a JSON array.
    func arguments(_ data: Data?, function: String) throws -> [Any] {
        let file = try #require(data)
        let list = try json("[" + payload(file, function: function) + "]") as? [Any]
        return try #require(list)
    }

    /// A rebuild keeps each unchanged page scored (``IndexedPage``, in the build's manifest):
    /// pages scored one at a time, and read back from JSON, give the bytes of a build that
    /// scores them all; a kept page whose records and scores disagree is refused.
    @Test func pagesScoredOnceBuildTheSameIndex() throws {
        let builder = SearchIndexBuilder()
        let indexed = Self.pages.map { builder.indexed($0) }
        #expect(indexed.map(\.records.count) == [2, 2])
        #expect(indexed.allSatisfy { $0.scores.count == $0.records.count })
        let kept = try JSONDecoder().decode([IndexedPage].self, from: JSONEncoder().encode(indexed))
        #expect(kept == indexed)
        #expect(builder.build(indexed: kept) == builder.build(Self.pages))

        // "identity" once in the title and in the body of the introduction of the first page.
        var tokens: [String: UInt32] = [:]
        SearchIndexBuilder.forEachScore(in: indexed[0].scores[0]) { tokens[$0] = $1 }
        #expect(tokens["identity", default: 0] > tokens["row", default: 0])
        #expect(tokens.values.allSatisfy { $0 >= 1 })

        var cut = indexed[0]
        cut.scores.removeLast()
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexedPage.self, from: JSONEncoder().encode(cut)) }
    }

    @Test func postingsMergedByTokenBytesAreTheOnesADictionaryOfStringsGives() {
        // Enough tokens for the table to grow several times, some repeated across documents,
        // some not ASCII, and two that differ only in their last byte.
        let words = (0..<3000).map { "w\($0 % 1700)" } + ["café", "cafe", "naïve", "ForEach", "foreach"]
        let pages = stride(from: 0, to: words.count, by: 40).map { start in
            let chunk = words[start..<min(words.count, start + 40)]
            let docs = stride(from: chunk.startIndex, to: chunk.endIndex, by: 8).map { first in
                chunk[first..<min(chunk.endIndex, first + 8)].enumerated().map { "\($1) \($0 + 1)" }.joined(separator: " ")
            }
            return IndexedPage(path: "p\(start).html", title: "P", trail: "", records: (docs + [""]).map { _ in "" }, scores: docs + [""])
        }
        var expected: [String: [UInt64]] = [:]
        var doc: UInt64 = 0
        for page in pages {
            for scores in page.scores {
                SearchIndexBuilder.forEachScore(in: scores) { expected[$0, default: []].append(doc << 32 | UInt64($1)) }
                doc += 1
            }
        }
        let merged = SearchIndexBuilder.mergePostings(pages)
        #expect(merged.docCount == Int(doc))
        #expect(Set(merged.tokens).count == merged.tokens.count, "each token once")
        let postings = Dictionary(zip(merged.tokens, merged.lists), uniquingKeysWith: { first, _ in first })
        #expect(merged.tokens.count == expected.count)
        #expect(postings == expected)
        #expect(postings["café"]?.count == 1 && postings["cafe"]?.count == 1)
    }

    @Test func aSessionsTokenNumbersGiveTheSamePostingsAfterAnEdit() {
        func page(_ path: String, _ docs: [String]) -> IndexedPage {
            IndexedPage(path: path, title: "P", trail: "", records: docs.map { _ in "" }, scores: docs)
        }
        func postings(_ merged: (tokens: [String], lists: [[UInt64]], docCount: Int)) -> [String: [UInt64]] {
            Dictionary(zip(merged.tokens, merged.lists), uniquingKeysWith: { first, _ in first })
        }
        let first = [page("a.html", ["row 3 list 2", "row 1"]), page("b.html", ["grid 4 lazy 1"]), page("c.html", ["row 2"])]
        // `b` edited: `lazy` gone, `stack` new, one document more, which moves `c`'s numbers.
        let second = [first[0], page("b.html", ["grid 4", "stack 2"]), first[2]]
        let cache = SearchIndexBuilder.TokenCache()
        let once = SearchIndexBuilder.mergePostings(first, cache: cache)
        #expect(postings(once) == postings(SearchIndexBuilder.mergePostings(first)))
        let again = SearchIndexBuilder.mergePostings(second, cache: cache)
        #expect(postings(again) == postings(SearchIndexBuilder.mergePostings(second)))
        #expect(again.docCount == 5)
        #expect(!again.tokens.contains("lazy"), "a token no page holds any more is left out")
    }

    @Test func aSessionsSortedEncodedPostingsAreTheOnesABuildWithoutItMakes() {
        func page(_ path: String, _ docs: [String]) -> IndexedPage {
            IndexedPage(path: path, title: "P", trail: "", records: docs.map { _ in "" }, scores: docs)
        }
        let builds = [
            [page("a.html", ["row 3 list 2", "row 1"]), page("b.html", ["grid 4 lazy 1"]), page("c.html", ["row 2 \u{E9}clair 1"])],
            // `b` edited: `lazy` gone, `stack` and `Zebra` new (sorted between the others), one
            // document more, which moves `c`'s numbers and so re-encodes its tokens.
            [
                page("a.html", ["row 3 list 2", "row 1"]), page("b.html", ["grid 4", "stack 2 Zebra 1"]),
                page("c.html", ["row 2 \u{E9}clair 1"]),
            ],
            // Only `a`'s score of `list` changes; `lazy` comes back.
            [
                page("a.html", ["row 3 list 5", "row 1"]), page("b.html", ["grid 4 lazy 1", "stack 2 Zebra 1"]),
                page("c.html", ["row 2 \u{E9}clair 1"]),
            ],
            // As many documents per page again: `list` leaves `a`, `cell` comes to `c`, `b` is
            // unchanged.
            [
                page("a.html", ["row 3", "row 1"]), page("b.html", ["grid 4 lazy 1", "stack 2 Zebra 1"]),
                page("c.html", ["row 2 \u{E9}clair 1 cell 1"]),
            ],
        ]
        let cache = SearchIndexBuilder.TokenCache()
        for pages in builds {
            let session = SearchIndexBuilder.sortedPostings(pages, cache: cache)
            let merged = SearchIndexBuilder.mergePostings(pages)
            let alone = SearchIndexBuilder.sortedPostings(tokens: merged.tokens, lists: merged.lists)
            #expect(session.docCount == merged.docCount)
            #expect(session.postings.tokens == alone.tokens)
            #expect(session.postings.lists == alone.lists)
            #expect(session.postings.entries == alone.entries)
            #expect(session.postings.encodedLengths == alone.encodedLengths)
        }
    }

    @Test func aSessionsIndexFilesAreTheFilesABuildWithoutItWrites() {
        func page(_ path: String, _ title: String, _ docs: [String]) -> IndexedPage {
            IndexedPage(
                path: path, title: title, trail: "Lists",
                records: docs.map { "\"\",\"\",\"" + $0.prefix(6) + "\",\"\"" }, scores: docs)
        }
        let a = page("a.html", "Rows", ["row 3 list 2", "row 1"])
        let b = page("b.html", "Grids", ["grid 4 lazy 1"])
        let c = page("c.html", "Cells", ["row 2 cell 1", "cell 3"])
        let builds = [
            [a, b, c],
            // `b` gains a document (moving `c`'s numbers), then `c` is retitled only, then a
            // page is added and `b` goes back as it was.
            [a, page("b.html", "Grids", ["grid 4", "stack 2 Zebra 1"]), c],
            [a, page("b.html", "Grids", ["grid 4", "stack 2 Zebra 1"]), page("c.html", "Cells and rows", ["row 2 cell 1", "cell 3"])],
            [a, b, c, page("d.html", "Decks", ["deck 2 row 1"])],
        ]
        var session = SearchIndexBuilder()
        session.docsPerRecordFile = 2
        session.pagesPerFile = 0
        session.tokenCache = SearchIndexBuilder.TokenCache()
        var alone = session
        alone.tokenCache = nil
        for pages in builds {
            #expect(session.build(indexed: pages) == alone.build(indexed: pages))
        }
    }

    @Test func writesMetaShardsAndRecordFiles() throws {
        var builder = SearchIndexBuilder()
        builder.docsPerRecordFile = 3
        builder.pagesPerFile = 0  // the smallest files, whatever their number
        let files = builder.build(Self.pages)
        let meta = try #require(try arguments(files["search/index.js"], function: "meta").first as? [String: Any])
        #expect(meta["docs"] as? Int == 4)
        #expect(meta["group"] as? Int == 3)
        let shardStarts = try #require(meta["shards"] as? [String])
        #expect(!shardStarts.isEmpty)
        for i in shardStarts.indices {
            let shard = try arguments(files["search/s/\(i).js"], function: "shard")
            #expect(shard.count == 3)
            #expect(shard[0] as? Int == i)
        }
        #expect(files.keys.filter { $0.hasPrefix("search/d/") }.sorted() == ["search/d/0.js", "search/d/1.js"])

        // Documents 0–2 in the first file: both pages' records, the second page's introduction last.
        let first = try arguments(files["search/d/0.js"], function: "records")
        let pageList = try #require(first[0] as? [[String]])
        #expect(pageList == [["lists/identity.html", "Stable identity", "Lists"], ["lists/styling.html", "Styling", ""]])
        let docs = try #require(first[1] as? [[Any]])
        #expect(docs.map { $0[0] as? Int } == [0, 1, 2])
        #expect(docs.map { $0[1] as? Int } == [0, 0, 1])
        #expect(docs.map { $0[2] as? String } == ["", "never-by-index", ""])
        // An empty heading stands for the page title.
        #expect(docs.map { $0[3] as? String } == ["", "Never identify rows by index", ""])
        #expect(docs[1][4] as? String == "Indices are positions, not identities.")
        #expect(docs[1][5] as? String == "ForEach(items.indices, id: \\.self) { i in Row(items[i]) }")

        let last = try arguments(files["search/d/1.js"], function: "records")
        #expect(last[0] as? [[String]] == [["lists/styling.html", "Styling", ""]])
        #expect((last[1] as? [[Any]])?.map { $0[0] as? Int } == [3])
        #expect((last[1] as? [[Any]])?.first?[2] as? String == "backgrounds")
    }

    @Test func excerptsAreTrimmed() throws {
        let long = (0..<200).map { "word\($0)" }.joined(separator: " ")
        let pages = [
            SearchPage(
                path: "p.html", title: "P",
                sections: [
                    SearchSection(anchor: nil, heading: "P", level: 1, text: long, code: "let a =\n    b")
                ])
        ]
        let files = SearchIndexBuilder().build(pages)
        let doc = try #require((try arguments(files["search/d/0.js"], function: "records")[1] as? [[Any]])?.first)
        let text = try #require(doc[4] as? String)
        #expect(text.count <= SearchIndexBuilder().excerptCharacters + 1)
        #expect(text.hasSuffix("…"))
        #expect(long.hasPrefix(String(text.dropLast())))
        #expect(doc[5] as? String == "let a = b")
    }

    /// Pages whose sections all mention `common` (some as a prefix of `commonplace`); `rare`
    /// appears once.
    static func commonWordPages(count: Int) -> [SearchPage] {
        (0..<count).map { i in
            SearchPage(
                path: "p\(i).html", title: "Page \(i)",
                sections: [
                    SearchSection(anchor: nil, heading: "Page \(i)", level: 1, text: "Intro \(i == 7 ? "rare" : "").", code: ""),
                    SearchSection(
                        anchor: "a", heading: i % 5 == 0 ? "Common things" : "Section", level: 2,
                        text: String(repeating: "common ", count: 1 + i % 4) + (i % 3 == 0 ? "commonplace" : ""), code: ""),
                ])
        }
    }

    @Test func commonWordsGetAnAnswerHoldingTheirBestResults() throws {
        let pages = Self.commonWordPages(count: 40)
        var builder = SearchIndexBuilder()
        builder.answerMinimumDocuments = 20
        builder.pagesPerFile = 0
        let files = builder.build(pages)
        let meta = try #require(try arguments(files["search/index.js"], function: "meta").first as? [String: Any])
        let shardCount = try #require(meta["shards"] as? [String]).count
        var answers: [String: [Int]] = [:]
        for i in 0..<shardCount {
            let shard = try arguments(files["search/s/\(i).js"], function: "shard")
            for (token, list) in try #require(shard[2] as? [String: [Int]]) { answers[token] = list }
        }
        // `common` is in 40 documents; `rare` in one, too few for an answer.
        let common = try #require(answers["common"])
        #expect(answers["rare"] == nil)
        // The meta file names the words with answers, answer N the Nth, so a one-word query
        // loads its answer along with its shard.
        let answerWords = SearchIndexEncoding.frontDecoded(try #require(meta["answers"] as? String))
        #expect(answerWords.count == answers.count)
        #expect(answerWords[common[0]] == "common")
        for (word, list) in answers { #expect(answerWords[list[0]] == word) }
        let docs = Array(common.dropFirst())
        #expect(docs.count == 10)
        // Headings rank first: the sections titled "Common things" (pages 0, 5, 10, …).
        #expect(Set(docs.prefix(8)) == Set(stride(from: 0, to: 40, by: 5).map { 2 * $0 + 1 }))

        // The answer file holds exactly those records, with the same fields as the group files.
        let answer = try arguments(files["search/a/\(common[0]).js"], function: "records")
        let records = try #require(answer[1] as? [[Any]])
        #expect(records.map { $0[0] as? Int } == docs.map { $0 })
        let pageList = try #require(answer[0] as? [[String]])
        let first = records[0]
        let page = pageList[try #require(first[1] as? Int)]
        #expect(page[0] == "p\(docs[0] / 2).html")
        let group = try arguments(files["search/d/\(docs[0] / builder.docsPerRecordFile).js"], function: "records")
        let same = try #require((group[1] as? [[Any]])?.first { $0[0] as? Int == docs[0] })
        #expect(same[2...].map { "\($0)" } == first[2...].map { "\($0)" })
    }

    @Test func wordsNobodySearchesAloneLeaveTheAnswerBudgetToNamesTheyDo() throws {
        // Every page says "every" and "without" more often than it names `padding`, and the
        // budget holds one answer: it goes to `padding`, though it scores lower.
        let pages = (0..<40).map { i in
            SearchPage(
                path: "p\(i).html", title: "Page \(i)",
                sections: [
                    SearchSection(
                        anchor: nil, heading: "Page \(i)", level: 1,
                        text: "every every every without without without" + (i % 2 == 0 ? " padding" : ""), code: "")
                ])
        }
        var builder = SearchIndexBuilder()
        builder.answerMinimumDocuments = 10
        let answers = builder.answerLists(
            tokens: ["every", "padding", "without"],
            postings: ["every", "padding", "without"].map { word in
                pages.indices.compactMap { doc -> UInt64? in
                    guard word != "padding" || doc % 2 == 0 else { return nil }
                    return UInt64(doc) << 32 | (word == "padding" ? 1 : 3)
                }
            },
            encodedLengths: [40, 20, 40], docCount: pages.count, group: 2, limit: 1)
        #expect(Array(answers.keys) == [1])
        // A query for "every" still finds every page: only the answer file is left out.
        let files = builder.build(pages)
        #expect(files.keys.contains { $0.hasPrefix("search/a/") })
        #expect(try postings(files)["every"]?.count == 40)
    }

    @Test func noAnswersBelowTheThreshold() throws {
        // 9 pages: 18 documents, fewer than the 20 an answer needs.
        let files = SearchIndexBuilder().build(Self.commonWordPages(count: 9))
        #expect(!files.keys.contains { $0.hasPrefix("search/a/") })
    }

    /// Every token's postings, decoded from all shards: token → [(doc, score)].
    func postings(_ files: [String: Data]) throws -> [String: [(Int, Int)]] {
        var result: [String: [(Int, Int)]] = [:]
        for (path, data) in files where path.hasPrefix("search/s/") {
            let entries = try #require(try arguments(data, function: "shard")[1] as? [String])
            #expect(entries.count % 2 == 0)
            let tokens = stride(from: 0, to: entries.count, by: 2).map { entries[$0] }
            // Sorted as JavaScript compares strings, so the browser binary-searches the list as loaded.
            #expect(tokens == tokens.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
            for (token, encoded) in stride(from: 0, to: entries.count, by: 2).map({ (entries[$0], entries[$0 + 1]) }) {
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
        let pages = [
            SearchPage(
                path: "p.html", title: "Alpha",
                sections: [
                    SearchSection(anchor: nil, heading: "Alpha", level: 1, text: "", code: ""),
                    SearchSection(anchor: "a", heading: "Beta", level: 2, text: "", code: ""),
                    SearchSection(anchor: "b", heading: "Other", level: 2, text: "Gamma beta words here", code: ""),
                    SearchSection(anchor: "c", heading: "More", level: 2, text: "", code: "let delta = beta"),
                ])
        ]
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
        builder.pagesPerFile = 0
        let words = (0..<400).map { "word\($0)x" }.joined(separator: " ")
        let pages = [
            SearchPage(path: "p.html", title: "P", sections: [SearchSection(anchor: nil, heading: "P", level: 1, text: words, code: "")])
        ]
        let files = builder.build(pages)
        let shards = files.filter { $0.key.hasPrefix("search/s/") }
        #expect(shards.count > 10)
        for (_, data) in shards { #expect(data.count < 400) }
        // Shard starts are sorted, so the browser can binary-search them.
        let meta = try #require(try arguments(files["search/index.js"], function: "meta").first as? [String: Any])
        let starts = try #require(meta["shards"] as? [String])
        #expect(starts == starts.sorted())
    }

    /// At most one file per two pages in all, however many documents and words: shards and
    /// record files grow as the budget needs, answers take at most their share of it, and
    /// every document and word is still in the index.
    @Test func theIndexKeepsToOneFilePerTwoPages() throws {
        let pages = Self.commonWordPages(count: 120).enumerated().map { i, page in
            var page = page
            page.sections += (0..<6).map { k in
                SearchSection(
                    anchor: "s\(k)", heading: "Part \(k)", level: 2,
                    text: "common word\(i)x\(k) " + String(repeating: "filler\(k) ", count: 30), code: "")
            }
            return page
        }
        var builder = SearchIndexBuilder()
        builder.minimumFiles = 0  // the budget of a large site
        let files = builder.build(pages)
        #expect(files.count <= 60)
        #expect(files.keys.filter { $0.hasPrefix("search/a/") }.count <= Int(Double(59) * builder.answerShare))
        #expect(files.keys.contains { $0.hasPrefix("search/a/") })
        let meta = try #require(try arguments(files["search/index.js"], function: "meta").first as? [String: Any])
        let group = try #require(meta["group"] as? Int)
        #expect(group > builder.docsPerRecordFile)
        var docs: [Int] = []
        for (path, data) in files where path.hasPrefix("search/d/") {
            docs += try #require(try arguments(data, function: "records")[1] as? [[Any]]).map { try #require($0[0] as? Int) }
        }
        #expect(docs.sorted() == Array(0..<(120 * 8)))
        let index = try postings(files)
        #expect(index["word119x5"]?.map(\.0) == [119 * 8 + 7])
    }

    @Test func varintsRoundTrip() {
        var bytes: [UInt8] = []
        let values: [UInt32] = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 1_000_000]
        for v in values { SearchIndexEncoding.appendVarint(v, to: &bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(SearchIndexEncoding.decodeVarints(text) == values)
        #expect(text.utf8.allSatisfy { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
    }

    @Test func jsonStringsAreSafeInScripts() {
        #expect(SearchIndexEncoding.jsonString("a\"b\\c\n</script>") == #""a\"b\\c\n<\/script>""#)
        #expect(SearchIndexEncoding.jsonString("\u{2028}x\u{1}\t\r é — \u{2029}") == #""\u2028x\u0001\t\r é — \u2029""#)
        let text = "Ünïcödé — “quoted” \u{1F600} and \\ more"
        let decoded = try? JSONSerialization.jsonObject(with: Data(SearchIndexEncoding.jsonString(text).utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == text)
    }

    @Test func frontCodingRoundTrips() {
        let words = [
            "view", "viewbuilder", "views", "zone", "zoneé", "zoneë", "\u{1F600}a", "\u{1F601}b",
            String(repeating: "x", count: 40) + "a", String(repeating: "x", count: 40) + "b",
        ]
        let coded = SearchIndexEncoding.frontCoded(words)
        #expect(coded.hasPrefix("0view 4builder 4s 0zone 4é 4ë "))
        #expect(SearchIndexEncoding.frontDecoded(coded) == words)
        #expect(SearchIndexEncoding.frontCoded([]) == "")
    }

    @Test func truncationKeepsWholeCharactersAndPrefersSpaces() {
        #expect(SearchIndexBuilder.truncate("short", to: 10) == "short")
        #expect(SearchIndexBuilder.truncate("alpha beta gamma", to: 12) == "alpha beta…")
        // No space in the second half: cut mid-word, never inside a UTF-8 sequence.
        #expect(SearchIndexBuilder.truncate("ééééééé", to: 5) == "éé…")
        #expect(SearchIndexBuilder.compactCode("let a =\n    b\n\n  c ") == "let a = b c")
        #expect(SearchIndexBuilder.compactCode("a b c d e f g h", limit: 3).hasPrefix("a b"))
    }
}

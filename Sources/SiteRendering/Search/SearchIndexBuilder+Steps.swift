import Foundation
import SiteCore
import Synchronization

/// The steps of ``SearchIndexBuilder/build(_:)``, in its order.
extension SearchIndexBuilder {
    /// Every token's postings in UTF-16 order, and their encodings.
    struct SortedPostings {
        var tokens: [String]
        /// `doc << 32 | score` by document, per token.
        var lists: [[UInt64]]
        /// The bytes of ``SearchIndexBuilder/encode(_:)`` of each list (the encodings
        /// themselves are only kept in ``entries``: at 5,000 pages a second copy of them
        /// was what took the build over its memory goal).
        var encodedLengths: [Int]
        /// `"token","postings"`: a token's entry in its shard.
        var entries: [String]
    }

    /// What result lists show, by document.
    struct DocumentRecords {
        /// The index of each document's page.
        var pages: [Int]
        /// `"anchor","heading","text","code"` of each document.
        var texts: [String]
    }

    /// The common words that get an answer file.
    struct AnswerIndex {
        /// The documents of each answer file, in file order.
        var files: [[Int]]
        /// The token of each answer file, in file order.
        var tokens: [String]
        /// `"token":[file,doc,…]` for a token with an answer file, `""` for the others; by token.
        var entries: [String]
    }

    /// Step 2: the scored documents' tokens with their postings (`doc << 32 | score`),
    /// documents numbered in page order; and the number of documents. Tokens are looked up
    /// by their bytes (``TokenTable``), so a token seen before costs neither a `String` nor
    /// a SipHash.
    ///
    /// With a session's `cache`, a page scored as in the previous build is not read again.
    static func mergePostings(_ pages: [IndexedPage], cache: TokenCache? = nil) -> (tokens: [String], lists: [[UInt64]], docCount: Int) {
        guard let cache else {
            // One build: straight into the lists, holding no page's numbers.
            var table = TokenTable()
            var lists: [[UInt64]] = []
            var docCount = 0
            for page in pages {
                for scores in page.scores {
                    let doc = UInt64(docCount) << 32
                    forEachScoreBytes(in: scores) { token, quantized in
                        let id = table.id(of: token)
                        if id == lists.count { lists.append([]) }
                        lists[id].append(doc | UInt64(quantized))
                    }
                    docCount += 1
                }
            }
            return ((0..<table.count).map(table.token), lists, docCount)
        }
        return cache.state.withLock { state in
            var kept: [String: TokenCache.PageTokens] = [:]
            var lists: [[UInt64]] = Array(repeating: [], count: state.table.count)
            var docCount = 0
            for page in pages {
                // A page scored as before is taken as numbered then; any other is numbered now.
                let tokens: TokenCache.PageTokens
                if let earlier = state.pages[page.path], earlier.scores == page.scores {
                    tokens = earlier
                } else {
                    tokens = TokenCache.PageTokens(
                        scores: page.scores,
                        documents: page.scores.map { scores in
                            var entries: [UInt64] = []
                            forEachScoreBytes(in: scores) { token, quantized in
                                entries.append(UInt64(state.table.id(of: token)) << 32 | UInt64(quantized))
                            }
                            return entries
                        })
                }
                kept[page.path] = tokens
                if lists.count < state.table.count { lists += Array(repeating: [], count: state.table.count - lists.count) }
                for entries in tokens.documents {
                    let doc = UInt64(docCount) << 32
                    for entry in entries { lists[Int(entry >> 32)].append(doc | (entry & 0xFFFF_FFFF)) }
                    docCount += 1
                }
            }
            state.pages = kept
            // Tokens no page holds any more (an edit removed them) are left out.
            let used = lists.indices.filter { !lists[$0].isEmpty }
            return (used.map { state.table.token($0) }, used.map { lists[$0] }, docCount)
        }
    }

    /// Token numbers kept for a session (`serve`): each page's documents as token numbers
    /// and scores, so that a rebuild reads the scores of the pages that changed only. A
    /// token keeps its number for the session.
    package final class TokenCache: Sendable {
        struct PageTokens: Sendable {
            /// The page's ``IndexedPage/scores`` the numbers were read from.
            var scores: [String]
            /// Per document, `token number << 32 | score`.
            var documents: [[UInt64]]
        }

        let state = Mutex<(table: TokenTable, pages: [String: PageTokens])>((TokenTable(), [:]))

        package init() {}
    }

    /// Tokens numbered in the order first seen, found by their UTF-8 bytes: open addressing
    /// with FNV-1a over the bytes, the bytes kept in one buffer.
    struct TokenTable: Sendable {
        private var bytes: [UInt8] = []
        private var starts: [Int] = [0]
        private var slots = [Int32](repeating: -1, count: 1024)

        var count: Int { starts.count - 1 }

        /// The token's number, a new one (``count`` before the call) the first time.
        mutating func id(of token: UnsafeBufferPointer<UInt8>) -> Int {
            let mask = slots.count - 1
            var slot = Self.hash(token) & mask
            while slots[slot] >= 0 {
                let id = Int(slots[slot])
                if starts[id + 1] - starts[id] == token.count, bytes[starts[id]..<starts[id + 1]].elementsEqual(token) {
                    return id
                }
                slot = (slot + 1) & mask
            }
            let id = count
            bytes.append(contentsOf: token)
            starts.append(bytes.count)
            slots[slot] = Int32(id)
            if count * 2 > slots.count { grow() }
            return id
        }

        /// The token numbered `id`.
        func token(_ id: Int) -> String {
            String(decoding: bytes[starts[id]..<starts[id + 1]], as: UTF8.self)
        }

        /// FNV-1a over the bytes, its high bits folded in.
        private static func hash(_ token: some Sequence<UInt8>) -> Int {
            let hash = FNV1a.hash64(token)
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }

        private mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for id in 0..<count {
                var slot = Self.hash(bytes[starts[id]..<starts[id + 1]]) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(id)
            }
        }
    }

    /// Calls `body` with every token and score of one document's ``IndexedPage/scores``.
    static func forEachScore(in scores: String, _ body: (String, UInt32) -> Void) {
        forEachScoreBytes(in: scores) { token, score in body(String(decoding: token, as: UTF8.self), score) }
    }

    /// ``forEachScore(in:_:)`` with each token's UTF-8 bytes, valid during the call.
    static func forEachScoreBytes(in scores: String, _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
        var scores = scores
        scores.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let start = i
                while i < n, bytes[i] != 0x20 { i += 1 }
                let token = UnsafeBufferPointer(rebasing: bytes[start..<i])
                i += 1
                var score: UInt32 = 0
                while i < n, bytes[i] != 0x20 {
                    score = score &* 10 &+ UInt32(bytes[i] &- 0x30)
                    i += 1
                }
                i += 1
                body(token, score)
            }
        }
    }

    /// Step 3: the tokens in UTF-16 order (as JavaScript compares strings), each list encoded
    /// (on all cores).
    static func sortedPostings(tokens unsorted: [String], lists unsortedLists: [[UInt64]]) -> SortedPostings {
        let order = unsorted.indices.sorted { unsorted[$0].utf16.lexicographicallyPrecedes(unsorted[$1].utf16) }
        let tokens = order.map { unsorted[$0] }
        let lists = order.map { unsortedLists[$0] }
        let encoded = Array(lists.indices).concurrentMap { i in
            let postings = encode(lists[i])
            return (entry: SearchIndexEncoding.jsonString(tokens[i]) + ",\"" + postings + "\"", length: postings.utf8.count)
        }
        return SortedPostings(tokens: tokens, lists: lists, encodedLengths: encoded.map(\.length), entries: encoded.map(\.entry))
    }

    /// Step 4: each document's page and record text.
    static func documentRecords(of pages: [IndexedPage], docCount: Int) -> DocumentRecords {
        var records = DocumentRecords(pages: [], texts: [])
        records.pages.reserveCapacity(docCount)
        records.texts.reserveCapacity(docCount)
        for (index, page) in pages.enumerated() {
            records.pages += repeatElement(index, count: page.records.count)
            records.texts += page.records
        }
        return records
    }

    /// Step 6: the answer files numbered in token order, from the best documents of each
    /// token that has one (see ``answerLists(tokens:postings:encodedLengths:docCount:group:limit:)``).
    static func answerIndex(tokens: [String], best: [Int: [Int]]) -> AnswerIndex {
        var index = AnswerIndex(files: [], tokens: [], entries: Array(repeating: "", count: tokens.count))
        for i in tokens.indices {
            guard let docs = best[i] else { continue }
            index.entries[i] =
                SearchIndexEncoding.jsonString(tokens[i]) + ":[\(index.files.count)," + docs.map(String.init).joined(separator: ",") + "]"
            index.files.append(docs)
            index.tokens.append(tokens[i])
        }
        return index
    }

    /// Step 7: the shard files (`search/s/N.js`), and the first token of each.
    static func shardFiles(_ postings: SortedPostings, answers: AnswerIndex, layout: Layout) -> (files: [String: Data], starts: [String]) {
        let sizes = postings.tokens.indices.map { postings.entries[$0].utf8.count + answers.entries[$0].utf8.count + 1 }
        let shardStartIndices = layout.shardStarts(sizes: sizes)
        var files: [String: Data] = [:]
        for (index, start) in shardStartIndices.enumerated() {
            let end = index + 1 < shardStartIndices.count ? shardStartIndices[index + 1] : postings.tokens.count
            let shard = postings.entries[start..<end].joined(separator: ",")
            let shardAnswers = answers.entries[start..<end].filter { !$0.isEmpty }.joined(separator: ",")
            files["search/s/\(index).js"] = Data("HandbookSearch.shard(\(index),[\(shard)],{\(shardAnswers)});\n".utf8)
        }
        return (files, shardStartIndices.map { postings.tokens[$0] })
    }

    /// Step 8: the group record files (`search/d/N.js`) and the answer files (`search/a/N.js`).
    static func recordFiles(
        pages: [IndexedPage], records: DocumentRecords, docCount: Int, group: Int, answerFiles: [[Int]]
    ) -> [String: Data] {
        var files: [String: Data] = [:]
        for (fileIndex, first) in stride(from: 0, to: docCount, by: group).enumerated() {
            files["search/d/\(fileIndex).js"] = recordFile(first..<min(first + group, docCount), pages: pages, records: records)
        }
        for (fileIndex, docs) in answerFiles.enumerated() {
            files["search/a/\(fileIndex).js"] = recordFile(docs, pages: pages, records: records)
        }
        return files
    }

    /// One record file: the pages of `docs` once each, then every document with its page's
    /// place in that list.
    static func recordFile(_ docs: some Sequence<Int>, pages: [IndexedPage], records: DocumentRecords) -> Data {
        var pageRefs: [Int: Int] = [:]
        var pageList = ""
        var docList = ""
        for doc in docs {
            let pageIndex = records.pages[doc]
            let ref: Int
            if let known = pageRefs[pageIndex] {
                ref = known
            } else {
                let page = pages[pageIndex]
                ref = pageRefs.count
                pageRefs[pageIndex] = ref
                if ref > 0 { pageList += "," }
                pageList += "[" + SearchIndexEncoding.jsonString(page.path)
                pageList += "," + SearchIndexEncoding.jsonString(page.title)
                pageList += "," + SearchIndexEncoding.jsonString(page.trail) + "]"
            }
            if !docList.isEmpty { docList += "," }
            docList += "[\(doc),\(ref)," + records.texts[doc] + "]"
        }
        return Data("HandbookSearch.records([\(pageList)],[\(docList)]);\n".utf8)
    }

    /// Step 9: the meta file (`search/index.js`).
    static func metaFile(docCount: Int, group: Int, shardStarts: [String], answerTokens: [String]) -> Data {
        var meta = "{\"version\":2,\"docs\":\(docCount),\"group\":\(group)"
        meta += ",\"shards\":[" + shardStarts.map(SearchIndexEncoding.jsonString).joined(separator: ",") + "]"
        meta += ",\"answers\":" + SearchIndexEncoding.jsonString(SearchIndexEncoding.frontCoded(answerTokens))
        meta += ",\"stop\":[" + SearchTokenizer.stopWords.sorted().map(SearchIndexEncoding.jsonString).joined(separator: ",") + "]}"
        return Data("HandbookSearch.meta(\(meta));\n".utf8)
    }
}

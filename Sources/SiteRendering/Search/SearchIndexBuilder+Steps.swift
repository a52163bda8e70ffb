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
        let (lists, docCount) = numberedLists(pages, cache: cache)
        // Tokens no page holds any more (an edit removed them) are left out.
        let used = lists.indices.filter { !lists[$0].isEmpty }
        return cache.state.withLock { state in (used.map { state.table.token($0) }, used.map { lists[$0] }, docCount) }
    }

    /// Step 2 with a session's cache: the postings by token number (the numbers of the
    /// session's ``TokenTable``, an empty list for a token no page holds now), and the number
    /// of documents.
    private static func numberedLists(_ pages: [IndexedPage], cache: TokenCache) -> (lists: [[UInt64]], docCount: Int) {
        cache.state.withLock { state in
            var kept: [String: TokenCache.PageTokens] = [:]
            var numbered: [TokenCache.PageTokens] = []
            numbered.reserveCapacity(pages.count)
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
                numbered.append(tokens)
            }
            state.pages = kept
            let shape = zip(pages, numbered).map { TokenCache.PageShape(path: $0.path, documents: $1.documents.count) }
            var lists: [[UInt64]]
            if let previous = state.previous, previous.shape == shape {
                // The same pages in the same order with as many documents each: every document
                // keeps its number, so only the lists of the changed pages' tokens change.
                lists = previous.lists
                lists += Array(repeating: [], count: max(0, state.table.count - lists.count))
                var first = 0
                for (index, tokens) in numbered.enumerated() {
                    let old = previous.pages[index]
                    let count = tokens.documents.count
                    defer { first += count }
                    guard old.scores != tokens.scores else { continue }
                    var touched = Set<Int>()
                    for entries in old.documents + tokens.documents { for entry in entries { touched.insert(Int(entry >> 32)) } }
                    var added: [Int: [UInt64]] = [:]
                    for (offset, entries) in tokens.documents.enumerated() {
                        let doc = UInt64(first + offset) << 32
                        for entry in entries { added[Int(entry >> 32), default: []].append(doc | (entry & 0xFFFF_FFFF)) }
                    }
                    let range = UInt64(first)..<UInt64(first + count)
                    for id in touched {
                        let list = lists[id]
                        let before = list.prefix { $0 >> 32 < range.lowerBound }
                        let after = list.drop { $0 >> 32 < range.upperBound }
                        lists[id] = Array(before) + (added[id] ?? []) + Array(after)
                    }
                }
            } else {
                lists = Array(repeating: [], count: state.table.count)
                var docCount = 0
                for tokens in numbered {
                    for entries in tokens.documents {
                        let doc = UInt64(docCount) << 32
                        for entry in entries { lists[Int(entry >> 32)].append(doc | (entry & 0xFFFF_FFFF)) }
                        docCount += 1
                    }
                }
            }
            if lists.count < state.table.count { lists += Array(repeating: [], count: state.table.count - lists.count) }
            state.previous = TokenCache.Previous(shape: shape, pages: numbered, lists: lists)
            return (lists, shape.reduce(0) { $0 + $1.documents })
        }
    }

    /// Steps 2 and 3 with a session's cache: as ``mergePostings(_:cache:)`` then
    /// ``sortedPostings(tokens:lists:)``, but the UTF-16 order of the session's tokens is kept
    /// until a new token comes, and a token's entry until its postings change, so a rebuild
    /// encodes the postings of the tokens an edit touched only.
    static func sortedPostings(_ pages: [IndexedPage], cache: TokenCache) -> (postings: SortedPostings, docCount: Int) {
        let (lists, docCount) = numberedLists(pages, cache: cache)
        let newTokens = cache.state.withLock { state in
            (cache.sorted.withLock { $0.tokens.count }..<state.table.count).map { state.table.token($0) }
        }
        return cache.sorted.withLock { memo in
            if !newTokens.isEmpty {
                memo.tokens += newTokens
                memo.order = memo.tokens.indices.sorted { memo.tokens[$0].utf16.lexicographicallyPrecedes(memo.tokens[$1].utf16) }
                memo.lists += Array(repeating: [], count: newTokens.count)
                memo.entries += Array(repeating: "", count: newTokens.count)
                memo.lengths += Array(repeating: 0, count: newTokens.count)
            }
            let used = memo.order.filter { !lists[$0].isEmpty }
            let changed = used.filter { lists[$0] != memo.lists[$0] }
            let tokens = memo.tokens
            let encoded = changed.concurrentMap { id in
                let postings = encode(lists[id])
                return (entry: SearchIndexEncoding.jsonString(tokens[id]) + ",\"" + postings + "\"", length: postings.utf8.count)
            }
            for (id, made) in zip(changed, encoded) {
                memo.lists[id] = lists[id]
                memo.entries[id] = made.entry
                memo.lengths[id] = made.length
            }
            let postings = SortedPostings(
                tokens: used.map { memo.tokens[$0] }, lists: used.map { lists[$0] }, encodedLengths: used.map { memo.lengths[$0] },
                entries: used.map { memo.entries[$0] })
            return (postings, docCount)
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

        let state = Mutex<(table: TokenTable, pages: [String: PageTokens], previous: Previous?)>((TokenTable(), [:], nil))

        /// A page's place in the document numbering: its path and how many documents it has.
        struct PageShape: Sendable, Equatable {
            var path: String
            var documents: Int
        }

        /// The previous build's pages in order, as numbered, and the postings they made.
        struct Previous: Sendable {
            var shape: [PageShape]
            var pages: [PageTokens]
            var lists: [[UInt64]]
        }

        /// What step 3 made of the session's tokens, by token number: the token, its postings
        /// when last encoded and their entry; and every number in the tokens' UTF-16 order.
        struct Sorted: Sendable {
            var tokens: [String] = []
            var order: [Int] = []
            var lists: [[UInt64]] = []
            var entries: [String] = []
            var lengths: [Int] = []
        }

        let sorted = Mutex(Sorted())

        /// A record file as step 8 made it: its documents, what it was made of (each document's
        /// text and its page's path, title and trail), and its bytes.
        struct RecordFile: Sendable {
            var docs: [Int]
            var inputs: [String]
            var data: Data
        }

        /// The record files of the previous build, by path.
        let recordFiles = Mutex<[String: RecordFile]>([:])

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
        pages: [IndexedPage], records: DocumentRecords, docCount: Int, group: Int, answerFiles: [[Int]], cache: TokenCache? = nil
    ) -> [String: Data] {
        var jobs: [(path: String, docs: [Int])] = []
        for (fileIndex, first) in stride(from: 0, to: docCount, by: group).enumerated() {
            jobs.append(("search/d/\(fileIndex).js", Array(first..<min(first + group, docCount))))
        }
        for (fileIndex, docs) in answerFiles.enumerated() { jobs.append(("search/a/\(fileIndex).js", docs)) }
        guard let cache else {
            return Dictionary(jobs.map { ($0.path, recordFile($0.docs, pages: pages, records: records)) }) { first, _ in first }
        }
        // A session's file whose documents, texts and pages are those it was made of is kept.
        return cache.recordFiles.withLock { memo in
            var files: [String: Data] = [:]
            var kept: [String: TokenCache.RecordFile] = [:]
            for job in jobs {
                var inputs: [String] = []
                inputs.reserveCapacity(job.docs.count * 4)
                for doc in job.docs {
                    let page = pages[records.pages[doc]]
                    inputs += [records.texts[doc], page.path, page.title, page.trail]
                }
                let file: TokenCache.RecordFile
                if let earlier = memo[job.path], earlier.docs == job.docs, earlier.inputs == inputs {
                    file = earlier
                } else {
                    file = TokenCache.RecordFile(docs: job.docs, inputs: inputs, data: recordFile(job.docs, pages: pages, records: records))
                }
                files[job.path] = file.data
                kept[job.path] = file
            }
            memo = kept
            return files
        }
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

import Foundation

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

    /// Step 2: the scored documents' tokens as postings (`doc << 32 | score`), documents
    /// numbered in page order; and the number of documents.
    static func mergePostings(_ pages: [IndexedPage]) -> (postings: [String: [UInt64]], docCount: Int) {
        var packed: [String: [UInt64]] = [:]
        var docCount = 0
        for page in pages {
            for scores in page.scores {
                let doc = UInt64(docCount) << 32
                forEachScore(in: scores) { token, quantized in
                    packed[token, default: []].append(doc | UInt64(quantized))
                }
                docCount += 1
            }
        }
        return (packed, docCount)
    }

    /// Calls `body` with every token and score of one document's ``IndexedPage/scores``.
    static func forEachScore(in scores: String, _ body: (String, UInt32) -> Void) {
        var scores = scores
        scores.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let start = i
                while i < n, bytes[i] != 0x20 { i += 1 }
                let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
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
    static func sortedPostings(_ packed: [String: [UInt64]]) -> SortedPostings {
        let tokens = packed.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        let lists = tokens.map { packed[$0]! }
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

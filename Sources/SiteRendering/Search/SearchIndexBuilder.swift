import Foundation
import SiteCore

/// A page handed to the search index.
package struct SearchPage: Sendable, Codable {
    /// The output path (`lists/stable-identity.html`).
    package var path: String
    package var title: String
    /// Where the page sits (`Lists`), shown under each result.
    package var trail: String
    package var sections: [SearchSection]
    /// Extra words for a section, by anchor (`""` for the introduction): e.g. the id and
    /// name of the lint rule the section explains, so a search for the rule finds it.
    package var keywords: [String: [String]]
    /// Longer descriptive text for a section, by anchor, weighted between heading and body:
    /// e.g. the summary of the rule the section explains.
    package var summaries: [String: [String]]
    /// Multiplies every score of the page (rule pages rank below the sections explaining them).
    package var weight: Double

    package init(
        path: String, title: String, trail: String = "", sections: [SearchSection],
        keywords: [String: [String]] = [:], summaries: [String: [String]] = [:], weight: Double = 1
    ) {
        self.path = path
        self.title = title
        self.trail = trail
        self.sections = sections
        self.keywords = keywords
        self.summaries = summaries
        self.weight = weight
    }
}

/// A page as the index takes it once scored (step 1 of ``SearchIndexBuilder/build(_:)``, by
/// ``SearchIndexBuilder/indexed(_:)``): what the later steps need of it, and no more. Scoring
/// is the expensive step, so a build keeps this for every page and an incremental rebuild
/// scores only the pages that changed.
package struct IndexedPage: Sendable, Codable, Hashable {
    /// The output path (`lists/stable-identity.html`).
    package var path: String
    package var title: String
    /// Where the page sits (`Lists`), shown under each result.
    package var trail: String
    /// Per document (the introduction, then each section), its result record:
    /// `"anchor","heading","text","code"` as the record files hold it.
    package var records: [String]
    /// Per document, its tokens with their quantized scores (≥ 1): `token score token score …`,
    /// separated by single spaces (a token never holds one); `""` for a document without tokens.
    package var scores: [String]

    package init(path: String, title: String, trail: String, records: [String], scores: [String]) {
        self.path = path
        self.title = title
        self.trail = trail
        self.records = records
        self.scores = scores
    }

    private enum CodingKeys: String, CodingKey { case path, title, trail, records, scores }

    /// Decodes a page, refusing one whose records and scores are not one per document each.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        title = try container.decode(String.self, forKey: .title)
        trail = try container.decode(String.self, forKey: .trail)
        records = try container.decode([String].self, forKey: .records)
        scores = try container.decode([String].self, forKey: .scores)
        guard records.count == scores.count else {
            throw DecodingError.dataCorruptedError(forKey: .scores, in: container, debugDescription: "one score line per record")
        }
    }
}

/// Builds the site's search index at build time: one document per page introduction and
/// per h2/h3 section, an inverted index sharded by token range, and the result records
/// (titles and excerpt text) packed a few documents per file.
///
/// Every file is a script that calls a global registration function
/// (`HandbookSearch.meta(…)`, `.shard(i, …)`, `.records(…)`), so the browser loads the index
/// with `<script>` elements: that works from `file://`, where `fetch` of local files is
/// blocked, and from any sub-path of a web host. A query loads the meta file, the shards
/// whose token range its words fall in, and the record files of the results it shows.
///
/// - `search/index.js`: document count, documents per record file, the first token of every
///   shard, the tokens that have an answer file (answer `N` is the `N`th; front-coded, see
///   ``SearchIndexEncoding/frontCoded(_:)``), stop words. A one-word query loads its answer
///   file along with its shards.
/// - `search/s/N.js`: `["token", "postings", …]` sorted by token (UTF-16 order, as JavaScript
///   compares strings), so the browser binary-searches it as loaded, then
///   `{"token": [answer, doc, …]}` for its tokens that have an answer file.
/// - `search/d/N.js`: the records of documents `N * group ..< (N + 1) * group`;
///   `search/a/N.js`: the records of the best results of one common word (see
///   ``answerLists(tokens:postings:encodedLengths:docCount:group:limit:)``). Both call
///   `HandbookSearch.records([[path, title, trail], …], [[doc, page, anchor, heading, text, code], …])`
///   (`page` indexes the first list; an empty heading is the page title).
///
/// Postings are `docDelta, score` pairs in a base-32 varint text encoding (see
/// ``SearchIndexEncoding``); scores already combine the field weights
/// (title > heading > body > code), the browser multiplies them by the token's rarity.
///
/// The files are as many as ``Layout`` allows: one per ``pagesPerFile`` pages in all.
package struct SearchIndexBuilder: Sendable {
    /// Field weights. Title and heading count once per document; body and code saturate
    /// with the number of occurrences (as BM25 does).
    package struct Weights: Sendable {
        package var pageTitle = 10.0
        package var heading = 7.0
        package var keywords = 6.0
        package var summary = 3.5
        package var parentHeading = 2.5
        package var pageTitleInSection = 2.0
        package var body = 3.0
        package var code = 1.5
        /// Multiplier for a token that is a part of a longer identifier (`content` in `scrollContentBackground`).
        package var part = 0.7
        package init() {}
    }

    package var weights = Weights()
    /// At most one index file per this many pages (0: no limit). Shards and record files
    /// grow past ``shardTargetBytes`` and ``docsPerRecordFile`` as far as this needs.
    package var pagesPerFile = 2
    /// The file budget of a small site, whatever its number of pages.
    package var minimumFiles = 64
    /// The share of the file budget answer files may take: an answer saves a common word's
    /// query a few files, and the files it takes from records make every other query load
    /// larger ones.
    package var answerShare = 0.1
    /// The shards a query loads, for ``Layout``: one per word, and one more where the last
    /// word's prefix expansions run into the next shard (measured: one to four for one to
    /// three words).
    package var shardsPerQuery = 3
    /// A shard is closed when it grows past this many bytes (a single large token may exceed
    /// it), or more when the file budget needs larger shards.
    package var shardTargetBytes = 14_000
    /// Documents per record file, at least: a result list loads one file per distinct group
    /// among its results, so small groups keep the bytes a query loads low; the file budget
    /// (``pagesPerFile``) may make them larger.
    package var docsPerRecordFile = 4
    /// Words in at least this many documents may get an answer file (see ``answerLists(tokens:postings:encodedLengths:docCount:group:limit:)``).
    package var answerMinimumDocuments = 20
    /// Results per answer: the length of the search box's result list.
    package var answerSize = 10
    /// The longest excerpt text kept per section for the result list (the list shows about
    /// 180 characters, starting shortly before the first match).
    package var excerptCharacters = 200
    /// The session's token numbers (`serve`), so a rebuild reads only the changed pages'
    /// scores; nil for a single build.
    package var tokenCache: TokenCache?
    /// The longest code excerpt kept per section (shown when only the code matches).
    package var codeExcerptCharacters = 120

    package init() {}

    /// The index files, by path relative to the output root (`search/index.js`, …), made in
    /// the numbered steps below (one function each, in `SearchIndexBuilder+Steps.swift`).
    package func build(_ pages: [SearchPage]) -> [String: Data] {
        // 1. Score every document's tokens (in parallel: this is the expensive part).
        build(indexed: pages.concurrentMap { indexed($0) })
    }

    /// The index files of pages scored by ``indexed(_:)`` (step 1 done): what a rebuild calls
    /// with the scored pages it kept of the previous build and the changed pages scored again.
    package func build(indexed pages: [IndexedPage]) -> [String: Data] {
        // 2. Merge into postings in document order.
        // 3. Tokens in UTF-16 order (as JavaScript compares strings), with encoded postings.
        let postings: SortedPostings
        let docCount: Int
        if let tokenCache {
            (postings, docCount) = Self.sortedPostings(pages, cache: tokenCache)
        } else {
            let merged = Self.mergePostings(pages)
            postings = Self.sortedPostings(tokens: merged.tokens, lists: merged.lists)
            docCount = merged.docCount
        }
        // 4. Record texts, by document: what result lists show.
        let records = Self.documentRecords(of: pages, docCount: docCount)
        // 5. The layout: how many files of each kind the file budget allows.
        let layout = Layout(
            builder: self, pageCount: pages.count, docCount: docCount,
            shardBytes: postings.entries.reduce(0) { $0 + $1.utf8.count + 1 },
            recordBytes: records.texts.reduce(0) { $0 + $1.utf8.count + 12 })
        // 6. Answers: the records of the best results of common words, one file per word, for
        //    the words found in the most documents, as many as the budget allows.
        let answers = Self.answerIndex(
            tokens: postings.tokens,
            best: answerLists(
                tokens: postings.tokens, postings: postings.lists, encodedLengths: postings.encodedLengths,
                docCount: docCount, group: layout.group, limit: layout.answerFiles))
        // 7. Shards by sorted token range, each with the answers of its tokens, as large as
        //    they must be to stay within the budget.
        let (shardFiles, shardStarts) = Self.shardFiles(postings, answers: answers, layout: layout)
        // 8. Record files: every document in a group file of consecutive documents, and again
        //    in the answer file of each common word it is a best result of.
        var files = shardFiles
        files.merge(
            Self.recordFiles(
                pages: pages, records: records, docCount: docCount, group: layout.group, answerFiles: answers.files, cache: tokenCache)
        ) { first, _ in first }
        // 9. The meta file: what a query needs before it knows which shards to load.
        files["search/index.js"] = Self.metaFile(
            docCount: docCount, group: layout.group, shardStarts: shardStarts, answerTokens: answers.tokens)
        return files
    }

    /// Step 1 for one page: its documents' token scores and result records. The same page
    /// gives the same ``IndexedPage`` (up to the order of each document's tokens), so a build
    /// may keep it while the page is unchanged.
    package func indexed(_ page: SearchPage) -> IndexedPage {
        var scores: [String] = []
        var records: [String] = []
        scores.reserveCapacity(page.sections.count)
        records.reserveCapacity(page.sections.count)
        for section in page.sections {
            var line = ""
            for (token, score) in score(section, in: page) {
                if !line.isEmpty { line += " " }
                line += token
                line += " "
                line += String(score)
            }
            scores.append(line)
            records.append(record(section, in: page))
        }
        return IndexedPage(path: page.path, title: page.title, trail: page.trail, records: records, scores: scores)
    }

    /// What result lists show of one document: `"anchor","heading","text","code"` (an empty
    /// heading is the page title).
    func record(_ section: SearchSection, in page: SearchPage) -> String {
        var record = SearchIndexEncoding.jsonString(section.anchor ?? "")
        record += "," + SearchIndexEncoding.jsonString(section.level == 1 || section.heading == page.title ? "" : section.heading)
        record += "," + SearchIndexEncoding.jsonString(Self.truncate(section.text, to: excerptCharacters))
        record +=
            ","
            + SearchIndexEncoding.jsonString(
                Self.truncate(Self.compactCode(section.code, limit: codeExcerptCharacters), to: codeExcerptCharacters))
        return record
    }

    /// The quantized score (≥ 1) of every token of one document.
    func score(_ section: SearchSection, in page: SearchPage) -> [(token: String, score: Int)] {
        var scores: [String: Double] = [:]
        func once(_ text: String, weight: Double) {
            var seen: Set<String> = []
            SearchTokenizer.forEachToken(in: text) { token in
                guard seen.insert(token.text).inserted else { return }
                scores[token.text, default: 0] += weight * (token.isPart ? weights.part : 1)
            }
        }
        func saturating(_ text: String, weight: Double, expectedLength: Double) {
            // Words are counted first and each distinct word tokenised once: a long section
            // repeats its words many times over.
            var words: [String: Int] = [:]
            SearchTokenizer.forEachWord(in: text) { words[String(decoding: $0, as: UTF8.self), default: 0] += 1 }
            var counts: [String: Double] = [:]
            var length = 0.0
            for (word, occurrences) in words {
                var word = word
                word.withUTF8 { bytes in
                    for token in SearchTokenizer.tokens(ofWord: bytes) {
                        counts[token.text, default: 0] += Double(occurrences) * (token.isPart ? weights.part : 1)
                        if !token.isPart { length += Double(occurrences) }
                    }
                }
            }
            guard !counts.isEmpty else { return }
            // BM25: k1 = 1.2, b = 0.5 against a typical section length.
            let norm = 1.2 * (0.5 + 0.5 * max(length, 1) / expectedLength)
            for (token, tf) in counts {
                scores[token, default: 0] += weight * tf * 2.2 / (tf + norm)
            }
        }
        if section.level == 1 {
            once(page.title, weight: weights.pageTitle)
        } else {
            once(section.heading, weight: weights.heading)
            once(page.title, weight: weights.pageTitleInSection)
            if let parent = section.parentHeading { once(parent, weight: weights.parentHeading) }
        }
        if let extra = page.keywords[section.anchor ?? ""], !extra.isEmpty {
            once(extra.joined(separator: " "), weight: weights.keywords)
        }
        if let extra = page.summaries[section.anchor ?? ""], !extra.isEmpty {
            once(extra.joined(separator: " "), weight: weights.summary)
        }
        saturating(section.text, weight: weights.body, expectedLength: 120)
        saturating(section.code, weight: weights.code, expectedLength: 80)
        return scores.map { token, score in (token, max(1, Int((score * page.weight * 4).rounded()))) }
    }

    /// Postings (`doc << 32 | score`, by document) as base-32 varint `docDelta, score` pairs.
    static func encode(_ list: [UInt64]) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(list.count * 3)
        var previous: UInt32 = 0
        for posting in list {
            let doc = UInt32(posting >> 32)
            SearchIndexEncoding.appendVarint(doc - previous, to: &encoded)
            SearchIndexEncoding.appendVarint(UInt32(truncatingIfNeeded: posting), to: &encoded)
            previous = doc
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Code with runs of white space collapsed, at most `limit` bytes of it: excerpts show it
    /// on one line.
    static func compactCode(_ code: String, limit: Int = .max) -> String {
        var out: [UInt8] = []
        var pendingSpace = false
        for b in code.utf8 {
            if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(0x20); pendingSpace = false }
            out.append(b)
            if out.count - 4 > limit { break }  // enough for `truncate` to see it is longer
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` cut to at most `limit` bytes, at a space when one is in the second half, with `…`.
    static func truncate(_ text: String, to limit: Int) -> String {
        let utf8 = text.utf8
        guard utf8.count > limit else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: limit)
        // Not inside a UTF-8 sequence.
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        if let space = utf8[..<end].lastIndex(of: 0x20), utf8.distance(from: utf8.startIndex, to: space) > limit / 2 {
            end = space
        }
        return String(Substring(utf8[..<end])) + "…"
    }
}

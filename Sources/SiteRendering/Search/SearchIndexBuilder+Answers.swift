import Foundation
import SiteCore

/// Answers: for each common word, the records of the results a one-word query for it shows,
/// in one file.
///
/// Result records are otherwise packed a few consecutive documents per file, so a result list
/// of ten sections from ten pages loads ten files, and from `file://` every script costs a few
/// milliseconds however small it is. A query for a common word (the most frequent kind) loads
/// its shard and one answer file instead. The shard lists the documents each answer holds, so
/// the browser loads an answer only when it holds results it shows, and loads the group files
/// of the results no answer holds: an answer is a cache of records, never a ranking, and a
/// query ranks the same with or without it.
extension SearchIndexBuilder {
    /// The documents of the answer of each common token, by token index: the best results of a
    /// one-word query for the token, ranked as `search.js` ranks them. At most `limit` answers,
    /// for the tokens with the highest total score (found in many documents, and in their
    /// titles and headings: the words a reader most often types alone), and
    /// only where the results are spread over more record files (of `group` documents) than
    /// the answer saves.
    ///
    /// `tokens` are sorted in UTF-16 order; `postings[i]` holds `doc << 32 | score` by document;
    /// `encodedLengths[i]` is the length of the encoded postings, which `search.js` uses to
    /// pick the prefix expansions of a word.
    func answerLists(
        tokens: [String], postings: [[UInt64]], encodedLengths: [Int], docCount: Int,
        group: Int, limit: Int
    ) -> [Int: [Int]] {
        guard answerSize > 0, limit > 0 else { return [:] }
        let weight = tokens.indices.map { i in postings[i].reduce(0) { $0 + Int(UInt32(truncatingIfNeeded: $1)) } }
        let candidates = tokens.indices.filter {
            postings[$0].count >= answerMinimumDocuments && !Self.wordsNotSearchedAlone.contains(tokens[$0])
        }
        .sorted { (weight[$0], $1) > (weight[$1], $0) }
        var answers: [Int: [Int]] = [:]
        var next = 0
        // In batches, most common first, until the budget is spent.
        while answers.count < limit, next < candidates.count {
            let size = limit >= candidates.count ? candidates.count : 2 * limit
            let batch = Array(candidates[next..<min(candidates.count, next + size)])
            next += batch.count
            let lists = batch.concurrentMap { i -> [Int] in
                bestDocuments(forWord: i, tokens: tokens, postings: postings, encodedLengths: encodedLengths, docCount: docCount)
            }
            for (i, docs) in zip(batch, lists) where answers.count < limit {
                if Set(docs.map { $0 / max(1, group) }).count > 2 { answers[i] = docs }
            }
        }
        return answers
    }

    /// Common English words a reader does not type alone into a search box, beyond the stop
    /// words the index drops: they are in many documents, so without this list they would take
    /// the answer budget from the API names people do search for (`ForEach`, `padding`). Only
    /// which words get an answer file depends on it; a query finds and ranks them as before.
    static let wordsNotSearchedAlone: Set<String> = [
        "about", "after", "again", "all", "also", "always", "any", "because", "before", "both", "each", "every",
        "here", "how", "inside", "just", "more", "most", "much", "must", "never", "no", "now", "one", "only",
        "other", "over", "same", "should", "some", "such", "through", "two", "under", "until", "very", "what", "when",
        "where", "while", "who", "why", "will", "without", "would", "you", "your",
    ]

    /// Mirrors `search.js` for a one-word query: the word's prefix expansions (when it has
    /// three letters or more: the word first, then the longest postings, at most 60), each
    /// weighted by its rarity and, for a longer token, by how much of it the word covers; a
    /// document scores its best expansion. Best first, ties by document.
    func bestDocuments(forWord index: Int, tokens: [String], postings: [[UInt64]], encodedLengths: [Int], docCount: Int) -> [Int] {
        let term = tokens[index]
        let termLength = term.utf16.count
        var expansions: [Int] = []
        if termLength >= 3 {
            var k = index + 1
            while k < tokens.count, tokens[k].utf16.starts(with: term.utf16) {
                expansions.append(k)
                k += 1
            }
            // A stable sort, as JavaScript's: equal lengths keep token order.
            expansions.sort { encodedLengths[$0] != encodedLengths[$1] ? encodedLengths[$0] > encodedLengths[$1] : $0 < $1 }
        }
        let chosen = [index] + expansions.prefix(59)

        var best = [Double](repeating: 0, count: docCount)
        var touched: [Int] = []
        let n = Double(docCount)
        for token in chosen {
            let list = postings[token]
            let df = Double(list.count)
            var weight = log(1 + (n - df + 0.5) / (df + 0.5))
            if token != index { weight *= 0.5 + 0.35 * Double(termLength) / Double(tokens[token].utf16.count) }
            for posting in list {
                let doc = Int(posting >> 32)
                let score = Double(UInt32(truncatingIfNeeded: posting)) * weight
                if best[doc] == 0 { touched.append(doc) }
                if score > best[doc] { best[doc] = score }
            }
        }
        // The best `answerSize`, kept sorted (best first, ties by document).
        var top: [Int] = []
        func isBetter(_ a: Int, than b: Int) -> Bool { best[a] != best[b] ? best[a] > best[b] : a < b }
        for doc in touched {
            if top.count == answerSize, !isBetter(doc, than: top[top.count - 1]) { continue }
            if top.count == answerSize { top.removeLast() }
            var k = top.count
            while k > 0, isBetter(doc, than: top[k - 1]) { k -= 1 }
            top.insert(doc, at: k)
        }
        return top
    }
}

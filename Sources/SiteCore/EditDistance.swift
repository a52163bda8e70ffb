/// Edit distances for near-miss suggestions ("did you mean 'compile-fail'?").
/// In SiteCore because fence attributes, link anchors, surface names and `handbook.yml` keys
/// all suggest the spelling they are nearest to.
package enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`: insertions, deletions,
    /// substitutions and swaps of two neighbouring characters each cost 1, so the typo
    /// `compile-fial` is 1 away from `compile-fail`. Compares lower-cased characters.
    package static func between(_ a: String, _ b: String) -> Int {
        between(a, b, limit: Int.max)
    }

    /// ``between(_:_:)`` when it is at most `limit`, else some number above `limit`: it stops
    /// as soon as every alignment costs more, for scanning many candidates.
    package static func between(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { best = min(best, previous2[j - 2] + 1) }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The candidate nearest to `word`, when it is close enough to be a plausible typo:
    /// at most 2 edits, and fewer edits than half the word's length. Ties go to the
    /// candidate listed first.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - word.count) <= 2 {
            // Only 2 edits or fewer can win: stop counting past that.
            let distance = between(word, candidate, limit: 2)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= 2, best.distance * 2 < max(word.count, 2) else { return nil }
        return best.candidate
    }
}

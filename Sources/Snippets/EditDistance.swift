/// Edit distances for near-miss suggestions ("did you mean 'compile-fail'?").
public enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`: insertions, deletions,
    /// substitutions and swaps of two neighbouring characters each cost 1, so the typo
    /// `compile-fial` is 1 away from `compile-fail`. Compares lower-cased characters.
    public static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[x.count][y.count]
    }

    /// The candidate nearest to `word`, when it is close enough to be a plausible typo:
    /// at most 2 edits, and fewer edits than half the word's length. Ties go to the
    /// candidate listed first.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= 2, best.distance * 2 < max(word.count, 2) else { return nil }
        return best.candidate
    }
}

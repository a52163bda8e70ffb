extension String {
    /// Each Unicode scalar found in `table` replaced by its value, in one pass (scalars, so
    /// the `\r` of a `\r\n` pair is found too).
    package func replacingScalars(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

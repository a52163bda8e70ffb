import SiteCore

/// Positive evidence that the compiler typechecked a generated file to its end.
///
/// Silence proves nothing: a compiler run that stopped early (a module it could not load,
/// a crash, a timeout, a signal, a job that never started, a wrong cached frontend job
/// such as `/bin/true`) says nothing about most files, and "no errors" read from such a
/// run would verify examples nobody looked at. So every generated file ends with a
/// *sentinel*: a declaration marked deprecated with a message unique to this run and this
/// file, used by the last declaration of the file:
///
/// ```swift
/// @available(*, deprecated, message: "handbook-typechecked 5f3c9a1e0b7d 12")
/// private func __handbookTypechecked() {}
/// private func __handbookTypecheckedUse() { __handbookTypechecked() }
/// ```
///
/// The typechecker warns about that use only when it checks the body of the file's last
/// declaration, after every declaration before it (a module's files are checked one
/// after the other, each file's declarations in order). A file counts as typechecked
/// only when
///
/// 1. the compiler printed the warning with this run's nonce and this file's number, at
///    this file's path — text that exists nowhere before the run starts, so neither a
///    stale output, a cached result nor another file's success can supply it; and
/// 2. the compiler process ended by itself with exit status 0 or 1 (no signal, no
///    timeout, no driver failure), so its output is complete.
///
/// A file without both is never "verified": it is compiled again, alone if need be (see
/// ``Typechecker``), or reported unverified with what happened.
struct TypecheckProof: Sendable {
    /// Random per run.
    let nonce: String

    static let prefix = "handbook-typechecked"

    init(nonce: String = String(UInt64.random(in: 1...UInt64.max), radix: 16)) {
        self.nonce = nonce
    }

    /// The text appended to generated file number `index` (it starts on a new line).
    func sentinel(forFile index: Int) -> String {
        """

        // Handbook: the compiler warns here only after typechecking everything above.
        @available(*, deprecated, message: "\(marker(forFile: index))")
        private func __handbookTypechecked() {}
        private func __handbookTypecheckedUse() { __handbookTypechecked() }

        """
    }

    func marker(forFile index: Int) -> String { "\(Self.prefix) \(nonce) \(index)" }

    /// Whether `diagnostic` is the sentinel of file `index` of this run.
    func isSentinel(_ diagnostic: CompilerDiagnostic, ofFile index: Int) -> Bool {
        diagnostic.message.hasSuffix(": " + marker(forFile: index)) || diagnostic.message.hasSuffix(marker(forFile: index))
    }

    /// Whether `diagnostic` is any run's sentinel (never shown to a reader).
    static func isAnySentinel(_ diagnostic: CompilerDiagnostic) -> Bool {
        diagnostic.message.contains(prefix + " ")
    }

    /// What a result stores as its proof: the hash of the source it was proven for. A
    /// cached result whose proof does not match the example's source is not trusted.
    static func proof(sourceHash: String) -> String {
        "sentinel:" + sourceHash
    }
}

/// A declaration Handbook assumed for a name an example uses but nothing declares.
///
/// Real handbooks use sample names a reader fills in (`items`, `viewModel`, `UserRow`).
/// Such an example is typechecked again with a declaration inferred from how the name is
/// used (see ``AssumptionSynthesizer``), and its verdict says what was assumed.
package struct AssumedDeclaration: Hashable, Sendable, Codable {
    /// The name as the example spells it (`items`, `UserRow`).
    package var name: String
    /// What the reader is told: `items: [Item]`, `UserRow(user:)`, `isOn: Bool`, `load() async`.
    package var summary: String
    /// The Swift declaration written into the generated file.
    package var declaration: String
    /// True for a member of the example's synthesised view (`@State private var isOn`, so
    /// that `$isOn` is a binding); false for a file-scope declaration.
    package var isMember: Bool

    package init(name: String, summary: String, declaration: String, isMember: Bool) {
        self.name = name
        self.summary = summary
        self.declaration = declaration
        self.isMember = isMember
    }
}

/// What the theme's `example-group` template gets: a Swift fence, split into its examples and
/// the lines around them.
struct ExampleGroupContext {
    /// Either shared lines or one example.
    struct Block {
        /// Lines the examples share (setup) or that follow the last one (the `code` partial).
        var code: CodeContext?
        /// An example (the `example` partial).
        var example: ExampleContext?
    }

    /// The fence's index on its page.
    var fence: Int
    /// In the fence's order.
    var blocks: [Block]

    /// The fence's example when it is the whole fence (no shared or trailing lines, no other
    /// example): a theme can write it without the group's wrapper.
    var single: ExampleContext? {
        blocks.count == 1 ? blocks[0].example : nil
    }
}

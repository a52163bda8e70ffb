// Tests for MarkdownAST.

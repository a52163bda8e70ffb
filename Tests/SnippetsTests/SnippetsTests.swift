// Tests for Snippets.

// Tests for SnippetChecking.

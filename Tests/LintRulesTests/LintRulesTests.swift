// Tests for LintRules.

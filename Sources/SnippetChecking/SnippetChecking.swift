// The SnippetChecking stage of Handbook. See Package.swift for how the stages depend on each other.

// Tests for SiteCommands.

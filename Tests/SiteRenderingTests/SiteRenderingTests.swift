// Tests for SiteRendering.

// Tests for SiteBuilding.

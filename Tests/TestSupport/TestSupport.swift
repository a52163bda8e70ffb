// Shared test helpers: golden files, fixtures, markers.

// Tests for ContentLoading.

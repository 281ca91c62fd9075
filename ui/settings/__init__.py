"""Parts of the Settings page that are big enough to live in their own modules."""

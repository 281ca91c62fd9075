"""Star Wars: Legion. Everything that knows Legion's rules and data lives in this package."""

SYSTEM_ID = "legion"

"""The Print dialog: live preview, options remembered, export to PDF, print."""

"""The Campaigns page and its dialogs, models and charts."""

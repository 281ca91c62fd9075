"""Subcommands of the CLI, one module per area (assembled by app/cli.py)."""

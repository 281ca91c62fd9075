"""Flashpoint's tracker window and its New game choices."""

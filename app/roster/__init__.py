"""Roster documents: the JSON file format, share codes and the services around them."""

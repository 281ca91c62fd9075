"""The words a game's builder uses for its rosters: a strike team, an army, a team.

The generic builder's texts say what every game says ("Save", "Undo"); where a text names the
roster, the game's builder gives its own, translated in its own domain.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class BuilderWords:
    """The words a game's builder uses for its rosters (a strike team, an army…)."""

    untitled: str  # "Untitled strike team"
    saved_title: str  # "Saved strike teams"
    none_saved: str  # "No saved strike teams yet. Build one and press Save (Ctrl+S)."
    none_matching: str  # "No saved strike team matches this search."
    none_recent: str  # "No saved strike teams yet"
    empty_verdict: str  # "Empty strike team: add units from the catalogue."
    legal_verdict: str  # "Legal strike team."
    casual_verdict: str  # "Casual strike team (house rules allowed)."
    new_tip: str  # "Start a new strike team (Ctrl+N)"
    save_tip: str  # "Save the strike team in Muster, legal or not (Ctrl+S)"
    recent_tip: str  # "Open one of the strike teams saved last"
    paste_tip: str  # "Open a strike team from a Muster code, …"
    print_tip: str  # "Print the strike team's sheet and unit cards, …"
    play_tip: str  # "Start a game with this strike team on the Games page"
    rename_title: str  # "Rename strike team"
    opened_from_code: str  # "Strike team opened from a share code; save it to keep it."
    copied_as_text: str  # "The strike team is on the clipboard as text."
    file_stem: str  # "strike-team": the name offered for a roster file
    # Share format id -> its menu entry ("Copy SPT list code"); Muster's own code included.
    share_actions: Mapping[str, str] = field(default_factory=dict)

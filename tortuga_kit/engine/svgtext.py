"""Small helpers every game's board drawing (``svg.py``) needs: safe text and tolerant reads.

A board draws whatever view it is given, a partial one too, and never raises: ``view_get``
walks dicts and lists and falls back to a default, ``as_int`` accepts only real integers.
Every text put into the SVG goes through ``esc``, because names come from users.

>>> esc('<b>"Anne" & co</b>')
'&lt;b&gt;&quot;Anne&quot; &amp; co&lt;/b&gt;'
>>> short("Bartholomew"), view_get({"a": [1, 2]}, "a", 5, default=0), as_int(True, 7)
('Bartholom…', 0, 7)
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

_BAD_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def esc(value: Any) -> str:
    """Text safe for XML content and attributes (names come from users)."""
    return escape(_BAD_XML.sub("", str(value)), quote=True)


def short(name: Any, limit: int = 10) -> str:
    """A name cut to ``limit`` characters (with an ellipsis), for tight spots on a board."""
    text = str(name)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def view_get(obj: Any, *path: Any, default: Any = None) -> Any:
    """Walk dicts/lists without ever raising: a partial view still draws."""
    for key in path:
        found = (isinstance(obj, dict) and key in obj) or (
            isinstance(obj, list) and isinstance(key, int) and 0 <= key < len(obj)
        )
        if not found:
            return default
        obj = obj[key]
    return obj if obj is not None else default


def as_int(value: Any, default: int = 0) -> int:
    """``value`` if it is an integer (not a bool), else ``default``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default

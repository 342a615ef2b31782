"""The built-in games, declared to the engine by name: a game's package is imported the first
time it is asked for (``get_game``, ``new_match``), or by a ``from tortuga_kit.games.<game>
import ...``, so ``import tortuga_kit`` reads no game's rules (a JupyterLite visitor waits for
that import in the browser's Python).

The first one declared is the default game (``engine.registry.default_game``): the one a widget,
a setup form or ``bench --memory`` opens when none is named.
"""

from ..engine.registry import declare

#: The built-in games in their order (the first is the default game): name -> package.
BUILT_IN = ("tortuga1667", "cartagena", "gourmet", "kutschfahrt")

for _name in BUILT_IN:
    declare(_name, f"{__name__}.{_name}")

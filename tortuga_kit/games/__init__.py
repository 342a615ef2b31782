"""The built-in games; importing this package registers them with the engine.

The first one imported is the default game (``engine.registry.default_game``): the one a widget,
a setup form or ``bench --memory`` opens when none is named.
"""

from . import tortuga1667  # noqa: F401, I001  (the first registered is the default game)
from . import cartagena  # noqa: F401
from . import gourmet  # noqa: F401
from . import kutschfahrt  # noqa: F401

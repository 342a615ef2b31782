"""The built-in games; importing this package registers them with the engine."""

from . import tortuga1667  # noqa: F401

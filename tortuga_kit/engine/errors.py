"""The kit's three error types.

Each is a ``ValueError`` (as in python-chess) so callers that only know "bad input" can catch one
thing, and each carries a stable ``code`` so tests and widgets can react without parsing prose.
"""

from __future__ import annotations


class TortugaKitError(ValueError):
    """Base class: a one-line message plus a stable machine-readable ``code``."""

    code: str = "error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code

    def _render_traceback_(self) -> list[str]:
        """IPython shows this instead of a traceback: a learner's wrong move is one readable
        line (with its rule), not a trip through the engine's frames."""
        from .citations import shown  # here: citations needs i18n, which needs this module

        rule = getattr(self, "rule", "")
        return [f"{type(self).__name__}: {self}" + (f"  [{shown(rule)}]" if rule else "")]


class IllegalAction(TortugaKitError):
    """An action the rules forbid right now.

    The message names the rule and the situation ("only the First Mate may call a mutiny: ...").
    Raising it never changes the match: legality is checked before anything is applied.
    """

    code = "illegal"

    def __init__(self, message: str, code: str = "illegal", rule: str = "") -> None:
        super().__init__(message, code)
        self.rule = rule


class BadOption(TortugaKitError):
    """A wrong game name, player count, option name or option value, or an impossible position."""

    code = "bad_option"


class BadSave(TortugaKitError):
    """A save file that is not valid JSON, is for another format, or does not reproduce itself."""

    code = "bad_save"

"""What a bot observes is a read-only copy: writing to it cannot reach the match.

A game's ``observe(state, seat)`` hands a bot (the learner's code, in a notebook) a share of the
state. Anything it holds that the state holds too (the options above all) must not be the
state's own object: a bot that writes ``obs.opts["turn_cap"] = 1`` would change the running game
and break its save. ``read_only`` makes the copy once, deeply: mappings become
``MappingProxyType`` views of a fresh dict, lists and tuples tuples, sets frozensets.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any


def read_only(value: Any) -> Any:
    """A deep copy of ``value`` that cannot be written to (scalars and strings as they are)."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: read_only(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(read_only(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(read_only(v) for v in value)
    return value

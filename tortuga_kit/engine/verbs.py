"""The verb table: one entry per first word of an action text, and what derives from it.

A game declares its verbs once (name, title, label template, rule, usage); the parser, the
readable labels, the button groups and the "legal: ..." hints in error messages all come from
that table, so a new action is one line in one place.

>>> table = verbs_by_name([Verb("peek", "Look at two event cards", "Look at event cards {1} and {2}",
...                              "rulebook p.4", "peek <space> <space>")])
>>> label(table, "peek 1 4")
'Look at event cards 1 and 4'
>>> hint(table, ["peek 1 2", "peek 1 3"], secret=True)
"legal: 'peek <space> <space>'"
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from .i18n import Msg, translator

_ = translator("kit")


@dataclass(frozen=True)
class Verb:
    """One verb of a game's action language.

    - ``name``: the first word of its action texts (``"force"`` in ``"force Bart 2 5"``);
    - ``title``: the title of its button group ("Force a player to reveal"); a ``Msg`` when the
      game translates it (read in the active language);
    - ``label``: a template over the text's words (``{0}`` is the verb, ``{1}`` the next word, ...;
      a ``Msg`` of such a template when translated) or a function of the words, for labels that
      need a lookup;
    - ``rule``: the rule it comes from;
    - ``usage``: how to write it, shown in hints instead of the legal texts when the decision is
      secret (``"vote <one of your vote cards>"``): an error message must not list a hand;
    - ``public``: its texts never come from private information (Cartagena's ``back 8`` names
      a position everybody sees), so a widget does not call its button group secret even in a
      secret decision. Only the label changes: what a seat is sent still follows the decision.
    """

    name: str
    title: str | Msg
    label: str | Msg | Callable[[Sequence[str]], str]
    rule: str = ""
    usage: str = ""
    public: bool = False

    def label_for(self, words: Sequence[str]) -> str:
        """The label of a text's words; the text itself when they do not fit the template."""
        try:
            if isinstance(self.label, Msg):
                return self.label.render().format(*words)
            if callable(self.label):
                return self.label(words)
            return self.label.format(*words)
        except (IndexError, KeyError, ValueError):
            return " ".join(words)

    @property
    def heading(self) -> str:
        """The title as text, in the active language."""
        return str(self.title)


def verbs_by_name(verbs: Iterable[Verb]) -> dict[str, Verb]:
    """The table as a dict; a verb declared twice is a bug in the game, caught at import."""
    out: dict[str, Verb] = {}
    for v in verbs:
        if v.name in out:
            raise ValueError(f"verb {v.name!r} declared twice")
        out[v.name] = v
    return out


def verb_of(text: str) -> str:
    """The verb of an action text: its first word, lower case ('' for an empty text)."""
    head, _, _ = text.partition(" ")
    return head.lower()


def label(verbs: Mapping[str, Verb], text: str) -> str:
    """The readable label of ``text``; the text itself when its verb is unknown."""
    words = text.split()
    verb = verbs.get(words[0]) if words else None
    return verb.label_for(words) if verb is not None else text


def groups(verbs: Mapping[str, Verb], texts: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Texts grouped by verb, in the order the verbs first appear: ``[(title, [texts])]``."""
    out: dict[str, list[str]] = {}
    for t in texts:
        out.setdefault(verb_of(t), []).append(t)
    return [(verbs[v].heading if v in verbs else v, ts) for v, ts in out.items()]


def hint(verbs: Mapping[str, Verb], legal: Sequence[str], secret: bool, shown: int = 8) -> str:
    """The "legal: ..." part of an error message.

    For a secret decision it names each legal verb's usage instead of the texts, because the
    texts show the chooser's private information to whoever reads the error.
    """
    if not legal:
        return _("no action is legal")
    if secret:
        seen: list[str] = []
        for t in legal:
            v = verbs.get(verb_of(t))
            usage = v.usage if v is not None and v.usage else verb_of(t)
            if usage not in seen:
                seen.append(usage)
        return _("legal: {actions}", actions=", ".join(repr(u) for u in seen))
    listed = ", ".join(repr(t) for t in legal[:shown])
    if len(legal) > shown:
        return _("legal: {actions} and {n} more", actions=listed, n=len(legal) - shown)
    return _("legal: {actions}", actions=listed)

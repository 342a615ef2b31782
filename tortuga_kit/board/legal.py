"""What a board may mark as clickable: the legal action texts it is told, and nothing else.

A board never works out what is legal (that is the rules' job, done once by the match): the
caller hands it the action texts the shown seat may play (``Match.board_legal(seat)``), and the
board puts a hot spot wherever a text or one of its words is drawn. Given nothing, a board
draws no hot spot at all.

>>> legal = Legal(["forward 8 key", "back 8", "end"])
>>> "end" in legal, sorted(legal.words("back")), sorted(legal.words("forward", 2))
(True, ['8'], ['key'])
>>> sorted(legal.firsts(1))
['8']
"""

from __future__ import annotations

from collections.abc import Iterable


class Legal:
    """The legal action texts a board was given, with the questions a board asks of them."""

    def __init__(self, texts: Iterable[str] = ()) -> None:
        self.texts = tuple(dict.fromkeys(str(t) for t in texts))  # in the order given
        self._split = [t.split() for t in self.texts]

    def __contains__(self, text: object) -> bool:
        return text in self.texts

    def __bool__(self) -> bool:
        return bool(self.texts)

    def words(self, verb: str, at: int = 1) -> set[str]:
        """The word at position ``at`` of every text whose verb is ``verb`` (``back 8``: 8)."""
        return {w[at] for w in self._split if len(w) > at and w[0] == verb}

    def firsts(self, at: int = 1) -> set[str]:
        """The word at position ``at`` of every text, whatever its verb."""
        return {w[at] for w in self._split if len(w) > at}

    def names(self, phrase: str, verbs: Iterable[str] | None = None) -> bool:
        """Whether some text (of one of ``verbs``, any when ``None``) names ``phrase`` after its
        verb: as whole words, in a row (a player's name may hold spaces: ``attack Anne Marie``).

        >>> legal = Legal(["attack Anne Marie", "trade key Bart"])
        >>> legal.names("Anne Marie"), legal.names("Carl"), legal.names("key", ["give"])
        (True, False, False)
        """
        words = phrase.split()
        n = len(words)
        return bool(words) and any(
            any(w[i : i + n] == words for i in range(1, len(w) - n + 1))
            and (verbs is None or w[0] in verbs)
            for w in self._split
        )

    def with_prefix(self, prefix: str) -> list[str]:
        """The texts that start with ``prefix`` (whole words), sorted."""
        words = prefix.split()
        return sorted(t for t, w in zip(self.texts, self._split) if w[: len(words)] == words)

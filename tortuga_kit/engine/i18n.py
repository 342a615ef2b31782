"""Languages: every text a learner reads in English, German or Korean, the rules untouched.

The kit's sources are German, Korean and English, and so are its classrooms (issue 13). The
rules never see a language: action texts are stable identifiers (``"play 3 2"``), saves
and digests hold no text to translate, and the same seed and actions make the same match in
every language. Only what is *read* is translated, at the moment it is read:

- a module that shows text makes one translator for its **domain** (a game's name, or
  ``"kit"`` for the engine, widgets and command line): ``_ = translator(GAME_NAME)``;
- ``_("Pass")`` translates now, in the active language (a view is built when it is asked for);
- ``_.lazy("{name} draws {n} cards", name=..., n=...)`` makes a :class:`Msg`, translated each
  time it is read: an event is made once, during the rules' step, and read later, perhaps in
  another language, perhaps never (a playout of thousands of games formats none of its texts);
- ``_.template("{name} reveals card {n}: {card}.")``, made once at import, is the same for
  an event the rules make in their hot loop: the event keeps the template and its fields as a
  tuple, in the order they first appear in the English text (``Event(..., args=(name, n,
  card))``), so making it costs no more than an untranslated event;
- the **message id** is the English text itself (a ``str.format`` template with named fields),
  so English needs no catalog and reads exactly as before.

The active language is the match's while the match hands texts out (``Match(lang=...)``, see
:func:`language`), else the kit's default (:func:`set_language`, ``"en"`` at start).

Catalogs are GNU gettext files in the package, ``tortuga_kit/locale/<lang>/LC_MESSAGES/
<domain>.po``, compiled to ``.mo`` next to them (``make catalogs``; the ``.mo`` files are package
data, read with the standard library's :mod:`gettext`, so Pyodide needs nothing more).

>>> _ = translator("kit")
>>> with language("de"):
...     _("nothing to redo")
'nichts zum Wiederholen'
>>> later = _.lazy("nothing to redo")
>>> later.render("ko"), later.render("en")
('다시 할 것이 없습니다', 'nothing to redo')
"""

from __future__ import annotations

import gettext as _gettext
import string
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from importlib import resources
from typing import Any

from .errors import BadOption
from .korean import MARKERS, particle_fields, resolve

#: The languages of the kit's sources, by code, each named in itself (a language picker's labels).
LANGUAGES: Mapping[str, str] = {"en": "English", "de": "Deutsch", "ko": "한국어"}
DEFAULT = "en"
_CODES = {code: code for code in LANGUAGES}
_CODES[DEFAULT] = DEFAULT

_default = DEFAULT
# A ContextVar for the override (a match handing out its texts): a plain global for the default,
# because a Jupyter kernel may run each cell in a copy of the context, where a ContextVar set in
# one cell would not be seen by the next.
_override: ContextVar[str | None] = ContextVar("tortuga_kit_language", default=None)
_catalogs: dict[tuple[str, str], _gettext.NullTranslations] = {}


def check_language(lang: object) -> str:
    """``lang`` if the kit speaks it, else one clear ``BadOption`` line. The code returned is
    the kit's own string object (``Match.play`` compares languages by identity: it is cheap)."""
    if isinstance(lang, str) and lang in LANGUAGES:
        return _CODES[lang]
    raise BadOption(
        _kit(
            "language must be one of {known}, not {given}",
            known=known_languages(),
            given=repr(lang),
        )[:300]
    )


def known_languages(lang: str | None = None) -> str:
    """The kit's languages for a reader of ``lang`` (default: the active one): each code with its
    name in the reader's language and, if that differs, in itself (a reader who picked the wrong
    language still finds their own): ``'de' (German, Deutsch)``."""
    shown = []
    for code, own in LANGUAGES.items():
        name = translate("kit", _LANGUAGE_NAMES[code], lang)
        shown.append(f"{code!r} ({name})" if name == own else f"{code!r} ({name}, {own})")
    return ", ".join(shown)


def set_language(lang: str) -> None:
    """The kit's default language, for every text not handed out by a match with its own."""
    global _default
    _default = check_language(lang)


def active_language() -> str:
    """The language texts are translated into right now."""
    return _override.get() or _default


@contextmanager
def language(lang: str) -> Iterator[str]:
    """Translate into ``lang`` inside the block (a match does this while it hands texts out)."""
    token = _override.set(check_language(lang))
    try:
        yield lang
    finally:
        _override.reset(token)


def catalog(domain: str, lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``domain`` in ``lang`` (a null one when there is none: the
    English message ids then show, which the catalog tests forbid for a shipped text)."""
    key = (domain, lang)
    found = _catalogs.get(key)
    if found is None:
        path = resources.files("tortuga_kit") / "locale" / lang / "LC_MESSAGES" / f"{domain}.mo"
        try:
            with path.open("rb") as f:
                found = _gettext.GNUTranslations(f)
        except (FileNotFoundError, OSError):
            found = _gettext.NullTranslations()
        _catalogs[key] = found
    return found


def _fill(template: str, args: Mapping[str, Any], lang: str) -> str:
    """The template with its fields filled; in Korean, its particle markers (``{name}{을}``,
    see :mod:`.korean`) then agree with the words the fields put before them."""
    if not args:
        return template
    values = {k: (v.render(lang) if isinstance(v, Msg) else v) for k, v in args.items()}
    try:
        if lang == "ko":
            return resolve(template.format(**particle_fields(), **values))
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template  # a catalog bug must never break a view; the catalog tests catch it


def translate(domain: str, msgid: str, lang: str | None = None, **args: Any) -> str:
    """``msgid`` of ``domain`` in ``lang`` (default: the active language), fields filled."""
    lang = lang or active_language()
    template = msgid if lang == DEFAULT else catalog(domain, lang).gettext(msgid)
    return _fill(template, args, lang)


class Msg:
    """A text translated when it is read: its domain, message id and named fields (a field may
    itself be a ``Msg``, such as a card's name). ``plural``: the English plural, chosen by the
    field ``n`` (each language has its own plural rule in its catalog)."""

    __slots__ = ("domain", "msgid", "plural", "args")

    def __init__(self, domain: str, msgid: str, plural: str = "", **args: Any) -> None:
        self.domain = domain
        self.msgid = msgid
        self.plural = plural
        self.args = args

    def render(self, lang: str | None = None) -> str:
        lang = lang or active_language()
        if not self.plural:
            return translate(self.domain, self.msgid, lang, **self.args)
        n = self.args.get("n", 1)
        count = n if isinstance(n, int) else 1
        if lang == DEFAULT:
            template = self.msgid if count == 1 else self.plural
        else:
            template = catalog(self.domain, lang).ngettext(self.msgid, self.plural, count)
        return _fill(template, self.args, lang)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Msg({self.domain!r}, {self.msgid!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Msg):
            return (self.domain, self.msgid, self.plural, self.args) == (
                other.domain,
                other.msgid,
                other.plural,
                other.args,
            )
        if isinstance(other, str):
            return self.render() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # fields may be unhashable


class Joined(Msg):
    """Texts (``Msg`` or plain) joined by ``sep``, the same separator in every language,
    translated when read: a list of cards or reasons inside another message's field.

    >>> Joined(["a", Msg("nowhere", "b")], ", ").render("de")
    'a, b'
    """

    __slots__ = ("parts", "sep")

    def __init__(self, parts: list[Any] | tuple[Any, ...], sep: str = "; ") -> None:
        super().__init__("", "")
        self.parts = tuple(parts)
        self.sep = sep

    def render(self, lang: str | None = None) -> str:
        return self.sep.join(text(p, lang) for p in self.parts)

    def __repr__(self) -> str:
        return f"Joined({self.parts!r})"


_new_msg = object.__new__


class Template:
    """A message of ``domain`` whose fields come as a tuple, in the order they first appear in
    the English ``msgid`` (``names``): what an event made in the rules' hot loop holds (see
    ``Event(args=...)``), read as a ``Msg`` when someone reads the event."""

    __slots__ = ("domain", "msgid", "names")

    def __init__(self, domain: str, msgid: str) -> None:
        self.domain = domain
        self.msgid = msgid
        self.names = tuple(dict.fromkeys(f for _, f, _, _ in string.Formatter().parse(msgid) if f))

    def msg(self, args: tuple[object, ...]) -> Msg:
        """The message with these field values (as many as ``names``: a mismatch is a bug)."""
        if len(args) != len(self.names):
            raise TypeError(f"{self!r} takes {len(self.names)} fields, not {len(args)}")
        m = _new_msg(Msg)
        m.domain, m.msgid, m.plural, m.args = (
            self.domain,
            self.msgid,
            "",
            dict(zip(self.names, args)),
        )
        return m

    def __repr__(self) -> str:
        return f"Template({self.domain!r}, {self.msgid!r})"


def text(value: object, lang: str | None = None) -> str:
    """A field that may be a plain string or a ``Msg``, as text."""
    return value.render(lang) if isinstance(value, Msg) else str(value)


class Translator:
    """The translator of one domain: ``_("...")`` now, ``_.lazy(...)`` when read."""

    __slots__ = ("domain",)

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def __call__(self, msgid: str, **args: Any) -> str:
        return translate(self.domain, msgid, None, **args)

    def lazy(self, msgid: str, /, **args: Any) -> Msg:
        # Built field by field, not through ``Msg(...)``: the rules make one per event, and
        # passing ``**args`` on re-packs the fields (half the cost of an event, measured).
        m = _new_msg(Msg)
        m.domain = self.domain
        m.msgid = msgid
        m.plural = ""
        m.args = args
        return m

    def template(self, msgid: str) -> Template:
        """``msgid`` as a template for events made in a hot loop (see :class:`Template`)."""
        return Template(self.domain, msgid)

    def plural(self, singular: str, plural: str, n: int, **args: Any) -> str:
        """``singular`` or ``plural`` by ``n`` (the field ``{n}``), translated now."""
        return Msg(self.domain, singular, plural, n=n, **args).render()

    def lazy_plural(self, singular: str, plural: str, n: int, /, **args: Any) -> Msg:
        args["n"] = n
        m = _new_msg(Msg)
        m.domain = self.domain
        m.msgid = singular
        m.plural = plural
        m.args = args
        return m

    def pgettext(self, context: str, msgid: str, **args: Any) -> str:
        """``msgid`` in ``context``, translated now: one English word with two meanings (its
        catalog entry has a ``msgctxt``, so each meaning has its own translation)."""
        lang = active_language()
        if lang == DEFAULT:
            return _fill(msgid, args, lang)
        return _fill(catalog(self.domain, lang).pgettext(context, msgid), args, lang)

    def get(self, msgid: str, **args: Any) -> str:
        """``msgid`` from a variable, translated now: an id that ``mark`` put in the catalog
        (``_("...")`` itself takes only literals, so that every id is extracted)."""
        return translate(self.domain, msgid, None, **args)

    def mark(self, msgid: str) -> str:
        """``msgid`` unchanged, marked for the catalogs: a name kept in a table (a card, a
        place) and translated where it is shown, with ``_(name)`` or ``_.lazy(name)``."""
        return msgid


def translator(domain: str) -> Translator:
    """The translator a module of ``domain`` uses (its calls are what ``make catalogs``
    extracts: the first argument must be a string literal)."""
    return Translator(domain)


def fields(template: str) -> set[str]:
    """The named fields of a template (``{name}``, ``{n}``): a translation must keep them all
    (a Korean particle marker such as ``{을}`` is no field: the translation adds it).

    >>> sorted(fields("{name} draws {n} cards")), sorted(fields("{name}{을} 뽑습니다"))
    (['n', 'name'], ['name'])
    """
    return {f for _, f, _, _ in string.Formatter().parse(template) if f and f not in MARKERS}


_kit = translator("kit")
#: Each language's name in English, translated for the reader (``LANGUAGES`` names each in itself).
_LANGUAGE_NAMES = {"en": _kit.mark("English"), "de": _kit.mark("German"), "ko": _kit.mark("Korean")}

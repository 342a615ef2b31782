"""The kit's message catalogs: extract the texts from the code, keep the .po files, compile .mo.

The kit's catalogs are plain GNU gettext (``tortuga_kit/locale/<lang>/LC_MESSAGES/<domain>.po``,
read at run time by the standard library through the compiled ``.mo``: the kit itself needs
nothing more). This tool reads and writes the .po files with Babel (``babel.messages.pofile``)
and compiles them with ``babel.messages.mofile`` (Babel is a development dependency, in the
``test`` and ``dev`` extras, never the kit's): a ``msgctxt`` is kept, a fuzzy entry (``#,
fuzzy``: unreviewed or out of date) is not compiled, and ``check`` reports it. So:

    python tools/i18n.py update     # extract, merge into every .po (new ids empty), compile .mo
    python tools/i18n.py check      # what tests/test_i18n.py asserts, as a report

What is extracted (``ast``, no import of the kit): in a module that assigns ``X =
translator("<domain>")`` at the top level, every call ``X("...")``, ``X.lazy("...")``,
``X.mark("...")``, ``X.template("...")``, ``X.plural("...", "...", n)``, ``X.lazy_plural(...)``
and ``X.pgettext("context", "...")`` whose message ids are string literals. English is the message id itself, so it has no catalog; each other language of
``LANGUAGES`` has one ``.po`` per domain.
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from babel.messages import mofile, pofile
from babel.messages.catalog import Catalog, Message

sys.path.insert(0, str(Path(__file__).resolve().parent))  # a sibling script of tools/
import glossary  # noqa: E402  (the kit's terms: notes for translators)

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tortuga_kit"
LOCALE = PACKAGE / "locale"
#: The catalogs' languages (English is the message ids) and their plural rules.
PLURAL_FORMS = {
    "de": "nplurals=2; plural=(n != 1);",
    "ko": "nplurals=1; plural=0;",
}
LANGUAGE_NAMES = {"de": "German", "ko": "Korean"}
_CALLS = {"lazy": 1, "mark": 1, "template": 1, "plural": 2, "lazy_plural": 2, "pgettext": 2}


@dataclass
class Entry:
    """One message: its id, English plural (or ""), where it is used, a translation; its
    context (``msgctxt``: one English word, two meanings), whether the translation is fuzzy
    (unreviewed: not compiled), the notes for translators (``#.``) and their own comments."""

    msgid: str
    plural: str = ""
    where: list[str] = field(default_factory=list)
    msgstr: list[str] = field(default_factory=list)
    context: str | None = None
    fuzzy: bool = False
    notes: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)


# ----------------------------------------------------------------------------- extraction
def _translators(tree: ast.Module) -> dict[str, str]:
    """Module-level ``X = translator("domain")``: name -> domain."""
    out: dict[str, str] = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "translator"
            and len(node.value.args) == 1
            and isinstance(node.value.args[0], ast.Constant)
            and isinstance(node.value.args[0].value, str)
        ):
            out[node.targets[0].id] = node.value.args[0].value
    return out


#: The front end's texts (widgets/static/*.js): literals in tr("..."), say("...") and N_("..."),
#: all of the ``kit`` domain (controller.js looks them up in the ``chrome`` trait).
_JS = re.compile(r'\b(?:tr|say|N_)\(\s*"((?:[^"\\]|\\.)*)"')


def _extract_js(package: Path, found: dict[str, dict[str, Entry]]) -> None:
    for path in sorted((package / "widgets" / "static").glob("*.js")):
        rel = path.relative_to(package.parent).as_posix()
        for m in _JS.finditer(path.read_text(encoding="utf-8")):
            msgid = json.loads(f'"{m.group(1)}"')
            entry = found.setdefault("kit", {}).setdefault(msgid, Entry(msgid))
            if rel not in entry.where:
                entry.where.append(rel)


def extract(package: Path = PACKAGE) -> dict[str, dict[str, Entry]]:
    """domain -> msgid -> Entry, in the order the code uses them (files sorted; the front
    end's texts after the Python ones)."""
    found: dict[str, dict[str, Entry]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        names = _translators(tree)
        if not names:
            continue
        rel = path.relative_to(package.parent).as_posix()
        calls = sorted(
            (n for n in ast.walk(tree) if isinstance(n, ast.Call)),
            key=lambda n: (n.lineno, n.col_offset),
        )
        for node in calls:
            f = node.func
            if isinstance(f, ast.Name) and f.id in names:
                domain, count = names[f.id], 1
            elif (
                isinstance(f, ast.Attribute)
                and isinstance(f.value, ast.Name)
                and f.value.id in names
                and f.attr in _CALLS
            ):
                domain, count = names[f.value.id], _CALLS[f.attr]
            else:
                continue
            ids = node.args[:count]
            if len(ids) < count or not all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in ids
            ):
                raise SystemExit(f"{rel}:{node.lineno}: a translated text must be a string literal")
            texts = [a.value for a in ids]  # type: ignore[attr-defined]
            context = (
                texts.pop(0) if isinstance(f, ast.Attribute) and f.attr == "pgettext" else None
            )
            msgid, plural = texts[0], (texts[1] if len(texts) == 2 else "")
            entries = found.setdefault(domain, {})
            entry = entries.setdefault(key(msgid, context), Entry(msgid, plural, context=context))
            if entry.plural != plural:
                raise SystemExit(f"{rel}:{node.lineno}: {msgid!r} used with two plurals")
            if rel not in entry.where:
                entry.where.append(rel)
    _extract_js(package, found)
    return found


# ----------------------------------------------------------------------------- .po files
#: No wrapping of long texts or of their ``#:`` lines: one line per message, as a diff reads best
#: (Babel wraps comments even at width 0, so "no wrapping" is a width no line reaches).
_NO_WRAP = 1 << 30
#: A fixed date in every header Babel writes: the same .po makes the same .mo, on any day.
_EPOCH = datetime(2024, 1, 1, tzinfo=timezone.utc)


def key(msgid: str, context: str | None = None) -> str:
    """An entry's key in the dicts of this tool: its id, or ``context\x04id`` (the key GNU
    gettext itself uses in a .mo, so ``pgettext`` finds the entry by it)."""
    return msgid if context is None else f"{context}\x04{msgid}"


def _entry(m: Message) -> Entry:
    msgid, plural = (m.id[0], m.id[1]) if isinstance(m.id, (list, tuple)) else (m.id, "")
    forms = list(m.string) if isinstance(m.string, (list, tuple)) else [m.string or ""]
    return Entry(
        msgid,
        plural,
        [loc for loc, _ in m.locations],
        forms,
        context=m.context,
        fuzzy=m.fuzzy,
        notes=list(m.auto_comments),
        comments=list(m.user_comments),
    )


def read_po(path: Path) -> dict[str, Entry]:
    """The entries of a .po file (the header, msgid "", left out), by :func:`key`, with their
    context (``msgctxt``), fuzzy flag and comments (``#.`` notes for translators, ``#``)."""
    try:
        with path.open("rb") as f:
            found = pofile.read_po(f, abort_invalid=True)
    except pofile.PoFileError as exc:
        raise SystemExit(f"{path}: {exc}") from None
    out: dict[str, Entry] = {}
    for m in found:
        if m.id:
            e = _entry(m)
            out[key(e.msgid, e.context)] = e
    return out


def _catalog(lang: str, entries: Iterable[Entry]) -> Catalog:
    cat = Catalog(locale=lang, creation_date=_EPOCH, revision_date=_EPOCH, fuzzy=False)
    for e in entries:
        m = cat.add(
            (e.msgid, e.plural) if e.plural else e.msgid,
            tuple(e.msgstr) if e.plural else (e.msgstr[0] if e.msgstr else ""),
            [(w, None) for w in e.where],
            {"fuzzy"} if e.fuzzy else (),
            auto_comments=e.notes,
            user_comments=e.comments,
            context=e.context,
        )
        m.flags -= {"python-format", "python-brace-format"}  # Babel's guesses, no translator's
    return cat


def write_po(path: Path, lang: str, domain: str, entries: dict[str, Entry]) -> None:
    """The .po file of ``entries``: the kit's own short header, then Babel's writing of each."""
    header = [
        f"# {LANGUAGE_NAMES[lang]} texts of tortuga_kit, domain {domain!r} (tools/i18n.py).",
        'msgid ""',
        'msgstr ""',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        f'"Language: {lang}\\n"',
        f'"Plural-Forms: {PLURAL_FORMS[lang]}\\n"',
        "",
        "",
    ]
    body = io.BytesIO()
    pofile.write_po(body, _catalog(lang, entries.values()), width=_NO_WRAP, omit_header=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes("\n".join(header).encode() + body.getvalue())


# ----------------------------------------------------------------------------- .mo files
def compiled(entries: dict[str, Entry]) -> list[Entry]:
    """What a .mo holds: the translated entries, not the fuzzy ones (a fuzzy translation is
    unreviewed or out of date: the reader sees the English id until a translator clears the
    flag) nor those with an empty form (gettext falls back to the English id)."""
    return [e for e in entries.values() if e.msgstr and all(e.msgstr) and not e.fuzzy]


def mo_bytes(lang: str, entries: dict[str, Entry]) -> bytes:
    """The GNU .mo file of ``entries`` (see :func:`compiled`), by Babel; a context is kept as
    gettext's ``context\x04id`` key (what ``pgettext`` looks up)."""
    out = io.BytesIO()
    mofile.write_mo(out, _catalog(lang, compiled(entries)), use_fuzzy=False)
    return out.getvalue()


def _mo_table(data: bytes) -> dict[Any, Any]:
    """A .mo's messages as the standard library reads them (its header left out)."""
    table = getattr(gettext.GNUTranslations(io.BytesIO(data)), "_catalog", {})
    return {k: v for k, v in table.items() if k != ""}


def po_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def _merge(ids: dict[str, Entry], old: dict[str, Entry]) -> dict[str, Entry]:
    """The extracted entries with what the .po kept of each: its translation (if the plural is
    the same), fuzzy flag and comments; ids no code uses any more dropped."""
    merged = {}
    for k, e in ids.items():
        kept = old.get(k)
        if kept is None or kept.plural != e.plural:
            merged[k] = Entry(e.msgid, e.plural, e.where, [], context=e.context)
            continue
        merged[k] = Entry(
            e.msgid,
            e.plural,
            e.where,
            kept.msgstr,
            e.context,
            kept.fuzzy,
            kept.notes,
            kept.comments,
        )
    return merged


def update() -> int:
    """Merge the extracted ids into every .po (translations kept, new ids empty, ids no code
    uses any more dropped), then compile every .mo."""
    extracted = extract()
    for domain, ids in sorted(extracted.items()):
        for lang in PLURAL_FORMS:
            path = po_path(lang, domain)
            merged = _merge(ids, read_po(path) if path.exists() else {})
            for e in merged.values():
                own = [n for n in e.notes if not n.startswith(glossary.NOTE_PREFIX)]
                e.notes = own + glossary.notes(lang, domain, e.msgid)
            write_po(path, lang, domain, merged)
            path.with_suffix(".mo").write_bytes(mo_bytes(lang, merged))
    return 0


def _entry_problems(where: str, e: Entry) -> list[str]:
    """What is wrong with one entry: no translation, a fuzzy one, a field lost or added."""
    sys.path.insert(0, str(ROOT))
    from tortuga_kit.engine.i18n import fields

    name = repr(e.msgid) if e.context is None else f"{e.msgid!r} ({e.context})"
    if not e.msgstr or not all(s.strip() for s in e.msgstr):
        return [f"{where}: {name} has no translation"]
    if e.fuzzy:
        return [f"{where}: {name} is fuzzy (unreviewed: not compiled, the reader sees English)"]
    want = fields(e.msgid) | fields(e.plural)
    # a language without plurals may leave out {n} only if the English does
    return [
        f"{where}: {name} fields {sorted(fields(form))} != {sorted(want)}"
        for form in e.msgstr
        if fields(form) != want
    ]


def problems() -> list[str]:
    """Every way the catalogs disagree with the code (tests/test_i18n.py asserts none)."""
    out = []
    extracted = extract()
    for domain, ids in sorted(extracted.items()):
        for lang in PLURAL_FORMS:
            path = po_path(lang, domain)
            if not path.exists():
                out.append(f"{path.relative_to(ROOT)}: missing")
                continue
            po = read_po(path)
            out += [f"{domain}/{lang}: {k!r} not in the catalog" for k in ids.keys() - po.keys()]
            out += [f"{domain}/{lang}: {k!r} is used by no code" for k in po.keys() - ids.keys()]
            for e in po.values():
                out += _entry_problems(f"{domain}/{lang}", e)
            mo = path.with_suffix(".mo")
            if not mo.exists() or _mo_table(mo.read_bytes()) != _mo_table(mo_bytes(lang, po)):
                out.append(f"{mo.relative_to(ROOT)}: not compiled from its .po (make catalogs)")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["update", "check"])
    args = parser.parse_args(argv)
    if args.command == "update":
        return update()
    found = problems()
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

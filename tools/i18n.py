"""The kit's message catalogs: extract the texts from the code, keep the .po files, compile .mo.

Why a tool of our own: the kit's catalogs are plain GNU gettext (``tortuga_kit/locale/<lang>/
LC_MESSAGES/<domain>.po``, read at run time by the standard library through the compiled
``.mo``), but GNU gettext's programs are not on a fresh machine, and Babel would be a
dependency for ~200 lines of work. So:

    python tools/i18n.py update     # extract, merge into every .po (new ids empty), compile .mo
    python tools/i18n.py check      # what tests/test_i18n.py asserts, as a report

What is extracted (``ast``, no import of the kit): in a module that assigns ``X =
translator("<domain>")`` at the top level, every call ``X("...")``, ``X.lazy("...")``,
``X.mark("...")``, ``X.template("...")``, ``X.plural("...", "...", n)`` and ``X.lazy_plural(...)`` whose message ids are
string literals. English is the message id itself, so it has no catalog; each other language of
``LANGUAGES`` has one ``.po`` per domain.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tortuga_kit"
LOCALE = PACKAGE / "locale"
#: The catalogs' languages (English is the message ids) and their plural rules.
PLURAL_FORMS = {
    "de": "nplurals=2; plural=(n != 1);",
    "ko": "nplurals=1; plural=0;",
}
LANGUAGE_NAMES = {"de": "German", "ko": "Korean"}
_CALLS = {"lazy": 1, "mark": 1, "template": 1, "plural": 2, "lazy_plural": 2}


@dataclass
class Entry:
    """One message: its id, English plural (or ""), where it is used, and a translation."""

    msgid: str
    plural: str = ""
    where: list[str] = field(default_factory=list)
    msgstr: list[str] = field(default_factory=list)


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
            msgid = ids[0].value  # type: ignore[attr-defined]
            plural = ids[1].value if count == 2 else ""  # type: ignore[attr-defined]
            entries = found.setdefault(domain, {})
            entry = entries.setdefault(msgid, Entry(msgid, plural))
            if entry.plural != plural:
                raise SystemExit(f"{rel}:{node.lineno}: {msgid!r} used with two plurals")
            if rel not in entry.where:
                entry.where.append(rel)
    _extract_js(package, found)
    return found


# ----------------------------------------------------------------------------- .po files
def _unquote(s: str) -> str:
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"not a quoted string: {s[:60]}")
    return ast.literal_eval(s)  # the C escapes of .po are Python's


def _quote(s: str) -> str:
    body = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def read_po(path: Path) -> dict[str, Entry]:
    """The entries of a .po file (the header, msgid "", left out)."""
    entries: dict[str, Entry] = {}
    cur: dict[str, str] = {}
    key = ""
    where: list[str] = []

    def flush() -> None:
        nonlocal cur, where
        if "msgid" in cur and cur["msgid"]:
            forms = [cur[k] for k in sorted(k for k in cur if k.startswith("msgstr"))]
            entries[cur["msgid"]] = Entry(cur["msgid"], cur.get("msgid_plural", ""), where, forms)
        cur, where = {}, []

    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        try:
            if not line:
                flush()
            elif line.startswith("#:"):
                where.extend(line[2:].split())
            elif line.startswith("#"):
                continue
            elif line.startswith('"'):
                cur[key] += _unquote(line)
            else:
                word, _, rest = line.partition(" ")
                if word == "msgid" and "msgid" in cur:
                    flush()
                key = word.replace("msgstr[", "msgstr_").rstrip("]")
                key = "msgstr_0" if key == "msgstr" else key
                cur[key] = _unquote(rest)
        except (ValueError, SyntaxError, KeyError) as exc:
            raise SystemExit(f"{path}:{lineno}: {exc}") from None
    flush()
    return entries


def write_po(path: Path, lang: str, domain: str, entries: dict[str, Entry]) -> None:
    lines = [
        f"# {LANGUAGE_NAMES[lang]} texts of tortuga_kit, domain {domain!r} (tools/i18n.py).",
        'msgid ""',
        'msgstr ""',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        f'"Language: {lang}\\n"',
        f'"Plural-Forms: {PLURAL_FORMS[lang]}\\n"',
        "",
    ]
    for e in entries.values():
        if e.where:
            lines.append("#: " + " ".join(e.where))
        lines.append(f"msgid {_quote(e.msgid)}")
        if e.plural:
            lines.append(f"msgid_plural {_quote(e.plural)}")
            for i, form in enumerate(e.msgstr or [""]):
                lines.append(f"msgstr[{i}] {_quote(form)}")
        else:
            lines.append(f"msgstr {_quote(e.msgstr[0] if e.msgstr else '')}")
        lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


# ----------------------------------------------------------------------------- .mo files
def mo_bytes(lang: str, entries: dict[str, Entry]) -> bytes:
    """The GNU .mo file of ``entries`` (untranslated ones left out: gettext falls back to
    the English id), sorted by id, without a hash table (the standard library needs none)."""
    header = (
        f"Content-Type: text/plain; charset=UTF-8\nLanguage: {lang}\n"
        f"Plural-Forms: {PLURAL_FORMS[lang]}\n"
    )
    pairs = [(b"", header.encode())]
    for e in entries.values():
        if not e.msgstr or not all(e.msgstr):
            continue
        key = e.msgid + ("\0" + e.plural if e.plural else "")
        pairs.append((key.encode(), "\0".join(e.msgstr).encode()))
    pairs.sort()
    n = len(pairs)
    start = 7 * 4 + 16 * n
    ids = b"".join(k + b"\0" for k, _ in pairs)
    strs = b"".join(v + b"\0" for _, v in pairs)
    table_ids, table_strs = [], []
    offset = start
    for k, _ in pairs:
        table_ids.append((len(k), offset))
        offset += len(k) + 1
    for _, v in pairs:
        table_strs.append((len(v), offset))
        offset += len(v) + 1
    out = struct.pack("<7I", 0x950412DE, 0, n, 28, 28 + 8 * n, 0, start)
    out += b"".join(struct.pack("<2I", *t) for t in table_ids)
    out += b"".join(struct.pack("<2I", *t) for t in table_strs)
    return out + ids + strs


def po_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def update() -> int:
    """Merge the extracted ids into every .po (translations kept, new ids empty, ids no code
    uses any more dropped), then compile every .mo."""
    extracted = extract()
    for domain, ids in sorted(extracted.items()):
        for lang in PLURAL_FORMS:
            path = po_path(lang, domain)
            old = read_po(path) if path.exists() else {}
            merged = {}
            for msgid, e in ids.items():
                kept = old.get(msgid)
                forms = kept.msgstr if kept is not None and kept.plural == e.plural else []
                merged[msgid] = Entry(msgid, e.plural, e.where, forms)
            write_po(path, lang, domain, merged)
            path.with_suffix(".mo").write_bytes(mo_bytes(lang, merged))
    return 0


def problems() -> list[str]:
    """Every way the catalogs disagree with the code (tests/test_i18n.py asserts none)."""
    sys.path.insert(0, str(ROOT))
    from tortuga_kit.engine.i18n import fields

    out = []
    extracted = extract()
    for domain, ids in sorted(extracted.items()):
        for lang in PLURAL_FORMS:
            path = po_path(lang, domain)
            if not path.exists():
                out.append(f"{path.relative_to(ROOT)}: missing")
                continue
            po = read_po(path)
            for msgid in ids.keys() - po.keys():
                out.append(f"{domain}/{lang}: {msgid!r} not in the catalog")
            for msgid in po.keys() - ids.keys():
                out.append(f"{domain}/{lang}: {msgid!r} is used by no code")
            for msgid, e in po.items():
                if not e.msgstr or not all(s.strip() for s in e.msgstr):
                    out.append(f"{domain}/{lang}: {msgid!r} has no translation")
                    continue
                want = fields(msgid) | fields(e.plural)
                for form in e.msgstr:
                    got = fields(form)
                    # a language without plurals may leave out {n} only if the English does
                    if got != want:
                        out.append(
                            f"{domain}/{lang}: {msgid!r} fields {sorted(got)} != {sorted(want)}"
                        )
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != mo_bytes(lang, po):
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

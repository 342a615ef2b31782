"""Fill translations into the catalogs from a JSON file (for a translator working outside a .po
editor): ``python tools/fill_po.py <domain> <file.json>``, the file ``{"de": {msgid: text},
"ko": {...}}``; a plural message takes a list of forms, a message with a context the key
``"context\u0004msgid"``. A filled entry is no longer fuzzy. Then ``tools/i18n.py update``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import i18n  # noqa: E402  (the sibling tool)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python tools/fill_po.py <domain> <translations.json>", file=sys.stderr)
        return 2
    domain, source = argv
    given = json.loads(Path(source).read_text("utf-8"))
    missing = 0
    for lang, texts in given.items():
        path = i18n.po_path(lang, domain)
        entries = i18n.read_po(path)
        for msgid, text in texts.items():
            entry = entries.get(msgid)
            if entry is None:
                print(f"{domain}/{lang}: no message {msgid!r} (run update first)", file=sys.stderr)
                missing += 1
                continue
            entry.msgstr = list(text) if isinstance(text, list) else [text]
            entry.fuzzy = False  # the translator's text replaces the unreviewed one
        i18n.write_po(path, lang, domain, entries)
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

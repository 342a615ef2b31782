"""The shared table's pages: plain HTML and the kit's own ES modules, no build step.

Four pages: the teacher's (create a table, see who joined, bots, pause, undo, end), the
projector's (the public view, big, with a QR code and a short code for each free seat), a
seat's (that seat's view, its log and its buttons; usable on a 360 px wide phone) and the join
page (type a short code). The projector's and the seat's pages run the match widget's own front
end (``controller.js``) against a small model shim (``static/table.js``) fed by the table's
WebSocket instead of a kernel.

Every text a page shows is in the kit's catalogs: the templates name them ``{{key}}`` and
``TEXTS`` holds the English, translated into the table's language when the page is served.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from ..engine.i18n import language, translator
from ..widgets.frontend import CSS, esm, language_state

_ = translator("kit")

STATIC = Path(__file__).resolve().parent / "static"
PAGES = ("teacher", "projector", "seat", "join")

#: The pages' texts by key (``{{key}}`` in a template, ``texts[key]`` in its script).
TEXTS: dict[str, str] = {
    "teacher_title": _.mark("Shared table: the teacher's page"),
    "teacher_intro": _.mark(
        "Create a table: every student opens their seat on their own device (a QR code or a "
        "short code on the projector), the projector shows only the public board."
    ),
    "game": _.mark("Game"),
    "players": _.mark("Players"),
    "language": _.mark("Language"),
    "seed": _.mark("Seed (empty: a secret one)"),
    "options": _.mark("Options (JSON)"),
    "bots": _.mark("Bot seats (e.g. 2, 3)"),
    "create": _.mark("Create the table"),
    "tables": _.mark("Tables"),
    "token_missing": _.mark(
        "This page needs the teacher's address printed by the server (it ends in #token=...)."
    ),
    "seat": _.mark("Seat"),
    "joined": _.mark("joined"),
    "free": _.mark("free"),
    "bot": _.mark("bot"),
    "auto_pass": _.mark("Pass for me: on"),
    "give_bot": _.mark("Give to a bot"),
    "give_back": _.mark("Give back"),
    "free_seat": _.mark("Free the seat"),
    "pause": _.mark("Pause"),
    "resume": _.mark("Resume"),
    "undo": _.mark("Undo the last action"),
    "end": _.mark("End the table"),
    "end_confirm": _.mark("End this table for everyone?"),
    "open_projector": _.mark("Open the projector page"),
    "step": _.mark("step"),
    "paused": _.mark("paused"),
    "projector_title": _.mark("Projector"),
    "join_here": _.mark("Join: scan your seat's code, or open {url} and type the short code."),
    "everyone_joined": _.mark("Every seat is taken."),
    "seat_title": _.mark("Your seat"),
    "join_title": _.mark("Join a table"),
    "code": _.mark("Short code"),
    "join": _.mark("Join"),
    "connecting": _.mark("Connecting…"),
    "reconnecting": _.mark("Connection lost: reconnecting…"),
    "ended": _.mark("This table has ended."),
    "table_paused": _.mark("The teacher has paused the table."),
}


def texts(lang: str) -> dict[str, str]:
    with language(lang):
        return {k: _.get(v) for k, v in TEXTS.items()}


def page(kind: str, lang: str, config: dict[str, Any]) -> str:
    """A page in ``lang``: its template with the texts filled in and ``config`` for its script."""
    template = (STATIC / f"{kind}.html").read_text(encoding="utf-8")
    said = texts(lang)
    for key, text in said.items():
        template = template.replace("{{" + key + "}}", html.escape(text))
    data = {**config, "lang": lang, "texts": said}
    if kind in ("projector", "seat"):
        data["language"] = language_state(lang)
    # inside <script>: no "</" can end it early
    blob = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return template.replace("{{lang}}", lang).replace("__CONFIG__", blob)


def static_file(name: str) -> tuple[str, str] | None:
    """A static file by name (the widget's module and style, the table's own): text and type."""
    if name == "controller.mjs":
        return esm("controller.js"), "text/javascript"
    if name == "kit.css":
        return CSS.read_text(encoding="utf-8"), "text/css"
    if name in ("table.js", "own.js", "table.css", "scheme.js"):
        media = "text/javascript" if name.endswith(".js") else "text/css"
        return (STATIC / name).read_text(encoding="utf-8"), media
    return None

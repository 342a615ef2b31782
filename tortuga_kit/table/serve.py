"""``python -m tortuga_kit table``: the server on uvicorn, and what it prints for the teacher."""

from __future__ import annotations

import socket
import sqlite3
import sys
from pathlib import Path

import uvicorn

from ..engine.errors import BadOption
from ..engine.i18n import translator
from .server import WS_MAX_SIZE, create_app
from .store import Store
from .together import local_only, teacher_token, token_file

_ = translator("kit")


def _check_address(host: str, port: int) -> None:
    """A name that does not resolve or a port another server holds: one line before anything
    is printed (uvicorn logged "ERROR: [Errno -2] ..." after the teacher's address, exit 3)."""
    try:
        family, kind, proto, _name, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM
        )[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
            probe.bind(address)
    except (OSError, UnicodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise BadOption(
            _(
                "--host {host} --port {port}: the server cannot listen there ({why})",
                host=host,
                port=port,
                why=why[:80],
            )
        ) from None


def serve(host: str, port: int, db: Path, token: str | None) -> None:
    """Serve until stopped; print the teacher's address first (it holds the teacher's token).

    Without ``token`` it is the one in ``token_file()`` (made there on first use), the file a
    classroom page's Play together reads too (``together.py``): both sides agree on it."""
    if token is None:
        token = teacher_token()
        print(_("The teacher's token is kept in {path}.", path=str(token_file())))
    try:  # a folder, another program's file, /dev/null: one line, not SQLite's traceback
        store = Store(db)
        app = create_app(store, token)
    except sqlite3.Error as exc:
        raise BadOption(
            _("--db: {db} cannot keep the tables ({why})", db=str(db), why=str(exc)[:80])
        ) from None
    _check_address(host, port)
    shown = host if host not in ("0.0.0.0", "::") else socket.gethostname()
    print(_("Teacher's page: {url}", url=f"http://{shown}:{port}/teacher#token={token}"))
    print(_("Tables are kept in {db}.", db=str(db)), flush=True)
    if not local_only(host):
        print(
            _(
                "Open to the network on {host}: anyone who can reach this address can watch a "
                "table's projector view and join a seat whose code they have. Use it on a "
                "classroom network you trust only.",
                host=host,
            ),
            file=sys.stderr,
            flush=True,
        )
    # Frames go uncompressed: permessage-deflate compressed every device's copy of the board
    # on its own and tripled the p95 of an action reaching 30 devices (bench --table, 2 cores).
    uvicorn.run(
        app,
        host=host,
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=False,
        log_level="warning",
    )
    store.close()

"""Play together: a shared table of a classroom page's game, made from the page's kernel.

A classroom page (Voilà, ``make classroom``) is one kernel per visitor and cannot keep a secret
from the other players at its screen; the shared table (``make table``) can. This module joins
them: it finds the table server on ``http://127.0.0.1:8870`` (``TORTUGA_KIT_TABLE_URL`` names
another address), starts one when none answers, and creates a table of the page's game, with
its players, options and language, through the server's own protocol (``POST /api/tables``).

Both sides must agree on the teacher's token without the teacher copying it around, so it lives
in a file only its owner may read: ``~/.tortuga_kit/table-token`` (``TORTUGA_KIT_HOME`` moves
the folder). The first of them that needs it writes a fresh ``secrets`` token there; ``make
table`` and ``python -m tortuga_kit table`` without ``--token`` read the same file. A server
started from here keeps its tables in that folder too (``tables.sqlite``, its output in
``table.log``, its process id in ``table.pid``) and runs in its own session: a page closed or
reloaded (Voilà then stops its kernel) does not end the students' game.

Stdlib only (``urllib``): the kernel needs no web framework to ask the server; the server itself
needs the ``table`` extra, and where it is missing the reason is one line naming ``make table``.
In JupyterLite (Pyodide, in the browser) no server can run: that is said instead of failing.
"""

from __future__ import annotations

import importlib
import ipaddress
import json
import os
import secrets
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Match, TortugaKitError
from ..engine.game import resolve_options
from ..engine.i18n import language, translator

_ = translator("kit")

DEFAULT_URL = "http://127.0.0.1:8870"
URL_ENV = "TORTUGA_KIT_TABLE_URL"
HOME_ENV = "TORTUGA_KIT_HOME"
#: The ``table`` extra's modules (pyproject.toml): the server needs all of them.
EXTRA = ("starlette", "uvicorn", "websockets", "segno")
#: How long a server started from here may take to answer (a cold start is ~1-2 s).
START_SECONDS = 30.0


class NoTable(TortugaKitError):
    """Why no shared table could be made (one line, in the page's language)."""

    code = "no_table"


@dataclass(frozen=True)
class SharedTable:
    """A table made for a page: the addresses to open and the seats' join codes."""

    id: str
    projector: str  # the projector page (public board, QR code and short code per seat)
    teacher: str  # the teacher's page (it holds the teacher's token in its address)
    join: str  # where a device types a short code
    codes: tuple[str, ...]  # the seats' short codes, seat 0 first
    started: int | None  # the process id of the server this call started (None: one was running)


def local_only(host: str) -> bool:
    """Whether ``host`` is reachable from this computer only (a loopback address or name)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def kit_home() -> Path:
    """The folder of the teacher's own table files (``TORTUGA_KIT_HOME`` or ~/.tortuga_kit)."""
    given = os.environ.get(HOME_ENV, "")
    return Path(given) if given else Path.home() / ".tortuga_kit"


def token_file() -> Path:
    return kit_home() / "table-token"


def table_url() -> str:
    """Where the table server is looked for (``TORTUGA_KIT_TABLE_URL``, else port 8870)."""
    return (os.environ.get(URL_ENV, "") or DEFAULT_URL).rstrip("/")


def valid_token(text: str) -> bool:
    """A teacher's token as ``--token`` takes it: 8-200 printable ASCII characters, no space."""
    return 8 <= len(text) <= 200 and text.isascii() and text.isprintable() and " " not in text


def teacher_token() -> str:
    """The token in ``token_file()``, written first (readable by its owner only) when missing.

    Written under another name and linked into place, so two processes starting at once never
    read a half-written file: the second link fails and that process reads the first's token.
    """
    path = token_file()
    if not path.exists():
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            draft = path.with_name(f".{path.name}-{os.getpid()}-{secrets.token_hex(4)}")
            fd = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w", encoding="ascii") as out:
                out.write(secrets.token_urlsafe(18) + "\n")
            try:
                os.link(draft, path)
            except FileExistsError:
                pass
            finally:
                draft.unlink()
        except OSError as exc:
            raise NoTable(
                _("cannot write the teacher's token to {path}: {why}", path=str(path), why=exc)
            ) from exc
    token = path.read_text(encoding="ascii", errors="replace").strip()
    if not valid_token(token):
        raise NoTable(
            _("{path} holds no teacher's token: delete it (a new one is made)", path=str(path))
        )
    return token


def table_options(m: Match) -> dict[str, Any]:
    """The match's options that differ from the game's defaults (names included), as JSON."""
    defaults = resolve_options(m.game, {})
    chosen = {k: v for k, v in m.options.items() if defaults.get(k) != v}
    return dict(json.loads(json.dumps(chosen, default=list)))


def play_together(
    game: str,
    players: int,
    options: Mapping[str, Any] | None = None,
    lang: str = "en",
    url: str | None = None,
) -> SharedTable:
    """A new table of ``game`` on the running table server, started first if none runs.

    Raises ``NoTable`` with one line (in ``lang``) when it cannot: in the browser (JupyterLite),
    without the ``table`` extra, or when something else answers at the address.
    """
    with language(lang):
        if sys.platform == "emscripten":
            raise NoTable(
                _(
                    "Play together needs the shared table's server, and none can run inside "
                    "the browser (JupyterLite): run make classroom on a computer with the kit "
                    "and press Play together there."
                )
            )
        base = (url or table_url()).rstrip("/")
        token = teacher_token()
        started = None
        if _probe(base, token) == "absent":
            started = _start(base, token)
        body: dict[str, Any] = {"game": game, "players": players, "lang": lang}
        if options:
            body["options"] = dict(options)
        made = _call(base, token, "POST", "/api/tables", body)
    return SharedTable(
        id=str(made["id"]),
        projector=str(made["projector"]),
        teacher=f"{base}/teacher#token={token}",
        join=f"{base}/join",
        codes=tuple(str(s["code"]) for s in made["seats"]),
        started=started,
    )


def _request(base: str, token: str, method: str, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(
        base + path,
        data=data,
        method=method,
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=10) as answer:  # noqa: S310 (the teacher's server)
        return json.loads(answer.read())


def _probe(base: str, token: str) -> str:
    """``"ours"`` (a table server that knows the token) or ``"absent"`` (nothing listens);
    anything else at the address raises ``NoTable``."""
    try:
        _request(base, token, "GET", "/api/tables")
        return "ours"
    except urllib.error.HTTPError as exc:
        if exc.code == 401 and "error" in _error_body(exc):
            raise NoTable(
                _(
                    "The table server at {url} was started with another teacher's token: stop "
                    "it (Ctrl-C), then start it again without --token (make table).",
                    url=base,
                )
            ) from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        if isinstance(reason, (ConnectionRefusedError, ConnectionResetError)):
            return "absent"
    raise NoTable(_("Something other than the shared table answers at {url}.", url=base))


def _error_body(exc: urllib.error.HTTPError) -> dict[str, Any]:
    try:
        found = json.loads(exc.read())
    except (ValueError, OSError):
        return {}
    return found if isinstance(found, dict) else {}


def _call(base: str, token: str, method: str, path: str, body: Any = None) -> Any:
    """A teacher's request; the server's refusal (its one line) as ``NoTable``."""
    try:
        return _request(base, token, method, path, body)
    except urllib.error.HTTPError as exc:
        raise NoTable(str(_error_body(exc).get("error", exc))) from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        raise NoTable(
            _("The table server at {url} did not answer: {why}", url=base, why=exc)
        ) from None


def missing_extra() -> list[str]:
    """The ``table`` extra's modules this Python cannot import."""
    missing = []
    for name in EXTRA:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return missing


def _start(base: str, token: str) -> int | None:
    """Start ``python -m tortuga_kit table`` on ``base`` (this computer only) and wait until it
    answers; its process id (``None``: another start won the port and answers with our token)."""
    where = urllib.parse.urlsplit(base)
    host, port = where.hostname or "", where.port
    if where.scheme != "http" or port is None or not local_only(host):
        raise NoTable(_("No shared table answers at {url}: start it there (make table).", url=base))
    missing = missing_extra()
    if missing:
        raise NoTable(
            _(
                "Play together needs the table extra ({missing}): run make table once in the "
                "kit's folder (or pip install 'tortuga_kit[table]'), then press it again.",
                missing=", ".join(missing),
            )
        )
    home = kit_home()
    log = home / "table.log"
    cmd = [sys.executable, "-m", "tortuga_kit", "table", "--host", host, "--port", str(port),
           "--db", str(home / "tables.sqlite")]  # fmt: skip
    home.mkdir(mode=0o700, parents=True, exist_ok=True)
    # the log holds the teacher's address (with the token): its owner's only, as the token
    with os.fdopen(os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600), "ab") as out:
        proc = subprocess.Popen(
            cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,  # its own session: the page's kernel may stop, it goes on
        )  # fmt: skip
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        time.sleep(0.1)
        if _probe(base, token) == "ours":
            if proc.poll() is not None:
                return None
            (home / "table.pid").write_text(f"{proc.pid}\n", encoding="ascii")
            return proc.pid
        if proc.poll() is not None:
            raise NoTable(_("The table server did not start: {why}", why=_last_line(log)))
    proc.kill()
    raise NoTable(
        _(
            "The table server did not answer within {n} s (see {log}).",
            n=int(START_SECONDS),
            log=str(log),
        )
    )


def _last_line(path: Path) -> str:
    lines = [
        x for x in path.read_text(encoding="utf-8", errors="replace").splitlines() if x.strip()
    ]
    return lines[-1].strip() if lines else str(path)

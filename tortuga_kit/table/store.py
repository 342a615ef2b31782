"""The tables on disk: one SQLite file (stdlib ``sqlite3``, WAL), appended after every action.

A table is ``(game, players, seed, options, language)`` plus its actions ``(seat, text)`` in
order, the seats' tokens and codes, and the digest the match had after its last action. That is
enough: the engine is deterministic, so a restarted server plays every table's actions again and
compares ``Match.digest()`` with the stored one. Nothing else of a match is kept.

Why WAL with ``synchronous=NORMAL``: each action is one small transaction that survives the
server process being killed (``SIGKILL``) the moment after its commit; only a power cut could
lose the last few, which a classroom can replay by hand.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    seed TEXT NOT NULL,
    options TEXT NOT NULL,
    lang TEXT NOT NULL,
    seats TEXT NOT NULL,
    projector_key TEXT NOT NULL,
    paused INTEGER NOT NULL DEFAULT 0,
    ended INTEGER NOT NULL DEFAULT 0,
    digest TEXT NOT NULL,
    position TEXT NOT NULL DEFAULT 'null'
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL,
    step INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, step)
);
"""


@dataclass
class Record:
    """One table as stored: what deals the match, who sits where, and the actions played."""

    id: str
    game: str
    players: int
    seed: int | str
    options: dict[str, Any]
    lang: str
    seats: list[dict[str, Any]]
    projector_key: str
    paused: bool = False
    ended: bool = False
    digest: str = ""
    actions: list[tuple[int, str]] = field(default_factory=list)
    position: dict[str, Any] | None = None


class Store:
    """The SQLite file of one server (``":memory:"``: nothing kept, for tests)."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        self._db.close()

    def create(self, r: Record) -> None:
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT INTO tables (id, game, players, seed, options, lang, seats, "
                "projector_key, paused, ended, digest, position) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    r.id,
                    r.game,
                    r.players,
                    json.dumps(r.seed),
                    json.dumps(r.options),
                    r.lang,
                    json.dumps(r.seats),
                    r.projector_key,
                    int(r.paused),
                    int(r.ended),
                    r.digest,
                    json.dumps(r.position),
                ),
            )
            self._db.executemany(
                "INSERT INTO actions (table_id, step, seat, text) VALUES (?,?,?,?)",
                [(r.id, i, seat, text) for i, (seat, text) in enumerate(r.actions)],
            )

    def append(self, table_id: str, step: int, seat: int, text: str, digest: str) -> None:
        """The action that made ``step + 1`` actions, and the digest after it: one commit."""
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT INTO actions (table_id, step, seat, text) VALUES (?,?,?,?)",
                (table_id, step, seat, text),
            )
            self._db.execute("UPDATE tables SET digest = ? WHERE id = ?", (digest, table_id))

    def truncate(self, table_id: str, steps: int, digest: str) -> None:
        """Keep the first ``steps`` actions (the teacher's undo)."""
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "DELETE FROM actions WHERE table_id = ? AND step >= ?", (table_id, steps)
            )
            self._db.execute("UPDATE tables SET digest = ? WHERE id = ?", (digest, table_id))

    def update(self, table_id: str, **values: Any) -> None:
        """Change the seats (JSON), ``paused`` or ``ended`` of a table."""
        allowed = {"seats", "paused", "ended"}
        for name, value in values.items():
            if name not in allowed:
                raise KeyError(name)
            stored = json.dumps(value) if name == "seats" else int(value)
            self._db.execute(f"UPDATE tables SET {name} = ? WHERE id = ?", (stored, table_id))

    def load(self, table_id: str) -> Record | None:
        row = self._db.execute(
            "SELECT id, game, players, seed, options, lang, seats, projector_key, paused, "
            "ended, digest, position FROM tables WHERE id = ?",
            (table_id,),
        ).fetchone()
        return None if row is None else self._record(row)

    def load_all(self, ended: bool = False) -> list[Record]:
        """Every stored table (without the ended ones unless ``ended``), oldest first."""
        rows = self._db.execute(
            "SELECT id, game, players, seed, options, lang, seats, projector_key, paused, "
            "ended, digest, position FROM tables"
            + ("" if ended else " WHERE ended = 0")
            + " ORDER BY rowid"
        ).fetchall()
        return [self._record(row) for row in rows]

    def _record(self, row: tuple[Any, ...]) -> Record:
        actions = self._db.execute(
            "SELECT seat, text FROM actions WHERE table_id = ? ORDER BY step", (row[0],)
        ).fetchall()
        return Record(
            id=row[0],
            game=row[1],
            players=row[2],
            seed=json.loads(row[3]),
            options=json.loads(row[4]),
            lang=row[5],
            seats=json.loads(row[6]),
            projector_key=row[7],
            paused=bool(row[8]),
            ended=bool(row[9]),
            digest=row[10],
            actions=[(int(s), str(t)) for s, t in actions],
            position=json.loads(row[11]),
        )

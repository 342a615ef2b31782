"""The shared table: one match, every player on their own device, the projector shows the board.

Three of the four games are about hidden information, so a class that plays on many devices
needs one authority that holds the match and sends each browser only its seat's view. That is
this package: a Starlette app on uvicorn (``server.py``) holding many tables (``room.py``), each
appended to SQLite after every action (``store.py``), with the teacher's, the projector's and
the seats' pages (``pages.py``). Start it with ``make table`` or ``python -m tortuga_kit table``.

It needs the ``table`` extra (starlette, uvicorn, websockets, segno); the rules engine never
imports it, so the core stays stdlib only. ``room.py`` and ``store.py`` need no extra at all.
"""

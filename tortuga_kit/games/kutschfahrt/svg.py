"""THE Kutschfahrt board: one SVG picture of a view, for ``_repr_svg_``, papers and the widget.

It draws only what the given view holds (``m.view(seat)`` or the public ``m.view()``), so it can
never show more than that seat may know. The layout, landscape to sit beside the widget's
choices (1000 wide, 600 high):

- a header with the title, whose view it is, the step, the turn and the prompt of the decision,
  a badge with the number of assumptions (their words in its tooltip; a click opens rules
  §assumptions) and a turn box (whose turn, the phase) or, after the end, the result (the
  winners and the winning society);
- left, the coach: an oval in the middle (the turn number, the draw pile's size, the hand
  limit, whether the Trank der Macht is in play, the coachman's seat, empty in the base game)
  with the 3 to 10 seats in a ring around it, seat 0 at the top and clockwise. Each seat shows
  its name, its item count, its face-up profession (or "profession hidden"; "spent" for a used
  once-only one; "as ..." for what an Illusionist copied) and, during a fight, its part in words (ATTACKER, DEFENDER, "backs attacker",
  "backs defender", "abstains", "hypnotised"); during a claim the declarer and the allies;
  after the end its society and items. A pending offer is an arrow from the offerer to the
  receiver, with the card only when the view holds it (only the two traders see it);
- right, during a fight, the fight: attacker and defender, the running score
  (``fight["attack"]`` against ``fight["defence"]``), who leads, the cards played; then the
  viewing seat's own panel: society (in words), profession, hand and knowledge sheet; the
  projector view (``seat`` ``None``) says the hands are hidden. During a Clairvoyant's look the
  pile cards the view holds are drawn too.

A colour is never the only cue: societies, sides and roles are always written out, and the
attacker's seat has a thick solid border, the defender's a thick dashed one.

Clicks, drawn only in the deciding seat's own view (``view["seat"] == decision["seat"]``) and
only where the legal action texts the board is given name them (``render_svg(view, legal)``;
``Game.svg(view)`` takes those a ``Match`` put on its view, ``Match.board_legal``; read through
``board.legal.Legal``): the board works out no rule, and given nothing (another seat's screen,
the projector, a replay) it draws no click at all. The widget plays a text once the
``data-token`` words clicked in order spell exactly one legal text (the verb is not clicked:
the words after it are). Another seat carries ``data-token="<name>"`` (so a seat alone spells
``attack <name>``, ``hypnotise <name>``, ``ally <name>``, ``demand <name>``), an own hand item
``data-token="<item>"`` (an item then a seat spells ``trade <item> <name>`` or ``gift <item>
<name>``; an item alone ``give <item>``, ``use <item>``, ``hand_on <item>``), the own profession
``data-token="<profession>"`` where ``use <profession>`` is legal; during a ``take`` the loser's
items known from the sheet are drawn as cards above the sheet and carry the token (``take
<item>``), and during the Clairvoyant's look the pile's cards (``top <item>``), each kind once.
The whole texts ``pass``, ``accept``, ``refuse``, ``support attacker``, ``support defender``,
``abstain``, ``truth``, ``luggage``, ``done`` and ``skip`` are buttons with ``data-action``,
each where it is legal (a fight's sides in the fight panel).
The badge carries ``data-rule``.

Colours are CSS variables with light fallbacks: JupyterLab's ``--jp-*`` for panels and text, and
the board's own ``--kf-*`` (``PALETTE``), whose JupyterLab Dark values (``PALETTE_DARK``) apply
under ``[data-jp-theme-light="false"]``. Class and variable names start with ``kf-``. The
picture scales to the width it is given (``max-width:100%``). All text is escaped: names come
from users.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from ...board import parts
from ...board.elements import Svg, svg_document
from ...board.legal import Legal
from ...board.palette import Palette
from ...board.text import as_int as _int
from ...board.text import esc, seat_name, short, short_to, text_width
from ...board.text import header_line as _header_line
from ...board.text import view_get as _get
from ...board.text import wrap as _wrap
from ...engine.i18n import DEFAULT, active_language, translator
from .knowledge import prof_text
from .trade.rules import ITEM_NAMES, item_text
from .view import KutschfahrtView, YouView, typed

_ = translator("kutschfahrt")

WIDTH = 1000
HEIGHT = 600
MARGIN = 12
# The coach: an oval in the middle, the seats on a larger oval around it, seat 0 on top.
COACH_X, COACH_Y = 292, 344
COACH_RX, COACH_RY = 124, 84
RING_RX, RING_RY = 218, 206
SEAT_W, SEAT_H = 124, 76
RIGHT_X = 590  # the fight and the own panel
HEADER_LINE = 84

#: Society identifiers in words (never only a colour).
SOCIETY_WORDS = {
    "order": _.mark("Order of Open Secrets"),
    "brotherhood": _.mark("Brotherhood of True Lies"),
    "traitor": _.mark("traitor"),
}
SOCIETY_SHORT = {
    "order": _.mark("Order"),
    "brotherhood": _.mark("Brotherhood"),
    "traitor": _.mark("traitor"),
}
SIDE_WORDS = {
    "attacker": _.mark("backs attacker"),
    "defender": _.mark("backs defender"),
    "abstain": _.mark("abstains"),
}
#: The decision kinds and the view's phases as the phase shown in the turn box.
PHASES = {
    "absinthe_take": _.mark("absinthe take"),
    "advocate_window": _.mark("advocate window"),
    "after_fight": _.mark("after fight"),
    "allies": _.mark("allies"),
    "choose_profession": _.mark("choose profession"),
    "clairvoyant": _.mark("clairvoyant"),
    "coat_pick": _.mark("coat pick"),
    "cutpurse": _.mark("cutpurse"),
    "diplomat_after": _.mark("diplomat after"),
    "diplomat_return": _.mark("diplomat return"),
    "diplomat_what": _.mark("diplomat what"),
    "diplomat_whom": _.mark("diplomat whom"),
    "doctor_window": _.mark("doctor window"),
    "event_act": _.mark("event act"),
    "event_choice": _.mark("event choice"),
    "fight_window": _.mark("fight window"),
    "fortune_teller": _.mark("fortune teller"),
    "gift": _.mark("gift"),
    "give_back": _.mark("give back"),
    "hypnosis": _.mark("hypnosis"),
    "loser_look": _.mark("loser look"),
    "priest_pay": _.mark("priest pay"),
    "priest_window": _.mark("priest window"),
    "reward": _.mark("reward"),
    "second_trade": _.mark("second trade"),
    "sextant_pass": _.mark("sextant pass"),
    "support": _.mark("support"),
    "take": _.mark("take"),
    "trade_answer": _.mark("trade answer"),
    "trade_effect": _.mark("trade effect"),
    "trade_return": _.mark("trade return"),
    "turn": _.mark("turn"),
    # the phases a view names (``view.PHASES``)
    "action": _.mark("action"),
    "trade": _.mark("trade"),
    "fight": _.mark("fight"),
    "declare": _.mark("declare"),
    "hand_limit": _.mark("hand limit"),
    "profession": _.mark("profession"),
    "event": _.mark("event"),
    "setup": _.mark("setup"),
    "over": _.mark("over"),
}
#: The whole texts drawn as buttons (``data-action``), in this order, each only when it is
#: legal; the sides of a fight go in the fight panel, the others in the own panel.
BUTTON_LABELS = {
    "support attacker": _.mark("back attacker"),
    "support defender": _.mark("back defender"),
    "truth": _.mark("truth"),
    "luggage": _.mark("luggage"),
    "pass": _.mark("pass"),
    "accept": _.mark("accept"),
    "refuse": _.mark("refuse"),
    "skip": _.mark("skip"),
    "abstain": _.mark("abstain"),
    "done": _.mark("done"),
}
FIGHT_BUTTONS = ("support attacker", "support defender", "abstain")

PALETTE = {
    "coach": "#efe3cf",
    "coach-line": "#6d4c41",
    "seat": "#fafafa",
    "seat-line": "#8d8d8d",
    "turn": "#fff8e1",
    "turn-line": "#ef6c00",
    "attacker": "#c62828",
    "defender": "#1565c0",
    "order": "#1e6f9f",
    "brotherhood": "#8e2424",
    "traitor": "#6a1b9a",
    "offer": "#2e7d32",
    "card": "#ffffff",
}
PALETTE_DARK = {
    "coach": "#3b3026",
    "coach-line": "#bcaaa4",
    "seat": "#2b2b2b",
    "seat-line": "#8a8a8a",
    "turn": "#3d3420",
    "turn-line": "#ffa726",
    "attacker": "#ef7070",
    "defender": "#74b4f2",
    "order": "#6fb6e0",
    "brotherhood": "#f4a3a3",
    "traitor": "#c792ea",
    "offer": "#72c776",
    "card": "#333333",
}


PAL = Palette("kf", PALETTE, PALETTE_DARK)  # over the colours every board shares
PALETTE, PALETTE_DARK = PAL.light, PAL.dark
colour = PAL.var


STYLE_OWN = f"""
.kf-coach{{fill:{colour("coach")};stroke:{colour("coach-line")};stroke-width:3}}
.kf-wheel{{fill:none;stroke:{colour("coach-line")};stroke-width:3}}
.kf-box{{fill:none;stroke:{colour("coach-line")};stroke-width:2;stroke-dasharray:5 4}}
.kf-seat{{fill:{colour("seat")};stroke:{colour("seat-line")};stroke-width:2}}
.kf-turn{{fill:{colour("turn")};stroke:{colour("turn-line")};stroke-width:3}}
.kf-attacker{{fill:{colour("seat")};stroke:{colour("attacker")};stroke-width:4}}
.kf-defender{{fill:{colour("seat")};stroke:{colour("defender")};stroke-width:4;stroke-dasharray:10 4}}
.kf-attacker-t{{fill:{colour("attacker")}}}
.kf-defender-t{{fill:{colour("defender")}}}
.kf-order-t{{fill:{colour("order")}}}
.kf-brotherhood-t{{fill:{colour("brotherhood")}}}
.kf-traitor-t{{fill:{colour("traitor")}}}
.kf-offer{{stroke:{colour("offer")};stroke-width:4;fill:none}}
.kf-offer-head{{fill:{colour("offer")}}}
.kf-offer-t{{fill:{colour("offer")}}}
"""
STYLE = PAL.style(STYLE_OWN)


class _Svg(Svg):
    def __init__(self) -> None:
        super().__init__("kf")


# ----------------------------------------------------------------------------- helpers
def _players(view: KutschfahrtView) -> list[dict[str, Any]]:
    return [p for p in _get(view.get("players"), default=[]) if isinstance(p, dict)]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pro(word: Any) -> str:
    return prof_text(str(word))


def _card(word: Any) -> str:
    """A card played in a fight: a profession or an item."""
    if active_language() == DEFAULT:
        return str(word).replace("_", " ").title()
    return item_text(str(word)) if str(word) in ITEM_NAMES else prof_text(str(word))


def _item(word: Any) -> str:
    return item_text(str(word))


def _society(word: Any) -> str:
    name = SOCIETY_WORDS.get(str(word))
    return _.get(name) if name is not None else str(word)


def _short_society(word: Any) -> str:
    name = SOCIETY_SHORT.get(str(word))
    return _.get(name) if name is not None else str(word)


def _society_class(word: Any) -> str:
    return f"kf-{word}-t" if word in SOCIETY_WORDS else ""


def _items(n: int) -> str:
    return _.plural("{n} item", "{n} items", n)


def seat_centre(i: int, n: int) -> tuple[float, float]:
    """The centre of seat ``i`` of ``n`` in the ring: seat 0 at the top, clockwise."""
    a = 2 * math.pi * i / max(1, n)
    return COACH_X + RING_RX * math.sin(a), COACH_Y - RING_RY * math.cos(a)


def clicks(view: Mapping[str, Any], legal: Legal) -> Legal:
    """The legal texts this picture may offer as clicks: those it was given, in the deciding
    seat's own view only (``view["seat"] == decision["seat"]``); none in another seat's, the
    projector's or a replay's (given nothing). Whose view it is decides, never the rules."""
    seat = _get(view, "seat")
    if _is_int(seat) and _get(view, "decision", "seat") == seat:
        return legal
    return Legal()


@contextmanager
def _spot(
    g: _Svg, word: str | None, label: str, box: tuple[float, float, float, float], rx: float
) -> Iterator[None]:
    """What the block draws, as a hot spot spelling ``word`` (the toolkit's ``hot``, its ring
    around ``box``) when a legal text names it; ``None``: drawn plain."""
    if word is None:
        yield
        return
    with g.hot(token=word, label=label):
        yield
        g.ring(*box, rx)


def _buttons(legal: Legal, fight: bool) -> list[str]:
    """The buttons the legal texts ask for, those of a fight's sides or the others."""
    return [t for t in BUTTON_LABELS if t in legal and (t in FIGHT_BUTTONS) == fight]


def _kind(view: KutschfahrtView) -> str:
    return str(_get(view.get("decision"), "kind", default=""))


# ----------------------------------------------------------------------------- the board
def render_svg(data: Mapping[str, Any], legal: Sequence[str] = ()) -> str:
    """The whole board of one view as an SVG document (a string); ``legal``: the action texts
    the shown seat may play, the only ones its clicks and buttons spell (``clicks``)."""
    view = typed(data if isinstance(data, dict) else {})
    can = clicks(view, Legal(legal))
    g = _Svg()
    _header(g, view)
    _coach(g, view)
    _seats(g, view, can)
    _offers(g, view)
    y = 92
    if isinstance(view.get("fight"), dict):
        y = int(_fight_panel(g, view, y, can)) + 8
    _own_panel(g, view, y, can)
    body = "".join(g.parts)
    return svg_document(WIDTH, HEIGHT, _("Kutschfahrt zur Teufelsburg board"), STYLE, "kf-bg", body)


def header_line(view: Mapping[str, Any], limit: int = HEADER_LINE) -> str:
    """The line under the title: the step, the turn and the prompt, or the result (the
    engine's line, winners joined by commas), in the active language, cut to ``limit``
    characters."""
    return _header_line(view, limit, joiner=", ")


# measured in Chromium: the title at 22 bold ends near x=363, "projector view (public)" at 14
# near x=570, left of the badge at 600; the line under them stays left of the turn box at x=740
# (a Korean prompt of 84 characters ran under it)
HEADER = parts.HeaderStyle(
    title_size=22, who_x=384, who_size=14, line_size=16, title_fit=360, who_fit=206, line_fit=716
)


def _header(g: _Svg, view: KutschfahrtView) -> None:
    title = _("Kutschfahrt zur Teufelsburg")
    parts.header(g, view, HEADER, title, header_line(view))
    parts.assumptions_badge(g, view, (600, 12, 130, 32), 14, "\n")
    _turn_box(g, view, view.get("result"))


def _turn_box(g: _Svg, view: KutschfahrtView, result: Any, x: int = 740, y: int = 8) -> None:
    w, h = WIDTH - MARGIN - x, 72
    if isinstance(result, dict):
        winners = [seat_name(view, s) for s in _get(result, "winners", default=[])]
        team = _get(result, "winning_team")
        said = _("{society} wins", society=_society(team)) if team else _("no society wins")
        names = ", ".join(winners) if winners else _("nobody")
        parts.result_banner(
            g,
            x,
            y,
            w,
            h,
            short(said, 32),
            14,
            sub=short(_("winners: {names}", names=names), 34),
            cls=f"kf-b {_society_class(team)}",
            title=str(_get(result, "reason", default="")),
        )
        return
    turn = _get(view.get("turn"), default={})
    name = short(_get(turn, "name", default="?"), 12)
    kind = str(_get(turn, "phase", default=""))
    phase = _.get(PHASES[kind]) if kind in PHASES else kind.replace("_", " ")
    said = _("{name}'s turn", name=name)
    parts.turn_box(g, x, y, w, h, said, _("phase: {phase}", phase=phase))


# ----------------------------------------------------------------------------- the coach
def _chord(base: float, size: float) -> float:
    """How wide a line of the coach's oval may be: its chord at the text's farther edge
    (``base`` below the centre, the text ``size`` tall above it), less a margin. The German
    "Nachziehstapel: 16 Gegenstände" touched the oval and "jeder Spieler hat einen Trank der
    Macht" ran out of it (a new user's walkthrough)."""
    far = max(abs(base), abs(base - size))
    return 2 * COACH_RX * math.sqrt(max(0.0, 1 - (far / COACH_RY) ** 2)) - 20


def _coach(g: _Svg, view: KutschfahrtView) -> None:
    x, y = COACH_X, COACH_Y
    for wx in (x - COACH_RX + 30, x + COACH_RX - 30):
        for wy in (y - COACH_RY + 4, y + COACH_RY - 4):
            g.raw(f'<circle cx="{wx:g}" cy="{wy:g}" r="17" class="kf-wheel"/>')
    coach_title = _("the coach to the Devil's Castle")
    g.raw(
        f'<ellipse cx="{x}" cy="{y}" rx="{COACH_RX}" ry="{COACH_RY}" class="kf-coach">'
        + f"<title>{coach_title.replace('&', '&amp;').replace('<', '&lt;')}</title></ellipse>"
    )
    over = isinstance(view.get("result"), dict)
    turn = _int(_get(view.get("turn"), "number"))
    g.text(x, y - 46, _("Game over") if over else _("Turn {n}", n=turn), 20, "kf-b", "middle")
    pile = _int(view.get("draw_pile"))
    said = _.plural("draw pile: {n} item", "draw pile: {n} items", pile)
    g.text(x, y - 22, said, 15, "", "middle", fit=_chord(-22, 15))
    limit = _int(view.get("hand_limit"))
    g.text(x, y - 2, _("hand limit: {n} items", n=limit), 15, "", "middle", fit=_chord(-2, 15))
    removed = _get(view.get("removed"), default=[])
    if isinstance(removed, list) and removed:
        listed = ", ".join(_item(c) for c in removed)
        g.raw(f"<g><title>{esc(_('out of the game: {cards}', cards=listed))}</title>")
        said = _.plural("{n} card out of play", "{n} cards out of play", len(removed))
        g.text(x, y + 17, said, 13, "kf-dim", "middle", fit=_chord(17, 13))
        g.raw("</g>")
    players = _players(view)
    if players and all(p.get("trank") for p in players):
        said = _("every player holds a Trank")
        g.text(x, y + 36, said, 13, "kf-dim", "middle", fit=_chord(36, 13))
    # the coachman's seat on the box: an expansion card, none in the base game yet
    g.rect(x - 74, y + 46, 148, 26, "kf-box", 6, title=_("the coachman (expansion only)"))
    coachman = view.get("coachman")
    said = (
        _("coachman: {name}", name=short(seat_name(view, coachman), 10))
        if coachman is not None
        else ""
    )
    g.text(x, y + 64, said or _("coachman: none"), 13, "kf-dim", "middle")


def _roles(view: KutschfahrtView, seat: int) -> list[tuple[str, str]]:
    """A seat's part in the fight or claim under way, in words, with its text class."""
    out: list[tuple[str, str]] = []
    fight = view.get("fight")
    if isinstance(fight, dict):
        if fight.get("attacker") == seat:
            out.append((_("ATTACKER"), "kf-attacker-t kf-b"))
        elif fight.get("defender") == seat:
            out.append((_("DEFENDER"), "kf-defender-t kf-b"))
        side = _get(fight, "sides", str(seat))
        if side in SIDE_WORDS:
            cls = f"kf-{side}-t" if side in ("attacker", "defender") else "kf-dim"
            out.append((_.get(SIDE_WORDS[str(side)]), cls))
        if seat in (fight.get("silenced") or []):
            out.append((_("hypnotised"), "kf-dim"))
    for frame in _get(view.get("pending"), default=[]):
        claim = _get(frame, "claim")
        if isinstance(claim, dict):
            if claim.get("declarer") == seat:
                out.append((_("DECLARES victory"), "kf-b"))
            elif seat in (claim.get("allies") or []):
                out.append((_("named ally"), "kf-b"))
    return out


def _profession_line(pro: Any, spent: Any, copy: Any) -> str:
    """A seat's face-up profession, with what an Illusionist copied ("Illusionist as Thug")
    and whether it is spent."""
    if copy and spent:
        return _("{profession} as {copy} (spent)", profession=_pro(pro), copy=_pro(copy))
    if copy:
        return _("{profession} as {copy}", profession=_pro(pro), copy=_pro(copy))
    if spent:
        return _("{profession} (spent)", profession=_pro(pro))
    return _pro(pro)


def _seats(g: _Svg, view: KutschfahrtView, can: Legal) -> None:
    players = _players(view)
    n = len(players)
    me = view.get("seat")
    for i, p in enumerate(players):
        seat = _int(p.get("seat"), i)
        cx, cy = seat_centre(i, n)
        x, y = cx - SEAT_W / 2, cy - SEAT_H / 2
        name = str(p.get("name", seat_name(view, seat)))
        word = name if seat != me and can.names(name) else None
        ring = (x - 4, y - 4, SEAT_W + 8, SEAT_H + 8)
        with _spot(g, word, name, ring, 13):
            _seat(g, view, p, seat, (x, y), name)


def _seat_class(view: KutschfahrtView, seat: int) -> str:
    """A seat tile's frame: the attacker's, the defender's, the player to move's, or plain."""
    fight = view.get("fight")
    if isinstance(fight, dict) and fight.get("attacker") == seat:
        return "kf-attacker"
    if isinstance(fight, dict) and fight.get("defender") == seat:
        return "kf-defender"
    if seat == _get(view.get("turn"), "seat") and not isinstance(view.get("result"), dict):
        return "kf-turn"
    return "kf-seat"


def _corner(
    view: KutschfahrtView, seat: int, label: str, roles: list[tuple[str, str]]
) -> tuple[str, str]:
    """What a tile's right corner says, with its class: "WIN" after the end, "turn" for the
    player to move (or, beside a long name, "turn" goes with the ``roles`` instead)."""
    if isinstance(view.get("result"), dict):
        winners = _get(view.get("result"), "winners", default=[])
        return (_("WIN"), "kf-b kf-offer-t") if seat in winners else ("", "kf-b")
    if seat != _get(view.get("turn"), "seat"):
        return "", "kf-b"
    if len(label) <= 9:
        return _("turn"), "kf-b"
    roles.append((_("turn"), "kf-b"))
    return "", "kf-b"


def _seat(
    g: _Svg,
    view: KutschfahrtView,
    p: Mapping[str, Any],
    seat: int,
    at: tuple[float, float],
    name: str,
) -> None:
    """One seat's tile at ``at``: its name, items, society, profession and part."""
    x, y = at
    me = view.get("seat")
    over = isinstance(view.get("result"), dict)
    count = _int(p.get("item_count"))
    g.rect(
        x,
        y,
        SEAT_W,
        SEAT_H,
        _seat_class(view, seat),
        10,
        title=_.plural(
            "seat {seat}: {name}, {n} item",
            "seat {seat}: {name}, {n} items",
            count,
            seat=seat,
            name=name,
        ),
    )
    label = _("{name} (you)", name=short(name, 7)) if seat == me else short(name, 11)
    roles = _roles(view, seat)
    corner, corner_cls = _corner(view, seat, label, roles)
    # the box's inner width, less what its right corner holds on the same line
    room = SEAT_W - 14 - (text_width(corner, 12, True) + 4 if corner else 0)
    g.text(x + 8, y + 18, label, 15, "kf-b", fit=room)
    if corner:
        g.text(x + SEAT_W - 6, y + 18, corner, 12, corner_cls, "end")
    society = p.get("society")
    word = _short_society(society) if society else ""
    room = SEAT_W - 14 - (text_width(word, 12, True) + 4 if word else 0)
    said = _items(count)
    if text_width(said, 13) <= room:
        g.text(x + 8, y + 35, said, 13)
    else:  # beside a society ("6 items Brotherhood"): a small card and the number
        # (squeezing the words made a smudge; the tile's tooltip says them in full)
        g.rect(x + 8, y + 25, 8, 11, "kf-card", 2)
        g.text(x + 20, y + 35, str(count), 13, "kf-b")
    if word:
        g.text(x + SEAT_W - 6, y + 35, word, 12, f"kf-b {_society_class(society)}", "end")
    pro = p.get("profession")
    if pro:
        said = _profession_line(pro, p.get("profession_spent"), p.get("profession_copy"))
        # the tile's inner width: a long one ("Diplomat (spent)") at 11, squeezed if need be
        size = 13 if text_width(said, 13, True) <= SEAT_W - 14 else 11
        g.raw(f"<g><title>{esc(said)}</title>")
        g.text(x + 8, y + 51, short(said, 26), size, "kf-b", fit=SEAT_W - 14)
        g.raw("</g>")
    else:
        g.text(x + 8, y + 51, _("profession hidden"), 12, "kf-dim")
    items = p.get("items")
    if roles:
        said = " · ".join(word for word, _ in roles)
        g.raw(f"<g><title>{esc(name + ': ' + said)}</title>")
        g.text(x + 8, y + 68, short(said, 20), 12, roles[0][1] if len(roles) == 1 else "kf-b")
        g.raw("</g>")
    elif over and isinstance(items, list):
        listed = ", ".join(_item(c) for c in items) or _("no items")
        g.raw(f"<g><title>{esc(name + ': ' + listed)}</title>")
        g.text(x + 8, y + 68, short_to(listed, 11, SEAT_W - 14), 11, "kf-dim", fit=SEAT_W - 14)
        g.raw("</g>")


def _offers(g: _Svg, view: KutschfahrtView) -> None:
    """A pending offer: an arrow from the offerer's seat to the receiver's, the card if shown."""
    n = len(_players(view))
    for frame in _get(view.get("pending"), default=[]):
        offer = _get(frame, "offer")
        if not isinstance(offer, dict):
            continue
        a, b = _int(offer.get("from"), -1), _int(offer.get("to"), -1)
        if not (0 <= a < n and 0 <= b < n and a != b):
            continue
        (x1, y1), (x2, y2) = seat_centre(a, n), seat_centre(b, n)
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        # start and end at the edges of the seat boxes (roughly)
        pad = min(SEAT_W / 2 / max(abs(ux), 1e-6), SEAT_H / 2 / max(abs(uy), 1e-6)) + 4
        sx, sy, ex, ey = x1 + ux * pad, y1 + uy * pad, x2 - ux * pad, y2 - uy * pad
        # bent toward the coach's middle, so it does not run over the seats between
        mx0, my0 = (sx + ex) / 2, (sy + ey) / 2
        qx, qy = (mx0 + COACH_X) / 2, (my0 + COACH_Y) / 2
        tx, ty = ex - qx, ey - qy  # the end's direction
        tl = math.hypot(tx, ty) or 1.0
        tx, ty = tx / tl, ty / tl
        hx, hy = ex - tx * 14, ey - ty * 14
        px, py = -ty * 8, tx * 8
        item = offer.get("item")
        giver, taker = seat_name(view, a), seat_name(view, b)
        title = (
            _("{who} offers {whom} the {item}", who=giver, whom=taker, item=_item(item))
            if item
            else _("{who} offers {whom} a card (face down)", who=giver, whom=taker)
        )
        g.raw(f"<g><title>{esc(title)}</title>")
        g.raw(
            f'<path d="M{sx:.1f},{sy:.1f} Q{qx:.1f},{qy:.1f} {hx:.1f},{hy:.1f}" class="kf-offer"/>'
        )
        g.raw(
            f'<polygon points="{ex:.1f},{ey:.1f} {hx + px:.1f},{hy + py:.1f} '
            f'{hx - px:.1f},{hy - py:.1f}" class="kf-offer-head"/>'
        )
        mx, my = 0.25 * sx + 0.5 * qx + 0.25 * ex, 0.25 * sy + 0.5 * qy + 0.25 * ey
        label = _("offer: {item}", item=_item(item)) if item else _("offer (face down)")
        g.rect(mx - 78, my - 13, 156, 24, "kf-card", 8)
        g.text(mx, my + 4, short(label, 24), 13, "kf-b kf-offer-t", "middle")
        g.raw("</g>")


# ----------------------------------------------------------------------------- the right side
def _button(g: _Svg, x: float, y: float, text: str, w: float = 104) -> float:
    label = _.get(BUTTON_LABELS[text]) if text in BUTTON_LABELS else text
    with g.hot(action=text, label=label):
        g.rect(x, y, w, 26, "kf-button", 6, title=text)
        g.text(x + w / 2, y + 18, label, 13, "kf-b", "middle")
    return x + w + 6


def fight_conclusion(explanation: Any) -> str:
    """The end of a fight's explanation: what the score means (after its last ``): ``)."""
    text = str(explanation or "")
    head, sep, tail = text.rpartition("): ")
    return tail if sep else text


def _fight_panel(g: _Svg, view: KutschfahrtView, y: int, can: Legal) -> float:
    """The fight under way from ``y``: who attacks whom, the running score and what it means,
    who backs whom, the cards played, and the buttons of the sides where they are legal; a
    panel as tall as that (``parts.sized_panel``). Returns the y under it."""
    fight = _get(view.get("fight"), default={})
    x, w = RIGHT_X, WIDTH - MARGIN - RIGHT_X
    with parts.sized_panel(g, x, y, w) as at:
        att, dfn = fight.get("attacker"), fight.get("defender")
        base = at.line(22)
        g.row(  # "Fight:" at 17 touched the attacker's name
            base,
            [
                (x + 14, _("Fight:"), 15, "kf-b"),
                (x + 70, short(seat_name(view, att), 12), 16, "kf-b kf-attacker-t"),
                (x + 184, _("attacks"), 15, "kf-dim"),
                (x + 246, short(seat_name(view, dfn), 12), 16, "kf-b kf-defender-t"),
            ],
            x + w - 10,
        )
        _score(g, fight, x, at)
        _backers(g, view, fight, x, at)
        at.take(10)
        buttons = _buttons(can, fight=True)
        if buttons:
            bx: float = x + 14
            by = at.take(34)
            for text in buttons:
                bx = _button(g, bx, by, text, 118)
    return at.y


def _score(g: _Svg, fight: Mapping[str, Any], x: float, at: parts.Cursor) -> None:
    """The running score, then what it means in two lines (the whole explanation in their
    tooltip)."""
    attack, defence = _int(fight.get("attack")), _int(fight.get("defence"))
    base = at.line(30)
    g.raw('<g class="kf-score">')
    g.row(
        base,
        [
            (x + 14, _("attack {n}", n=attack), 22, "kf-b kf-attacker-t kf-attack"),
            (x + 150, _("against"), 15, "kf-dim"),
            (x + 222, _("defence {n}", n=defence), 22, "kf-b kf-defender-t kf-defence"),
        ],
        x + (WIDTH - MARGIN - RIGHT_X) - 10,
    )
    g.raw("</g>")
    state = _("counted") if fight.get("counted") else _("so far")
    explanation = str(fight.get("explanation") or "")
    g.raw(f"<g><title>{esc(explanation)}</title>")
    lines = _wrap(f"{state}: {fight_conclusion(explanation)}", 50)  # 54 ran over the edge
    first = at.line(22)
    at.line(16)  # room for two lines, however many there are
    for k, line in enumerate(lines[:2]):
        more = "…" if k == 1 and len(lines) > 2 else ""
        g.text(x + 14, first + 16 * k, line + more, 13, "kf-b")
    g.raw("</g>")


def _backers(
    g: _Svg, view: KutschfahrtView, fight: Mapping[str, Any], x: float, at: parts.Cursor
) -> None:
    """Who backs the attacker, who the defender, and the cards played so far."""
    sides = fight.get("sides")
    sides = sides if isinstance(sides, dict) else {}
    backs = {
        side: [seat_name(view, int(s)) for s, v in sides.items() if v == side and str(s).isdigit()]
        for side in ("attacker", "defender")
    }
    said = _("backing the attacker: {names}", names=", ".join(backs["attacker"]) or _("nobody"))
    g.text(x + 14, at.line(18), short(said, 56), 13, "kf-attacker-t")
    said = _("backing the defender: {names}", names=", ".join(backs["defender"]) or _("nobody"))
    g.text(x + 14, at.line(16), short(said, 56), 13, "kf-defender-t")
    used = [
        f"{seat_name(view, u.get('seat'))}: {_card(u.get('card'))}"
        for u in fight.get("used") or []
        if isinstance(u, dict)
    ]
    said = _("played: {cards}", cards=", ".join(used) or _("nothing"))
    g.text(x + 14, at.line(16), short(said, 58), 13)


def _hand_item(g: _Svg, x: float, y: float, item: str, token: bool, w: float = 118) -> None:
    h = 30
    name = _item(item)
    with _spot(
        g, item if token else None, _("the {item}", item=name), (x - 3, y - 3, w + 6, h + 6), 8
    ):
        g.rect(x, y, w, h, "kf-card", 6, title=name)
        # a long name ("Secret Bag (goblet)": 121 wide at 11 bold in Chromium) at 11 not bold,
        # and on two lines where even that does not fit ("Geheimer Koffer (Kelch)" was cut to
        # "Geheimer Koffer (K…": a learner could not read their own card)
        long = len(name) > 14
        size, cls = (11, "") if long else (13, "kf-b")
        room = w - 8
        if not long or text_width(name, 11) <= room or " " not in name:
            g.text(x + w / 2, y + 20, short_to(name, size, room), size, cls, "middle")
            return
        words = name.split(" ")
        cut = max(
            (k for k in range(1, len(words)) if text_width(" ".join(words[:k]), 11) <= room),
            default=1,
        )
        for k, line in enumerate((" ".join(words[:cut]), " ".join(words[cut:]))):
            g.text(x + w / 2, y + 13 + 12 * k, short_to(line, 11, room), 11, "", "middle")


def _fact(cell: Any, kind: str) -> tuple[str, str]:
    """A knowledge-sheet cell in words and its tooltip (how and when it was learnt)."""
    if not isinstance(cell, dict):
        return "?", _("not known")
    value = cell.get("value")
    if kind == "society":
        word = _short_society(value)
    elif kind == "profession":
        word = _pro(value)
    else:
        word = ", ".join(_item(c) for c in value) if isinstance(value, list) else str(value)
        word = word or _("none")
    how = _.get(str(cell.get("how", ""))) if cell.get("how") else ""
    if _is_int(cell.get("turn")):
        return word, _("{word}: {how} (turn {n})", word=word, how=how, n=cell["turn"])
    return word, f"{word}: {how}"


def _seen_cards(cards: Any, word: str, title: str) -> tuple[str, str]:
    """The single cards a sheet saw in a hand (an offer, a trade, a gift, a theft), latest
    first, each once, and their tooltip (how and when); ``word``/``title`` when there are none."""
    seen = [c for c in reversed(cards) if isinstance(c, dict)] if isinstance(cards, list) else []
    names = list(dict.fromkeys(_item(c.get("value")) for c in seen))
    if not names:
        return word, title
    lines = [
        _(
            "{word}: {how} (turn {n})",
            word=_item(c.get("value")),
            how=_.get(str(c.get("how", ""))),
            n=c.get("turn"),
        )
        for c in seen
    ]
    return _("seen: {cards}", cards=names[0]), "\n".join(lines)  # the rest in the tooltip


def _own_panel(g: _Svg, view: KutschfahrtView, y: int, can: Legal) -> None:
    """The viewing seat's own panel, from ``y`` to the bottom, laid out down a ``Cursor``: who
    it is, its hand, its buttons, the cards of a look (the pile, a loser's items), then the
    knowledge sheet in what room is left. The projector's says the hands are hidden."""
    x, w = RIGHT_X, WIDTH - MARGIN - RIGHT_X
    h = HEIGHT - MARGIN - y
    you = view.get("you")
    if isinstance(you, dict):
        with g.own():
            g.rect(x, y, w, h, "kf-panel", 12)
            _own_contents(g, view, you, x, y, can)
        return
    g.rect(x, y, w, h, "kf-panel", 12)
    at = parts.Cursor(y)
    g.text(x + 14, at.line(26), _("Hands are hidden here"), 17, "kf-b", fit=w - 28)
    said = _("Item counts and face-up professions are at the seats;")
    g.text(x + 14, at.line(22), said, 14, "kf-dim", fit=w - 28)
    said = _("select a seat to see its hand, society and sheet.")
    g.text(x + 14, at.line(20), said, 14, "kf-dim", fit=w - 28)
    at.take(24)
    _pile_look(g, view, x, at, set())


def _own_contents(
    g: _Svg, view: KutschfahrtView, you: YouView, x: float, y: int, can: Legal
) -> None:
    """What the own panel holds, down a ``Cursor`` from ``y``: who it is, its hand, its
    buttons, the cards of a look, then the knowledge sheet in what room is left."""
    w, h = WIDTH - MARGIN - RIGHT_X, HEIGHT - MARGIN - y
    at = parts.Cursor(y)
    _you(g, you, x, at, can)
    _hand(g, view, you, x, at, can)
    buttons = _buttons(can, fight=False)
    if buttons:
        bx: float = x + 14
        by = at.take(32)
        for text in buttons:
            bx = _button(g, bx, by, text)
    _pile_look(g, view, x, at, can.words("top"))
    if _kind(view) == "take" and can.words("take"):
        _take_look(g, view, you, x, at, can.words("take"))
    _sheet(g, view, you, x, at.y, w, y + h)


def _you(g: _Svg, you: YouView, x: float, at: parts.Cursor, can: Legal) -> None:
    """The own society and profession (its state; a click where ``use <profession>`` is
    legal)."""
    society = you.get("society")
    base = at.line(24)
    g.text(x + 14, base, _("You:"), 16, "kf-b")
    g.text(x + 56, base, _society(society), 16, f"kf-b {_society_class(society)}")
    pro = you.get("profession")
    face = _("face up") if you.get("profession_face_up") else _("face down")
    copy = you.get("profession_copy")
    if copy and you.get("profession_spent"):
        state = _("{face}, as {copy}, spent", face=face, copy=_pro(copy))
    elif copy:
        state = _("{face}, as {copy}", face=face, copy=_pro(copy))
    elif you.get("profession_spent"):
        state = _("{face}, spent", face=face)
    else:
        state = face
    base = at.line(22)
    g.text(x + 14, base, _("profession:"), 14, "kf-dim")
    word = str(pro) if pro and can.names(str(pro), ("use",)) else None
    label = _("your {profession}", profession=_pro(pro))
    with _spot(g, word, label, (x + 90, base - 16, 130, 22), 6):
        g.text(x + 96, base, f"{_pro(pro) if pro else '?'}", 14, "kf-b")
    g.text(x + 228, base, f"({state})", 14, "kf-dim")


def _hand(
    g: _Svg, view: KutschfahrtView, you: YouView, x: float, at: parts.Cursor, can: Legal
) -> None:
    """The own hand, three cards a row (nine at most): an item is a click where a legal text
    (not a ``take`` nor a ``top``: those name other cards) names it."""
    items = [str(c) for c in you.get("items") or []]
    limit = _int(view.get("hand_limit"))
    said = _("Your hand ({n} of {limit} at most)", n=len(items), limit=limit)
    base = at.line(24)
    g.text(x + 14, base, said, 15, "kf-b")
    if not items:
        g.text(x + 14, base + 26, _("no items"), 14, "kf-dim")
    verbs = {t.split()[0] for t in can.texts} - {"take", "top"}
    per_row = 3
    top = at.take(8) + 8
    at.take(max(1, math.ceil(min(len(items), 9) / per_row)) * 36 + 4)
    for k, item in enumerate(items[:9]):
        ix = x + 14 + (k % per_row) * 124
        iy = top + (k // per_row) * 36
        _hand_item(g, ix, iy, item, can.names(item, verbs))


def _chips(g: _Svg, items: list[str], x: float, at: parts.Cursor, tokens: set[str]) -> None:
    """Items as small cards at the cursor, four to a row, each kind once with its count; those
    in ``tokens`` (the words a legal text names) are clicks (``data-token="<item>"``)."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    w, h, per_row = 88, 20, 4
    y = at.take(max(1, math.ceil(len(counts) / per_row)) * (h + 5) + 2)
    for k, (item, n) in enumerate(counts.items()):
        ix, iy = x + (k % per_row) * (w + 6), y + (k // per_row) * (h + 5)
        label = short(_item(item), 11) + (f" ×{n}" if n > 1 else "")
        word = item if item in tokens else None
        said = _("the {item}", item=_item(item))
        with _spot(g, word, said, (ix - 2, iy - 2, w + 4, h + 4), 5):
            g.rect(ix, iy, w, h, "kf-card", 4, title=_item(item) + (f" ×{n}" if n > 1 else ""))
            g.text(ix + w / 2, iy + 14, label, 11, "kf-b", "middle")


def _pile_look(
    g: _Svg, view: KutschfahrtView, x: float, at: parts.Cursor, tokens: set[str]
) -> None:
    """The Clairvoyant's look at the pile, when the view holds its cards; those in ``tokens``
    (``top <item>`` is legal) are clicks."""
    for frame in _get(view.get("pending"), default=[]):
        pile = _get(frame, "pile")
        if not isinstance(pile, list):
            continue
        picked = [str(c) for c in _get(frame, "picked", default=[]) if c is not None]
        base = at.take(22) + 14
        g.text(x + 14, base, _("Clairvoyant: the draw pile"), 14, "kf-b")
        if picked:
            listed = ", ".join(_item(c) for c in picked)
            g.text(x + 200, base, short(_("on top: {items}", items=listed), 28), 13, "kf-dim")
        _chips(g, [str(c) for c in pile], x + 14, at, tokens)
        return


def _take_look(
    g: _Svg, view: KutschfahrtView, you: YouView, x: float, at: parts.Cursor, tokens: set[str]
) -> None:
    """During a ``take``: the loser's items as the sheet knows them, those a legal ``take``
    names (``tokens``) a click."""
    fight = _get(view.get("fight"), default={})
    me = view.get("seat")
    loser = fight.get("defender") if fight.get("attacker") == me else fight.get("attacker")
    for row in you.get("knowledge") or []:
        if isinstance(row, dict) and row.get("seat") == loser:
            items = _get(row, "items", "value")
            if isinstance(items, list):
                name = short(seat_name(view, loser), 12)
                said = _("Take one of {name}'s items:", name=name)
                g.text(x + 14, at.take(22) + 14, said, 14, "kf-b")
                _chips(g, [str(c) for c in items], x + 14, at, tokens)
                return


def _sheet(
    g: _Svg, view: KutschfahrtView, you: YouView, x: float, y: float, w: float, bottom: float
) -> None:
    """The knowledge sheet: per other player what this seat knows, each fact's source in its
    tooltip, ``?`` where nothing is known."""
    rows = [r for r in you.get("knowledge") or [] if isinstance(r, dict)]
    g.text(x + 14, y + 16, _("Knowledge sheet"), 15, "kf-b")
    g.text(x + w - 12, y + 16, _("? = not known"), 12, "kf-dim", "end")
    cols = (x + 14, x + 104, x + 196, x + 290)
    heads = (_("player"), _("society"), _("profession"), _("items"))
    for cx, head in zip(cols, heads, strict=True):
        g.text(cx, y + 32, head, 12, "kf-dim kf-b")
    pitch = min(18.0, max(11.0, (bottom - y - 40) / max(1, len(rows))))
    size = min(13, int(pitch) - 1)
    for k, row in enumerate(rows):
        ry = y + 46 + k * pitch
        name = short(row.get("name", seat_name(view, row.get("seat"))), 11)
        g.text(cols[0], ry, name, size, "kf-b")
        for cx, key in zip(cols[1:], ("society", "profession", "items"), strict=True):
            cell = row.get(key)
            word, title = _fact(cell, key)
            if key == "items" and not isinstance(cell, dict):  # no look at the whole hand:
                word, title = _seen_cards(row.get("cards"), word, title)  # single cards seen
            cls = _society_class(_get(cell, "value")) if key == "society" else ""
            g.raw(f"<g><title>{esc(title)}</title>")
            # the last column ends at the panel's edge (Korean item names ran over it), and is
            # cut by width: 17 characters of Korean were squeezed to a smudge
            room = (x + w - 12 - cx) if key == "items" else 86
            said = short_to(word, size, room) if key == "items" else short(word, 13)
            g.text(cx, ry, said, size, cls + (" kf-dim" if word == "?" else ""), fit=room)
            g.raw("</g>")

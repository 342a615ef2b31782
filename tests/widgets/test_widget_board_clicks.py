"""Board clicks build a selection (``static/controller.js``), run in node against a fake DOM
that holds the real board: the SVG a widget syncs, parsed here, its elements rebuilt in JS.

The rule under test, for any game: the board tokens clicked so far, in order, are the words
after a verb; when they spell exactly one legal text and no other legal text goes on from them,
that text is played; until then the picked tokens are marked (``tk-picked``), only the tokens
that can come next are clickable (``tk-can``), a notice says what is selected and what to click
next, and a click on the last token again or on the background clears it. Cartagena: a pirate,
then a card; Tortuga 1667: a pawn still fills the picker's player slot.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from wire import synced

import tortuga_kit as tk

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget  # noqa: E402

STATIC = Path(tk.__file__).parent / "widgets" / "static"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

ROW = ["skull", "dagger", "key", "bottle", "pistol", "hat"] * 2


def cartagena(hand: list[str]) -> MatchWidget:
    """Anne (seat 0) to move with pirates on the start, on field 5 and on field 8 (Bart has one
    on field 3): both can move back, and ``hand`` says which cards move them forward."""
    m = tk.new_match(
        "cartagena",
        2,
        seed=1,
        first_player=0,
        position={
            "pirates": [[0, 0, 0, 0, 5, 8], [0, 0, 0, 0, 0, 3]],
            "hands": [hand, ["skull", "skull"]],
            "row": ROW,
        },
    )
    return MatchWidget(m, seat=0)


def tortuga_picker() -> MatchWidget:
    """A Tortuga 1667 turn (hot seat, the projector) whose "force" choice is a picker."""
    m = tk.new_match("tortuga1667", players=5, seed=7)
    w = MatchWidget(m, seat=None, hot_seat=True)
    while m.decision is not None and m.decision.kind != "turn":
        w.click(w.actions[0]["text"])
    assert any(g["verb"] == "force" and g["pick"] for g in w.groups)
    return w


def tree(svg: str) -> dict[str, Any]:
    """The board's elements as plain data (tag, attributes, children), for the fake DOM."""

    def walk(e: ET.Element) -> dict[str, Any]:
        return {
            "tag": e.tag.rpartition("}")[2],
            "attrs": dict(e.attrib),
            "children": [walk(c) for c in e],
        }

    return walk(ET.fromstring(svg))


HARNESS = r"""
import fs from "node:fs";
import { pathToFileURL } from "node:url";
const [dir, inputFile] = process.argv.slice(2);
const input = JSON.parse(fs.readFileSync(inputFile, "utf8"));

function matches(n, sel) {
  return sel.split(",").map((s) => s.trim()).some((s) => {
    const attr = s.match(/^\[([\w-]+)\]$/);
    return attr ? n.attributes[attr[1]] !== undefined : n.tagName === s;
  });
}
class FakeNode {
  constructor(doc, tag) {
    this.ownerDocument = doc; this.tagName = tag; this.children = []; this.attributes = {};
    this.parent = null; this._text = ""; this.listeners = {}; this._value = ""; this.checked = false;
    this.disabled = false; this.scrollTop = 0; this.scrollHeight = 0; this._classes = new Set();
    this.dataset = {};
    const self = this;
    this.classList = {
      add: (...c) => c.forEach((x) => self._classes.add(x)),
      remove: (...c) => c.forEach((x) => self._classes.delete(x)),
      toggle: (c, on) => (on ? self._classes.add(c) : self._classes.delete(c)),
      contains: (c) => self._classes.has(c),
    };
  }
  // the board: the tree Python parsed from the very SVG text the widget synced
  set innerHTML(v) {
    this.children = [];
    const build = (t) => {
      const n = new FakeNode(this.ownerDocument, t.tag);
      Object.assign(n.attributes, t.attrs);
      for (const c of t.children) n.appendChild(build(c));
      return n;
    };
    const t = input.trees[String(v)];
    this.appendChild(t ? build(t) : new FakeNode(this.ownerDocument, "svg"));
  }
  get className() { return [...this._classes].join(" "); }
  set className(v) { this._classes = new Set(String(v).split(/\s+/).filter(Boolean)); }
  get options() { return this.children.filter((c) => c.tagName === "option"); }
  // an option's value is its attribute; a select keeps the one set last
  get value() { return this.tagName === "option" ? this.attributes.value || "" : this._value; }
  set value(v) { this._value = String(v); }
  get firstChild() { return this.children[0] || null; }
  setAttribute(k, v) { this.attributes[k] = String(v); }
  getAttribute(k) { return k in this.attributes ? this.attributes[k] : null; }
  removeAttribute(k) { delete this.attributes[k]; }
  appendChild(c) { c.parent = this; this.children.push(c); return c; }
  append(...cs) { for (const c of cs) this.appendChild(typeof c === "string" ? this.ownerDocument.createTextNode(c) : c); }
  replaceChildren(...cs) { this.children = []; this.append(...cs); }
  removeChild(c) { this.children = this.children.filter((x) => x !== c); return c; }
  get textContent() { return this._text + this.children.map((c) => c.textContent).join(""); }
  set textContent(v) { this.children = []; this._text = String(v); }
  addEventListener(ev, fn) { (this.listeners[ev] = this.listeners[ev] || []).push(fn); }
  all() { return [this, ...this.children.flatMap((c) => c.all())]; }
  querySelectorAll(sel) { return this.all().slice(1).filter((n) => matches(n, sel)); }
  querySelector(sel) { return this.querySelectorAll(sel)[0] || null; }
  closest(sel) { for (let n = this; n; n = n.parent) if (matches(n, sel)) return n; return null; }
  contains(n) { for (; n; n = n.parent) if (n === this) return true; return false; }
  focus() {}
  // a click bubbles from the element up to the widget
  click() { for (let n = this; n; n = n.parent) for (const fn of n.listeners.click || []) fn({ target: this }); }
}
const doc = {
  createElement: (t) => new FakeNode(doc, t),
  createTextNode: (t) => { const n = new FakeNode(doc, "#text"); n._text = String(t); return n; },
  body: null, activeElement: null,
};
globalThis.document = doc;

function fakeModel(state) {
  const listeners = {};
  const m = {
    sent: [],
    get: (k) => state[k],
    send: (msg) => m.sent.push(msg),
    on: (ev, fn) => { for (const e of ev.split(" ")) (listeners[e] = listeners[e] || []).push(fn); },
    off: () => {},
    // as Backbone: a change:<name> is followed by the update's one "change"
    emit: (ev) => { for (const e of ev.startsWith("change:") ? [ev, "change"] : [ev]) for (const fn of listeners[e] || []) fn(); },
  };
  return m;
}
const path = `${dir}/kit_controller.mjs`;
fs.writeFileSync(path, fs.readFileSync(`${dir}/kit.js`, "utf8") + "\n" + fs.readFileSync(`${dir}/controller.js`, "utf8"));
const mod = await import(pathToFileURL(path).href);

const out = {};
for (const sc of input.scenarios) {
  const el = doc.createElement("div");
  const model = fakeModel(structuredClone(input.states[sc.state]));
  mod.default.render({ model, el });
  const box = el.all().find((n) => n._classes.has("tk-board-box"));
  const svg = box.querySelector("svg");
  const seen = [];
  const look = () => ({
    sent: model.sent.filter((s) => s.cmd === "play").map((s) => s.text),
    picked: box.querySelectorAll("[data-token]").filter((n) => n._classes.has("tk-picked")).map((n) => n.getAttribute("data-token")),
    can: [...new Set(box.querySelectorAll("[data-token]").filter((n) => n._classes.has("tk-can")).map((n) => n.getAttribute("data-token")))].sort(),
    actions: box.querySelectorAll("[data-action]").filter((n) => n._classes.has("tk-can")).map((n) => n.getAttribute("data-action")).sort(),
    selection: el.all().find((n) => n._classes.has("tk-selection")).textContent,
    pickers: Object.fromEntries(el.all().filter((n) => n.tagName === "select" && /: /.test(n.attributes["aria-label"] || "")).map((n) => [n.attributes["aria-label"], n.value])),
  });
  seen.push(look());
  for (const step of sc.steps) {
    if (step === "background") svg.click();
    else if (step.token !== undefined) {
      const hit = box.querySelectorAll("[data-token]").find((n) => n.getAttribute("data-token") === step.token);
      if (!hit) throw new Error(`no token ${step.token} on the board`);
      // click the innermost shape, as a browser would: the click bubbles to the token group
      let inner = hit; while (inner.children.length) inner = inner.children[0];
      inner.click();
    } else if (step.action !== undefined) {
      const hit = box.querySelectorAll("[data-action]").find((n) => n.getAttribute("data-action") === step.action);
      if (!hit) throw new Error(`no action ${step.action} on the board`);
      hit.click();
    }
    seen.push(look());
  }
  out[sc.name] = seen;
}
console.log(JSON.stringify(out));
"""


def run(states: dict[str, MatchWidget], scenarios: list[dict[str, Any]], tmp: Path) -> Any:
    synced_states = {name: synced(w) for name, w in states.items()}
    trees = {s["board"]: tree(s["board"]) for s in synced_states.values()}
    for name in ("kit.js", "controller.js"):
        shutil.copy(STATIC / name, tmp / name)
    (tmp / "harness.mjs").write_text(HARNESS)
    (tmp / "input.json").write_text(
        json.dumps({"states": synced_states, "trees": trees, "scenarios": scenarios})
    )
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(tmp / "harness.mjs"), str(tmp), str(tmp / "input.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_pirate_then_a_card_plays_forward_and_a_pirate_alone_plays_nothing(
    tmp_path: Path,
) -> None:
    w = cartagena(["key", "hat"])
    legal = {a["text"] for a in w.actions}
    assert {"forward 8 key", "forward 8 hat", "back 8", "back 5"} <= legal
    out = run(
        {"anne": w},
        [
            {"name": "forward", "state": "anne", "steps": [{"token": "8"}, {"token": "key"}]},
            {"name": "again", "state": "anne", "steps": [{"token": "8"}, {"token": "8"}]},
            {"name": "background", "state": "anne", "steps": [{"token": "8"}, "background"]},
            {"name": "switch", "state": "anne", "steps": [{"token": "8"}, {"token": "5"}]},
            {"name": "card_first", "state": "anne", "steps": [{"token": "hat"}]},
            {"name": "from_start", "state": "anne", "steps": [{"token": "0"}, {"token": "hat"}]},
            {"name": "back", "state": "anne", "steps": [{"token": "8"}, {"action": "back 8"}]},
        ],
        tmp_path,
    )
    # before any click: the first words of the legal texts, the pirates, can be clicked
    before = out["forward"][0]
    assert before["can"] == ["0", "5", "8"] and before["picked"] == []
    assert before["actions"] == ["back 5", "back 8"]  # the back arrows are legal: marked
    assert before["selection"] == ""
    # the pirate alone is ambiguous (forward with a key or a hat, or back): nothing is played
    after_pirate = out["forward"][1]
    assert after_pirate["sent"] == []
    assert after_pirate["picked"] == ["8"] and after_pirate["can"] == ["hat", "key"]
    assert "Selected: Anne's pirate on field 8" in after_pirate["selection"]
    assert "the key card" in after_pirate["selection"]
    assert "the hat card" in after_pirate["selection"]
    assert "Move the pirate on field 8 back and draw" in after_pirate["selection"]
    # ... and the card makes it one legal text, with nothing after it: played
    assert out["forward"][2]["sent"] == ["forward 8 key"]
    assert out["forward"][2]["picked"] == [] and out["forward"][2]["selection"] == ""
    # the same token again, or the background, clears the selection; nothing is played
    for name in ("again", "background"):
        last = out[name][-1]
        assert last["sent"] == [] and last["picked"] == [] and last["selection"] == ""
        assert last["can"] == ["0", "5", "8"]
    # another pirate starts a new selection
    assert out["switch"][-1]["picked"] == ["5"] and out["switch"][-1]["sent"] == []
    # a card first starts nothing (no text starts with it) and says what to click first
    assert out["card_first"][-1]["sent"] == [] and out["card_first"][-1]["picked"] == []
    assert "No action starts with the hat card" in out["card_first"][-1]["selection"]
    assert out["from_start"][-1]["sent"] == ["forward 0 hat"]
    # a data-action plays its text at once and drops the selection
    assert out["back"][-1]["sent"] == ["back 8"] and out["back"][-1]["picked"] == []


def test_the_picker_follows_the_clicks_and_the_card_plays(tmp_path: Path) -> None:
    """Six kinds of card: 18 forward texts, a picker (pirate, card); the clicks fill it too."""
    w = cartagena(["skull", "dagger", "key", "bottle", "pistol", "hat"])
    forward = next(g for g in w.groups if g["verb"] == "forward")
    assert forward["pick"] and forward["slots"] == ["pirate", "card"]
    out = run(
        {"six": w},
        [{"name": "six", "state": "six", "steps": [{"token": "8"}, {"token": "bottle"}]}],
        tmp_path,
    )
    _, pirate, card = out["six"]
    assert pirate["pickers"][f"{forward['title']}: pirate"] == "8" and pirate["sent"] == []
    assert pirate["can"] == sorted(["skull", "dagger", "key", "bottle", "pistol", "hat"])
    assert card["sent"] == ["forward 8 bottle"]


def test_a_pirate_with_only_one_move_plays_it_at_once(tmp_path: Path) -> None:
    """With no card in hand the pirate on field 8 can only move back: its token spells one
    legal text that nothing goes on from, so one click plays it. The start's pirates cannot
    move at all: no legal text names them, so the board gives them no token to click."""
    w = cartagena([])
    assert sorted(a["text"] for a in w.actions) == ["back 5", "back 8"]
    out = run(
        {"empty": w},
        [{"name": "one", "state": "empty", "steps": [{"token": "8"}]}],
        tmp_path,
    )
    assert out["one"][0]["can"] == ["5", "8"]
    assert out["one"][-1]["sent"] == ["back 8"]
    assert 'data-token="0"' not in w.board  # no legal text starts with 0


def test_a_seat_that_does_not_decide_plays_nothing_by_clicks(tmp_path: Path) -> None:
    """Bart's view of Anne's turn: no choices are synced to him, so his board marks no token
    (it marks the buttons of his screen: none) and a click on the board plays nothing (the
    widget asks only the legal texts it was given)."""
    w = cartagena(["key", "hat"])
    w.set_seat(0)
    assert 'data-token="8"' in w.board  # Anne's own board: her pirate on space 8 is a token
    w.set_seat(1)
    assert "data-token=" not in w.board, w.board
    out = run(
        {"bart": w},
        [{"name": "bart", "state": "bart", "steps": ["background"]}],
        tmp_path,
    )
    assert all(s["sent"] == [] and s["can"] == [] and s["picked"] == [] for s in out["bart"])
    # Anne's forward texts are hers (secret): no card of a hand is a token on Bart's board
    assert not any(f'data-token="{sym}"' in w.board for sym in ("key", "hat", "skull"))


def test_tortuga_pawns_still_fill_the_picker(tmp_path: Path) -> None:
    w = tortuga_picker()
    force = next(g for g in w.groups if g["verb"] == "force")
    players = sorted({a["text"].split()[1] for a in force["actions"]})
    other = players[-1]  # the picker starts at its first option: take another player
    out = run(
        {"tortuga": w},
        [{"name": "pawn", "state": "tortuga", "steps": [{"token": other}]}],
        tmp_path,
    )
    before, after = out["pawn"]
    slot = f"{force['title']}: player"
    assert before["pickers"][slot] != other
    assert after["pickers"][slot] == other  # the pawn fills the picker's player slot
    assert after["sent"] == []  # "force <player> <space> <space>" needs more: nothing played
    assert after["picked"] == [other]
    assert set(before["can"]) >= set(players)

// Tortuga 1667 board: an SVG drawn from one view dict (match.view(seat) or the public view).
// Plain ES module, no imports, no CDN. The layout follows tortuga_kit/games/tortuga1667/svg.py.
// Every read goes through get(), so a partial or odd view draws what it can and never throws.
// Text is only ever set with textContent, so names from users cannot inject markup.

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 1200;
// Team colours follow the theme: tortuga.css sets --tk-british etc. (lighter under JupyterLab
// Dark); the fallbacks are svg.py's light PALETTE.
const TEAM = {
  british: "var(--tk-british,#c62828)",
  french: "var(--tk-french,#1565c0)",
  dutch: "var(--tk-dutch,#c43e00)",
};
const DIM = "var(--tk-dim,#5c5c5c)";
const SHIP_KEYS = ["fd", "jr"];
const SHIP_TITLES = { fd: "Flying Dutchman", jr: "Jolly Roger" };
const PLACES = {
  fd: "Flying Dutchman", jr: "Jolly Roger", tortuga: "Tortuga",
  "fd-boat": "FD rowboat", "jr-boat": "JR rowboat",
};
// The narrow players table of a seat view abbreviates the ships, with a legend under it.
const PLACES_SHORT = { fd: "FD", jr: "JR", tortuga: "Tortuga", "fd-boat": "FD boat", "jr-boat": "JR boat" };
const PLACES_LEGEND = "FD: Flying Dutchman · JR: Jolly Roger";
// Line lengths in characters (measured: JupyterLab's UI font averages ~0.49em per character).
const HEADER_ONE_LINE = 74; // the turn line at 20px, left of the score box
const HEADER_TWO_LINES = 80; // ... per line when it needs two, at 18px
const NOTE_WIDTH = 44; // a note line right of the galleon, at 16px
const CARD_TITLES = {
  atlantis: "Atlantis", el_dorado: "El Dorado", fountain_of_youth: "Fountain of Youth",
};
const WORDS = { british: "British", french: "French" };

export function get(obj, path, fallback) {
  let cur = obj;
  for (const key of path) {
    if (cur === null || cur === undefined || typeof cur !== "object" || !(key in cur)) {
      return fallback;
    }
    cur = cur[key];
  }
  return cur === null || cur === undefined ? fallback : cur;
}

function int(v) {
  return typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : 0;
}

function arr(v) {
  return Array.isArray(v) ? v : [];
}

function short(text, limit) {
  const s = String(text === null || text === undefined ? "" : text);
  return s.length <= limit ? s : s.slice(0, limit - 1) + "…";
}

function title(s) {
  const t = String(s);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// Join words (which may hold spaces) into lines of at most `width` characters.
function pack(words, width) {
  const out = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  return out;
}

function wrap(text, width) {
  const out = [];
  let line = "";
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [""];
}

class Canvas {
  constructor(doc) {
    this.doc = doc;
    this.root = doc.createElementNS(NS, "svg");
  }
  el(tag, attrs, parent) {
    const node = this.doc.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
    (parent || this.root).appendChild(node);
    return node;
  }
  rect(x, y, w, h, cls, rx, tip, style) {
    const r = this.el("rect", { x, y, width: w, height: h, rx: rx === undefined ? 8 : rx, class: cls });
    if (style) r.setAttribute("style", style);
    if (tip) {
      const t = this.el("title", {}, r);
      t.textContent = String(tip);
    }
    return r;
  }
  text(x, y, content, size, cls, anchor, style) {
    const t = this.el("text", {
      x, y, "font-size": size || 20, "text-anchor": anchor || "start",
      class: `tk-t ${cls || ""}`.trim(),
    });
    if (style) t.setAttribute("style", style);
    t.textContent = String(content === null || content === undefined ? "" : content);
    return t;
  }
}

function teamStyle(team) {
  return TEAM[team] ? `fill:${TEAM[team]}` : "";
}

function loyaltyStyle(team) {
  return `fill:${TEAM[team] || DIM}`;
}

// --------------------------------------------------------------------------- sections
function header(c, view, nameOf) {
  const seat = get(view, ["seat"], null);
  const who = seat === null ? "projector view (public)" : `view of ${nameOf(seat)}`;
  c.text(20, 40, get(view, ["title"], "Tortuga 1667"), 32, "tk-b");
  c.text(290, 40, who, 20, "tk-dim");
  for (const [ly, part, size] of headerLines(view)) c.text(20, ly, part, size);
  const b = int(get(view, ["scores", "british"], 0));
  const f = int(get(view, ["scores", "french"], 0));
  c.rect(860, 12, 320, 44, "tk-panel");
  c.text(875, 43, `British ${b}`, 24, "tk-b", "start", teamStyle("british"));
  c.text(1020, 43, "–", 24, "", "middle");
  c.text(1165, 43, `${f} French`, 24, "tk-b", "end", teamStyle("french"));
  const assumptions = arr(get(view, ["assumptions"], [])).map(String);
  if (assumptions.length) {
    c.rect(860, 62, 320, 32, "tk-badge", 16, assumptions.join("; "));
    c.text(1020, 84, "uses assumed card data", 18, "tk-badge-t tk-b", "middle");
  }
  return 100;
}

// The turn/prompt line under the title (svg.py header_lines): one line when it fits, else two
// smaller ones; "Setup" instead of the turn during the Captains' starting-chest choice.
function headerLines(view) {
  const turn = get(view, ["turn"], {});
  const d = get(view, ["decision"], null);
  const isObj = d !== null && typeof d === "object" && !Array.isArray(d);
  let line = isObj && get(d, ["kind"], null) === "hold"
    ? "Setup"
    : `Turn ${int(get(turn, ["number"], 0))} · ${get(turn, ["name"], "?")}'s turn`;
  if (isObj) line += ` · ${get(d, ["prompt"], "")}`;
  else if (get(view, ["result"], null)) line += " · game over";
  if (line.length <= HEADER_ONE_LINE) return [[75, line, 20]];
  const parts = wrap(line, HEADER_TWO_LINES);
  if (parts.length === 1) return [[75, line, 18]];
  return [[66, parts[0], 18], [90, short(parts.slice(1).join(" "), HEADER_TWO_LINES), 18]];
}

// Up to two lines under the deck counts (flags, then star cards, names never cut: the rest
// becomes "+N more") and the star cards the footer must list in full (svg.py deck_notes).
function deckNotes(view) {
  const flags = [];
  if (get(view, ["end_phase"], false)) flags.push("end phase: no refills");
  if (get(view, ["sudden_death"], false)) flags.push("sudden death");
  const lines = flags.length ? [short(flags.join(" · "), NOTE_WIDTH)] : [];
  const stars = arr(get(view, ["star_cards"], [])).map(String);
  if (!stars.length) return [lines, []];
  const room = 2 - lines.length;
  for (let k = stars.length; k >= 0; k--) {
    const rest = stars.length - k;
    const pieces = stars.slice(0, k).map((s, i) => s + (i < k - 1 || rest ? "," : ""));
    if (rest) pieces.push(`+${rest} more`);
    const starLines = pack(["Stars:", ...pieces], NOTE_WIDTH);
    if (starLines.length <= room || k === 0) {
      return [lines.concat(starLines.slice(0, room)), rest ? stars : []];
    }
  }
  return [lines, stars];
}

function galleonRow(c, view, y) {
  c.text(20, y + 22, "Event row", 20, "tk-b");
  const row = arr(get(view, ["row"], []));
  for (let i = 0; i < 5; i++) {
    const slot = row[i] && typeof row[i] === "object" ? row[i] : {};
    const x = 20 + i * 86;
    const cy = y + 32;
    const label = String(get(slot, ["slot"], i + 1));
    const cardTitle = get(slot, ["title"], null);
    if (get(slot, ["empty"], false)) {
      c.rect(x, cy, 76, 76, "tk-empty", 6);
      c.text(x + 38, cy + 45, "empty", 15, "tk-dim", "middle");
    } else if (cardTitle) {
      c.rect(x, cy, 76, 76, "tk-card", 6, cardTitle);
      wrap(cardTitle, 9).slice(0, 3).forEach((part, j) => {
        c.text(x + 38, cy + 30 + j * 17, part, 14, "tk-b", "middle");
      });
    } else {
      c.rect(x, cy, 76, 76, "tk-down", 6);
      c.text(x + 38, cy + 50, "?", 26, "tk-dim tk-b", "middle");
    }
    c.text(x + 8, cy + 18, label, 14, "tk-dim");
  }
  c.rect(460, y, 280, 108, "tk-sea", 14);
  c.text(600, y + 30, "Spanish galleon", 22, "tk-b", "middle");
  const chests = int(get(view, ["galleon"], 0));
  c.text(600, y + 80, plural(chests, "chest"), 34, "tk-b", "middle");
  const x = 760;
  c.text(x, y + 20, `Event deck: ${int(get(view, ["event_deck"], 0))} cards`, 18);
  c.text(x, y + 42, `Vote deck: ${int(get(view, ["vote_deck"], 0))} cards`, 18);
  c.text(x, y + 64, `Discarded events: ${arr(get(view, ["discard"], [])).length}`, 18);
  deckNotes(view)[0].forEach((note, j) => c.text(x, y + 86 + j * 20, note, 16, "tk-dim"));
}

function pawn(c, x, y, seat, name, role, me, mover, loyalty) {
  const style = TEAM[loyalty] ? `stroke:${TEAM[loyalty]};stroke-width:4` : "";
  c.rect(x, y, 100, 72, "tk-pawn", 12, name, style);
  if (seat !== null && seat === mover) c.rect(x - 4, y - 4, 108, 80, "tk-mover", 14);
  if (role) c.text(x + 8, y + 22, role, 17, "tk-b tk-warn");
  const mine = seat !== null && seat === me;
  c.text(x + 50, y + 46, short(name, 9), 17, mine ? "tk-b" : "", "middle");
  if (mine) c.text(x + 50, y + 66, "(you)", 14, "tk-dim", "middle");
}

function ships(c, view, y, nameOf, bySeat, me, mover) {
  SHIP_KEYS.forEach((key, i) => {
    const ship = get(view, ["ships", key], {});
    const x = 20 + i * 590;
    c.rect(x, y, 570, 240, "tk-sea", 14);
    c.text(x + 16, y + 32, get(ship, ["title"], SHIP_TITLES[key]), 24, "tk-b");
    const line = arr(get(ship, ["line"], [])).filter((s) => typeof s === "number");
    c.text(x + 554, y + 32, `${line.length}/5 aboard`, 18, "tk-dim", "end");
    line.slice(0, 5).forEach((seat, j) => {
      const roles = [];
      if (j === 0) roles.push("C");
      if (j === 1) roles.push("FM");
      if (j === line.length - 1) roles.push("CB");
      pawn(c, x + 14 + j * 110, y + 52, seat, nameOf(seat), roles.join("/"), me, mover,
        get(bySeat, [seat, "loyalty"], null));
    });
    if (!line.length) c.text(x + 285, y + 95, "(empty ship)", 20, "tk-dim", "middle");
    ["british", "french"].forEach((team, k) => {
      const hx = x + 14 + k * 280;
      c.rect(hx, y + 140, 262, 84, "tk-panel", 10);
      c.text(hx + 14, y + 172, `${WORDS[team]} hold`, 20, "tk-b", "start", teamStyle(team));
      c.text(hx + 248, y + 210, plural(int(get(ship, ["holds", team], 0)), "chest"), 28, "tk-b", "end");
    });
  });
}

function boats(c, view, y, nameOf, me, mover) {
  SHIP_KEYS.forEach((key, i) => {
    const x = 150 + i * 640;
    const label = `${SHIP_TITLES[key]}'s rowboat`;
    const seat = get(view, ["boats", key], null);
    if (get(view, ["destroyed", key], false)) {
      c.rect(x, y, 260, 64, "tk-empty", 30);
      c.text(x + 130, y + 26, label, 16, "tk-dim", "middle");
      c.text(x + 130, y + 52, "destroyed", 20, "tk-warn tk-b", "middle");
      return;
    }
    c.rect(x, y, 260, 64, "tk-sea", 30);
    c.text(x + 130, y + 26, label, 16, "tk-dim", "middle");
    if (typeof seat === "number") {
      const cls = "tk-b" + (seat === mover ? " tk-warn" : "");
      c.text(x + 130, y + 52, short(nameOf(seat), 16) + (seat === me ? " (you)" : ""), 20, cls, "middle");
    } else {
      c.text(x + 130, y + 52, "empty", 20, "tk-dim", "middle");
    }
  });
}

function tortuga(c, view, y, nameOf, bySeat, me, mover) {
  c.rect(20, y, 1160, 170, "tk-island", 14);
  c.text(36, y + 32, "Tortuga", 24, "tk-b");
  const b = int(get(view, ["tortuga", "treasure", "british"], 0));
  const f = int(get(view, ["tortuga", "treasure", "french"], 0));
  c.text(640, y + 32, `British treasure: ${b}`, 20, "tk-b", "start", teamStyle("british"));
  c.text(1164, y + 32, `French treasure: ${f}`, 20, "tk-b", "end", teamStyle("french"));
  const line = arr(get(view, ["tortuga", "line"], [])).filter((s) => typeof s === "number");
  line.slice(0, 10).forEach((seat, j) => {
    pawn(c, 32 + j * 114, y + 64, seat, nameOf(seat), j === 0 ? "G" : "", me, mover,
      get(bySeat, [seat, "loyalty"], null));
  });
  if (!line.length) c.text(600, y + 110, "(nobody on Tortuga)", 20, "tk-dim", "middle");
}

function kept(p) {
  const bits = [];
  const alb = int(get(p, ["albatross"], 0));
  if (alb) bits.push(`Albatross ×${alb}`);
  for (const m of arr(get(p, ["maps"], []))) {
    bits.push(CARD_TITLES[m] || String(m).replace(/_/g, " "));
  }
  const marques = int(get(p, ["saved_marques"], 0));
  if (marques) bits.push(`Letter of Marque ×${marques}`);
  return bits.join(", ") || "–";
}

function playersPanel(c, view, y, players, me, mover) {
  const you = get(view, ["you"], null);
  const seatView = you !== null && typeof you === "object";
  const width = seatView ? 700 : 1160;
  const rows = Math.max(1, players.length);
  const height = 52 + rows * 32 + (seatView ? 24 : 0);
  c.rect(20, y, width, height, "tk-panel", 12);
  c.text(36, y + 30, "Players", 20, "tk-b");
  const cols = seatView ? [36, 160, 245, 340, 575] : [36, 200, 380, 500, 1060];
  const places = seatView ? PLACES_SHORT : PLACES;
  c.text(cols[1], y + 30, "place", 16, "tk-dim");
  c.text(cols[2], y + 30, "vote cards", 16, "tk-dim");
  c.text(cols[3], y + 30, "kept cards in front", 16, "tk-dim");
  c.text(cols[4], y + 30, "loyalty", 16, "tk-dim");
  players.forEach((p, i) => {
    const ry = y + 58 + i * 32;
    const seat = get(p, ["seat"], null);
    c.text(cols[0], ry, short(get(p, ["name"], "?"), 11) + (seat === mover ? " ▶" : ""), 18,
      seat === me ? "tk-b" : "");
    const loc = String(get(p, ["location"], "?"));
    c.text(cols[1], ry, short(places[loc] || loc, seatView ? 8 : 16), 17);
    const lost = int(get(p, ["lost_cards"], 0));
    c.text(cols[2], ry, `${int(get(p, ["hand_size"], 0))}${lost ? ` (${lost} lost)` : ""}`, 17);
    c.text(cols[3], ry, short(kept(p), seatView ? 23 : 52), 17);
    let loyalty = get(p, ["loyalty"], null) || get(p, ["loyalty_seen"], null);
    if (seatView && seat === me) loyalty = get(you, ["loyalty"], loyalty);
    if (loyalty) {
      const seen = get(p, ["loyalty"], null) || seat === me ? "" : " (seen)";
      c.text(cols[4], ry, title(loyalty) + seen, 17, "tk-b", "start", loyaltyStyle(String(loyalty)));
    } else {
      c.text(cols[4], ry, "hidden", 17, "tk-dim");
    }
  });
  let bottom = y + height;
  if (seatView) {
    c.text(36, bottom - 14, PLACES_LEGEND, 15, "tk-dim");
    bottom = Math.max(bottom, youPanel(c, you, y, players));
  }
  return bottom + 16;
}

function voteCard(c, x, y, card) {
  c.rect(x, y, 128, 94, "tk-card", 8, card);
  String(card).split("/").slice(0, 3).forEach((part, j) => {
    const dbl = part.startsWith("2");
    const word = dbl ? part.slice(1) : part;
    c.text(x + 64, y + 26 + j * 26, (dbl ? "2× " : "") + (WORDS[word] || word), 18,
      j === 1 ? "tk-b" : "", "middle", teamStyle(word));
  });
}

function youPanel(c, you, y, players) {
  const x = 740;
  const hand = arr(get(you, ["hand"], [])).filter((h) => typeof h === "string");
  const known = get(you, ["known"], {});
  const knownEntries = known && typeof known === "object" ? Object.entries(known) : [];
  knownEntries.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const seen = players.filter((p) => get(p, ["loyalty_seen"], null));
  const rowsOfCards = Math.ceil(hand.length / 3) || 1;
  const h = 150 + 104 * rowsOfCards + 26 * (knownEntries.length + seen.length);
  c.rect(x, y, 440, h, "tk-panel", 12);
  c.text(x + 16, y + 30, `You: ${short(get(you, ["name"], "?"), 16)}`, 20, "tk-b");
  const loyalty = String(get(you, ["loyalty"], "?"));
  c.text(x + 16, y + 62, "Loyalty: ", 20);
  c.text(x + 100, y + 62, title(loyalty), 22, "tk-b", "start", loyaltyStyle(loyalty));
  c.text(x + 16, y + 92, `Vote hand (${hand.length}):`, 18, "tk-dim");
  hand.forEach((card, i) => voteCard(c, x + 16 + (i % 3) * 138, y + 102 + Math.floor(i / 3) * 104, card));
  let ty = y + 102 + 104 * rowsOfCards + 24;
  for (const [slot, t] of knownEntries) {
    c.text(x + 16, ty, `You know card ${slot}: ${t}`, 17);
    ty += 26;
  }
  for (const p of seen) {
    c.text(x + 16, ty, `You saw ${short(get(p, ["name"], "?"), 12)}'s loyalty: ${title(get(p, ["loyalty_seen"], "?"))}`, 17);
    ty += 26;
  }
  return y + h;
}

function footer(c, view, y, nameOf) {
  const vote = get(view, ["vote"], null);
  if (vote && typeof vote === "object") {
    const voters = arr(get(vote, ["voters"], [])).map(nameOf).join(", ") || "none";
    c.text(20, y + 24, `Vote in progress: ${get(vote, ["kind"], "?")} called by ${nameOf(get(vote, ["caller"], null))}; ` +
      `${int(get(vote, ["cards_down"], 0))} card(s) face down; voters: ${voters}`, 19, "tk-b");
    y += 36;
  }
  const last = get(view, ["last_vote"], null);
  if (last && typeof last === "object") {
    const cards = arr(get(last, ["cards"], [])).map(String).join(", ");
    c.text(20, y + 24, `Last vote (${get(last, ["kind"], "?")}): ${cards}`, 18);
    for (const part of wrap(get(last, ["explanation"], ""), 110).slice(0, 3)) {
      y += 26;
      c.text(40, y + 24, part, 17, "tk-dim");
    }
    y += 36;
  }
  const result = get(view, ["result"], null);
  if (result && typeof result === "object") {
    const team = get(result, ["winning_team"], null);
    const winners = arr(get(result, ["winners"], [])).map(nameOf).join(", ");
    const head = team ? `Game over: ${title(team)} win` : "Game over: no winner";
    c.rect(20, y + 6, 1160, 92, "tk-result", 12);
    c.text(40, y + 42, head + (winners ? ` (${winners})` : ""), 26, "tk-b");
    c.text(40, y + 78, short(get(result, ["reason"], ""), 105), 18);
    y += 108;
  }
  const hiddenStars = deckNotes(view)[1];
  if (hiddenStars.length) {
    wrap(`Star cards: ${hiddenStars.join(", ")}`, 115).forEach((part, j) => {
      c.text(j === 0 ? 20 : 36, y + 24, part, 17);
      y += 24;
    });
    y += 8;
  }
  const assumptions = arr(get(view, ["assumptions"], [])).map(String);
  if (assumptions.length) {
    c.text(20, y + 24, "Uses assumed card data:", 18, "tk-warn tk-b");
    for (const a of assumptions) {
      wrap(a, 115).forEach((part, j) => {
        y += 24;
        c.text(j === 0 ? 40 : 56, y + 24, (j === 0 ? "• " : "") + part, 16, "tk-dim");
      });
    }
    y += 30;
  }
  return y;
}

/** Draw a view as an <svg> element (doc: the document to create nodes in). */
export function drawBoard(view, doc) {
  const d = doc || globalThis.document;
  const v = view && typeof view === "object" ? view : {};
  const c = new Canvas(d);
  const names = arr(get(v, ["names"], [])).map(String);
  const players = arr(get(v, ["players"], [])).filter((p) => p && typeof p === "object");
  const bySeat = {};
  for (const p of players) bySeat[get(p, ["seat"], -1)] = p;
  const me = get(v, ["seat"], null);
  const mover = get(v, ["decision", "seat"], null);
  const nameOf = (seat) => {
    if (typeof seat === "number" && seat >= 0 && seat < names.length) return names[seat];
    return seat === null || seat === undefined ? "" : "?";
  };
  const bg = c.rect(0, 0, WIDTH, 100, "tk-bg", 0);
  let y = header(c, v, nameOf);
  galleonRow(c, v, y);
  ships(c, v, y + 120, nameOf, bySeat, me, mover);
  boats(c, v, y + 375, nameOf, me, mover);
  tortuga(c, v, y + 455, nameOf, bySeat, me, mover);
  y = playersPanel(c, v, y + 640, players, me, mover);
  y = footer(c, v, y, nameOf);
  const height = y + 20;
  bg.setAttribute("height", String(height));
  c.root.setAttribute("viewBox", `0 0 ${WIDTH} ${height}`);
  c.root.setAttribute("role", "img");
  c.root.setAttribute("aria-label", "Tortuga 1667 board");
  c.root.setAttribute("class", "tk-board-svg");
  return c.root;
}

/** Replace el's content with the board of view; a drawing error shows as text, not a blank. */
export function showBoard(el, view) {
  try {
    el.replaceChildren(drawBoard(view, el.ownerDocument));
  } catch (err) {
    const p = (el.ownerDocument || globalThis.document).createElement("pre");
    p.className = "tk-error";
    p.textContent = `board could not be drawn: ${err}`;
    el.replaceChildren(p);
  }
}

function render({ model, el }) {
  el.classList.add("tk-widget", "tk-board");
  const box = el.ownerDocument.createElement("div");
  box.className = "tk-board-box";
  el.appendChild(box);
  const update = () => showBoard(box, model.get("view"));
  update();
  model.on("change:view", update);
  return () => model.off("change:view", update);
}

export default { render };

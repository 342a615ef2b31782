// kit.js: the DOM helpers every tortuga_kit widget shares. Python prepends this file to each
// widget's own module (widgets/_common.py: esm), so there is one copy and no bundler.
// Nothing here knows a game.

// N_(text): a text translated where it is shown (tools/i18n.py extracts tr, say and N_)
const N_ = (text) => text;

function val(model, key, fallback) {
  try {
    const v = model.get(key);
    return v === null || v === undefined ? fallback : v;
  } catch (err) {
    return fallback;
  }
}

function arr(v) {
  return Array.isArray(v) ? v : [];
}

function node(doc, tag, attrs, text) {
  const n = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "className") n.className = v;
    else n.setAttribute(k, String(v));
  }
  if (text !== undefined && text !== null) n.textContent = String(text);
  return n;
}

// A link to a section of a rules page: (game, anchor), as the notebooks write them; a translated
// notebook links its language's page (rules/de/<game>.md#<anchor>), the same anchor.
// (controller.js and quiz.js take such links where the page cannot show a .md file: Voilà.)
const RULES_LINK = /(?:^|\/)rules\/(?:[a-z]{2}\/)?([a-z0-9_]+)\.md#([a-z0-9]+(?:-[a-z0-9]+)*)$/;

// The notebook's save key (Ctrl+S, ⌘S) is the one key a widget lets through: a learner who has
// just played presses it to keep the game in the notebook (the last board, which a reopened
// notebook shows). JupyterLab reads `data-lm-suppress-shortcuts` in the capture phase of the
// document, so a capture listener of the window, which runs before it, lifts the switch of the
// widget the key was pressed in for this one key press (once per window, for every widget).
function isSaveKey(ev) {
  return !!ev && (ev.ctrlKey || ev.metaKey) && !ev.altKey && !ev.shiftKey
    && String(ev.key).toLowerCase() === "s";
}

function passSaveKey(el) {
  const win = el.ownerDocument ? el.ownerDocument.defaultView : null;
  if (!win || typeof win.addEventListener !== "function" || win.tkSaveKey) return;
  win.tkSaveKey = true;
  win.addEventListener("keydown", (ev) => {
    const t = ev.target;
    const box = isSaveKey(ev) && t && t.closest ? t.closest("[data-tk-keys]") : null;
    if (!box) return;
    box.removeAttribute("data-lm-suppress-shortcuts");
    setTimeout(() => box.setAttribute("data-lm-suppress-shortcuts", "true"), 0);
  }, true);
}

// Keys pressed inside a widget stay inside it: JupyterLab's shortcuts (arrows select cells, "a"
// adds one, "-" collapses a section) never see them. `data-lm-suppress-shortcuts` is
// JupyterLab's own switch (it handles keys in the capture phase); stopping the bubble covers
// Voilà and the classic notebook.
function keepKeys(el) {
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  el.setAttribute("data-tk-keys", "");
  passSaveKey(el);
  // A click on the board or on text must not hand the keys back to the notebook: the widget
  // itself takes the focus then (a focused control keeps its own).
  el.setAttribute("tabindex", "-1");
  el.addEventListener("mousedown", (ev) => {
    const t = ev.target;
    if (!(t && t.closest && t.closest("button, select, input, textarea, a, summary"))) {
      el.focus({ preventScroll: true });
    }
  });
  const stop = (ev) => {
    if (!isSaveKey(ev)) ev.stopPropagation();
  };
  el.addEventListener("keydown", stop);
  el.addEventListener("keyup", stop);
  el.addEventListener("keypress", stop);
}

// After a redraw removed the focused control, keep the focus in the widget (not the page).
function keepFocus(el) {
  const doc = el.ownerDocument;
  if (doc && (!doc.activeElement || doc.activeElement === doc.body) && el.focus) {
    el.focus({ preventScroll: true });
  }
}

// An SVG board drawn into `box`, scaled by the page's CSS (no fixed width or height).
function putSvg(box, svgText) {
  box.innerHTML = svgText;
  const svg = box.querySelector("svg");
  if (svg) {
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.classList.add("tk-board");
  }
}

// The board is the game's own SVG (game.svg(view), built and escaped in Python). Elements with
// `data-action` stand for an action text; `data-token` for a word of one (a player's name, a
// pirate's position, a card), or several words, space-separated ("grog 3", "to 5"). A click
// calls onAction(text) or onToken(token, element); a click
// on none of them (the background) calls onMiss(). The caller decides what is legal now.
function showBoard(box, svgText, onAction, onToken, onRule, onMiss) {
  if (typeof svgText !== "string" || !svgText.startsWith("<svg")) {
    box.textContent = "(no board)";
    return;
  }
  putSvg(box, svgText);
  if (!box.dataset.tkClicks) {
    box.dataset.tkClicks = "1";
    // the keyboard: Enter or Space on a focused target acts as a click; the arrows move to the
    // next or previous target that can be chosen now
    box.addEventListener("keydown", (ev) => {
      const hit = ev.target && ev.target.closest ? ev.target.closest("[data-action],[data-token]") : null;
      if (!hit || !box.contains(hit)) return;
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        hit.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      } else if (ARROWS[ev.key]) {
        ev.preventDefault();
        stepFocus([...box.querySelectorAll('[data-action][tabindex="0"],[data-token][tabindex="0"]')], hit, ARROWS[ev.key]);
      }
    });
    box.addEventListener("click", (ev) => {
      const hit = ev.target && ev.target.closest ? ev.target.closest("[data-action],[data-token],[data-rule]") : null;
      if (!hit || !box.contains(hit)) {
        if (box._tkMiss) box._tkMiss();
        return;
      }
      const action = hit.getAttribute("data-action");
      const rule = hit.getAttribute("data-rule");
      const token = hit.getAttribute("data-token");
      if (action && box._tkAction) box._tkAction(action);
      else if (rule && box._tkRule) box._tkRule(rule);
      else if (token && box._tkToken) box._tkToken(token, hit);
    });
  }
  box._tkAction = onAction;
  box._tkToken = onToken;
  box._tkRule = onRule;
  box._tkMiss = onMiss;
}

// The arrow keys: the previous or the next of a group of targets.
const ARROWS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// Focus the element `step` places after `from` in `all` (round the end).
function stepFocus(all, from, step) {
  if (!all.length) return;
  const i = all.indexOf(from);
  const next = all[(i + step + all.length) % all.length];
  if (next && next.focus) next.focus();
}

// A board target that can be chosen now is a button for the keyboard and a screen reader: in
// the tab order, with a name (its aria-label, else its action text or word); one that cannot
// leaves the tab order.
function target(n, on) {
  if (on) {
    n.setAttribute("tabindex", "0");
    n.setAttribute("role", "button");
    if (!n.getAttribute("aria-label")) n.setAttribute("aria-label", n.getAttribute("data-action") || n.getAttribute("data-token") || "");
  } else {
    n.removeAttribute("tabindex");
    if (n.getAttribute("aria-label")) n.setAttribute("role", "img"); // a named picture
    else n.removeAttribute("role");
  }
}

// What a board token is called in a sentence: its aria-label, else its word.
function tokenName(el, word) {
  const label = el && el.getAttribute ? el.getAttribute("aria-label") : null;
  return label || String(word);
}

// "a", "a or b", "a, b or c" (`or`: the word in the widget's language)
function orList(items, or = "or") {
  const xs = items.map(String);
  return xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${or} ${xs[xs.length - 1]}`;
}

// A section of the game's rules page (Python sends safe blocks: text only, never markup).
// `tr`: the caller's translation of its texts (by default the English, its fields filled).
const fillIn = (text, fields) =>
  Object.entries(fields || {}).reduce((out, [k, v]) => out.split(`{${k}}`).join(String(v)), text);
function drawRule(doc, box, section, onClose, tr = fillIn) {
  box.replaceChildren();
  box.hidden = !section || !Array.isArray(section.blocks);
  if (box.hidden) return;
  // opened from the log, far down the column: bring it into view
  setTimeout(() => box.scrollIntoView && box.scrollIntoView({ block: "nearest" }), 0);
  const head = node(doc, "div", { className: "tk-rule-head" });
  const close = node(doc, "button", { title: tr("Close the rule") }, "✕");
  close.addEventListener("click", onClose);
  head.append(node(doc, "span", { className: "tk-group-title" }, tr("Rules: {title}", { title: String(section.title || "") })), close);
  box.appendChild(head);
  for (const b of section.blocks) {
    if (!b || typeof b !== "object") continue;
    if (b.kind === "row") {
      box.appendChild(node(doc, "div", { className: "tk-rule-row" }, arr(b.cells).map(String).join(" · ")));
    } else {
      const tag = b.kind === "h" ? "div" : "p";
      const cls = b.kind === "h" ? "tk-rule-h" : b.kind === "li" ? "tk-rule-li" : "tk-rule-p";
      box.appendChild(node(doc, tag, { className: cls }, (b.kind === "li" ? "• " : "") + String(b.text || "")));
    }
  }
}

// Mark the board elements whose action (or token) is playable now, so a learner sees what a
// click would do: `tokens` holds the data-token values (one word or several) that can come
// next; `picked` (elements) are the tokens of a selection under way.
function markBoard(box, legal, tokens, picked) {
  for (const n of box.querySelectorAll("[data-action]")) {
    const on = legal.has(n.getAttribute("data-action"));
    n.classList.toggle("tk-can", on);
    target(n, on);
  }
  const chosen = new Set(picked || []);
  for (const n of box.querySelectorAll("[data-token]")) {
    const can = !chosen.has(n) && tokens.has(n.getAttribute("data-token"));
    n.classList.toggle("tk-picked", chosen.has(n));
    n.classList.toggle("tk-can", can);
    if (n.getAttribute("data-action") === null) target(n, can || chosen.has(n)); // a picked one: to clear it
  }
  // a board with something to choose is a group of buttons, else one picture (its name and
  // its <desc> say what it shows); a named part that is no button is a named picture
  const svg = box.querySelector ? box.querySelector("svg") : null;
  if (svg && svg.setAttribute) {
    const active = legal.size > 0 || tokens.size > 0 || chosen.size > 0;
    svg.setAttribute("role", active ? "group" : "img");
    for (const g of svg.querySelectorAll("g[aria-label]:not([role])")) g.setAttribute("role", "img");
  }
}

// Korean particles (the same rules as tortuga_kit/engine/korean.py): a Korean text writes
// {name}{을}, and the particle follows the sound the text before it ends in, once it is filled.
const KO_PARTICLES = { 이: ["이", "가"], 가: ["이", "가"], 을: ["을", "를"], 를: ["을", "를"],
  은: ["은", "는"], 는: ["은", "는"], 과: ["과", "와"], 와: ["과", "와"], 으로: ["으로", "로"], 로: ["으로", "로"] };
const KO_DIGITS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];
function koFinal(word) {
  const w = word.replace(/[’”"')\]}»›]+$/u, "");
  const last = w.slice(-1);
  if (last >= "\uac00" && last <= "\ud7a3") return (last.charCodeAt(0) - 0xac00) % 28;
  const digits = /[0-9]+$/.exec(w);
  if (digits) {
    const d = digits[0];
    const zeros = d.length - d.replace(/0+$/, "").length;
    if (zeros === 0 || zeros === d.length) return KO_DIGITS[Number(d.slice(-1))];
    return zeros < 4 ? [17, 1, 4][zeros - 1] : [4, 1, 0, 21][Math.min(Math.floor(zeros / 4), 4) - 1];
  }
  const letters = /[A-Za-z]+$/.exec(w);
  if (!letters) return 0;
  let low = letters[0].toLowerCase();
  if (low.length === 1) return { l: 8, r: 8, m: 1, n: 1 }[low] || 0;
  if (low.endsWith("e") && "lmn".includes(low[low.length - 2])) low = low.slice(0, -1);
  return { l: 8, m: 1, n: 1 }[low.slice(-1)] || 0;
}
function koParticles(text) {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(/\{(이|가|을|를|은|는|과|와|으로|로)\}/gu)) {
    out += text.slice(last, m.index);
    const [consonant, vowel] = KO_PARTICLES[m[1]];
    const f = koFinal(out);
    out += consonant === "으로" ? (f === 0 || f === 8 ? vowel : consonant) : f ? consonant : vowel;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

// The front end's own texts in the widget's language (the LanguageTraits of widgets/_common.py):
// tr(an English text) looks it up in the `chrome` trait (Python sends the kit catalog's
// translations; English sends none), then fills its {fields}. say(text, element, attr) registers
// a static text (the element's text, or its attribute `attr`); drawStatics() sets them all again
// when the language changes.
function translation(model) {
  const tr = (key, fields) => {
    const table = val(model, "chrome", {}) || {};
    let out = String(table[key] || key);
    for (const [k, v] of Object.entries(fields || {})) out = out.split(`{${k}}`).join(String(v));
    return out.includes("{") ? koParticles(out) : out;
  };
  const statics = [];
  const say = (key, element, attr) => {
    statics.push([element, key, attr || ""]);
    return element;
  };
  const drawStatics = () => {
    for (const [element, key, attr] of statics) {
      if (attr) element.setAttribute(attr, tr(key));
      else element.textContent = tr(key);
    }
  };
  return { tr, say, drawStatics };
}

// The language picker: the `languages` trait's [code, name] pairs (each language named in
// itself), set to `lang`; a pick calls onPick(code) (the widget sends {cmd: "lang", lang: code}).
// draw() redraws it, and returns true, only when the languages or the language changed (then
// redraw the texts too).
function languagePicker(doc, model, onPick) {
  const { tr } = translation(model);
  const select = node(doc, "select", { className: "tk-lang", "aria-label": "language" });
  let key = null;
  select.addEventListener("change", () => onPick(select.value));
  const draw = () => {
    const langs = arr(val(model, "languages", []));
    const lang = String(val(model, "lang", "en"));
    const k = JSON.stringify(langs) + lang;
    if (key === k) return false;
    key = k;
    select.replaceChildren(...langs.map((x) => node(doc, "option", { value: String(x[0]) }, String(x[1]))));
    select.value = lang;
    select.hidden = langs.length < 2;
    select.setAttribute("aria-label", tr("language"));
    return true;
  };
  return { select, draw };
}

// A Voilà app page (a classroom page) is the notebook's cells and nothing else, yet Voilà
// draws them in no landmark: a screen reader finds no main content, and axe-core's 'region'
// rule flags the title above the widgets. There the cells become the page's main landmark
// (once, and only where the page has none: JupyterLab has its own).
function appMain(doc) {
  const body = doc.body;
  if (!body || typeof body.hasAttribute !== "function" || !body.hasAttribute("data-voila")) return;
  const cells = typeof doc.getElementById === "function" ? doc.getElementById("rendered_cells") : null;
  if (cells && !doc.querySelector("main, [role='main']")) cells.setAttribute("role", "main");
}

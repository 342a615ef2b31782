// VoteLab front end: edit the revealed vote cards (section by section, doubles included), see
// attack, mutiny and brawl resolve, and read the exact odds for a hand. Plain ES module.
// Python resolves and counts; this file only edits traits and shows the results. kit.js
// (val, arr, node, keepKeys, translation, languagePicker) is prepended by Python. Every text is
// in the lab's language: Python sends its explanations and errors translated, the names of the
// symbols, kinds and outcomes in `words`, and this file's own words through `chrome` (tr).

const SECTIONS = ["attack", "brawl", "mutiny"];
const FALLBACK_SYMBOLS = {
  attack: ["cannon", "fire", "water", "2cannon", "2fire", "2water"],
  brawl: ["british", "french", "2british", "2french"],
  mutiny: ["skull", "wheel", "2skull", "2wheel"],
};

// A symbol in the lab's words ("2fire" -> "2× fire"; `words`: the words of its language).
function symbolText(s, words) {
  const str = String(s);
  const word = (w) => String((words && words[w]) || w);
  return str.startsWith("2") ? `2× ${word(str.slice(1))}` : word(str);
}

// A whole card in the words of the section editors: "2× fire · 2× british · 2× skull".
function cardText(card, words) {
  return String(card).split("/").map((s) => symbolText(s, words)).join(" · ");
}

// A revealed section's symbols ("french french" is a double card) in the lab's words.
function sectionText(s, words) {
  return String(s).split(" ").map((w) => symbolText(w, words)).join(" ");
}

const VERDICTS = {
  british: N_("British win"),
  french: N_("French win"),
};
const AS_KIND = {
  attack: N_("As an attack:"),
  mutiny: N_("As a mutiny:"),
  brawl: N_("As a brawl:"),
};

function pct(p) {
  return typeof p === "number" && Number.isFinite(p) ? `${(100 * p).toFixed(1)}%` : "?";
}

function render({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-widget", "tk-vote-lab");
  keepKeys(el);
  const set = (key, value) => {
    model.set(key, value);
    model.save_changes();
  };
  const { tr } = translation(model);
  const words = () => val(model, "words", {}) || {};
  const langPicker = languagePicker(doc, model, (lang) => model.send({ cmd: "lang", lang }));

  const presetsBox = node(doc, "div", { className: "tk-bar" });
  const cardsSet = node(doc, "fieldset");
  const resultsBox = node(doc, "div");
  const error = node(doc, "div", { className: "tk-error", role: "alert" });
  const oddsSet = node(doc, "fieldset");
  el.append(presetsBox, cardsSet, error, resultsBox, oddsSet);

  const symbols = () => {
    const s = val(model, "symbols", {});
    const out = {};
    for (const k of SECTIONS) out[k] = arr(s && s[k]).length ? arr(s[k]).map(String) : FALLBACK_SYMBOLS[k];
    return out;
  };

  const cardEditor = (card, onChange) => {
    const parts = String(card || "").split("/");
    const span = node(doc, "span");
    const syms = symbols();
    const selects = SECTIONS.map((section, i) => {
      const sel = node(doc, "select", { "aria-label": String(words()[section] || section) });
      for (const s of syms[section]) sel.appendChild(node(doc, "option", { value: s }, symbolText(s, words())));
      sel.value = syms[section].includes(parts[i]) ? parts[i] : syms[section][0];
      return sel;
    });
    for (const sel of selects) {
      sel.addEventListener("change", () => onChange(selects.map((x) => x.value).join("/")));
      span.appendChild(sel);
    }
    return span;
  };

  const drawPresets = () => {
    langPicker.draw();
    presetsBox.replaceChildren(node(doc, "span", { className: "tk-note" }, tr("Rulebook examples:")));
    const current = String(val(model, "preset", ""));
    for (const p of arr(val(model, "presets", []))) {
      if (!p || typeof p !== "object") continue;
      const b = node(doc, "button", { title: `${p.title || ""} (${p.source || ""})` }, String(p.title || p.name));
      if (p.name === current) b.className = "tk-action";
      b.addEventListener("click", () => set("preset", String(p.name)));
      presetsBox.appendChild(b);
    }
    presetsBox.appendChild(langPicker.select);
  };

  const drawCards = () => {
    cardsSet.replaceChildren(node(doc, "legend", {}, tr("Revealed cards: attack / brawl / mutiny section")));
    const played = arr(val(model, "played", [])).map(String);
    const table = node(doc, "table", { className: "tk-table" });
    played.forEach((card, i) => {
      const row = node(doc, "tr");
      row.appendChild(node(doc, "td", {}, tr("Voter card {n}", { n: i + 1 })));
      const td = node(doc, "td");
      td.appendChild(cardEditor(card, (next) => {
        const now = arr(val(model, "played", [])).slice();
        now[i] = next;
        set("played", now);
      }));
      row.appendChild(td);
      const rm = node(doc, "button", { title: tr("remove this card") }, "✕");
      rm.addEventListener("click", () => {
        set("played", arr(val(model, "played", [])).filter((_, j) => j !== i));
      });
      const tdr = node(doc, "td");
      tdr.appendChild(rm);
      row.appendChild(tdr);
      table.appendChild(row);
    });
    const row = node(doc, "tr");
    row.appendChild(node(doc, "td", {}, tr("Top of the vote deck")));
    const td = node(doc, "td");
    td.appendChild(cardEditor(val(model, "top", ""), (next) => set("top", next)));
    row.appendChild(td);
    table.appendChild(row);
    const add = node(doc, "button", {}, tr("+ add a voter's card"));
    add.addEventListener("click", () => {
      set("played", arr(val(model, "played", [])).concat(["cannon/british/skull"]));
    });
    cardsSet.append(table, add);
  };

  const drawResults = () => {
    error.textContent = String(val(model, "error", ""));
    resultsBox.replaceChildren();
    const results = val(model, "results", {});
    for (const kind of ["attack", "mutiny", "brawl"]) {
      const r = results && results[kind];
      if (!r || typeof r !== "object") continue;
      const box = node(doc, "fieldset");
      let verdict;
      let cls;
      if (kind === "brawl") {
        // A team's flag (filled), so "British win" never looks like the red "✗ fails".
        const w = String(r.winner || "");
        verdict = VERDICTS[w] ? tr(VERDICTS[w]) : w ? w : String(words().tie || "tie");
        cls = w === "british" ? "tk-flag tk-british" : w === "french" ? "tk-flag tk-french" : "tk-note";
      } else {
        verdict = r.success ? tr("✓ succeeds") : tr("✗ fails");
        cls = r.success ? "tk-success" : "tk-fail";
      }
      box.appendChild(node(doc, "legend", {}, tr(AS_KIND[kind])));
      box.appendChild(node(doc, "span", { className: cls }, verdict));
      box.appendChild(node(doc, "div", {}, tr("symbols: {symbols}", { symbols: arr(r.symbols).map((s) => sectionText(s, words())).join(", ") })));
      box.appendChild(node(doc, "div", {}, String(r.explanation || "")));
      box.appendChild(node(doc, "div", { className: "tk-rule" }, `[${String(r.rule || "")}]`));
      resultsBox.appendChild(box);
    }
  };

  let localOddsError = "";
  const drawOdds = () => {
    oddsSet.replaceChildren(node(doc, "legend", {}, tr("Exact odds before you vote")));
    const bar = node(doc, "div", { className: "tk-bar" });
    const kind = node(doc, "select", { "aria-label": tr("vote kind") });
    for (const k of ["attack", "mutiny", "brawl"]) kind.appendChild(node(doc, "option", { value: k }, String(words()[k] || k)));
    kind.value = String(val(model, "odds_kind", "attack"));
    kind.addEventListener("change", () => set("odds_kind", kind.value));
    const others = node(doc, "input", { type: "number", min: 0, max: 8, step: 1, style: "width:4em", "aria-label": tr("other voters") });
    others.value = String(val(model, "odds_others", 2));
    // No silent clamping: a whole number goes to Python, which explains anything outside 0–8.
    others.addEventListener("change", () => {
      const text = String(others.value).trim();
      const n = Number(text);
      if (!text || !Number.isInteger(n)) {
        localOddsError = tr("other voters must be a whole number 0–8, not \"{text}\"", { text });
        drawOdds();
        return;
      }
      localOddsError = "";
      set("odds_others", n);
    });
    bar.append(node(doc, "span", {}, tr("Vote:")), kind, node(doc, "span", {}, tr("other voters (0–8):")), others);
    oddsSet.appendChild(bar);

    const mine = arr(val(model, "odds_cards", [])).map(String);
    const deck = arr(val(model, "deck_cards", [])).map(String);
    const cardsBar = node(doc, "div", { className: "tk-bar" });
    cardsBar.appendChild(node(doc, "span", {}, tr("I play:")));
    const counts = val(model, "deck_counts", {}) || {};
    mine.forEach((card, i) => {
      const sel = node(doc, "select", { "aria-label": tr("my card {n}", { n: i + 1 }) });
      // copies my other card already takes out of the deck
      const taken = {};
      mine.forEach((c, j) => { if (j !== i) taken[c] = (taken[c] || 0) + 1; });
      for (const c of deck) {
        const opt = node(doc, "option", { value: c, title: c }, cardText(c, words()));
        const copies = Number(counts[c]);
        if (Number.isFinite(copies) && (taken[c] || 0) >= copies) {
          opt.setAttribute("disabled", "disabled");
          opt.textContent = tr("{card} (none left)", { card: cardText(c, words()) });
        }
        sel.appendChild(opt);
      }
      sel.value = card;
      sel.addEventListener("change", () => {
        const now = arr(val(model, "odds_cards", [])).slice();
        now[i] = sel.value;
        set("odds_cards", now);
      });
      cardsBar.appendChild(sel);
    });
    if (mine.length < 2 && deck.length) {
      const add = node(doc, "button", { title: tr("El Dorado lets you play two cards") }, tr("+ second card (El Dorado)"));
      // Python picks a card with a copy still in the deck (not always the first one).
      add.addEventListener("click", () => model.send({ cmd: "add_card" }));
      cardsBar.appendChild(add);
    }
    if (mine.length) {
      const rm = node(doc, "button", {}, tr("− card"));
      rm.addEventListener("click", () => set("odds_cards", mine.slice(0, -1)));
      cardsBar.appendChild(rm);
    }
    oddsSet.appendChild(cardsBar);

    const oddsError = localOddsError || String(val(model, "odds_error", ""));
    if (oddsError) oddsSet.appendChild(node(doc, "div", { className: "tk-error" }, oddsError));
    const odds = val(model, "odds", {});
    const p = (odds && odds.p) || {};
    const exact = (odds && odds.exact) || {};
    const table = node(doc, "table", { className: "tk-table" });
    for (const [outcome, prob] of Object.entries(p)) {
      const row = node(doc, "tr");
      row.appendChild(node(doc, "td", {}, String(words()[outcome] || outcome)));
      row.appendChild(node(doc, "td", {}, pct(prob)));
      const meter = node(doc, "td");
      const m = node(doc, "span", { className: "tk-meter" });
      m.style.width = `${Math.round(200 * (Number(prob) || 0))}px`;
      meter.appendChild(m);
      row.appendChild(meter);
      row.appendChild(node(doc, "td", { className: "tk-note" }, `= ${String(exact[outcome] || "?")}`));
      table.appendChild(row);
    }
    oddsSet.appendChild(table);
    if (odds && odds.assumption) {
      oddsSet.appendChild(node(doc, "div", { className: "tk-note" },
        tr("{drawn} unknown card(s) join (others + the top card) out of {unknown}; assumption: {assumption}.",
          { drawn: odds.drawn, unknown: odds.unknown_cards, assumption: odds.assumption })));
    }
  };

  const all = () => {
    drawPresets();
    drawCards();
    drawResults();
    drawOdds();
  };
  all();
  const handlers = [
    ["change:presets change:preset change:lang change:languages change:chrome", drawPresets],
    ["change:played change:top change:symbols change:words change:chrome", drawCards],
    ["change:results change:error change:words change:chrome", drawResults],
    ["change:odds change:odds_error change:odds_kind change:odds_cards change:odds_others change:deck_cards change:words change:chrome", drawOdds],
  ];
  for (const [ev, fn] of handlers) model.on(ev, fn);
  return () => {
    for (const [ev, fn] of handlers) model.off(ev, fn);
  };
}

export default { render };

// MatchWidget front end, for any game: toolbar (seat, hot seat, undo/redo, bots, new game,
// save/load, scenes), the game's own SVG board beside the current choices, the replay slider
// and the log. kit.js (val, arr, node, keepKeys, putSvg, showBoard, markBoard, tokenName, orList, N_,
// translation, languagePicker) is prepended by Python.
// Traits only flow in; everything the learner does is a message {cmd, step, ...}. From a click
// until Python answers (the `version` trait changes) every control that plays is disabled, so
// two quick clicks cannot play a move for the next player.
// It runs against any model with get, set, on, off, send and save_changes: anywidget's in a notebook,
// or a page's own fed by another transport (tests/browser/test_any_model.py drives it from a Table).

const LOG_LIMIT = 300; // entries drawn; older ones stay in Python (match.log())
const MODES = [N_("against bots"), N_("hot seat"), N_("demo")];

// The classroom's instructions: one text of the catalog, its {fields} the buttons' own labels in
// bold, so a German class reads "Neues Spiel", the word on the button it is told to press.
function howToPlay(doc, tr) {
  const words = {
    new: tr("New game"), reveal: tr("Reveal"), hide: tr("Hide"),
    save: tr("Save"), load: tr("Load"), rules: tr("Rules…"),
  };
  const text = tr("How to play: one shared screen shows the projector view, with no seat's secret. {new} sets the players, the mode and the seed. In hot seat, the player whose turn it is presses {reveal} to read their own cards, chooses, and presses {hide} (or just chooses: the private view closes by itself) before the screen passes on. {save} downloads the match, {load} resumes it. The {rules} menu opens any section of the game's rules page beside the board.");
  return text.split(/(\{\w+\})/).filter((part) => part !== "").map((part) => {
    const field = /^\{(\w+)\}$/.exec(part);
    return field && field[1] in words ? node(doc, "b", {}, words[field[1]]) : doc.createTextNode(part);
  });
}

function render({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-widget", "tk-controller");
  keepKeys(el);
  // a landmark of the page, named after its game: a screen reader's list of regions finds it
  el.setAttribute("role", "region");
  el.setAttribute("aria-label", String(val(model, "title", "")) || "tortuga_kit");
  appMain(doc);
  let pending = false;
  const playing = []; // controls that change the match: off while a click is on its way
  // The front end's own texts in the widget's language (kit.js: translation).
  const { tr, say, drawStatics } = translation(model);

  const send = (cmd, extra) => {
    if (pending) return;
    pending = true;
    for (const b of playing) b.disabled = true;
    el.classList.add("tk-pending");
    model.send(Object.assign({ cmd, step: Number(val(model, "max_step", 0)) }, extra || {}));
  };
  const tell = (cmd, extra) => model.send(Object.assign({ cmd }, extra || {})); // no step needed

  // ---- toolbar
  const bar = node(doc, "div", { className: "tk-bar" });
  const seatSelect = node(doc, "select", { "aria-label": "seat" });
  const seatLabel = node(doc, "label", {});
  seatLabel.append(say("Seat", node(doc, "span", {}, "Seat")), doc.createTextNode(" "), seatSelect);
  const hot = node(doc, "input", { type: "checkbox" });
  const hotLabel = say("This screen chooses for whoever decides (public choices only)", node(doc, "label", {}), "title");
  hotLabel.append(hot, doc.createTextNode(" "), say("Hot seat", node(doc, "span", {}, "Hot seat")));
  // the language of every text (the match's): Python sends the choices
  const langPicker = languagePicker(doc, model, (lang) => tell("lang", { lang }));
  const langSelect = langPicker.select;
  // hot seat: the seat whose turn it is reveals its own view, then hides it (only that seat)
  const reveal = node(doc, "button", { className: "tk-reveal", hidden: "" }, "Reveal");
  // classroom: every section of the rules page, opened in the rules panel
  const rulesMenu = node(doc, "select", { "aria-label": "rules", className: "tk-rules-menu", hidden: "" });
  let rulesKey = null; // the sections the menu holds (redrawn only when they change)
  // Big board: the projector board alone, as large as the screen allows (for a room to read); a view
  // setting of this screen only, so nothing is sent to the kernel
  const bigBtn = node(doc, "button", { className: "tk-big", "aria-pressed": "false" });
  const drawBig = () => {
    const on = el.classList.contains("tk-big-board");
    bigBtn.textContent = on ? tr("Board and choices") : tr("Big board");
    bigBtn.setAttribute("title", on ? tr("Back to the board beside the choices") : tr("Show the board alone, as large as the screen allows"));
  };
  const UNDO_TITLE = N_("Take back your last choice (and the bot moves after it)");
  const undo = say("↶ Undo", node(doc, "button", { title: UNDO_TITLE }, "↶ Undo"));
  const undoWrap = node(doc, "span", { className: "tk-why" }); // a disabled button shows no title
  undoWrap.appendChild(undo);
  const redo = say("Play the undone choice again", say("↷ Redo", node(doc, "button", {}, "↷ Redo")), "title");
  const BOT_TITLE = N_("The bot makes the current choice");
  const botBtn = say("Bot move", node(doc, "button", { title: BOT_TITLE }, "Bot move"));
  const until = node(doc, "button", {}, tr("Play until my turn"));
  const botWrap = node(doc, "span", { className: "tk-why" });
  botWrap.appendChild(botBtn);
  const untilWrap = node(doc, "span", { className: "tk-why" });
  untilWrap.appendChild(until);
  const botSelect = node(doc, "select", { "aria-label": "bot" });
  const saveBtn = say("Download this match as a save file", say("Save", node(doc, "button", {}, "Save")), "title");
  const loadBtn = say("Open a save file", say("Load", node(doc, "button", {}, "Load")), "title");
  const file = node(doc, "input", { type: "file", accept: ".json,application/json", hidden: "" });
  bar.append(seatLabel, hotLabel, reveal, undoWrap, redo, botWrap, untilWrap, botSelect, saveBtn, loadBtn, file, langSelect);
  playing.push(undo, redo, botBtn, until);

  // ---- new game and scenes
  const newBox = node(doc, "details", { className: "tk-new" });
  newBox.appendChild(say("New game", node(doc, "summary", {}, "New game")));
  const players = node(doc, "select", { "aria-label": "players" });
  const mode = node(doc, "select", { "aria-label": "mode" });
  for (const m of MODES) mode.appendChild(say(m, node(doc, "option", { value: m }, m)));
  const own = node(doc, "select", { "aria-label": "your seat" });
  // empty: the kernel draws a secret seed; a seed typed here deals the same game again, and
  // whoever reads it can compute every secret, so the field is emptied once the game starts
  const seed = say("Empty: a secret seed. Anyone who knows a seed can work out every secret of its game.",
    say("random", node(doc, "input", { type: "text", size: 8, "aria-label": "seed", placeholder: "random" }), "placeholder"), "title");
  const start = say("Start", node(doc, "button", { className: "tk-primary" }, "Start"));
  // opened, the form starts from the mode being played (a classroom's hot seat stays hot seat)
  newBox.addEventListener("toggle", () => {
    if (newBox.open) mode.value = val(model, "hot_seat", false) ? "hot seat" : "against bots";
  });
  const lab = (text, input) => {
    const l = node(doc, "label", {});
    l.append(say(text, node(doc, "span", {}, text)), doc.createTextNode(" "), input);
    return l;
  };
  newBox.append(lab(N_("Players"), players), lab(N_("Mode"), mode), lab(N_("Your seat"), own), lab(N_("Seed"), seed), start);
  const sceneSelect = node(doc, "select", { "aria-label": "scene" });
  const sceneBtn = say("Open", node(doc, "button", {}, "Open"));
  const sceneBox = node(doc, "span", { className: "tk-scenes" });
  sceneBox.append(lab(N_("Scene"), sceneSelect), sceneBtn);
  bar.append(newBox, sceneBox, rulesMenu, bigBtn); // one toolbar row: the board needs the height

  // ---- board beside the choices
  const main = node(doc, "div", { className: "tk-main" });
  const left = node(doc, "div", { className: "tk-left" });
  const boardBox = node(doc, "div", { className: "tk-board-box" });
  const replayBar = node(doc, "div", { className: "tk-bar" });
  const slider = node(doc, "input", { type: "range", min: 0, max: 0, step: 1, "aria-label": "replay step" });
  const stepText = node(doc, "span", { className: "tk-note" });
  const live = say("Back to the live position", say("Live", node(doc, "button", {}, "Live")), "title");
  replayBar.append(say("Replay", node(doc, "span", {}, "Replay")), slider, stepText, live);
  left.append(boardBox, replayBar);
  const side = node(doc, "div", { className: "tk-side" });
  const prompt = node(doc, "div", { className: "tk-prompt" });
  const notice = node(doc, "div", { className: "tk-notice", role: "status" });
  const selection = node(doc, "div", { className: "tk-notice tk-selection", role: "status" });
  const error = node(doc, "div", { className: "tk-error", role: "alert" });
  const ruleBox = node(doc, "div", { className: "tk-rule-box", hidden: "" });
  const actionsBox = node(doc, "div", { className: "tk-actions" });
  // Hint: the best choices for the seat that decides (only on its own screen; Python says when)
  const hintBtn = say("Hint", node(doc, "button", { className: "tk-hint-btn", hidden: "" }, "Hint"));
  say("The best choices for you now, from what you know, with their chances", hintBtn, "title");
  const hintBox = node(doc, "div", { className: "tk-hint-box", role: "status" });
  const whyBox = node(doc, "div", { className: "tk-hint-box tk-why-box", role: "status" });
  const botsBox = node(doc, "div", { className: "tk-bar tk-bots" });
  const logTitle = say("Event log (step · what happened [rule])", node(doc, "div", { className: "tk-group-title" }, "Event log (step · what happened [rule])"));
  // a polite live region: a screen reader says what the last move did, after what it was saying
  const log = node(doc, "ol", { className: "tk-log", "aria-live": "polite" });
  side.append(prompt, notice, selection, error, ruleBox, actionsBox, hintBtn, hintBox, botsBox, logTitle, log, whyBox);
  main.append(left, side);
  // classroom: how to play, under the widget and in its language, naming the buttons as they read
  const howTo = node(doc, "p", { className: "tk-howto", hidden: "" });
  let howToKey = null;
  // autosave (autosave.py): a re-run of the cell found this cell's last game; the learner
  // chooses, nothing resumes by itself
  const offer = node(doc, "div", { className: "tk-bar tk-offer", role: "status", hidden: "" });
  const resumeBtn = node(doc, "button", { className: "tk-primary tk-resume" });
  const freshBtn = say("New game", node(doc, "button", { className: "tk-fresh" }, "New game"));
  const offerNote = say("This cell's last game was kept (autosave); nothing is saved over it until you choose.", node(doc, "span", {}, ""));
  offer.append(resumeBtn, freshBtn, offerNote);
  resumeBtn.addEventListener("click", () => tell("resume"));
  freshBtn.addEventListener("click", () => tell("skip_resume"));
  const drawOffer = () => {
    const label = String(val(model, "resume_offer", ""));
    offer.hidden = label === "";
    resumeBtn.textContent = label;
  };
  el.append(bar, offer, main, howTo);

  hintBtn.addEventListener("click", () => tell("hint"));
  undo.addEventListener("click", () => send("undo"));
  redo.addEventListener("click", () => send("redo"));
  botBtn.addEventListener("click", () => send("bot"));
  until.addEventListener("click", () => send("until"));
  live.addEventListener("click", () => tell("live"));
  seatSelect.addEventListener("change", () => tell("seat", { seat: Number(seatSelect.value) }));
  hot.addEventListener("change", () => tell("hot_seat", { on: !!hot.checked }));
  reveal.addEventListener("click", () => tell(Number(val(model, "seat", -1)) < 0 ? "reveal" : "hide"));
  bigBtn.addEventListener("click", () => {
    const on = !el.classList.contains("tk-big-board");
    el.classList.toggle("tk-big-board", on);
    bigBtn.setAttribute("aria-pressed", String(on));
    tell("big_board", { on }); // the kernel draws the projector picture only while it is shown
    drawBig();
    drawBoard();
    if (on) el.scrollIntoView({ block: "start" }); // the page's title scrolls away: toolbar + board fill the window
  });
  rulesMenu.addEventListener("change", () => {
    if (rulesMenu.value) tell("rule", { ref: `rules §${rulesMenu.value}` });
    rulesMenu.value = "";
  });
  botSelect.addEventListener("change", () => tell("bot_name", { name: botSelect.value }));
  slider.addEventListener("change", () => tell("replay", { to: Number(slider.value) }));
  saveBtn.addEventListener("click", () => tell("save"));
  loadBtn.addEventListener("click", () => file.click());
  file.addEventListener("change", () => {
    const f = file.files && file.files[0];
    file.value = "";
    if (!f) return;
    if (f.size > Number(val(model, "max_save", 5000000))) {
      error.textContent = tr("{name} is {size} bytes: too large for a save file", { name: f.name, size: f.size });
      return;
    }
    f.text().then((text) => tell("load", { text }));
  });
  start.addEventListener("click", () => {
    tell("new", { players: Number(players.value), mode: mode.value, seat: Number(own.value), seed: seed.value.trim() });
    seed.value = "";
    newBox.open = false;
  });
  sceneBtn.addEventListener("click", () => tell("scene", { name: sceneSelect.value }));

  const legalTexts = () => {
    const out = new Set();
    for (const g of arr(val(model, "groups", []))) for (const a of arr(g && g.actions)) out.add(String(a.text));
    return out;
  };
  const labels = () => {
    const out = new Map();
    for (const g of arr(val(model, "groups", []))) for (const a of arr(g && g.actions)) out.set(String(a.text), String(a.label || a.text));
    return out;
  };
  const pickers = new Map(); // verb -> function(word) that puts a word into the picker

  // ---- board clicks build a selection: the board's tokens clicked so far, in order, spell the
  // words after a verb. A `data-token` holds one word or several, space-separated (a card named
  // by kind and value: "grog 3"); a click appends all its words. When the words spell exactly
  // one legal text and no other legal text goes on from them, that text is played (a pirate,
  // then a card: "forward 8 key"; a card, then an island: "play grog 3 to 5"); until then the
  // picked tokens are marked and only the tokens whose words can come next are clickable. A
  // click on the last picked token again, or on the background, clears it. A picker follows
  // the clicks, word by word. No game is named here.
  let picked = []; // tokens (each one word or several)
  let pickedEls = []; // the elements clicked, marked tk-picked
  const wordsOf = (token) => String(token).split(" ").filter((w) => w !== "");
  const texts = () => [...legalTexts()].map((t) => ({ text: t, words: t.split(" ").slice(1) }));
  const going = (sel) => {
    const ws = sel.flatMap(wordsOf);
    return texts().filter((t) => t.words.length >= ws.length && ws.every((w, i) => t.words[i] === w));
  };
  const spelled = (sel) => sel.flatMap(wordsOf).length;
  const boardTokens = () => [...new Set([...boardBox.querySelectorAll("[data-token]")].map((n) => n.getAttribute("data-token")))];
  const nextTokens = (sel) => boardTokens().filter((tok) => going([...sel, tok]).length > 0);
  const tokens = () => new Set(nextTokens(picked)); // with nothing picked: those that start one
  const boardToken = (token) => {
    for (const n of boardBox.querySelectorAll("[data-token]")) if (n.getAttribute("data-token") === token) return n;
    return null;
  };
  const mark = () => markBoard(boardBox, legalTexts(), tokens(), pickedEls);
  const tellPick = (extra) => {
    if (!picked.length) {
      selection.textContent = extra || "";
      return;
    }
    const names = picked.map((tok, i) => tokenName(pickedEls[i], tok));
    const next = nextTokens(picked);
    const done = going(picked).filter((t) => t.words.length === spelled(picked));
    const parts = [tr("Selected: {names}.", { names: names.join(tr(", then ")) })];
    if (next.length) {
      const choices = orList(next.map((tok) => tokenName(boardToken(tok), tok)), tr("or"));
      parts.push(tr("Now click {tokens} on the board.", { tokens: choices }));
    } else parts.push(tr("Finish the choice with the buttons beside the board."));
    if (done.length === 1) parts.push(tr('Or press "{label}".', { label: labels().get(done[0].text) }));
    parts.push(tr("(Click {name} again, or an empty spot of the board, to clear.)", { name: names[names.length - 1] }));
    selection.textContent = parts.join(" ");
  };
  const clearPick = (why) => {
    picked = [];
    pickedEls = [];
    tellPick(why);
    mark();
  };

  const onAction = (text) => {
    if (pending) return;
    clearPick();
    if (legalTexts().has(text)) send("play", { text });
  };
  const onToken = (token, el) => {
    if (pending) return;
    for (const word of wordsOf(token)) for (const put of pickers.values()) if (put(word)) break; // a picker follows the clicks
    if (picked.length && picked[picked.length - 1] === token) {
      clearPick();
      return;
    }
    let sel = [...picked, token];
    let els = [...pickedEls, el];
    if (!going(sel).length) {
      sel = [token]; // it does not go on from the selection: a fresh start
      els = [el];
    }
    const open = going(sel);
    if (!open.length) {
      const first = nextTokens([]).map((tok) => tokenName(boardToken(tok), tok));
      const start = first.length > 3 ? tr("one of the {n} highlighted tokens", { n: first.length }) : orList(first, tr("or"));
      clearPick(first.length ? tr("No action starts with {name}: click {start} first.", { name: tokenName(el, token), start }) : "");
      return;
    }
    if (open.length === 1 && open[0].words.length === spelled(sel)) {
      clearPick();
      send("play", { text: open[0].text });
      return;
    }
    picked = sel;
    pickedEls = els;
    tellPick();
    mark();
  };

  const openRule = (ref) => tell("rule", { ref: String(ref) });
  // A rules link in the page's own text (a notebook's markdown: "rules/<game>.md#<section>")
  // that nothing else opened. JupyterLab and JupyterLite open it themselves (their link handler
  // cancels the click before it reaches the document); Voilà renders a notebook as one page
  // that cannot show a .md file, so there the first widget of that game on the page shows the
  // section in its rules panel instead of a 404.
  const drawRulesPage = () => {
    el.setAttribute("data-rules-page", String(val(model, "rules_page", "")));
    el.setAttribute("aria-label", String(val(model, "title", "")) || "tortuga_kit");
  };
  const onLink = (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey
        || event.shiftKey || event.altKey) return;
    const a = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!a || el.contains(a)) return;
    const m = RULES_LINK.exec(a.getAttribute("href") || "");
    if (!m || !el.isConnected) return;
    const first = [...doc.querySelectorAll(".tk-controller[data-rules-page]")]
      .find(w => w.getAttribute("data-rules-page") === m[1]);
    if (first !== el) return;
    event.preventDefault();
    openRule(`rules §${m[2]}`);
  };
  const listens = typeof doc.addEventListener === "function"; // (not in the tests' stub DOM)
  if (listens) doc.addEventListener("click", onLink);
  // The projector layout (public, few and large texts, for a room) when Python sent one: under
  // Big board, and on a classroom screen showing no seat (that board has nothing to click)
  const bigOn = () => String(val(model, "projector", "")).startsWith("<svg")
    && (el.classList.contains("tk-big-board") || (!!val(model, "classroom", false) && Number(val(model, "seat", -1)) < 0));
  const drawBoard = () => {
    const svgText = String(val(model, bigOn() ? "projector" : "board", ""));
    showBoard(boardBox, svgText, onAction, onToken, openRule, () => clearPick());
    picked = []; // a new picture: the elements of a selection are gone
    pickedEls = [];
    tellPick();
    mark();
  };

  const drawToolbar = () => {
    const names = arr(val(model, "names", [])).map(String);
    const seat = Number(val(model, "seat", -1));
    seatSelect.replaceChildren(node(doc, "option", { value: -1 }, tr("Projector (public)")));
    names.forEach((n, i) => seatSelect.appendChild(node(doc, "option", { value: i }, `${i}: ${n}`)));
    seatSelect.value = String(seat);
    hot.checked = !!val(model, "hot_seat", false);
    const turn = Number(val(model, "turn", -1));
    reveal.hidden = !hot.checked;
    if (seat >= 0) {
      reveal.textContent = tr("Hide {name}'s view", { name: names[seat] || seat });
      reveal.setAttribute("title", tr("Back to the projector: no secrets on the screen"));
      reveal.disabled = false;
    } else {
      reveal.textContent = turn >= 0 ? tr("Reveal {name}'s view", { name: names[turn] || turn }) : tr("Reveal");
      reveal.setAttribute("title", turn >= 0 ? tr("Only {name} looks: their secrets on the screen", { name: names[turn] || turn }) : tr("The game is over"));
      reveal.disabled = turn < 0 || Number(val(model, "step", 0)) < Number(val(model, "max_step", 0));
    }
    const classroom = !!val(model, "classroom", false);
    el.classList.toggle("tk-classroom", classroom);
    drawBig();
    const lang = String(val(model, "lang", "en"));
    if (langPicker.draw()) drawStatics();
    howTo.hidden = !classroom;
    if (classroom && howToKey !== lang) {
      howToKey = lang;
      howTo.replaceChildren(...howToPlay(doc, tr));
    }
    const sections = arr(val(model, "rule_index", []));
    rulesMenu.hidden = sections.length === 0;
    const key = sections.map((x) => String(x.anchor)).join(" ") + lang;
    if (rulesKey !== key) {
      rulesKey = key;
      rulesMenu.replaceChildren(node(doc, "option", { value: "" }, tr("Rules…")),
        ...sections.map((x) => node(doc, "option", { value: String(x.anchor) }, String(x.title))));
      rulesMenu.value = "";
    }
    const step = Number(val(model, "step", 0));
    const max = Number(val(model, "max_step", 0));
    const undoWhy = String(val(model, "undo_blocked", ""));
    undo.disabled = pending || !val(model, "can_undo", false) || !!undoWhy;
    undo.setAttribute("title", undoWhy ? tr("Unavailable: {why}", { why: undoWhy }) : tr(UNDO_TITLE));
    undoWrap.setAttribute("title", undo.getAttribute("title"));
    redo.disabled = pending || !val(model, "can_redo", false);
    const botWhy = String(val(model, "bot_blocked", ""));
    const untilWhy = String(val(model, "until_blocked", ""));
    const plan = String(val(model, "until_plan", "")) || tr("Bots play until a human must choose");
    botBtn.disabled = pending || !!botWhy;
    botBtn.setAttribute("title", botWhy ? tr("Unavailable: {why}", { why: botWhy }) : tr(BOT_TITLE));
    botWrap.setAttribute("title", botBtn.getAttribute("title"));
    until.disabled = pending || !!untilWhy;
    until.setAttribute("title", untilWhy ? tr("Unavailable: {why}", { why: untilWhy }) : plan);
    until.textContent = String(val(model, "until_label", "Play until my turn"));
    untilWrap.setAttribute("title", until.getAttribute("title"));
    const choices = arr(val(model, "bot_choices", [])).map(String);
    const botNames = val(model, "bot_labels", {}) || {};
    botSelect.replaceChildren(...choices.map((c) => node(doc, "option", { value: c }, tr("bot: {name}", { name: String(botNames[c] || c) }))));
    botSelect.value = String(val(model, "bot", "random"));
    slider.max = String(max);
    slider.value = String(step);
    stepText.textContent = tr("step {step} of {n}", { step, n: max });
    live.disabled = step >= max;

    const counts = arr(val(model, "players_choices", [])).map(Number);
    const keep = players.value || String(names.length);
    players.replaceChildren(...counts.map((c) => node(doc, "option", { value: c }, String(c))));
    players.value = counts.includes(Number(keep)) ? keep : String(names.length);
    const fillOwn = () => {
      const n = Number(players.value) || names.length;
      const was = own.value || "0";
      own.replaceChildren(...Array.from({ length: n }, (_, i) => node(doc, "option", { value: i }, names[i] ? `${i}: ${names[i]}` : String(i))));
      own.value = Number(was) < n ? was : "0";
      own.disabled = mode.value !== "against bots";
    };
    players.onchange = fillOwn;
    mode.onchange = fillOwn;
    fillOwn();
    const scenes = arr(val(model, "scene_names", [])).map(String);
    sceneBox.hidden = scenes.length === 0;
    const picked = sceneSelect.value;
    sceneSelect.replaceChildren(...scenes.map((s) => node(doc, "option", { value: s }, s)));
    if (scenes.includes(picked)) sceneSelect.value = picked;

    botsBox.replaceChildren(node(doc, "span", { className: "tk-note" }, tr("Bots:")));
    const bots = arr(val(model, "bots", []));
    names.forEach((n, i) => {
      const l = node(doc, "label");
      // named apart from the board's seat of the same name (a target that picks that player)
      const box = node(doc, "input", { type: "checkbox", "aria-label": tr("{name} plays as a bot", { name: n }) });
      box.checked = bots.includes(i);
      box.addEventListener("change", () => {
        const now = arr(val(model, "bots", [])).filter((b) => b !== i);
        if (box.checked) now.push(i);
        now.sort((a, b) => a - b);
        tell("bots", { seats: now });
      });
      l.append(box, doc.createTextNode(` ${n}`));
      botsBox.appendChild(l);
    });
    // "Pass for me when I can only pass": a forced single choice is answered for the seat
    const auto = node(doc, "input", { type: "checkbox" });
    auto.checked = !!val(model, "auto_pass", false);
    auto.addEventListener("change", () => tell("auto_pass", { on: !!auto.checked }));
    const autoLabel = node(doc, "label", { className: "tk-auto-pass", title: tr("When your only legal choice is one action (such as Pass in a window every seat is asked about), it is made for you; in hot seat after a short random delay, so nobody can tell from the speed") });
    autoLabel.append(auto, doc.createTextNode(` ${tr("Pass for me when I can only pass")}`));
    botsBox.appendChild(autoLabel);
  };

  // hot seat: the forced choice of step auto_due is answered after a random delay (an instant
  // answer would tell the others at the screen that the seat had no choice)
  let autoTimer = null;
  const autoDue = () => {
    if (autoTimer !== null) clearTimeout(autoTimer);
    autoTimer = null;
    const due = Number(val(model, "auto_due", -1));
    if (due < 0) return;
    autoTimer = setTimeout(() => { autoTimer = null; tell("auto", { step: due }); }, 700 + Math.random() * 1800);
  };

  const picker = (g) => {
    // One select per word after the verb (named by the verb's usage), each offering only the
    // words that still lead to a legal text; "Play" plays the one text they spell.
    const texts = arr(g.actions).map((a) => ({ text: String(a.text), label: String(a.label), words: String(a.text).split(" ").slice(1) }));
    const slots = arr(g.slots).map(String);
    const box = node(doc, "div", { className: "tk-picker" });
    const chosen = [];
    const selects = slots.map((s, i) => {
      // a name of its own when two slots are alike ("space 1", "space 2")
      const alike = slots.filter((x) => x === s).length > 1 ? ` ${slots.slice(0, i + 1).filter((x) => x === s).length}` : "";
      const sel = node(doc, "select", { "aria-label": `${g.title}: ${s}${alike}` });
      sel.addEventListener("change", () => {
        chosen[i] = sel.value;
        chosen.length = i + 1;
        refill(i + 1);
      });
      box.appendChild(lab(s, sel));
      return sel;
    });
    const play = node(doc, "button", { className: "tk-action tk-primary", "aria-label": tr("Play: {choice}", { choice: g.title }) }, tr("Play"));
    const what = node(doc, "span", { className: "tk-note" });
    box.append(play, what);
    playing.push(play);
    const matching = () => texts.filter((t) => chosen.every((w, i) => t.words[i] === w));
    const refill = (from) => {
      for (let i = from; i < selects.length; i++) {
        const options = [...new Set(matching().map((t) => t.words[i]).filter((w) => w !== undefined))];
        selects[i].replaceChildren(...options.map((w) => node(doc, "option", { value: w }, w)));
        selects[i].disabled = options.length === 0;
        if (options.length) chosen[i] = options[0];
      }
      const hit = matching().filter((t) => t.words.length === chosen.length);
      play.disabled = pending || hit.length !== 1;
      what.textContent = hit.length === 1 ? hit[0].label : "";
      play.onclick = () => hit.length === 1 && send("play", { text: hit[0].text });
    };
    refill(0);
    pickers.set(String(g.verb), (word) => {
      for (let i = 0; i < selects.length; i++) {
        if ([...selects[i].options].some((o) => o.value === word) && chosen[i] !== word) {
          selects[i].value = word;
          chosen[i] = word;
          chosen.length = i + 1;
          refill(i + 1);
          return true;
        }
      }
      return false;
    });
    return box;
  };

  const drawActions = () => {
    prompt.textContent = String(val(model, "prompt", ""));
    notice.textContent = String(val(model, "notice", ""));
    const err = String(val(model, "error", ""));
    error.textContent = err;
    const cited = err.match(/§([a-z0-9-]+)/); // the section's anchor, in any language's words
    if (cited) {
      const read = node(doc, "button", { className: "tk-link" }, tr("Read the rule"));
      read.addEventListener("click", () => openRule(`rules §${cited[1]}`));
      error.append(" ", read);
    }
    playing.length = 4; // the toolbar's undo, redo, bot move and until; the rest are redrawn
    pickers.clear();
    actionsBox.replaceChildren();
    // a label shown on two buttons gets its group's title in its name (a screen reader tells
    // them apart)
    const shown = arr(val(model, "groups", [])).flatMap((g) => (g && !g.pick ? arr(g.actions) : []).map((a) => String(a.label || a.text)));
    const twice = new Set(shown.filter((l, i) => shown.indexOf(l) !== i));
    for (const g of arr(val(model, "groups", []))) {
      if (!g || typeof g !== "object") continue;
      const group = node(doc, "div", { className: "tk-group" });
      const items = arr(g.actions);
      group.appendChild(node(doc, "div", { className: "tk-group-title" }, `${g.title} (${items.length})`));
      if (g.pick) {
        group.appendChild(picker(g));
      } else {
        const buttons = node(doc, "div", { className: "tk-buttons" });
        for (const a of items) {
          const text = String(a.text);
          const b = node(doc, "button", { className: "tk-action", title: text }, String(a.label || text));
          if (twice.has(String(a.label || text))) b.setAttribute("aria-label", `${String(a.label || text)} (${g.title})`);
          b.disabled = pending;
          b.addEventListener("click", () => send("play", { text }));
          playing.push(b);
          buttons.appendChild(b);
        }
        // the arrows move between the buttons of one group
        buttons.addEventListener("keydown", (ev) => {
          if (!ARROWS[ev.key] || !buttons.contains(ev.target)) return;
          ev.preventDefault();
          stepFocus([...buttons.querySelectorAll("button:not([disabled])")], ev.target, ARROWS[ev.key]);
        });
        group.appendChild(buttons);
      }
      actionsBox.appendChild(group);
    }
  };

  // ---- Hint and Why?: a list of choices, each with its chance, reason and rule
  const advice = (box, data, title) => {
    const choices = arr(data && data.choices);
    box.replaceChildren();
    if (!choices.length) return;
    box.appendChild(node(doc, "div", { className: "tk-group-title" }, title));
    const list = node(doc, "ol", { className: "tk-hint-choices" });
    for (const c of choices) {
      const li = node(doc, "li", { className: c.played ? "tk-played" : "" });
      li.appendChild(node(doc, "b", {}, String(c.label || c.text)));
      li.appendChild(doc.createTextNode(` · ${String(c.chance || "")} · ${String(c.reason || "")}`));
      if (c.rule) {
        const ref = String(c.rule);
        const cite = node(doc, "button", { className: "tk-rule tk-link", title: tr("Show this rule") }, `[${ref}]`);
        cite.addEventListener("click", () => openRule(ref));
        li.append(" ", cite);
      }
      list.appendChild(li);
    }
    box.appendChild(list);
  };
  const drawHint = () => {
    hintBtn.hidden = !val(model, "can_hint", false);
    advice(hintBox, val(model, "search_hint", {}), tr("Hint: the best choices from what you know"));
    const why = val(model, "search_why", {}) || {};
    advice(whyBox, why, tr("Why? Move {step}, seen from what everybody knew", { step: Number(why.step) || 0 }));
  };
  const drawWhy = () => {
    const steps = new Set(arr(val(model, "why_steps", [])).map(Number));
    for (const b of log.querySelectorAll(".tk-why-button")) b.remove();
    const done = new Set();
    for (const li of log.querySelectorAll("li[data-step]")) {
      const step = Number(li.getAttribute("data-step"));
      if (!steps.has(step) || done.has(step)) continue;
      done.add(step);
      const b = node(doc, "button", { className: "tk-why-button tk-link", title: tr("Why might the bot have made this move?") }, tr("Why?"));
      b.addEventListener("click", () => tell("why", { at: step }));
      li.append(" ", b);
    }
  };

  // ---- the log arrives in pieces: {log: entries, reset, total}
  let entries = [];
  let total = 0;
  const line = (e) => {
    const li = node(doc, "li");
    const step = Number(e && e.step);
    li.setAttribute("data-step", String(step));
    const stepText = step > 0 ? String(step) : tr("setup");
    const text = String((e && e.text) || "");
    li.appendChild(node(doc, "span", { className: "tk-step" }, stepText));
    li.appendChild(doc.createTextNode(` ${text}`));
    if (e && e.rule) {
      // a citation is a link to the kit's rules page: a click shows the section here; named
      // with its line, as many lines cite one rule (a screen reader's list of buttons)
      const ref = String(e.rule);
      const shown = `[${String(e.cite || ref)}]`;
      const cite = node(doc, "button", {
        className: "tk-rule tk-link",
        title: tr("Show this rule"),
        "aria-label": tr("{rule} for: {line}", { rule: shown, line: `${stepText} ${text}` }),
      }, shown);
      cite.addEventListener("click", () => openRule(ref));
      li.append(" ", cite);
    }
    return li;
  };
  const onMessage = (msg) => {
    if (!msg || typeof msg !== "object") return;
    if (Array.isArray(msg.log)) {
      total = Number(msg.total) || 0;
      if (msg.reset) {
        entries = msg.log.slice(-LOG_LIMIT);
        log.replaceChildren(...entries.map(line));
      } else {
        entries = entries.concat(msg.log);
        for (const e of msg.log) log.appendChild(line(e));
        while (entries.length > LOG_LIMIT) {
          entries.shift();
          if (log.firstChild) log.removeChild(log.firstChild);
        }
      }
      drawWhy();
      log.scrollTop = log.scrollHeight;
    }
    if (typeof msg.download === "string") {
      const url = URL.createObjectURL(new Blob([msg.download], { type: "application/json" }));
      const a = node(doc, "a", { href: url, download: String(msg.filename || "match.json") });
      doc.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }
  };

  // ---- a notebook reopened after its kernel stopped: JupyterLab restores this view from the
  // widget state saved in the notebook, but no kernel holds its match any more (clicks would go
  // nowhere). It becomes a picture of the last board, with one line on how to play on. Told by
  // the kernel's id (kernel_id, set by Python) against the notebook's kernel now; in JupyterLite
  // (Pyodide cannot tell its kernel's id) by the id of the connection that made the widget.
  const stale = () => {
    let k = null;
    try {
      k = model.widget_manager && model.widget_manager.kernel;
    } catch (err) {
      k = null;
    }
    const mine = String(val(model, "kernel_id", ""));
    return !!(mine && k && k.id && k.id !== mine && k.clientId !== mine);
  };
  const picture = () => {
    el.classList.add("tk-picture");
    const line = node(doc, "p", { className: "tk-notice", role: "status" });
    const names = arr(val(model, "names", [])).map(String);
    const seat = Number(val(model, "seat", -1));
    const again = val(model, "autosave_on", false)
      ? tr("Run the cell to play on: it offers to resume this game (autosave).")
      : tr("Run the cell to start again (this game had no autosave; Save downloads a game).");
    if (val(model, "hot_seat", false) && seat >= 0) {
      // a shared screen saved while one seat's view was revealed: never shown again
      line.textContent = `${tr("The last board showed {name}'s secrets, so it is not shown again.", { name: names[seat] || seat })} ${again}`;
      el.replaceChildren(line);
      return;
    }
    const box = node(doc, "div", { className: "tk-board-box" });
    // a classroom screen showing no seat has only the projector picture (no seat board)
    const svgText = String(val(model, "board", "") || val(model, "projector", ""));
    if (svgText.startsWith("<svg")) putSvg(box, svgText);
    line.textContent = `${tr("The last board of this game, as the notebook kept it: the kernel that played it has stopped.")} ${again}`;
    el.replaceChildren(line, box);
  };
  const answered = () => {
    pending = false;
    el.classList.remove("tk-pending");
    drawToolbar();
    drawActions();
    if (picked.length && going(picked).length === 0) clearPick(); // the choices changed
    else mark();
    focusNext();
  };
  // After a move the keyboard goes on where the game does: the first choice of the next
  // decision (a picker's Play), else the button that continues (Reveal, Bot move); only when
  // the focus was in this widget (or nowhere), never taken from the rest of the page.
  const focusNext = () => {
    const active = doc.activeElement;
    if (active && active !== doc.body && !el.contains(active)) return;
    if (active && active !== doc.body && active !== el && active.isConnected && !boardBox.contains(active)) return;
    const first = actionsBox.querySelector(".tk-buttons button:not([disabled]), .tk-picker button.tk-primary:not([disabled])");
    const goOn = [reveal, botBtn].find((b) => !b.hidden && !b.disabled);
    const to = first || goOn;
    if (to && to.focus) to.focus({ preventScroll: true });
    else keepFocus(el);
  };

  // ---- one redraw per screen: Python sends a screen as one update (its traits together); each
  // change:<name> only notes what to redraw, and the model's "change" (fired once per update,
  // after its change:<name> events, by Backbone and by any model written like it) draws it all
  // once. A model without "change" is drawn in a microtask, still once per update.
  const TOOLBAR = ["names", "seat", "hot_seat", "step", "max_step", "can_undo", "can_redo", "bots", "bot",
    "bot_choices", "bot_labels", "bot_blocked", "until_blocked", "undo_blocked", "until_plan", "until_label",
    "players_choices", "scene_names", "turn", "classroom", "rule_index", "lang", "languages", "chrome", "auto_pass"];
  const ACTIONS = ["groups", "prompt", "error", "notice"];
  const OTHERS = ["board", "projector", "version", "auto_due", "resume_offer", "rule", "rules_page"];
  const ADVICE = ["can_hint", "search_hint", "search_why"];
  const dirty = new Set();
  let queued = false;
  let screens = 0; // redraws so far (data-screens: a test counts them)
  const redraw = () => {
    queued = false;
    if (dirty.size === 0) return;
    const changed = new Set(dirty);
    dirty.clear();
    el.setAttribute("data-screens", String(++screens));
    if (["board", "seat", "classroom"].some((n) => changed.has(n)) || (changed.has("projector") && bigOn())) drawBoard();
    if (changed.has("version")) {
      answered(); // the toolbar and the choices, controls enabled again
    } else {
      if (TOOLBAR.some((n) => changed.has(n))) drawToolbar();
      if (ACTIONS.some((n) => changed.has(n))) {
        drawActions();
        if (picked.length && going(picked).length === 0) clearPick();
        else mark();
      }
    }
    if (changed.has("prompt")) side.scrollTop = 0; // a new decision: its prompt in view
    if (changed.has("auto_due")) autoDue();
    if (changed.has("resume_offer")) drawOffer();
    if (changed.has("rule")) drawRule(doc, ruleBox, val(model, "rule", {}), () => tell("rule", { ref: "" }), tr);
    if (changed.has("rules_page")) drawRulesPage();
    if (ADVICE.some((n) => changed.has(n))) drawHint();
    if (changed.has("why_steps")) drawWhy();
  };
  const noted = (name) => () => {
    dirty.add(name);
    if (!queued) {
      queued = true;
      queueMicrotask(redraw);
    }
  };
  const handlers = [...TOOLBAR, ...ACTIONS, ...OTHERS, ...ADVICE, "why_steps"].map((name) => [`change:${name}`, noted(name)]);
  handlers.push(["change", redraw], ["msg:custom", onMessage]);
  for (const [ev, fn] of handlers) model.on(ev, fn);
  drawToolbar();
  drawBoard();
  drawActions();
  drawRule(doc, ruleBox, val(model, "rule", {}), () => tell("rule", { ref: "" }), tr);
  drawRulesPage();
  drawHint();
  autoDue();
  drawOffer();
  if (stale()) picture();
  tell("hello"); // the log so far (it is not a trait: it arrives as messages)

  return () => {
    for (const [ev, fn] of handlers) model.off(ev, fn);
    if (listens) doc.removeEventListener("click", onLink);
    if (autoTimer !== null) clearTimeout(autoTimer);
  };
}

export default { render };

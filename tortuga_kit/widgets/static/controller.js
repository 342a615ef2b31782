// MatchWidget front end: seat picker, hot seat, undo/redo, bots, replay slider, the board,
// the decision's buttons and the event log. Plain ES module, no imports from a CDN.
// The board drawing code arrives as the `_board_esm` trait (the text of board.js) and is
// imported from a blob URL, so the two files stay plain modules without a bundler.
// Python decides what is clickable; this file only shows `actions` and sends `clicked`.

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

async function loadBoard(model) {
  const source = val(model, "_board_esm", "");
  if (!source) return null;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  try {
    return await import(/* webpackIgnore: true */ url);
  } catch (err) {
    console.error("tortuga_kit: could not load the board module", err);
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

const LOG_LIMIT = 300; // entries drawn; older ones stay in Python (match.log())

function groupActions(actions) {
  const groups = new Map();
  for (const a of actions) {
    if (!a || typeof a !== "object") continue;
    const text = String(a.text || "");
    if (!text) continue;
    // The group title comes from the game's verb table (Python side); no game is known here.
    const group = String(a.group || text.split(" ")[0]);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push({ text, label: String(a.label || text) });
  }
  return groups;
}

async function render({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-widget", "tk-controller");

  // ---- toolbar
  const bar = node(doc, "div", { className: "tk-bar" });
  const seatLabel = node(doc, "label", {}, "Seat ");
  const seatSelect = node(doc, "select", { "aria-label": "seat" });
  seatLabel.appendChild(seatSelect);
  const hotLabel = node(doc, "label", { title: "Let this screen choose for whoever decides, for public choices only" });
  const hot = node(doc, "input", { type: "checkbox" });
  hotLabel.append(hot, doc.createTextNode(" Hot seat"));
  const undo = node(doc, "button", { title: "Take back the last action" }, "↶ Undo");
  const redo = node(doc, "button", { title: "Play the undone action again" }, "↷ Redo");
  const BOT_TITLE = "The bot makes the current choice";
  const botBtn = node(doc, "button", { title: BOT_TITLE }, "Bot move");
  const until = node(doc, "button", { title: "Bots play until a human must choose" }, "Play until my turn");
  // A disabled button shows no tooltip in some browsers: the wrappers carry the "why" too.
  const botWrap = node(doc, "span", { className: "tk-why" });
  botWrap.appendChild(botBtn);
  const untilWrap = node(doc, "span", { className: "tk-why" });
  untilWrap.appendChild(until);
  const botSelect = node(doc, "select", { "aria-label": "bot" });
  bar.append(seatLabel, hotLabel, undo, redo, botWrap, untilWrap, botSelect);

  const replayBar = node(doc, "div", { className: "tk-bar" });
  const slider = node(doc, "input", { type: "range", min: 0, max: 0, step: 1, "aria-label": "replay step" });
  const stepText = node(doc, "span", { className: "tk-note" });
  const live = node(doc, "button", { title: "Back to the live position" }, "Live");
  replayBar.append(node(doc, "span", {}, "Replay"), slider, stepText, live);

  const boardBox = node(doc, "div", { className: "tk-board-box" });
  const prompt = node(doc, "div", { className: "tk-prompt" });
  const notice = node(doc, "div", { className: "tk-notice", role: "status" });
  const error = node(doc, "div", { className: "tk-error", role: "alert" });
  const actionsBox = node(doc, "div", { className: "tk-actions" });
  const botsBox = node(doc, "div", { className: "tk-bar tk-bots" });
  const logTitle = node(doc, "div", { className: "tk-group-title" }, "Event log");
  const log = node(doc, "ol", { className: "tk-log" });
  el.append(bar, replayBar, boardBox, prompt, notice, error, actionsBox, botsBox, logTitle, log);

  const send = (cmd) => model.send({ cmd });
  undo.addEventListener("click", () => send("undo"));
  redo.addEventListener("click", () => send("redo"));
  botBtn.addEventListener("click", () => send("bot"));
  until.addEventListener("click", () => send("until"));
  live.addEventListener("click", () => send("live"));
  seatSelect.addEventListener("change", () => {
    model.set("seat", Number(seatSelect.value));
    model.save_changes();
  });
  hot.addEventListener("change", () => {
    model.set("hot_seat", !!hot.checked);
    model.save_changes();
  });
  botSelect.addEventListener("change", () => {
    model.set("bot", botSelect.value);
    model.save_changes();
  });
  slider.addEventListener("change", () => {
    model.set("step", Number(slider.value));
    model.save_changes();
  });

  let board = null;

  const drawBoard = () => {
    const view = val(model, "view", {});
    if (board && typeof board.showBoard === "function") {
      board.showBoard(boardBox, view);
    } else {
      boardBox.textContent = "(board drawing unavailable)";
    }
  };

  const drawToolbar = () => {
    const view = val(model, "view", {});
    const names = arr(view && view.names).map(String);
    const seat = Number(val(model, "seat", -1));
    seatSelect.replaceChildren(node(doc, "option", { value: -1 }, "Projector (public)"));
    names.forEach((n, i) => seatSelect.appendChild(node(doc, "option", { value: i }, `${i}: ${n}`)));
    seatSelect.value = String(seat);
    hot.checked = !!val(model, "hot_seat", false);
    const replaying = Number(val(model, "step", 0)) < Number(val(model, "max_step", 0));
    undo.disabled = !val(model, "can_undo", false);
    redo.disabled = !val(model, "can_redo", false);
    // Python says when and why the bot buttons are off (game over, replaying, hot seat
    // without bot seats) and what "Play until my turn" will do.
    const botWhy = String(val(model, "bot_blocked", ""));
    const untilWhy = String(val(model, "until_blocked", ""));
    const plan = String(val(model, "until_plan", "")) || "Bots play until a human must choose";
    botBtn.disabled = !!botWhy;
    botBtn.setAttribute("title", botWhy ? `Unavailable: ${botWhy}` : BOT_TITLE);
    botWrap.setAttribute("title", botBtn.getAttribute("title"));
    until.disabled = !!untilWhy;
    until.setAttribute("title", untilWhy ? `Unavailable: ${untilWhy}` : plan);
    untilWrap.setAttribute("title", until.getAttribute("title"));
    const choices = arr(val(model, "bot_choices", [])).map(String);
    botSelect.replaceChildren(...choices.map((c) => node(doc, "option", { value: c }, `bot: ${c}`)));
    botSelect.value = String(val(model, "bot", "random"));
    slider.max = String(val(model, "max_step", 0));
    slider.value = String(val(model, "step", 0));
    stepText.textContent = `step ${val(model, "step", 0)} of ${val(model, "max_step", 0)}`;
    live.disabled = !replaying;

    botsBox.replaceChildren(node(doc, "span", { className: "tk-note" }, "Bots:"));
    const bots = arr(val(model, "bots", []));
    names.forEach((n, i) => {
      const lab = node(doc, "label");
      const box = node(doc, "input", { type: "checkbox" });
      box.checked = bots.includes(i);
      box.addEventListener("change", () => {
        const now = arr(val(model, "bots", [])).filter((b) => b !== i);
        if (box.checked) now.push(i);
        now.sort((a, b) => a - b);
        model.set("bots", now);
        model.save_changes();
      });
      lab.append(box, doc.createTextNode(` ${n}`));
      botsBox.appendChild(lab);
    });
  };

  const drawActions = () => {
    prompt.textContent = String(val(model, "prompt", ""));
    notice.textContent = String(val(model, "notice", ""));
    error.textContent = String(val(model, "error", ""));
    actionsBox.replaceChildren();
    const groups = groupActions(arr(val(model, "actions", [])));
    for (const [name, items] of groups) {
      const buttons = node(doc, "div", { className: "tk-buttons" });
      for (const a of items) {
        const b = node(doc, "button", { className: "tk-action", title: a.text }, a.label);
        b.addEventListener("click", () => {
          model.set("clicked", a.text);
          model.save_changes();
        });
        buttons.appendChild(b);
      }
      let group;
      if (items.length > 8) {
        group = node(doc, "details", { className: "tk-group" });
        group.appendChild(node(doc, "summary", {}, `${name} (${items.length})`));
      } else {
        group = node(doc, "div", { className: "tk-group" });
      }
      group.appendChild(buttons);
      actionsBox.appendChild(group);
    }
  };

  const drawLog = () => {
    const entries = arr(val(model, "log", []));
    const shown = entries.slice(-LOG_LIMIT);
    // Numbers stay the event's own number when the list is trimmed, and the gutter grows
    // with them, so "1234." is never clipped.
    const first = entries.length - shown.length + 1;
    log.setAttribute("start", String(first));
    const digits = String(Math.max(1, entries.length)).length;
    log.style.paddingLeft = `${(1.2 + 0.65 * digits).toFixed(2)}em`;
    const items = shown.map((e) => {
      const li = node(doc, "li");
      li.appendChild(doc.createTextNode(String((e && e.text) || "")));
      if (e && e.rule) li.appendChild(node(doc, "span", { className: "tk-rule" }, `[${e.rule}]`));
      return li;
    });
    log.replaceChildren(...items);
    log.scrollTop = log.scrollHeight;
  };

  const all = () => {
    drawToolbar();
    drawBoard();
    drawActions();
    drawLog();
  };

  const handlers = [
    ["change:view", () => { drawToolbar(); drawBoard(); }],
    ["change:actions change:prompt change:error change:notice", drawActions],
    ["change:log", drawLog],
    ["change:seat change:hot_seat change:step change:max_step change:can_undo change:can_redo change:bots change:bot change:bot_choices change:bot_blocked change:until_blocked change:until_plan", drawToolbar],
  ];
  for (const [ev, fn] of handlers) model.on(ev, fn);

  all();
  board = await loadBoard(model);
  drawBoard();

  return () => {
    for (const [ev, fn] of handlers) model.off(ev, fn);
  };
}

export default { render };

// LearnWidget front end: the level panel (map with stars, goal, Hint, Restart, Next, Try it,
// Reset progress, the lesson and stars once solved) above the match widget's own front end.
// Python builds this module as kit.js + controller.js (its `render`, without its export) + this
// file, so the board, its clicks, the choices and the error with its rule link are exactly the
// match widget's; the match widget's toolbar is hidden by CSS (.tk-learn in kit.css).
// Guided (`guided` true: tk.learn(game, guided=True)): no levels; "What now?" asks the kernel for
// one good choice (`advice`, with its rule: "Read the rule" opens it) and marks its button.
// Progress lives in the kernel (a file beside the notebook); where the kernel cannot write one
// (`storage` is "browser", as in JupyterLite) it is kept in localStorage and sent back on start.

const PROGRESS_KEY = "tortuga_kit.progress";

function renderLearn({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-widget", "tk-learn");
  const { tr, say, drawStatics } = translation(model);
  const learn = (what, extra) => model.send(Object.assign({ cmd: "learn", do: what }, extra || {}));

  const panel = node(doc, "div", { className: "tk-learn-panel" });
  const map = node(doc, "div", { className: "tk-level-map", role: "list" });
  const title = node(doc, "div", { className: "tk-level-title" });
  const goal = node(doc, "div", { className: "tk-goal" });
  const bar = node(doc, "div", { className: "tk-bar tk-learn-bar" });
  const hintBtn = say("Hint", node(doc, "button", { className: "tk-hint" }, "Hint"));
  const restartBtn = say("Restart", node(doc, "button", { className: "tk-restart" }, "Restart"));
  const nextBtn = say("Next", node(doc, "button", { className: "tk-next tk-primary" }, "Next"));
  const offerBtn = node(doc, "button", { className: "tk-offered", hidden: "" });
  const resetBtn = say("Reset progress", node(doc, "button", { className: "tk-reset" }, "Reset progress"));
  const nowBtn = say("What now?", node(doc, "button", { className: "tk-what-now tk-primary", hidden: "" }, "What now?"));
  const langPicker = languagePicker(doc, model, (lang) => model.send({ cmd: "lang", lang }));
  bar.append(nowBtn, hintBtn, restartBtn, nextBtn, offerBtn, resetBtn, langPicker.select);
  const adviceBox = node(doc, "div", { className: "tk-notice tk-advice", role: "status", hidden: "" });
  const hints = node(doc, "ol", { className: "tk-hints" });
  const note = node(doc, "div", { className: "tk-notice tk-offered-note", role: "status" });
  const success = node(doc, "div", { className: "tk-success", role: "status", hidden: "" });
  panel.append(map, title, goal, bar, adviceBox, note, hints, success);
  const game = node(doc, "div", {});
  el.append(panel, game);

  hintBtn.addEventListener("click", () => learn("hint"));
  restartBtn.addEventListener("click", () => learn("restart"));
  nextBtn.addEventListener("click", () => learn("next"));
  offerBtn.addEventListener("click", () => learn("offered"));
  nowBtn.addEventListener("click", () => learn("advice"));
  resetBtn.addEventListener("click", () => {
    if (globalThis.confirm && !globalThis.confirm(tr("Forget the stars of every level?"))) return;
    learn("reset");
  });

  const stored = () => {
    try {
      return JSON.parse(globalThis.localStorage.getItem(PROGRESS_KEY) || "{}");
    } catch (err) {
      return {};
    }
  };
  const keep = () => {
    if (val(model, "storage", "file") !== "browser") return;
    try {
      globalThis.localStorage.setItem(PROGRESS_KEY, JSON.stringify(val(model, "progress", {})));
    } catch (err) {
      // no storage (a private window): the progress lasts as long as the kernel
    }
  };

  // the advised choice's button, marked (the choices are redrawn by controller.js: mark after)
  const markAdvice = () => {
    const text = String(val(model, "advice_text", ""));
    for (const b of game.querySelectorAll("button.tk-action")) {
      b.classList.toggle("tk-advised", text !== "" && b.getAttribute("title") === text);
    }
  };
  const drawGuide = () => {
    const guided = !!val(model, "guided", false);
    for (const b of [hintBtn, nextBtn, offerBtn, resetBtn]) if (guided) b.hidden = true;
    map.hidden = guided;
    nowBtn.hidden = !guided;
    const said = String(val(model, "advice", ""));
    adviceBox.hidden = said === "";
    adviceBox.textContent = said;
    const rule = String(val(model, "advice_rule", ""));
    if (rule) {
      const read = node(doc, "button", { className: "tk-link" }, tr("Read the rule"));
      read.addEventListener("click", () => model.send({ cmd: "rule", ref: rule }));
      adviceBox.append(" ", read);
    }
    queueMicrotask(markAdvice);
  };
  const draw = () => {
    if (langPicker.draw()) drawStatics();
    if (val(model, "guided", false)) {
      title.textContent = String(val(model, "level_title", ""));
      goal.textContent = String(val(model, "goal", ""));
      drawGuide();
      return;
    }
    const current = Number(val(model, "level", 0));
    map.replaceChildren(
      ...arr(val(model, "level_map", [])).map((lv) => {
        const stars = Number(lv.stars || 0);
        const b = node(doc, "button", {
          className: "tk-level" + (lv.index === current ? " tk-current" : ""),
          role: "listitem",
          "data-level": lv.index,
          "data-stars": stars,
          title: String(lv.title),
          "aria-label": tr("Level {n}: {title}, {stars} of 3 stars", { n: lv.index + 1, title: lv.title, stars }),
        });
        b.append(node(doc, "span", { className: "tk-level-n" }, String(lv.index + 1)),
          node(doc, "span", { className: "tk-stars" }, "★".repeat(stars) + "☆".repeat(3 - stars)));
        b.addEventListener("click", () => learn("open", { index: lv.index }));
        return b;
      }),
    );
    title.textContent = String(val(model, "level_title", ""));
    goal.textContent = String(val(model, "goal", ""));
    hints.replaceChildren(...arr(val(model, "hints", [])).map((h) => node(doc, "li", {}, String(h))));
    hintBtn.disabled = !val(model, "more_hints", false);
    nextBtn.disabled = !val(model, "has_next", false);
    const offered = String(val(model, "offered", ""));
    offerBtn.hidden = offered === "";
    offerBtn.textContent = offered;
    note.textContent = String(val(model, "offered_note", ""));
    const won = Number(val(model, "won", 0));
    success.hidden = won === 0;
    success.replaceChildren(
      node(doc, "div", { className: "tk-result" }, String(val(model, "result", ""))),
      node(doc, "div", { className: "tk-lesson" }, String(val(model, "lesson", ""))),
    );
    el.setAttribute("data-won", String(won));
  };
  const names = ["level_map", "level", "level_title", "goal", "hints", "more_hints", "won", "lesson",
    "result", "has_next", "offered", "offered_note", "lang", "languages", "chrome", "guided", "advice",
    "advice_text", "advice_rule"];
  const handlers = names.map((n) => [`change:${n}`, draw]);
  handlers.push(["change:progress", keep], ["change:groups", () => queueMicrotask(markAdvice)]);
  for (const [ev, fn] of handlers) model.on(ev, fn);
  draw();
  const stop = render({ model, el: game });
  if (!val(model, "guided", false) && val(model, "storage", "file") === "browser") {
    learn("stored", { stars: stored() });
  }
  return () => {
    for (const [ev, fn] of handlers) model.off(ev, fn);
    if (typeof stop === "function") stop();
  };
}

export default { render: renderLearn };

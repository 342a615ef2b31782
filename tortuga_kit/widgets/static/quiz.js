// Quiz front end (widgets/quiz.py): a question, the learner's answer sent to the kernel, the
// kernel's verdict shown. The key never comes here: traits flow in (question, choices, board,
// verdict, explanation and rule after an answer, hint when asked), the learner's input leaves as
// a message {cmd: "answer" | "hint" | "again" | "lang" | "rules_link"}. kit.js is prepended by
// Python.

function render({ model, el }) {
  const doc = el.ownerDocument;
  const { tr, say, drawStatics } = translation(model);
  el.classList.add("tk-widget", "tk-quiz");
  keepKeys(el);
  const send = (cmd, extra) => model.send({ cmd, ...(extra || {}) });

  const question = node(doc, "p", { className: "tk-quiz-question" });
  const choiceBox = node(doc, "div", { className: "tk-quiz-choices" });
  const numberBox = node(doc, "div", { className: "tk-quiz-number" });
  const input = node(doc, "input", { type: "text", inputmode: "decimal", size: 8 });
  const check = say(N_("Check"), node(doc, "button", { className: "tk-quiz-check" }));
  numberBox.append(input, check);
  const boardBox = node(doc, "div", { className: "tk-board-box tk-quiz-board" });
  const tools = node(doc, "div", { className: "tk-quiz-tools" });
  const hintBtn = say(N_("Hint"), node(doc, "button", { className: "tk-quiz-hint-button" }));
  const hint = node(doc, "p", { className: "tk-quiz-hint" });
  tools.append(hintBtn);
  const verdict = node(doc, "div", { className: "tk-quiz-verdict", role: "status", "aria-live": "polite" });
  const ruleBox = node(doc, "div", { className: "tk-rule" });
  const again = say(N_("Try again"), node(doc, "button", { className: "tk-quiz-again" }));
  el.append(question, choiceBox, numberBox, boardBox, tools, hint, verdict, ruleBox, again);

  const answer = (value) => {
    if (String(val(model, "verdict", "")) === "") send("answer", { value: String(value) });
  };
  check.addEventListener("click", () => answer(input.value));
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") answer(input.value);
  });
  hintBtn.addEventListener("click", () => send("hint"));
  again.addEventListener("click", () => send("again"));

  // A rules link in the page's text that no game widget of its game takes (controller.js):
  // Voilà renders a notebook as one page and cannot show a .md file, so in a notebook of
  // quizzes and no game (02_fights, 04_events) the first quiz on the page shows the section
  // under the paragraph that was clicked, in place of a 403. JupyterLab and JupyterLite open the
  // page themselves (their handler cancels the click first).
  let linkBox = null;
  const closeLink = () => {
    if (linkBox) linkBox.remove();
    linkBox = null;
  };
  const onLink = (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey
        || event.shiftKey || event.altKey || !el.isConnected) return;
    const a = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    const m = a && !el.contains(a) ? RULES_LINK.exec(a.getAttribute("href") || "") : null;
    if (!m || doc.querySelector(`.tk-controller[data-rules-page="${m[1]}"]`)) return;
    if (doc.querySelector(".tk-quiz") !== el) return;
    event.preventDefault();
    closeLink();
    linkBox = node(doc, "div", { className: "tk-widget tk-rule-link" });
    const box = node(doc, "div", { className: "tk-rule-box", role: "region" });
    linkBox.appendChild(box);
    (a.closest("p, li, td, th, h1, h2, h3, h4, h5, h6") || a).after(linkBox);
    send("rules_link", { game: m[1], ref: `rules §${m[2]}` });
  };
  const onMsg = (msg) => {
    if (!msg || typeof msg !== "object" || !("rules_link" in msg) || !linkBox) return;
    const section = msg.rules_link;
    drawRule(doc, linkBox.firstChild, section && section.blocks ? section : null, closeLink, tr);
  };
  const listens = typeof doc.addEventListener === "function"; // (not in the tests' stub DOM)
  if (listens) doc.addEventListener("click", onLink);
  model.on("msg:custom", onMsg);

  const answered = () => String(val(model, "verdict", "")) !== "";
  const drawQuestion = () => {
    const kind = String(val(model, "kind", "choice"));
    question.textContent = String(val(model, "question", ""));
    choiceBox.hidden = kind !== "choice";
    numberBox.hidden = kind !== "number";
    boardBox.hidden = kind !== "board";
    choiceBox.replaceChildren(
      ...arr(val(model, "choices", [])).map((c) => {
        const b = node(doc, "button", { className: "tk-quiz-choice", "data-value": String(c[0]) }, String(c[1]));
        b.addEventListener("click", () => answer(c[0]));
        return b;
      }),
    );
    if (kind === "board") {
      showBoard(boardBox, String(val(model, "svg", "")), answer, (token) => answer(token), null, null);
    }
  };
  // The learner's answer in the words they saw: a choice's label, a board token's name.
  const named = (said) => {
    const kind = String(val(model, "kind", "choice"));
    if (kind === "choice") {
      const hit = arr(val(model, "choices", [])).find((c) => String(c[0]) === said);
      return hit ? String(hit[1]) : said;
    }
    if (kind === "board") {
      for (const n of boardBox.querySelectorAll("[data-token],[data-action]")) {
        if ((n.getAttribute("data-token") || n.getAttribute("data-action")) === said) return tokenName(n, said);
      }
    }
    return said;
  };
  const drawState = () => {
    const v = String(val(model, "verdict", ""));
    const said = String(val(model, "said", ""));
    const targets = new Set(arr(val(model, "targets", [])).map(String));
    markBoard(boardBox, answered() ? new Set() : targets, answered() ? new Set() : targets, []);
    for (const n of boardBox.querySelectorAll("[data-action],[data-token]")) {
      const t = n.getAttribute("data-token") || n.getAttribute("data-action");
      n.classList.toggle("tk-picked", said !== "" && t === said);
    }
    for (const b of choiceBox.querySelectorAll("button")) {
      b.disabled = answered();
      b.classList.toggle("tk-picked", said !== "" && b.getAttribute("data-value") === said);
    }
    input.disabled = answered();
    check.disabled = answered();
    hintBtn.hidden = !val(model, "has_hint", false) || String(val(model, "hint", "")) !== "" || v === "right";
    hint.textContent = String(val(model, "hint", ""));
    hint.hidden = hint.textContent === "";
    verdict.className = `tk-quiz-verdict tk-quiz-${v || "open"}`;
    const explanation = String(val(model, "explanation", ""));
    const head =
      v === "right" ? tr("Right!") : v === "wrong" ? tr("Not quite: {said}.", { said: named(said) }) : "";
    verdict.textContent = [head, explanation].filter((s) => s !== "").join(" ");
    verdict.hidden = verdict.textContent === "";
    const section = val(model, "rule", {});
    drawRule(doc, ruleBox, section && section.blocks ? section : null, () => drawRule(doc, ruleBox, null), tr);
    again.hidden = v === "" || v === "right";
  };
  const drawAll = () => {
    drawStatics();
    drawQuestion();
    drawState();
  };
  const keys = ["kind", "question", "choices", "svg", "targets", "chrome"];
  const stateKeys = ["verdict", "said", "explanation", "rule", "hint", "has_hint"];
  for (const k of keys) model.on(`change:${k}`, drawAll);
  for (const k of stateKeys) model.on(`change:${k}`, drawState);
  drawAll();
  return () => {
    if (listens) doc.removeEventListener("click", onLink);
    model.off("msg:custom", onMsg);
    closeLink();
    for (const k of keys) model.off(`change:${k}`, drawAll);
    for (const k of stateKeys) model.off(`change:${k}`, drawState);
  };
}

export default { render };

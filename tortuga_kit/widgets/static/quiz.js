// Quiz front end (widgets/quiz.py): a question, the learner's answer sent to the kernel, the
// kernel's verdict shown. The key never comes here: traits flow in (question, choices, board,
// verdict, explanation and rule after an answer, hint when asked), the learner's input leaves as
// a message {cmd: "answer" | "hint" | "again" | "lang"}. kit.js is prepended by Python.

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
    for (const k of keys) model.off(`change:${k}`, drawAll);
    for (const k of stateKeys) model.off(`change:${k}`, drawState);
  };
}

export default { render };

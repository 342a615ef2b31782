// SetupWidget front end, for any game: players, seed, and one field per game option (from
// game.options: a select, a checkbox or a text box), the assumed ones in their own box.
// kit.js (val, arr, node, keepKeys, showBoard, translation, languagePicker) is prepended by
// Python. Input goes out as messages; Python validates everything (the engine's BadOption text
// appears in the error line); a Create shows the new table under the form (the `board` trait).
// Every text is in the form's language: Python sends the labels, help texts and messages
// translated, and the form's own words through `chrome` (tr, say).

// text: a string, or the element that shows it (a translated static text)
function labelled(doc, text, input) {
  const l = node(doc, "label");
  l.append(typeof text === "string" ? node(doc, "span", {}, text) : text, doc.createTextNode(" "), input);
  return l;
}

function shown(v) {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v;
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v.join(", ");
  return JSON.stringify(v);
}

function render({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-widget", "tk-setup");
  keepKeys(el);
  const form = node(doc, "div", { className: "tk-form" });
  const tell = (msg) => model.send(msg);
  const { tr, say, drawStatics } = translation(model);
  const langPicker = languagePicker(doc, model, (lang) => tell({ cmd: "lang", lang }));

  const basics = node(doc, "fieldset");
  const legend = node(doc, "legend", {}, "New match");
  const players = say("players", node(doc, "select", { "aria-label": "players" }), "aria-label");
  players.addEventListener("change", () => tell({ cmd: "players", value: Number(players.value) }));
  // empty: the kernel draws a secret seed (it is never sent back here)
  const seed = say("Empty: a secret seed. Anyone who knows a seed can work out every secret of its game.",
    say("random", say("seed", node(doc, "input", { type: "text", size: 8, "aria-label": "seed", placeholder: "random" }), "aria-label"), "placeholder"), "title");
  seed.addEventListener("change", () => tell({ cmd: "seed", value: seed.value }));
  const playersLabel = labelled(doc, say("Players", node(doc, "span", {}, "Players")), players);
  const seedLabel = labelled(doc, say("Seed", node(doc, "span", {}, "Seed")), seed);
  basics.append(legend, playersLabel, seedLabel, langPicker.select);
  const optionsBox = node(doc, "fieldset");
  optionsBox.appendChild(say("Options", node(doc, "legend", {}, "Options")));
  const assumedBox = node(doc, "fieldset");
  assumedBox.appendChild(say("Assumptions (no source pins these down; hover for why)", node(doc, "legend", {}, "Assumptions (no source pins these down; hover for why)")));
  const create = say("Create match", node(doc, "button", { className: "tk-action" }, "Create match"));
  create.addEventListener("click", () => tell({ cmd: "create" }));
  const error = node(doc, "div", { className: "tk-error", role: "alert" });
  const ok = node(doc, "div", { className: "tk-ok" });
  form.append(basics, optionsBox, assumedBox, create, error, ok);
  // the created match's table (the projector's picture): Create shows what .match holds
  const boardBox = node(doc, "div", { className: "tk-board-box tk-setup-board" });
  el.append(form, boardBox);
  let boardShown = null;
  const drawBoard = () => {
    const svg = String(val(model, "board", ""));
    if (svg === boardShown) return;
    boardShown = svg;
    boardBox.hidden = !svg;
    if (svg) showBoard(boardBox, svg, null, null);
    else boardBox.replaceChildren();
  };

  const inputs = new Map(); // option name -> [field, input]
  const build = () => {
    optionsBox.replaceChildren(optionsBox.firstChild);
    assumedBox.replaceChildren(assumedBox.firstChild);
    inputs.clear();
    for (const f of arr(val(model, "fields", []))) {
      if (!f || typeof f !== "object" || typeof f.name !== "string") continue;
      let input;
      if (f.kind === "check") {
        input = node(doc, "input", { type: "checkbox", "aria-label": String(f.label) });
        input.addEventListener("change", () => tell({ cmd: "set", name: f.name, value: !!input.checked }));
      } else if (f.kind === "select") {
        input = node(doc, "select", { "aria-label": String(f.label) });
        arr(f.choices).forEach((c, i) => input.appendChild(node(doc, "option", { value: i }, shown(c))));
        input.addEventListener("change", () => tell({ cmd: "set", name: f.name, value: Number(input.value) }));
      } else {
        input = node(doc, "input", { type: "text", size: 24, "aria-label": String(f.label), placeholder: shown(f.default) || tr("(default)") });
        input.addEventListener("change", () => tell({ cmd: "set", name: f.name, value: input.value }));
      }
      const l = labelled(doc, String(f.label), input);
      l.setAttribute("title", String(f.doc || ""));
      const row = node(doc, "div", { className: "tk-field" });
      row.appendChild(l);
      (f.assumption ? assumedBox : optionsBox).appendChild(row);
      inputs.set(f.name, [f, input]);
    }
  };

  const update = () => {
    const counts = arr(val(model, "players_choices", [])).map(Number);
    players.replaceChildren(...counts.map((c) => node(doc, "option", { value: c }, String(c))));
    players.value = String(val(model, "players", 5));
    seed.value = String(val(model, "seed", ""));
    if (langPicker.draw()) drawStatics();
    const title = String(val(model, "game_title", ""));
    legend.textContent = title ? tr("New match of {game}", { game: title }) : tr("New match");
    const values = val(model, "values", {});
    for (const [name, [f, input]] of inputs) {
      const v = values && typeof values === "object" ? values[name] : undefined;
      if (f.kind === "check") input.checked = !!v;
      else if (f.kind === "select") {
        const i = arr(f.choices).findIndex((c) => JSON.stringify(c) === JSON.stringify(v));
        input.value = String(Math.max(0, i));
      } else if (doc.activeElement !== input) input.value = JSON.stringify(v) === JSON.stringify(f.default) ? "" : shown(v);
    }
    error.textContent = String(val(model, "error", ""));
    ok.textContent = String(val(model, "summary", ""));
    drawBoard();
  };
  build();
  update();
  const rebuild = () => { build(); update(); };
  model.on("change:fields", rebuild);
  model.on("change", update);
  return () => {
    model.off("change:fields", rebuild);
    model.off("change", update);
  };
}

export default { render };

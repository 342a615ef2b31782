// SetupWidget front end: a form whose fields are the new_match options. Plain ES module.
// Python validates everything (the engine's BadOption text appears in the error line).

function val(model, key, fallback) {
  try {
    const v = model.get(key);
    return v === null || v === undefined ? fallback : v;
  } catch (err) {
    return fallback;
  }
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

function labelled(doc, text, input) {
  const l = node(doc, "label");
  l.append(doc.createTextNode(text + " "), input);
  return l;
}

function render({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-widget", "tk-setup");
  const form = node(doc, "div", { className: "tk-form" });

  const set = (key, value) => {
    model.set(key, value);
    model.save_changes();
  };

  // players, seed, names
  const basics = node(doc, "fieldset");
  basics.appendChild(node(doc, "legend", {}, "Players"));
  const players = node(doc, "select", { "aria-label": "players" });
  for (let n = 2; n <= 9; n++) players.appendChild(node(doc, "option", { value: n }, String(n)));
  players.addEventListener("change", () => set("players", Number(players.value)));
  const seed = node(doc, "input", { type: "text", size: 8, "aria-label": "seed" });
  seed.addEventListener("change", () => set("seed", seed.value));
  const names = node(doc, "input", { type: "text", size: 50, placeholder: "Anne, Bart, Calico, ... (empty: default names)", "aria-label": "names" });
  names.addEventListener("change", () => {
    set("names", names.value.split(",").map((s) => s.trim()).filter(Boolean));
  });
  basics.append(labelled(doc, "How many", players), labelled(doc, "Seed", seed),
    node(doc, "br"), labelled(doc, "Names", names));

  // star cards
  const starsBox = node(doc, "fieldset");
  starsBox.appendChild(node(doc, "legend", {}, "Star cards"));
  const modes = {};
  const groupName = `tk-star-mode-${Math.random().toString(36).slice(2)}`;
  for (const mode of ["default", "random", "chosen"]) {
    const r = node(doc, "input", { type: "radio", name: groupName, value: mode });
    r.addEventListener("change", () => { if (r.checked) set("star_mode", mode); });
    modes[mode] = r;
  }
  const nStars = node(doc, "input", { type: "number", min: 0, max: 8, style: "width:4em", "aria-label": "number of random star cards" });
  nStars.addEventListener("change", () => set("n_star_cards", Number(nStars.value)));
  const chosenBox = node(doc, "div", { className: "tk-bar" });
  const line = (...parts) => {
    const div = node(doc, "div");
    div.append(...parts);
    return div;
  };
  starsBox.append(
    line(modes.default, doc.createTextNode(" default: the 3 cards whose effect a source documents")),
    line(modes.random, doc.createTextNode(" random, how many: "), nStars),
    line(modes.chosen, doc.createTextNode(" chosen: "), chosenBox),
  );

  // variants
  const variants = node(doc, "fieldset");
  variants.appendChild(node(doc, "legend", {}, "Variants"));
  const flags = {};
  for (const [key, text] of [["open_loyalty", "open loyalty"], ["quick_start", "quick start"],
    ["chaos", "chaos (all 8 star cards)"], ["unverified_cards", "allow unverified (guessed) card effects"]]) {
    const box = node(doc, "input", { type: "checkbox" });
    box.addEventListener("change", () => set(key, !!box.checked));
    flags[key] = box;
    variants.appendChild(labelled(doc, "", box)).appendChild(doc.createTextNode(text));
  }

  const create = node(doc, "button", { className: "tk-action" }, "Create match");
  create.addEventListener("click", () => model.send({ cmd: "create" }));
  const error = node(doc, "div", { className: "tk-error", role: "alert" });
  const ok = node(doc, "div", { className: "tk-ok" });
  form.append(basics, starsBox, variants, create, error, ok);
  el.appendChild(form);

  const update = () => {
    players.value = String(val(model, "players", 5));
    seed.value = String(val(model, "seed", "0"));
    const nm = val(model, "names", []);
    names.value = Array.isArray(nm) ? nm.join(", ") : "";
    const mode = String(val(model, "star_mode", "default"));
    for (const [m, r] of Object.entries(modes)) r.checked = m === mode;
    nStars.value = String(val(model, "n_star_cards", 3));
    const chosen = val(model, "stars", []);
    const chosenList = Array.isArray(chosen) ? chosen : [];
    chosenBox.replaceChildren();
    const choices = val(model, "star_choices", []);
    for (const c of Array.isArray(choices) ? choices : []) {
      if (!c || typeof c !== "object") continue;
      const box = node(doc, "input", { type: "checkbox" });
      box.checked = chosenList.includes(c.name);
      box.addEventListener("change", () => {
        const now = (val(model, "stars", []) || []).filter((s) => s !== c.name);
        if (box.checked) now.push(c.name);
        set("stars", now);
        if (String(val(model, "star_mode", "")) !== "chosen") set("star_mode", "chosen");
      });
      const lab = labelled(doc, "", box);
      lab.appendChild(doc.createTextNode(String(c.title || c.name) + (c.verified ? "" : " (unverified)")));
      chosenBox.appendChild(lab);
    }
    for (const [k, box] of Object.entries(flags)) box.checked = !!val(model, k, false);
    error.textContent = String(val(model, "error", ""));
    ok.textContent = String(val(model, "summary", ""));
  };
  update();
  model.on("change", update);
  return () => model.off("change", update);
}

export default { render };

// Chart front end (widgets/chart.py): a Vega-Lite spec drawn by vega-embed, a "Show the numbers"
// table under it (the spec's usermeta.table, the chart's text alternative) and the spec's
// description as its aria-label. While `waiting` (for the question above it) there is no spec
// here yet: a line says so, and a button asks the kernel for the chart ({cmd: "show"}). The Vega bundle (static/vega.js) is not in this module: it
// comes once per kernel as the `source` of a hidden VegaLibrary widget, whose id the `library`
// trait names, and is imported once per page. kit.js is prepended by Python.

const LOADED = new Map(); // library model id -> Promise of the vega.js module

function vegaModule(model) {
  const id = String(val(model, "library", ""));
  if (!LOADED.has(id)) {
    const load = (async () => {
      const lib = await model.widget_manager.get_model(id);
      const url = URL.createObjectURL(new Blob([String(lib.get("source"))], { type: "text/javascript" }));
      try {
        return await import(url);
      } finally {
        URL.revokeObjectURL(url);
      }
    })();
    load.catch(() => LOADED.delete(id)); // a failed load is tried again by the next chart
    LOADED.set(id, load);
  }
  return LOADED.get(id);
}

// JupyterLab (and Voilà with a theme) mark a dark theme on <body>; elsewhere the system's.
function isDark(doc) {
  const light = doc.body && doc.body.getAttribute("data-jp-theme-light");
  if (light !== null && light !== undefined) return light === "false";
  const win = doc.defaultView;
  return !!(win && win.matchMedia && win.matchMedia("(prefers-color-scheme: dark)").matches);
}

function drawTable(doc, box, table) {
  const columns = arr(table && table.columns);
  const rows = arr(table && table.rows);
  const t = node(doc, "table", { className: "tk-chart-table" });
  const head = node(doc, "tr");
  for (const c of columns) head.append(node(doc, "th", { scope: "col" }, String(c)));
  t.append(node(doc, "thead"), node(doc, "tbody"));
  t.children[0].append(head);
  for (const r of rows) {
    const tr_ = node(doc, "tr");
    for (const cell of arr(r)) tr_.append(node(doc, "td", {}, String(cell)));
    t.children[1].append(tr_);
  }
  box.replaceChildren(t);
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const { tr, say, drawStatics } = translation(model);
  el.classList.add("tk-widget", "tk-chart");
  const figure = node(doc, "figure", { className: "tk-chart-figure" });
  const picture = node(doc, "div", { className: "tk-chart-picture", role: "img" });
  const status = node(doc, "p", { className: "tk-chart-status", role: "status" });
  const details = node(doc, "details", { className: "tk-chart-numbers" });
  const summary = say(N_("Show the numbers"), node(doc, "summary"));
  const tableBox = node(doc, "div");
  details.append(summary, tableBox);
  const wait = node(doc, "p", { className: "tk-chart-wait" });
  const waitText = say(N_("Answer the question above first: then the chart appears here."), node(doc, "span"));
  const showNow = say(N_("Show the chart now"), node(doc, "button", { className: "tk-chart-show" }));
  showNow.addEventListener("click", () => model.send({ cmd: "show" }));
  wait.append(waitText, " ", showNow);
  figure.append(wait, picture, status, details);
  el.append(figure);

  let view = null;
  let drawn = 0; // the latest draw wins when the theme or the spec changes meanwhile
  const draw = async () => {
    const mine = ++drawn;
    const waiting = !!val(model, "waiting", false);
    wait.hidden = !waiting;
    picture.hidden = waiting;
    if (waiting) {
      details.hidden = true;
      status.hidden = true;
      return;
    }
    const spec = val(model, "spec", {}) || {};
    const title = typeof spec.title === "object" && spec.title ? spec.title.text : spec.title;
    picture.setAttribute("aria-label", String(spec.description || title || ""));
    const meta = spec.usermeta || {};
    details.hidden = !meta.table;
    drawTable(doc, tableBox, meta.table);
    status.textContent = tr("Drawing the chart…");
    status.hidden = false;
    try {
      const vega = await vegaModule(model);
      if (mine !== drawn) return;
      const dark = isDark(doc);
      const options = {
        renderer: "svg",
        actions: false,
        ...(dark ? { theme: "dark" } : {}),
        config: { background: null },
      };
      const result = await vega.embed(picture, spec, options);
      if (mine !== drawn) return result.finalize();
      if (view) view.finalize();
      view = result;
      status.hidden = true;
      picture.dataset.theme = dark ? "dark" : "light";
    } catch (err) {
      status.textContent = tr("The chart could not be drawn; the numbers are in the table.");
      details.open = true;
      console.error("tortuga_kit chart:", err);
    }
  };
  drawStatics();
  draw();
  model.on("change:spec", draw);
  model.on("change:waiting", draw);
  model.on("change:chrome", drawStatics);
  const watch = doc.defaultView && doc.defaultView.MutationObserver;
  const theme = watch ? new watch(() => draw()) : null;
  if (theme && doc.body) theme.observe(doc.body, { attributes: true, attributeFilter: ["data-jp-theme-light"] });
  return () => {
    if (theme) theme.disconnect();
    if (view) view.finalize();
  };
}

export default { render };

// PlayTogether front end (widgets/together.py): one button that asks the kernel for a shared
// table of the page's game, then the links to its projector page and the teacher's page (each
// opened in a new tab), or the one line saying why there is none. Every text comes from Python,
// in the page's language; kit.js (node, val, arr) is prepended by Python.

function render({ model, el }) {
  const doc = el.ownerDocument || globalThis.document;
  el.classList.add("tk-together");
  el.setAttribute("role", "region"); // a landmark of its own on the page, named by its button
  appMain(doc);
  const button = node(doc, "button", { className: "tk-together-go", type: "button" });
  const status = node(doc, "span", { className: "tk-together-note", role: "status" });
  const links = node(doc, "span", { className: "tk-together-links" });
  const error = node(doc, "span", { className: "tk-together-error", role: "alert" });
  el.append(button, links, error, status); // the links first: in view beside the button
  button.addEventListener("click", () => {
    button.disabled = true; // until the kernel answers (a server may be starting)
    model.send({ cmd: "together" });
  });
  const draw = () => {
    button.textContent = String(val(model, "label", "Play together"));
    el.setAttribute("aria-label", button.textContent);
    button.setAttribute("title", String(val(model, "hint", "")));
    button.disabled = !!val(model, "busy", false);
    status.textContent = String(val(model, "note", ""));
    error.textContent = String(val(model, "error", ""));
    links.replaceChildren(...arr(val(model, "links", [])).map((l) => {
      const a = node(doc, "a", { href: String(l.href), target: "_blank", rel: "noopener", className: `tk-together-${String(l.kind)}` }, String(l.text));
      return a;
    }));
  };
  const names = ["label", "hint", "busy", "note", "error", "links"];
  for (const n of names) model.on(`change:${n}`, draw);
  draw();
  return () => { for (const n of names) model.off(`change:${n}`, draw); };
}

export default { render };

// BoardWidget front end: the game's own SVG (game.svg(view), the same picture as _repr_svg_),
// nothing else. kit.js (showBoard, keepKeys) is prepended by Python.

function render({ model, el }) {
  el.classList.add("tk-widget", "tk-board-only");
  keepKeys(el);
  const box = el.ownerDocument.createElement("div");
  box.className = "tk-board-box";
  el.appendChild(box);
  const draw = () => showBoard(box, String(val(model, "board", "")), null, null);
  model.on("change:board", draw);
  draw();
  return () => model.off("change:board", draw);
}

export default { render };

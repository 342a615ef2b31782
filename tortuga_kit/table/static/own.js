// A seat's own panel, readable on a phone. The whole board scaled to a 360 px screen sets its
// text at about 4 px; where the board box is narrower than NARROW, the seat page shows a second,
// cropped copy of the same SVG above it: the viewBox set to the own panel's content (the group
// the board marks `data-own="1"`, tortuga_kit/board/elements.py), at the box's full width. The
// copy holds only what the board holds (it is the same SVG), has no ids and is aria-hidden: the
// whole board keeps the names and the keyboard. A tap on a target in the copy clicks the same
// target of the whole board, so the widget's own handler does what it does there. A board with
// no own panel (the projector's view, a seat of no one) shows no copy.
const NARROW = 600;
const PAD = 2; // user units around the panel's content (more would shrink its text)
const SHAPES = "text, rect, circle, ellipse, line, path, polygon, polyline, image, use";
const TARGETS = "[data-action],[data-token],[data-rule]";

// The box of the own panel's content in the board's units: every shape in the group but the
// panel's own background (a rect as large as the group), so the copy is not wider than it must.
function contentBox(group) {
  const whole = group.getBBox();
  let box = null;
  for (const n of group.querySelectorAll(SHAPES)) {
    const b = n.getBBox();
    const panel = n.tagName === "rect" && b.width >= whole.width - 1 && b.height >= whole.height - 1;
    if (panel || b.width === 0 || b.height === 0) continue;
    box = box
      ? { x0: Math.min(box.x0, b.x), y0: Math.min(box.y0, b.y), x1: Math.max(box.x1, b.x + b.width), y1: Math.max(box.y1, b.y + b.height) }
      : { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height };
  }
  if (!box) return null;
  const x0 = Math.max(whole.x, box.x0 - PAD);
  const y0 = Math.max(whole.y, box.y0 - PAD);
  const x1 = Math.min(whole.x + whole.width, box.x1 + PAD);
  const y1 = Math.min(whole.y + whole.height, box.y1 + PAD);
  return [x0, y0, x1 - x0, y1 - y0];
}

// The cropped copy of `svg` (its own panel `group`): no ids, no names, no tab stops.
function copyOf(svg, group) {
  const box = contentBox(group);
  if (!box) return null;
  const copy = svg.cloneNode(true);
  for (const n of [copy, ...copy.querySelectorAll("*")]) {
    for (const a of ["id", "role", "aria-label", "tabindex"]) n.removeAttribute(a);
  }
  for (const n of copy.querySelectorAll("desc")) n.remove();
  copy.setAttribute("viewBox", box.map((v) => v.toFixed(1)).join(" "));
  copy.removeAttribute("width");
  copy.removeAttribute("height");
  copy.setAttribute("aria-hidden", "true");
  copy.setAttribute("focusable", "false");
  copy.setAttribute("style", "display:block;width:100%;height:auto");
  return copy;
}

// Show (or drop) the own panel's copy above `boardBox`, and keep it in step with the board.
export function ownPanel(boardBox) {
  const holder = document.createElement("div");
  holder.className = "tk-own-panel";
  holder.hidden = true;
  boardBox.before(holder);
  const draw = () => {
    const svg = boardBox.querySelector("svg");
    const group = svg && svg.querySelector('g[data-own="1"]');
    const copy = group && boardBox.clientWidth < NARROW ? copyOf(svg, group) : null;
    holder.replaceChildren(...(copy ? [copy] : []));
    holder.hidden = !copy;
  };
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  };
  new MutationObserver(later).observe(boardBox, { subtree: true, childList: true, attributes: true, characterData: true });
  new ResizeObserver(later).observe(boardBox);
  // a tap on a target of the copy: the same target (by its place among them) of the whole board
  holder.addEventListener("click", (ev) => {
    const copy = holder.querySelector("svg");
    const hit = ev.target && ev.target.closest ? ev.target.closest(TARGETS) : null;
    const svg = boardBox.querySelector("svg");
    if (!copy || !hit || !svg) return;
    const i = [...copy.querySelectorAll(TARGETS)].indexOf(hit);
    const same = [...svg.querySelectorAll(TARGETS)][i];
    if (same) same.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
  draw();
  return holder;
}

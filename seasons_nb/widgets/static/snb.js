// The seasons_nb widgets in the browser, shared part: what the BoardWidget and the Table both do.
// Python renders every picture and decides everything; the widgets show what Python sent and
// report clicks, choices and controls as checked messages (common.py lists them all).
//
// The widgets' modules are joined from named parts by common.py (no bundler): this part, then
// board.js for the BoardWidget, or the table-*.js parts and table.js for the Table. Each part is
// plain code; only the last part of each module exports.

const KINDS = new Set(["info", "error", "success"]);

function newId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

// Set a property only when it changes: every DOM write costs, even one that changes nothing.
function put(node, key, value) {
  if (node[key] !== value) node[key] = value;
}

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// What a drawn picture holds: its target nodes and their ids, the outermost node of each id,
// and the nodes made clickable.
function targetsOf(box) {
  const nodes = [...box.querySelectorAll("[data-target]")];
  const ids = nodes.map((node) => node.getAttribute("data-target"));
  const outer = new Map();
  ids.forEach((id, index) => outer.has(id) || outer.set(id, nodes[index])); // the outermost comes first
  const lit = new Set(nodes.filter((node) => node.classList.contains("snb-clickable")));
  return { nodes, ids, outer, lit };
}

// Make a target clickable (reachable with Tab, a named button) or not.
function light(record, node, on) {
  if (on) {
    record.lit.add(node);
    node.setAttribute("tabindex", "0");
    // a button from then on (a click on any target is answered, lit or not), named once
    if (!node.hasAttribute("role")) {
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", node.getAttribute("data-label") ?? node.getAttribute("data-target"));
    }
  } else {
    record.lit.delete(node);
    node.removeAttribute("tabindex");
  }
}

// One picture: Python's markup (already escaped), with the live targets made clickable and
// reachable with Tab. Focus stays on the same target (or its panel) across repaints.
// `change` ({groups, classes}) patches the drawn picture in place instead. `known` is what the
// last paint returned (still true when nothing was replaced); returns what the picture holds now.
function paint(box, markup, live, change, known) {
  const active = document.activeElement;
  const had = active && box.contains(active);
  const focused = had ? active.getAttribute("data-target") : null;
  let record = markup === undefined && !change ? known : undefined;
  if (change) {
    const before = known ?? targetsOf(box);
    for (const [target, cls] of Object.entries(change.classes)) {
      const node = before.outer.get(target);
      const on = live.has(target);
      node.setAttribute("class", on ? `${cls} snb-clickable` : cls);
      if (on !== before.lit.has(node)) light(before, node, on);
    }
    for (const [target, group] of Object.entries(change.groups)) {
      const node = before.outer.get(target);
      node.insertAdjacentHTML("afterend", group); // parsed as SVG: the parent is an SVG element
      node.remove();
    }
    if (!Object.keys(change.groups).length) record = before;
  } else if (markup !== undefined) box.innerHTML = markup;
  record ??= targetsOf(box);
  record.nodes.forEach((node, index) => {
    const on = live.has(record.ids[index]);
    if (on === record.lit.has(node)) return; // no needless writes
    node.classList.toggle("snb-clickable", on);
    light(record, node, on);
  });
  if (had) {
    const nodes = record.nodes.filter((node) => record.lit.has(node));
    const again = nodes.find((n) => n.getAttribute("data-target") === focused) ?? nodes[0];
    (again ?? box).focus({ preventScroll: true });
  }
  return record;
}

// Clicks on any drawn target (Python says which rule forbids an unlit one) and Enter/Space on
// a focused live target. A focus ring is drawn above the picture, so nothing paints over it.
function listen(box, onTarget) {
  const targetOf = (event) => {
    const node = event.target?.closest?.("[data-target]");
    return node && box.contains(node) ? node : null;
  };
  const ring = make("div", "snb-focus-ring");
  ring.hidden = true;
  const onFocus = (event) => {
    const node = targetOf(event);
    if (!node || !node.matches(":focus-visible")) return;
    const picture = node.closest(".snb-picture") ?? box;
    const outer = picture.getBoundingClientRect();
    const inner = node.getBoundingClientRect();
    Object.assign(ring.style, {
      left: `${inner.left - outer.left - 4}px`,
      top: `${inner.top - outer.top - 4}px`,
      width: `${inner.width + 8}px`,
      height: `${inner.height + 8}px`,
    });
    ring.hidden = false;
    picture.append(ring);
  };
  const onBlur = () => (ring.hidden = true);
  const onClick = (event) => {
    const node = targetOf(event);
    if (node) onTarget(node.getAttribute("data-target"));
  };
  const onKey = (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    const node = targetOf(event);
    if (!node || node !== document.activeElement || !node.classList.contains("snb-clickable")) return;
    event.preventDefault();
    event.stopPropagation(); // keep the notebook's own Enter/Space shortcuts out of it
    onTarget(node.getAttribute("data-target"));
  };
  box.addEventListener("click", onClick);
  box.addEventListener("keydown", onKey);
  box.addEventListener("focusin", onFocus);
  box.addEventListener("focusout", onBlur);
  return () => {
    box.removeEventListener("click", onClick);
    box.removeEventListener("keydown", onKey);
    box.removeEventListener("focusin", onFocus);
    box.removeEventListener("focusout", onBlur);
  };
}

// Messages to Python carry the view's id and a counter, so each is handled exactly once.
function messenger(model) {
  const view = newId();
  let nonce = 0;
  const send = (kind, fields = {}) => {
    nonce += 1;
    try {
      model.send({ kind, view, nonce, ...fields });
      return true;
    } catch {
      return false; // the comm is gone
    }
  };
  send.view = view;
  return send;
}

function setStatus(node, text, kind) {
  put(node, "className", `snb-status snb-${KINDS.has(kind) ? kind : "info"}`);
  put(node, "textContent", text);
}

/** The nearest ancestor of `node` that scrolls its content vertically, or null. */
function scrollBox(node) {
  for (let box = node.parentElement; box; box = box.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY)) return box;
  }
  return null;
}

function button(label, className, onPress) {
  const node = make("button", className, label);
  node.type = "button";
  node.addEventListener("click", onPress);
  return node;
}

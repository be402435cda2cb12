// BoardWidget view: shows Python-rendered markup and reports clicks on [data-target] elements.

const KINDS = new Set(["info", "error", "success"]);

function newViewId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

function render({ model, el }) {
  const view = newViewId();
  let nonce = 0;
  let pending = false;

  el.classList.add("snb-board");
  const picture = document.createElement("div");
  picture.className = "snb-picture";
  const status = document.createElement("div");
  status.setAttribute("aria-live", "polite");
  el.append(picture, status);

  function draw() {
    pending = false;
    const active = document.activeElement;
    const focused =
      active && picture.contains(active) ? active.getAttribute("data-target") : null;
    // markup is built and escaped by Python; it is the widget's only HTML input.
    picture.innerHTML = model.get("markup");
    const live = new Set(model.get("targets"));
    for (const node of picture.querySelectorAll("[data-target]")) {
      const id = node.getAttribute("data-target");
      if (!live.has(id)) continue;
      node.classList.add("snb-clickable");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", node.getAttribute("data-label") ?? id);
    }
    if (focused !== null) {
      const again = [...picture.querySelectorAll("[data-target]")].find(
        (n) => n.getAttribute("data-target") === focused,
      );
      again?.focus({ preventScroll: true });
    }
  }

  function schedule() {
    // markup and targets often change together: draw once.
    if (!pending) {
      pending = true;
      queueMicrotask(draw);
    }
  }

  function showStatus() {
    const kind = model.get("status_kind");
    status.className = `snb-status snb-${KINDS.has(kind) ? kind : "info"}`;
    status.textContent = model.get("status");
  }

  function showClicks() {
    el.dataset.clicks = String(model.get("clicks"));
  }

  function targetOf(event) {
    const node = event.target?.closest?.("[data-target]");
    return node && picture.contains(node) ? node : null;
  }

  function send(node) {
    nonce += 1;
    model.send({ kind: "click", target: node.getAttribute("data-target"), view, nonce });
  }

  function onClick(event) {
    const node = targetOf(event);
    if (node) send(node);
  }

  function onKey(event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = targetOf(event);
    if (!node || node !== document.activeElement) return;
    event.preventDefault();
    event.stopPropagation(); // keep the notebook's own Enter/Space shortcuts out of it
    send(node);
  }

  const dom = [["click", onClick], ["keydown", onKey]];
  const traits = [
    ["change:markup", schedule],
    ["change:targets", schedule],
    ["change:status", showStatus],
    ["change:status_kind", showStatus],
    ["change:clicks", showClicks],
  ];
  for (const [name, handler] of dom) picture.addEventListener(name, handler);
  for (const [name, handler] of traits) model.on(name, handler);
  draw();
  showStatus();
  showClicks();

  return () => {
    for (const [name, handler] of dom) picture.removeEventListener(name, handler);
    for (const [name, handler] of traits) model.off(name, handler);
  };
}

export default { render };

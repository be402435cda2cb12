// The seasons_nb widgets in the browser: the Table (one model for the whole table) and the
// standalone BoardWidget. Python renders every picture and decides everything; this file
// shows what Python sent and reports clicks, choices and controls as checked messages.

const KINDS = new Set(["info", "error", "success"]);
const MAX_UPLOAD = 5_000_000; // characters: the longest save the kernel reads
const ANSWER_MS = 4000; // no answer from the kernel in this long: the table is not live
const TEACHER = -1;
const KEYS = { u: "undo", r: "redo", b: "bot" }; // a table's own keys while it has focus
// the Table's traits that say what it shows besides its pictures (table.py: UI_TRAITS)
const UI_TRAITS = ["title", "task", "status", "status_kind", "choices", "cancel", "targets", "selected", "controls",
  "bot_label", "step", "steps", "seats", "to_move", "views", "viewer", "pass_and_play", "curtain", "log_lines"];

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

// ---- BoardWidget ---------------------------------------------------------------------------
function renderBoard({ model, el }) {
  const send = messenger(model);
  el.classList.add("snb-board");
  const picture = make("div", "snb-picture");
  const status = make("div");
  status.setAttribute("aria-live", "polite");
  el.append(picture, status);
  let pending = false;
  const draw = () => {
    pending = false;
    paint(picture, model.get("markup"), new Set(model.get("targets")));
  };
  const schedule = () => {
    if (!pending) {
      pending = true;
      queueMicrotask(draw); // markup and targets often change together: draw once
    }
  };
  const showStatus = () => setStatus(status, model.get("status"), model.get("status_kind"));
  const showClicks = () => (el.dataset.clicks = String(model.get("clicks")));
  const stop = listen(picture, (target) => send("click", { target }));
  const traits = [
    ["change:markup", schedule],
    ["change:targets", schedule],
    ["change:status", showStatus],
    ["change:status_kind", showStatus],
    ["change:clicks", showClicks],
  ];
  for (const [name, handler] of traits) model.on(name, handler);
  draw();
  showStatus();
  showClicks();
  return () => {
    stop();
    for (const [name, handler] of traits) model.off(name, handler);
  };
}

// ---- Table ---------------------------------------------------------------------------------
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const GROUP_TAG = /<g\b[^>]*?(\/?)>|<\/g>/g;

const escape = (text) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

// The markup with the outermost group of each target id replaced by its new markup, and the
// class of others changed (Python sends only those when nothing else in a picture changed).
// Null if a target is missing. The pieces are cut first and joined once.
function replaceGroups(markup, groups, classes = {}) {
  const edits = [];
  const find = (target) => {
    const at = markup.indexOf(`data-target="${escape(target)}"`);
    const start = at < 0 ? -1 : markup.lastIndexOf("<g", at);
    return [at, start];
  };
  for (const [target, cls] of Object.entries(classes)) {
    const [at, start] = find(target);
    if (start < 0) return null;
    const end = markup.indexOf(">", at);
    edits.push([start, end, markup.slice(start, end).replace(/ class="[^"]*"/, ` class="${escape(cls)}"`)]);
  }
  for (const [target, group] of Object.entries(groups)) {
    const [at, start] = find(target);
    if (start < 0) return null;
    GROUP_TAG.lastIndex = markup.indexOf(">", at) + 1;
    let depth = 1;
    let end = -1;
    for (let tag = GROUP_TAG.exec(markup); tag; tag = GROUP_TAG.exec(markup)) {
      if (tag[0] === "</g>") depth -= 1;
      else if (!tag[1]) depth += 1;
      if (depth === 0) {
        end = GROUP_TAG.lastIndex;
        break;
      }
    }
    if (end < 0) return null;
    edits.push([start, end, group]);
  }
  edits.sort((a, b) => a[0] - b[0]);
  const pieces = [];
  let pos = 0;
  for (const [start, end, text] of edits) {
    pieces.push(markup.slice(pos, start), text);
    pos = end;
  }
  pieces.push(markup.slice(pos));
  return pieces.join("");
}

// panels object -> {panel: [markup before, markup after, {groups, classes}]}: how the patch that
// made those panels changed each picture, so a view can patch its drawing alike (keyed by the
// panels, which every view of the model shares: each view gets its own proxy of the model)
const lastPatch = new WeakMap();

// The model keeps the pictures ("panels", "order", and "panels_seq": the update they belong to);
// Python's "update" messages patch them, so a view opened later (or a second view of the same
// table) starts from the current table. These are the model's own keys, never sent back (and
// Python ignores whatever the browser sends). The rest of the table comes as synced traits.
// Ask Python for the whole table (a fresh id each time, so no counter survives a page reload).
function askForAll(model) {
  model.send({ kind: "sync", view: newId(), nonce: 1, seq: -1 });
}

function patch(model, message) {
  if (!message || message.kind !== "update") return;
  if (message.full) {
    model.set({ panels: message.panels, order: message.order, panels_seq: message.seq });
    return;
  }
  const had = model.get("panels_seq");
  if (message.seq === had) return; // an answer with nothing new
  if (message.seq !== had + 1) {
    askForAll(model); // missed one
    return;
  }
  const panels = { ...model.get("panels"), ...message.panels };
  const notes = {};
  const groups = message.groups ?? {};
  const classes = message.classes ?? {};
  for (const name of new Set([...Object.keys(groups), ...Object.keys(classes)])) {
    const change = { groups: groups[name] ?? {}, classes: classes[name] ?? {} };
    const after = replaceGroups(panels[name] ?? "", change.groups, change.classes);
    if (after === null) {
      askForAll(model);
      return;
    }
    notes[name] = [panels[name], after, change];
    panels[name] = after;
  }
  lastPatch.set(panels, notes);
  const changes = { panels, panels_seq: message.seq };
  if (message.order) changes.order = message.order;
  model.set(changes);
}

function initialize({ model }) {
  if (model.get("panels") === undefined) return undefined; // a BoardWidget
  const onMessage = (message) => patch(model, message);
  model.on("msg:custom", onMessage);
  return () => model.off("msg:custom", onMessage);
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

function renderTable({ model, el }) {
  const send = messenger(model);
  el.classList.add("snb-table");
  el.dataset.live = "wait"; // nothing is clickable until the kernel has answered once

  const head = make("div", "snb-head");
  const title = make("div", "snb-title");
  const task = make("div", "snb-task");
  head.append(title, task);
  const stage = make("div", "snb-stage");
  const curtain = make("div", "snb-curtain");
  const ready = button("", "snb-ready", () => act("control", { name: "ready" }));
  curtain.append(ready);
  const decision = make("div", "snb-decision");
  const status = make("div", "snb-status");
  status.setAttribute("aria-live", "polite");
  const choices = make("div", "snb-choices");
  decision.append(status, choices);
  const dead = make("div", "snb-dead-note", "Not live: run this cell again (the kernel that drew this table is gone).");

  const controls = make("div", "snb-controls");
  const control = (name, label, title_) => {
    const node = button(label, "snb-control", () => act("control", { name }));
    node.dataset.control = name;
    node.title = title_;
    controls.append(node);
    return node;
  };
  const undo = control("undo", "↶ Undo", "Take back the last action (U)");
  const redo = control("redo", "↷ Redo", "Play the next action again (R)");
  const bot = control("bot", "Bot move", "Let the bot play one action (B)");
  const fresh = control("new", "⟳ New game", "Start again");
  const byName = { undo, redo, bot };
  const present = button("Present", "snb-control snb-present-button", () => togglePresent());
  present.dataset.control = "present";
  present.title = "Fill the screen with the table (Esc to leave)";
  controls.append(present);
  const shareButton = button("Save / Load…", "snb-control snb-share-button", () => (share.hidden ? openShare() : hideShare()));
  shareButton.dataset.control = "share";
  shareButton.title = "Save this game, copy a position code to share, or load a game";
  shareButton.setAttribute("aria-expanded", "false");
  controls.append(shareButton);

  // ---- the share box, docked with the controls: save, copy a position code, or load a file / pasted text
  const share = make("div", "snb-share");
  share.hidden = true;
  const shareNote = make("div", "snb-share-note");
  const saveButton = button("Save the game", "snb-control", () => act("control", { name: "save" }));
  saveButton.dataset.control = "save";
  saveButton.title = "Download this game as a game record: every move, readable, loads back here";
  const copyButton = button("Copy position", "snb-control", () => act("control", { name: "copy" }));
  copyButton.dataset.control = "copy";
  copyButton.title = "A one-line code of this game to share (in a seat's view: only what that seat sees)";
  const codeBox = make("input", "snb-code");
  codeBox.readOnly = true;
  codeBox.hidden = true;
  codeBox.setAttribute("aria-label", "Position code");
  const file = make("input", "snb-file");
  file.type = "file";
  file.accept = ".txt,.json,text/plain,application/json";
  file.setAttribute("aria-label", "A saved game to load");
  const pasted = make("textarea", "snb-paste");
  pasted.rows = 2;
  pasted.placeholder = "…or paste a position code (snb1.…) or a game record here";
  pasted.setAttribute("aria-label", "Position code or game record to load");
  const loadPasted = button("Load it", "snb-control", () => {
    if (pasted.value.trim()) act("load", { text: pasted.value.trim() });
  });
  loadPasted.dataset.control = "load";
  const closeShare = button("Close", "snb-control", () => hideShare());
  share.append(shareNote, saveButton, copyButton, codeBox, file, pasted, loadPasted, closeShare);
  controls.append(share);
  function hideShare() {
    share.hidden = true;
    shareButton.setAttribute("aria-expanded", "false");
  }
  function openShare(code = "") {
    share.hidden = false;
    shareButton.setAttribute("aria-expanded", "true");
    codeBox.hidden = !code;
    if (code) {
      codeBox.value = code;
      shareNote.textContent = "Position code, copied (if your browser did not, select it and copy):";
      codeBox.focus();
      codeBox.select();
    } else {
      shareNote.textContent = "Save this game, copy a position code to share, or load a saved game:";
      pasted.value = "";
      file.value = "";
      saveButton.focus();
    }
  }
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD) {
      shareNote.textContent = `That file is too big to be a saved game (${chosen.size} bytes).`;
      return;
    }
    act("load", { text: await chosen.text() });
  });
  const onShared = (message) => {
    if (message?.for !== send.view) return; // only the view whose button asked
    if (message.kind === "file") {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([message.text], { type: "text/plain" }));
      link.download = message.name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } else if (message.kind === "code") {
      openShare(message.text);
      navigator.clipboard?.writeText(message.text).catch(() => {});
    } else if (message.kind === "loaded") {
      hideShare();
    }
  };
  model.on("msg:custom", onShared);

  const history = make("label", "snb-history");
  const slider = make("input", "snb-slider");
  slider.type = "range";
  slider.min = "0";
  slider.setAttribute("aria-label", "History: step shown");
  const stepText = make("span", "snb-step");
  const keys = make("span", "snb-keys", "Keys: U undo · R redo · B bot move · Esc cancel · ← → history");
  history.append(make("span", "snb-label", "History"), slider, stepText, keys);

  const seats = make("div", "snb-seats");
  const views = make("div", "snb-views");
  const log = make("div", "snb-log");
  log.setAttribute("aria-label", "Game log, newest first");
  log.tabIndex = 0;
  el.append(head, stage, curtain, dead, controls, history, seats, views, log);

  // ---- liveness: every message gets an answer. A slow answer is not a lost one: a kernel on a busy
  // machine may not have read the message yet, and looks idle meanwhile. So when an answer is late,
  // the kernel is asked for its info: it reads its requests in order, so once it has answered that
  // one it has read ours too, and no answer from the table then means its model is gone.
  let timer = null;
  let awaiting = false;
  let ownClick = false;
  const setLive = (live) => {
    el.dataset.live = live ? "yes" : "no";
    el.classList.toggle("snb-dead", !live);
    if (!live) togglePresent(false); // a table that is gone is run again from its cell
    onChange();
  };
  const whenLate = async () => {
    const kernel = model.widget_manager?.kernel;
    if (!kernel || kernel.connectionStatus !== "connected" || kernel.status === "dead") {
      setLive(false);
      return;
    }
    try {
      await kernel.requestKernelInfo();
    } catch {
      setLive(false);
      return;
    }
    // the answer to our message comes on another channel: give it a moment to arrive
    if (awaiting) timer = setTimeout(() => awaiting && setLive(false), ANSWER_MS / 2);
  };
  const expectAnswer = () => {
    awaiting = true;
    clearTimeout(timer);
    timer = setTimeout(whenLate, ANSWER_MS);
  };
  function act(kind, fields) {
    if (el.dataset.live === "no" && kind !== "sync") return;
    ownClick = true;
    if (!send(kind, fields)) setLive(false);
    else expectAnswer();
  }
  const onAnswer = (message) => {
    if (message?.kind !== "update") return;
    el.dataset.answers = String(Number(el.dataset.answers ?? 0) + 1); // one per message sent
    awaiting = false;
    clearTimeout(timer);
    if (el.dataset.live !== "yes") setLive(true);
    if (ownClick && !message.full && message.seq === model.get("seq")) {
      ownClick = false; // nothing changed (the same refusal again): say it was heard
      heard();
    }
  };
  const onCommLive = () => {
    togglePresent(false); // the kernel restarted or the connection dropped: the table goes back to its cell
    act("sync", { seq: model.get("panels_seq") });
  };

  // ---- present mode: the table fills the screen (a projector), Esc leaves it.
  // The table is lifted out of the notebook into a modal <dialog> on the page's top layer, and put back
  // where it was on leaving: a notebook's containers (JupyterLab's windowed list is `contain: strict`)
  // would otherwise make a fixed overlay follow the notebook's scrolling instead of the window. Where the
  // browser allows it, the table also asks for the whole screen (Fullscreen API); refused (an embedded
  // frame, a kiosk), the dialog still fills the window. The nodes and their handlers move with the table.
  let lifted = null; // while presenting: { layer, spot } (the dialog, and what keeps the table's place)
  function lift() {
    if (lifted || !el.parentNode || !document.body) return;
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    const spot = make("div", "snb-present-spot");
    spot.style.height = `${el.offsetHeight}px`; // the notebook keeps its layout and scrolling meanwhile
    const layer = make("dialog", "snb-present-layer");
    layer.setAttribute("aria-label", title.textContent || "Table");
    layer.addEventListener("cancel", (event) => {
      event.preventDefault(); // Esc with the focus on the dialog itself: leave as the button does
      togglePresent(false);
    });
    el.before(spot);
    layer.append(el);
    document.body.append(layer);
    lifted = { layer, spot };
    layer.showModal();
    (focused?.isConnected ? focused : present).focus({ preventScroll: true });
  }
  function lower() {
    if (!lifted) return;
    const { layer, spot } = lifted;
    lifted = null;
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    if (spot.parentNode) spot.replaceWith(el); // where it was (even in a cell the notebook has set aside)
    else el.remove();
    if (layer.open) layer.close();
    layer.remove();
    if (focused && el.isConnected) focused.focus({ preventScroll: true });
  }
  function togglePresent(on = !el.classList.contains("snb-present")) {
    if (on === el.classList.contains("snb-present")) return;
    if (on) lift();
    el.classList.toggle("snb-present", on);
    present.textContent = on ? "✕ Leave present mode" : "Present";
    present.setAttribute("aria-pressed", String(on));
    if (on && el.requestFullscreen && document.fullscreenEnabled !== false && !document.fullscreenElement) {
      try {
        el.requestFullscreen().catch(() => {}); // not allowed: the dialog fills the window
      } catch {
        // an older browser that throws instead
      }
    } else if (!on && document.fullscreenElement === el) {
      document.exitFullscreen().catch(() => {});
    }
    if (!on) lower();
    requestAnimationFrame(() => {
      dock();
      fitPresent();
    });
  }

  // In present mode the row being played fills the screen: every picture is scaled by one
  // factor, so that this row and the decision area fit the window.
  let fitted = false;
  let presentScale = 1;
  function fitPresent() {
    const svgs = [...stage.querySelectorAll(".snb-panel svg")];
    for (const svg of svgs) svg.style.width = "";
    presentScale = 1;
    fitted = el.classList.contains("snb-present") && svgs.length > 0;
    if (!fitted) {
      placeDecision();
      return;
    }
    const size = (svg) => [Number(svg?.getAttribute("width")) || 300, Number(svg?.getAttribute("height")) || 300];
    const gap = 18; // the stage's gap and the pictures' padding
    // the height left once the title, the decision, the controls and the History (with its Keys line) have
    // theirs: less the table's gaps between them, the stage's row gap, the pictures' padding and a little slack
    const bars = [head, decision, controls, history].reduce((sum, node) => sum + node.offsetHeight, 0);
    const room = [el.clientWidth - 40, el.clientHeight - bars - 3 * 6 - 4 - 8 - 4];
    const nodes = (model.get("order") ?? []).map((name) => drawn.get(name)?.[0]).filter(Boolean);
    // the panels in play (the one just clicked and those with something to click) share one row
    const inPlay = nodes.map((node, index) => index).filter(
      (index) => index === playedPanel || nodes[index].querySelector(".snb-clickable, .snb-sel"));
    const row = inPlay.map((index) => size(nodes[index].querySelector("svg")));
    const rowWidth = row.reduce((sum, [w]) => sum + w, 0) + gap * (row.length - 1);
    const rowHeight = Math.max(...row.map(([, h]) => h));
    presentScale = Math.max(0.25, Math.min(room[0] / rowWidth, room[1] / rowHeight));
    for (const svg of svgs) svg.style.width = `${Math.floor(size(svg)[0] * presentScale)}px`;
    placeDecision();
  }
  const onResize = () => fitPresent();
  window.addEventListener("resize", onResize);
  const onFullscreen = () => {
    if (!document.fullscreenElement && el.classList.contains("snb-present")) togglePresent(false);
  };
  // Keys pressed inside the table are the table's alone: JupyterLab and Notebook 7 skip their
  // shortcuts for a focused element under this attribute (Notebook 7's selectors match the focused
  // element itself, so it carries the attribute too), and other hosts never see the event.
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  const onFocusIn = (event) => event.target.setAttribute?.("data-lm-suppress-shortcuts", "true");
  el.addEventListener("focusin", onFocusIn);
  const onKey = (event) => {
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target === pasted || event.target === codeBox) return; // typing, not a Table key
    const name = KEYS[event.key.toLowerCase()];
    if (event.key === "Escape") {
      if (el.classList.contains("snb-present")) togglePresent(false);
      else if (last.cancel) act("control", { name: "cancel" });
    } else if (name && !byName[name].disabled) {
      event.preventDefault();
      act("control", { name });
    }
  };
  el.addEventListener("keydown", onKey);
  document.addEventListener("fullscreenchange", onFullscreen);

  // ---- drawing what the model holds
  // After this view's own click, what is to be decided comes into view: the lit targets, in the band
  // the status and controls leave free where they are docked to the window's edges (or else the
  // decision area). Read once the browser has laid the table out (an IntersectionObserver's first
  // report); a scroll that docks the status line anew is checked again.
  let reveal = false;
  const inView = new IntersectionObserver(() => {
    inView.disconnect();
    if (reveal) revealLit();
    reveal = false;
  });
  function revealLit() {
    const box = el.classList.contains("snb-present") ? el : scrollBox(el);
    const nodes = [...stage.querySelectorAll(".snb-clickable")];
    if (!box || !nodes.length) {
      decision.scrollIntoView({ block: "nearest", inline: "nearest" });
      return;
    }
    for (let pass = 0; pass < 3; pass += 1) {
      const view = box.getBoundingClientRect();
      const lit = nodes.map((node) => node.getBoundingClientRect());
      const said = decision.getBoundingClientRect();
      const bar = controls.getBoundingClientRect();
      let top = view.top + 4;
      let bottom = Math.min(view.bottom, bar.top) - 4;
      if (said.top <= view.top + 1) top = said.bottom + 4; // the status line docked at the top
      else if (said.bottom >= bar.top - 1 && said.top > (top + bottom) / 2) bottom = said.top - 4; // or below
      const first = Math.min(...lit.map((r) => r.top));
      const last = Math.max(...lit.map((r) => r.bottom));
      let delta = last > bottom ? last - bottom : 0;
      if (first - delta < top) delta = first - top; // more than fits: the first lit targets win
      if (Math.abs(delta) <= 1) return;
      box.scrollBy({ top: delta });
    }
  }
  // A notebook holds many tables: each draws its pictures only once it is near the screen.
  // The margin must apply to the notebook's own scroll box (a margin on the implicit root, the
  // window, does not widen the clip of a scrolling ancestor), so once the table is in the page the
  // watch moves to that box.
  let near = false;
  let approach = null;
  const watchApproach = (root) => {
    approach?.disconnect();
    approach = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        near = true;
        approach.disconnect();
        onChange();
      } else if (root === null && el.isConnected) {
        const box = scrollBox(el);
        if (box) watchApproach(box);
      }
    }, { root, rootMargin: "600px 0px" });
    approach.observe(el);
  };
  watchApproach(null);
  const drawn = new Map(); // panel name -> [node, picture, markup, what paint returned]
  let dragging = false;
  let last = {};
  const stopTargets = listen(stage, (target) => act("click", { target }));

  function drawPanels(ui) {
    if (!near) return; // pictures are drawn when the table comes near the screen
    const panels = model.get("panels") ?? {};
    const order = model.get("order") ?? [];
    const live = new Set(el.dataset.live === "yes" ? ui.targets ?? [] : []);
    for (const [name, entry] of drawn) {
      if (!order.includes(name)) {
        entry[0].remove();
        drawn.delete(name);
      }
    }
    let played = -1;
    order.forEach((name, index) => {
      let entry = drawn.get(name);
      if (!entry) {
        const node = make("div", "snb-panel");
        node.dataset.panel = name;
        const picture = make("div", "snb-picture");
        picture.tabIndex = -1;
        node.append(picture);
        stage.append(node);
        entry = [node, picture, undefined, undefined];
        drawn.set(name, entry);
      }
      const markup = panels[name];
      const note = lastPatch.get(panels)?.[name];
      const targets =
        markup !== entry[2] && note && note[0] === entry[2] && note[1] === markup
          ? paint(entry[1], undefined, live, note[2], entry[3])
          : paint(entry[1], markup === entry[2] ? undefined : markup, live, undefined, entry[3]);
      entry[2] = markup;
      entry[3] = targets;
      const picked = (ui.selected ?? []).at(-1);
      const holds = picked !== undefined && targets.outer.has(picked);
      if (holds || (played < 0 && targets.lit.size)) played = index;
    });
    // DOM order (the Tab order) follows Python's order; moved only when it changed
    const nodes = order.map((name) => drawn.get(name)[0]);
    const inPlace = nodes.every((node, index) => stage.children[index] === node);
    if (!inPlace) stage.append(...nodes);
    stage.append(...(decision.parentNode === stage && stage.lastElementChild === decision ? [] : [decision]));
    // the decision area shows right under the row of panels holding the panel being played
    // (CSS order: nothing moves in the DOM, so focus stays where it is)
    nodes.forEach((node, index) => put(node.style, "order", String(2 * index)));
    playedPanel = Math.max(played, 0);
    placeDecision();
  }

  // Rows are worked out from the pictures' own sizes and the stage's width (reported by a
  // ResizeObserver), so placing the decision area never forces the page to lay itself out.
  let stageWidth = 0;
  let playedPanel = 0;
  function placeDecision() {
    const nodes = (model.get("order") ?? []).map((name) => drawn.get(name)?.[0]).filter(Boolean);
    if (!nodes.length || !stageWidth) {
      put(decision.style, "order", String(2 * nodes.length));
      return;
    }
    const room = window.innerHeight - 230; // the pictures' max-height in snb.css
    const widths = nodes.map((node) => {
      const svg = node.querySelector("svg");
      const w = (Number(svg?.getAttribute("width")) || stageWidth) * presentScale;
      const h = (Number(svg?.getAttribute("height")) || 1) * presentScale;
      const shown = presentScale === 1 ? Math.min(w, stageWidth, (w * Math.max(room, 100)) / h) : w;
      return shown + 8; // + the picture's padding
    });
    const gap = 10;
    let rowStart = 0, used = 0, end = nodes.length - 1;
    for (let index = 0; index < nodes.length; index += 1) {
      if (used && used + gap + widths[index] > stageWidth) {
        if (index > playedPanel) {
          end = index - 1;
          break;
        }
        rowStart = index;
        used = 0;
      }
      used += (used ? gap : 0) + widths[index];
    }
    put(decision.style, "order", String(2 * Math.max(end, rowStart) + 1));
  }
  const resizes = new ResizeObserver((entries) => {
    stageWidth = entries.at(-1).contentRect.width;
    placeDecision();
    if (el.classList.contains("snb-present") || fitted) fitPresent();
  });
  resizes.observe(stage);
  // what is docked under the decision: the controls, and in present mode the History slider below them
  function dock() {
    const slid = el.classList.contains("snb-present") ? history.offsetHeight : 0;
    el.style.setProperty("--snb-history", `${slid}px`);
    el.style.setProperty("--snb-dock", `${controls.offsetHeight + slid}px`);
  }
  const docked = new ResizeObserver(dock);
  docked.observe(controls);
  docked.observe(history);

  function drawSeats(ui) {
    seats.replaceChildren(make("span", "snb-label", "Bot plays"));
    (ui.seats ?? []).forEach(([name, isBot], seat) => {
      const node = button("", "snb-switch", () => act("seat", { seat }));
      node.setAttribute("role", "switch");
      node.setAttribute("aria-checked", String(isBot));
      node.dataset.seat = String(seat);
      node.title = isBot ? `The bot plays ${name}: click to play it yourself` : `Click to let the bot play ${name}`;
      node.append(make("span", "snb-knob"), make("span", "snb-seat-name", name));
      if (seat === ui.to_move) node.classList.add("snb-to-move");
      seats.append(node);
    });
  }

  function drawViews(ui) {
    views.hidden = !ui.views;
    if (!ui.views) return;
    views.replaceChildren(make("span", "snb-label", "View"));
    const options = [[TEACHER, "Teacher (everything)"], ...(ui.seats ?? []).map(([name], seat) => [seat, name])];
    for (const [seat, name] of options) {
      const node = button(name, "snb-view", () => act("viewer", { seat }));
      node.dataset.seat = String(seat);
      node.setAttribute("aria-pressed", String(!ui.pass_and_play && seat === ui.viewer));
      views.append(node);
    }
    const pass = button("", "snb-switch snb-pass", () => act("control", { name: "pass" }));
    pass.setAttribute("role", "switch");
    pass.setAttribute("aria-checked", String(Boolean(ui.pass_and_play)));
    pass.title = "The view follows the person to move, behind a curtain";
    pass.append(make("span", "snb-knob"), make("span", "snb-seat-name", "Pass and play"));
    views.append(pass);
  }

  // An answer that leaves the status as it was (the same refusal again) still shows it was heard.
  function heard() {
    status.dataset.heard = String(Number(status.dataset.heard ?? 0) + 1);
    status.classList.remove("snb-heard");
    void status.offsetWidth; // restart the animation
    status.classList.add("snb-heard");
  }

  // Each part is drawn again only when what it shows changed (Python sends only the traits that
  // changed, so one that did not keeps its value as it was).
  let wasLive = null;
  let behind = -1;
  // drawn once the pictures and the traits of the same update are both in
  function onChange() {
    const seq = model.get("seq");
    const drawnSeq = model.get("panels_seq");
    if (seq === drawnSeq) draw();
    else if (seq > drawnSeq && seq !== behind) {
      behind = seq; // the traits came without their pictures (Python sends the pictures first)
      askForAll(model);
    }
  }
  function draw() {
    const ui = Object.fromEntries(UI_TRAITS.map((name) => [name, model.get(name)]));
    const isLive = el.dataset.live === "yes";
    const changed = (...keys) => keys.some((key) => ui[key] !== last[key]);
    if (changed("title", "task")) {
      put(title, "textContent", ui.title ?? "");
      put(task, "textContent", ui.task ? `Task: ${ui.task}` : ""); // words, not an emoji a font may lack
      put(head, "hidden", !ui.title && !ui.task);
    }
    drawPanels(ui);
    if (el.classList.contains("snb-present") || fitted) fitPresent();
    if (changed("curtain")) {
      put(curtain, "hidden", !ui.curtain);
      put(ready, "textContent", ui.curtain ?? "");
    }
    if (changed("status", "status_kind")) setStatus(status, ui.status ?? "", ui.status_kind);
    if (changed("choices", "cancel")) {
      choices.replaceChildren(
        ...(ui.choices ?? []).map((label, index) => button(label, "snb-choice", () => act("choose", { index }))),
        ...(ui.cancel ? [button("Cancel", "snb-cancel", () => act("control", { name: "cancel" }))] : []),
      );
    }
    if (changed("bot_label")) {
      put(bot, "textContent", ui.bot_label === "Hint" ? "? Hint" : "⚙ Bot move");
      put(bot, "title", ui.bot_label === "Hint" ? "A nudge, not the answer (B)" : "Let the bot play one action (B)");
      put(keys, "textContent", `Keys: U undo · R redo · B ${ui.bot_label === "Hint" ? "hint" : "bot move"} · Esc cancel · ← → history`);
    }
    if (changed("step", "steps")) {
      put(slider, "max", String(ui.steps ?? 0));
      if (!dragging) put(slider, "value", String(ui.step ?? 0));
      put(stepText, "textContent", `step ${ui.step ?? 0} of ${ui.steps ?? 0}`);
    }
    if (changed("seats", "to_move")) drawSeats(ui);
    if (changed("seats", "viewer", "pass_and_play", "views")) drawViews(ui);
    if (changed("log_lines")) log.replaceChildren(...(ui.log_lines ?? []).map((line) => make("div", "", line)));
    // buttons drawn again, or liveness changed: every button's state is set afresh
    if (isLive !== wasLive || changed("controls", "choices", "cancel", "seats", "viewer", "pass_and_play", "views")) {
      const enabled = ui.controls ?? {};
      const off = new Map([[undo, !enabled.undo], [redo, !enabled.redo], [bot, !enabled.bot], [fresh, !enabled.new]]);
      for (const node of el.querySelectorAll("button, input")) {
        put(node, "disabled", node !== present && (!isLive || off.get(node) === true));
      }
    }
    el.dataset.seq = String(model.get("seq"));
    last = ui;
    wasLive = isLive;
    if (ownClick) {
      ownClick = false;
      reveal = true;
      inView.disconnect(); // observing reports once the table is laid out, without forcing a layout
      inView.observe(decision);
    }
  }

  // the slider sends where it was dragged (coalesced while dragging); its keys work too
  let slide = null;
  const onSlide = () => {
    clearTimeout(slide);
    slide = setTimeout(() => act("goto", { step: Number(slider.value) }), 60);
  };
  slider.addEventListener("input", onSlide);
  slider.addEventListener("pointerdown", () => (dragging = true));
  slider.addEventListener("pointerup", () => (dragging = false));

  model.on("change", onChange);
  model.on("msg:custom", onAnswer);
  model.on("comm_live_update", onCommLive);
  draw();
  act("sync", { seq: model.get("panels_seq") }); // says hello: catches up if an update was missed
  ownClick = false;

  return () => {
    togglePresent(false); // the view is going (its cell run again, its output cleared): back to its place first
    clearTimeout(timer);
    clearTimeout(slide);
    stopTargets();
    el.removeEventListener("keydown", onKey);
    el.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("fullscreenchange", onFullscreen);
    window.removeEventListener("resize", onResize);
    resizes.disconnect();
    docked.disconnect();
    inView.disconnect();
    approach.disconnect();
    model.off("change", onChange);
    model.off("msg:custom", onAnswer);
    model.off("msg:custom", onShared);
    model.off("comm_live_update", onCommLive);
  };
}

function render(context) {
  return context.model.get("panels") === undefined ? renderBoard(context) : renderTable(context);
}

export default { initialize, render };

// The Table's store part: the pictures a Table model holds, the "patch" trait that changes them and
// the "update" messages that send them whole (schema in common.py). It runs once per model
// (anywidget's initialize), whatever its views.

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
// Python's "patch" trait changes them, so a view opened later (or a second view of the same
// table) starts from the current table. These are the model's own keys, never sent back (and
// Python ignores whatever the browser sends). The rest of the table comes as synced traits.
// Ask Python for the whole table (a fresh id each time, so no counter survives a page reload).
function askForAll(model) {
  model.send({ kind: "sync", view: newId(), nonce: 1, seq: -1 });
}

function patch(model, message) {
  if (!message || typeof message.seq !== "number") return;
  if (message.full) {
    model.set({ panels: message.panels, order: message.order, panels_seq: message.seq });
    return;
  }
  const had = model.get("panels_seq");
  if (message.seq <= had) return; // an answer with nothing new, or a patch already applied
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
  const onMessage = (message) => message?.kind === "update" && patch(model, message);
  // set with the traits of its update: the view draws on the "change" that follows them all
  const onPatch = () => patch(model, model.get("patch"));
  model.on("msg:custom", onMessage);
  model.on("change:patch", onPatch);
  return () => {
    model.off("msg:custom", onMessage);
    model.off("change:patch", onPatch);
  };
}

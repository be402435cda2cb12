// The Table's view: its parts put together (title, panels, curtain, controls, history, seats, views,
// log), liveness, and drawing what the model holds. What the table says and offers comes as the
// TableWidget's synced traits (table.py); its pictures come from the store (table-store.js).

const ANSWER_MS = 4000; // no answer from the kernel in this long: the table is not live
// the Table's traits that say what it shows besides its pictures (table.py: UI_TRAITS)
const UI_TRAITS = ["title", "task", "status", "status_kind", "choices", "cancel", "targets", "selected", "controls",
  "bot_label", "step", "steps", "seats", "to_move", "views", "viewer", "pass_and_play", "curtain", "log_lines",
  "levels", "level", "coach", "thinking"];

function renderTable({ model, el }) {
  el.classList.add("snb-table");
  el.dataset.live = "wait"; // nothing is clickable until the kernel has answered once
  // the view's shared context: every part gets it, and finds the others in it
  const t = { model, el, send: messenger(model), last: {}, ownClick: false };
  t.act = act;
  t.refresh = onChange;

  const head = make("div", "snb-head");
  const title = make("div", "snb-title");
  const task = make("div", "snb-task");
  head.append(title, task);
  Object.assign(t, { head, title });
  t.decision = tableDecision(t);
  t.panels = tablePanels(t);
  t.history = tableHistory(t);
  t.share = tableShare(t);
  t.present = tablePresent(t);
  t.controls = tableControls(t);
  t.present.watch();
  const dead = make("div", "snb-dead-note", "Not live: run this cell again (the kernel that drew this table is gone).");
  const { controls, history } = t;
  el.append(head, t.panels.stage, t.decision.curtain, dead, controls.node, history.node, controls.seats, controls.views,
    history.log);

  // ---- liveness: every message gets an answer. A slow answer is not a lost one: a kernel on a busy
  // machine may not have read the message yet, and looks idle meanwhile. So when an answer is late,
  // the kernel is asked for its info: it reads its requests in order, so once it has answered that
  // one it has read ours too, and no answer from the table then means its model is gone.
  let timer = null;
  let awaiting = false;
  const setLive = (live) => {
    el.dataset.live = live ? "yes" : "no";
    el.classList.toggle("snb-dead", !live);
    if (!live) t.present.toggle(false); // a table that is gone is run again from its cell
    onChange();
  };
  const count = (key) => (el.dataset[key] = String(Number(el.dataset[key] ?? 0) + 1));
  const whenLate = async () => {
    count("late"); // how often an answer was late (a busy machine), for the tests
    const kernel = model.widget_manager?.kernel;
    if (kernel?.connectionStatus === "connecting" && kernel.status !== "dead") {
      timer = setTimeout(whenLate, ANSWER_MS / 2); // reconnecting: what was sent waits in JupyterLab's queue
      return;
    }
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
  // Sent even by a table that looks gone: if the kernel answers after all, the table is live again and the
  // click counts (a late answer must not lose the clicks that follow); if it is gone, nothing answers.
  function act(kind, fields) {
    t.ownClick = true;
    if (!t.send(kind, fields)) setLive(false);
    else expectAnswer();
  }
  const answered = () => {
    count("answers"); // one per message sent
    awaiting = false;
    clearTimeout(timer);
    if (el.dataset.live !== "yes") setLive(true);
  };
  // an update comes with its traits: the "change" event after them all draws it
  const updated = () => {
    if (el.dataset.live !== "yes") {
      el.dataset.live = "yes";
      el.classList.remove("snb-dead");
    }
    answered();
  };
  const onAnswer = (message) => {
    if (message?.kind !== "update") return;
    answered();
    if (t.ownClick && !message.full && message.seq === model.get("seq")) {
      t.ownClick = false; // nothing changed (the same refusal again): say it was heard
      t.decision.heard();
    }
  };
  const onCommLive = () => {
    t.present.toggle(false); // the kernel restarted or the connection dropped: the table goes back to its cell
    act("sync", { seq: model.get("panels_seq") });
  };

  // ---- drawing what the model holds, once the pictures and the traits of the same update are both in
  let behind = -1;
  function onChange() {
    const seq = model.get("seq");
    const drawnSeq = model.get("panels_seq");
    if (seq === drawnSeq) draw();
    else if (seq > drawnSeq && seq !== behind) {
      behind = seq; // the traits came without their pictures (Python sends the pictures first)
      askForAll(model);
    }
  }
  // Each part is drawn again only when what it shows changed (Python sends only the traits that
  // changed, so one that did not keeps its value as it was).
  let wasLive = null;
  function draw() {
    const ui = Object.fromEntries(UI_TRAITS.map((name) => [name, model.get(name)]));
    const last = t.last;
    const isLive = el.dataset.live === "yes";
    const changed = (...keys) => keys.some((key) => ui[key] !== last[key]);
    if (changed("title", "task")) {
      put(title, "textContent", ui.title ?? "");
      put(task, "textContent", ui.task ? `Task: ${ui.task}` : ""); // words, not an emoji a font may lack
      put(head, "hidden", !ui.title && !ui.task);
    }
    t.panels.draw(ui, isLive);
    t.present.refit();
    t.decision.draw(ui, changed);
    history.draw(ui, changed);
    controls.draw(ui, changed, isLive, isLive !== wasLive);
    el.dataset.seq = String(model.get("seq"));
    t.last = ui;
    wasLive = isLive;
    if (t.ownClick) {
      t.ownClick = false;
      t.decision.bringIntoView();
    }
  }

  model.on("change:seq", updated);
  // The store patches the pictures while the traits of their update are being set (they are all in
  // the model by then), and the widget manager's "change" does not follow a set made meanwhile: so
  // the pictures' own change draws too.
  model.on("change:panels_seq", onChange);
  model.on("change", onChange);
  model.on("msg:custom", onAnswer);
  model.on("comm_live_update", onCommLive);
  draw();
  act("sync", { seq: model.get("panels_seq") }); // says hello: catches up if an update was missed
  t.ownClick = false;

  return () => {
    t.present.stop(); // back to its place first
    clearTimeout(timer);
    for (const part of [t.history, t.panels, t.controls, t.decision, t.share]) part.stop();
    model.off("change:seq", updated);
    model.off("change:panels_seq", onChange);
    model.off("change", onChange);
    model.off("msg:custom", onAnswer);
    model.off("comm_live_update", onCommLive);
  };
}

export default { initialize, render: renderTable };

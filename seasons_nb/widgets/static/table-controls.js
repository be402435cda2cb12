// The Table's controls part: the bar of control buttons (Undo, Redo, Bot move, New game, then the
// present and share parts' buttons), the "Bot plays" switches with the bot's level and the coach
// switch, the View picker, and the table's own keys.

const TEACHER = -1; // the View picker's seat for the teacher's view (table.py: TEACHER_VIEW)
const KEYS = { u: "undo", r: "redo", b: "bot", w: "why" }; // a table's own keys while it has focus

function tableControls(t) {
  const { el } = t;
  const controls = make("div", "snb-controls");
  const control = (name, label, title) => {
    const node = button(label, "snb-control", () => t.act("control", { name }));
    node.dataset.control = name;
    node.title = title;
    controls.append(node);
    return node;
  };
  const undo = control("undo", "↶ Undo", "Take back the last action (U)");
  const redo = control("redo", "↷ Redo", "Play the next action again (R)");
  const bot = control("bot", "Bot move", "Let the bot play one action (B)");
  const fresh = control("new", "⟳ New game", "Start again");
  const byName = { undo, redo, bot, why: t.decision.why };
  controls.append(t.present.button, t.share.button, t.share.box);

  const seats = make("div", "snb-seats");
  const levels = make("div", "snb-levels");
  const coach = button("", "snb-switch snb-coach", () => t.act("control", { name: "coach" }));
  coach.setAttribute("role", "switch");
  coach.title = "After each of your moves, the coach says whether its search finds a clearly better one";
  coach.append(make("span", "snb-knob"), make("span", "snb-seat-name", "Coach"));
  const views = make("div", "snb-views");

  function drawSeats(ui) {
    seats.replaceChildren(make("span", "snb-label", "Bot plays"));
    (ui.seats ?? []).forEach(([name, isBot], seat) => {
      const node = button("", "snb-switch", () => t.act("seat", { seat }));
      node.setAttribute("role", "switch");
      node.setAttribute("aria-checked", String(isBot));
      node.dataset.seat = String(seat);
      node.title = isBot ? `The bot plays ${name}: click to play it yourself` : `Click to let the bot play ${name}`;
      node.append(make("span", "snb-knob"), make("span", "snb-seat-name", name));
      if (seat === ui.to_move) node.classList.add("snb-to-move");
      seats.append(node);
    });
    seats.append(levels, coach);
  }

  function drawLevels(ui) {
    levels.hidden = !(ui.levels ?? []).length;
    levels.replaceChildren(make("span", "snb-label", "Level"));
    for (const [name, label, title] of ui.levels ?? []) {
      const node = button(label, "snb-view snb-level", () => t.act("level", { name }));
      node.dataset.level = name;
      node.title = title;
      node.setAttribute("aria-pressed", String(name === ui.level));
      levels.append(node);
    }
  }

  function drawViews(ui) {
    views.hidden = !ui.views;
    if (!ui.views) return;
    views.replaceChildren(make("span", "snb-label", "View"));
    const options = [[TEACHER, "Teacher (everything)"], ...(ui.seats ?? []).map(([name], seat) => [seat, name])];
    for (const [seat, name] of options) {
      const node = button(name, "snb-view", () => t.act("viewer", { seat }));
      node.dataset.seat = String(seat);
      node.setAttribute("aria-pressed", String(!ui.pass_and_play && seat === ui.viewer));
      views.append(node);
    }
    const pass = button("", "snb-switch snb-pass", () => t.act("control", { name: "pass" }));
    pass.setAttribute("role", "switch");
    pass.setAttribute("aria-checked", String(Boolean(ui.pass_and_play)));
    pass.title = "The view follows the person to move, behind a curtain";
    pass.append(make("span", "snb-knob"), make("span", "snb-seat-name", "Pass and play"));
    views.append(pass);
  }

  // `isLive`: whether the table is live; `livenessChanged`: whether that changed since the last draw
  const draw = (ui, changed, isLive, livenessChanged) => {
    if (changed("bot_label")) {
      put(bot, "textContent", ui.bot_label === "Hint" ? "? Hint" : "⚙ Bot move");
      put(bot, "title", ui.bot_label === "Hint" ? "A nudge, not the answer (B)" : "Let the bot play one action (B)");
    }
    if (changed("seats", "to_move")) drawSeats(ui);
    if (changed("levels", "level")) drawLevels(ui);
    if (changed("coach")) coach.setAttribute("aria-checked", String(Boolean(ui.coach)));
    if (changed("seats", "viewer", "pass_and_play", "views")) drawViews(ui);
    // buttons drawn again, or liveness changed: every button's state is set afresh
    if (livenessChanged || changed("controls", "choices", "cancel", "seats", "viewer", "pass_and_play", "views", "levels",
      "level", "coach")) {
      const enabled = ui.controls ?? {};
      const off = new Map([[undo, !enabled.undo], [redo, !enabled.redo], [bot, !enabled.bot], [fresh, !enabled.new],
        [t.decision.why, !enabled.why], [t.decision.show, !enabled.show]]);
      for (const node of el.querySelectorAll("button, input")) {
        put(node, "disabled", node !== t.present.button && (!isLive || off.get(node) === true));
      }
    }
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
    if (t.share.typing(event.target)) return; // typing, not a Table key
    const name = KEYS[event.key.toLowerCase()];
    if (event.key === "Escape") {
      if (t.present.on()) t.present.toggle(false);
      else if (t.last.cancel) t.act("control", { name: "cancel" });
    } else if (name && !byName[name].disabled) {
      event.preventDefault();
      t.act("control", { name });
    }
  };
  el.addEventListener("keydown", onKey);

  const stop = () => {
    el.removeEventListener("keydown", onKey);
    el.removeEventListener("focusin", onFocusIn);
  };
  return { node: controls, seats, views, draw, stop };
}

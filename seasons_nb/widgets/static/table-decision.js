// The Table's decision part: the pass-and-play curtain, and the decision area (the status line, the
// search's progress, the bot's "Why?", the coach's "Show it" and the choice buttons) that sits under the row of panels
// being played and comes into view after a click.

function tableDecision(t) {
  const curtain = make("div", "snb-curtain");
  const ready = button("", "snb-ready", () => t.act("control", { name: "ready" }));
  curtain.append(ready);
  const decision = make("div", "snb-decision");
  const status = make("div", "snb-status");
  status.setAttribute("aria-live", "polite");
  const thinking = make("progress", "snb-thinking");
  thinking.max = 1;
  thinking.hidden = true;
  const offer = (name, label, title) => {
    const node = button(label, `snb-offer snb-${name}`, () => t.act("control", { name }));
    node.dataset.control = name;
    node.title = title;
    node.hidden = true;
    return node;
  };
  const why = offer("why", "Why?", "Why the bot played its last move (W)");
  const show = offer("show", "Show it", "Go back to before your move and light the coach's move");
  const choices = make("div", "snb-choices");
  decision.append(status, thinking, why, show, choices);

  const draw = (ui, changed) => {
    if (changed("curtain")) {
      put(curtain, "hidden", !ui.curtain);
      put(ready, "textContent", ui.curtain ?? "");
    }
    if (changed("status", "status_kind")) setStatus(status, ui.status ?? "", ui.status_kind);
    if (changed("thinking")) {
      put(thinking, "hidden", !(ui.thinking >= 0));
      put(thinking, "value", Math.max(0, ui.thinking ?? 0));
    }
    if (changed("controls")) {
      put(why, "hidden", !ui.controls?.why);
      put(show, "hidden", !ui.controls?.show);
    }
    if (changed("choices", "cancel")) {
      choices.replaceChildren(
        ...(ui.choices ?? []).map((label, index) => button(label, "snb-choice", () => t.act("choose", { index }))),
        ...(ui.cancel ? [button("Cancel", "snb-cancel", () => t.act("control", { name: "cancel" }))] : []),
      );
    }
  };

  // An answer that leaves the status as it was (the same refusal again) still shows it was heard.
  const heard = () => {
    status.dataset.heard = String(Number(status.dataset.heard ?? 0) + 1);
    status.classList.remove("snb-heard");
    void status.offsetWidth; // restart the animation
    status.classList.add("snb-heard");
  };

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
    const el = t.el;
    const box = el.classList.contains("snb-present") ? el : scrollBox(el);
    const nodes = [...t.panels.stage.querySelectorAll(".snb-clickable")];
    if (!box || !nodes.length) {
      decision.scrollIntoView({ block: "nearest", inline: "nearest" });
      return;
    }
    for (let pass = 0; pass < 3; pass += 1) {
      const view = box.getBoundingClientRect();
      const lit = nodes.map((node) => node.getBoundingClientRect());
      const said = decision.getBoundingClientRect();
      const bar = t.controls.node.getBoundingClientRect();
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
  const bringIntoView = () => {
    reveal = true;
    inView.disconnect(); // observing reports once the table is laid out, without forcing a layout
    inView.observe(decision);
  };

  return { node: decision, curtain, why, show, draw, heard, bringIntoView, stop: () => inView.disconnect() };
}

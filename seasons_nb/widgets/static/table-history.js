// The Table's history part: the History slider (with the step shown and the keys line) and the game
// log, newest first.

function tableHistory(t) {
  const history = make("label", "snb-history");
  const slider = make("input", "snb-slider");
  slider.type = "range";
  slider.min = "0";
  slider.setAttribute("aria-label", "History: step shown");
  const stepText = make("span", "snb-step");
  const keys = make("span", "snb-keys", "Keys: U undo · R redo · B bot move · W why · Esc cancel · ← → history");
  history.append(make("span", "snb-label", "History"), slider, stepText, keys);
  const log = make("div", "snb-log");
  log.setAttribute("aria-label", "Game log, newest first");
  log.tabIndex = 0;

  // the slider sends where it was dragged (coalesced while dragging); its keys work too
  let dragging = false;
  let slide = null;
  const onSlide = () => {
    clearTimeout(slide);
    slide = setTimeout(() => t.act("goto", { step: Number(slider.value) }), 60);
  };
  slider.addEventListener("input", onSlide);
  slider.addEventListener("pointerdown", () => (dragging = true));
  slider.addEventListener("pointerup", () => (dragging = false));

  const draw = (ui, changed) => {
    if (changed("bot_label")) {
      put(keys, "textContent", `Keys: U undo · R redo · B ${ui.bot_label === "Hint" ? "hint" : "bot move"} · Esc cancel · ← → history`);
    }
    if (changed("step", "steps")) {
      put(slider, "max", String(ui.steps ?? 0));
      if (!dragging) put(slider, "value", String(ui.step ?? 0));
      put(stepText, "textContent", `step ${ui.step ?? 0} of ${ui.steps ?? 0}`);
    }
    if (changed("log_lines")) log.replaceChildren(...(ui.log_lines ?? []).map((line) => make("div", "", line)));
  };

  return { node: history, log, draw, stop: () => clearTimeout(slide) };
}

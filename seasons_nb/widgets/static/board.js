// The BoardWidget part: one picture whose targets can be clicked, a status line, a click counter.
// Its traits (board.py): markup, targets, status, status_kind, clicks.

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

export default { render: renderBoard };

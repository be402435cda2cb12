// The Table's present part: the table fills the screen (a projector), Esc leaves it.
// The table is lifted out of the notebook into a modal <dialog> on the page's top layer, and put back
// where it was on leaving: a notebook's containers (JupyterLab's windowed list is `contain: strict`)
// would otherwise make a fixed overlay follow the notebook's scrolling instead of the window. Where the
// browser allows it, the table also asks for the whole screen (Fullscreen API); refused (an embedded
// frame, a kiosk), the dialog still fills the window. The nodes and their handlers move with the table.

function tablePresent(t) {
  const { el } = t;
  const present = button("Present", "snb-control snb-present-button", () => toggle());
  present.dataset.control = "present";
  present.title = "Fill the screen with the table (Esc to leave)";
  const on = () => el.classList.contains("snb-present");

  let lifted = null; // while presenting: { layer, spot } (the dialog, and what keeps the table's place)
  function lift() {
    if (lifted || !el.parentNode || !document.body) return;
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    const spot = make("div", "snb-present-spot");
    spot.style.height = `${el.offsetHeight}px`; // the notebook keeps its layout and scrolling meanwhile
    const layer = make("dialog", "snb-present-layer");
    layer.setAttribute("aria-label", t.title.textContent || "Table");
    layer.addEventListener("cancel", (event) => {
      event.preventDefault(); // Esc with the focus on the dialog itself: leave as the button does
      toggle(false);
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
  function toggle(wanted = !on()) {
    if (wanted === on()) return;
    if (wanted) lift();
    el.classList.toggle("snb-present", wanted);
    present.textContent = wanted ? "✕ Leave present mode" : "Present";
    present.setAttribute("aria-pressed", String(wanted));
    if (wanted && el.requestFullscreen && document.fullscreenEnabled !== false && !document.fullscreenElement) {
      try {
        el.requestFullscreen().catch(() => {}); // not allowed: the dialog fills the window
      } catch {
        // an older browser that throws instead
      }
    } else if (!wanted && document.fullscreenElement === el) {
      document.exitFullscreen().catch(() => {});
    }
    if (!wanted) lower();
    requestAnimationFrame(() => {
      dock();
      fit();
    });
  }

  // In present mode the row being played fills the screen: every picture is scaled by one
  // factor, so that this row and the decision area fit the window.
  let fitted = false;
  function fit() {
    const panels = t.panels;
    const svgs = [...panels.stage.querySelectorAll(".snb-panel svg")];
    for (const svg of svgs) svg.style.width = "";
    panels.scale = 1;
    fitted = on() && svgs.length > 0;
    if (!fitted) {
      panels.place();
      return;
    }
    const size = (svg) => [Number(svg?.getAttribute("width")) || 300, Number(svg?.getAttribute("height")) || 300];
    const gap = 18; // the stage's gap and the pictures' padding
    // the height left once the title, the decision, the controls and the History (with its Keys line) have
    // theirs: less the table's gaps between them, the stage's row gap, the pictures' padding and a little slack
    const bars = [t.head, t.decision.node, t.controls.node, t.history.node].reduce((sum, node) => sum + node.offsetHeight, 0);
    const room = [el.clientWidth - 40, el.clientHeight - bars - 3 * 6 - 4 - 8 - 4];
    const nodes = panels.nodes();
    // the panels in play (the one just clicked and those with something to click) share one row
    const inPlay = nodes.map((node, index) => index).filter(
      (index) => index === panels.played || nodes[index].querySelector(".snb-clickable, .snb-sel"));
    const row = inPlay.map((index) => size(nodes[index].querySelector("svg")));
    const rowWidth = row.reduce((sum, [w]) => sum + w, 0) + gap * (row.length - 1);
    const rowHeight = Math.max(...row.map(([, h]) => h));
    panels.scale = Math.max(0.25, Math.min(room[0] / rowWidth, room[1] / rowHeight));
    for (const svg of svgs) svg.style.width = `${Math.floor(size(svg)[0] * panels.scale)}px`;
    panels.place();
  }
  // fitted again after a change, while presenting (or just after leaving: the pictures' sizes go back)
  const refit = () => {
    if (on() || fitted) fit();
  };

  // what is docked under the decision: the controls, and in present mode the History slider below them
  function dock() {
    const slid = on() ? t.history.node.offsetHeight : 0;
    el.style.setProperty("--snb-history", `${slid}px`);
    el.style.setProperty("--snb-dock", `${t.controls.node.offsetHeight + slid}px`);
  }
  let docked = null;
  const onResize = () => fit();
  const onFullscreen = () => {
    if (!document.fullscreenElement && on()) toggle(false);
  };
  // once every part has its nodes
  const watch = () => {
    docked = new ResizeObserver(dock);
    docked.observe(t.controls.node);
    docked.observe(t.history.node);
    window.addEventListener("resize", onResize);
    document.addEventListener("fullscreenchange", onFullscreen);
  };
  const stop = () => {
    toggle(false); // the view is going (its cell run again, its output cleared): back to its place first
    docked?.disconnect();
    window.removeEventListener("resize", onResize);
    document.removeEventListener("fullscreenchange", onFullscreen);
  };
  return { button: present, on, toggle, refit, watch, stop };
}

// The Table's panels part: the stage of pictures, each drawn from the model's store (patched in
// place when only its clickable groups changed), clicks on their targets, and where the decision
// area sits among them.
//
// Every Table part is a function of `t`, the view's shared context (table.js makes it): it builds
// its nodes, and returns what the other parts use of it, its `draw` and its `stop`.

function tablePanels(t) {
  const { model } = t;
  const stage = make("div", "snb-stage");
  const drawn = new Map(); // panel name -> [node, picture, markup, what paint returned]
  const part = {
    stage,
    drawn,
    scale: 1, // every picture's scale (present mode sets it)
    played: 0, // the index of the panel being played
  };

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
        t.refresh();
      } else if (root === null && t.el.isConnected) {
        const box = scrollBox(t.el);
        if (box) watchApproach(box);
      }
    }, { root, rootMargin: "600px 0px" });
    approach.observe(t.el);
  };
  watchApproach(null);
  const stopTargets = listen(stage, (target) => t.act("click", { target }));

  part.draw = (ui, isLive) => {
    if (!near) return; // pictures are drawn when the table comes near the screen
    const decision = t.decision.node;
    const panels = model.get("panels") ?? {};
    const order = model.get("order") ?? [];
    const live = new Set(isLive ? ui.targets ?? [] : []);
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
    part.played = Math.max(played, 0);
    part.place();
  };

  // the panels' nodes, in Python's order
  part.nodes = () => (model.get("order") ?? []).map((name) => drawn.get(name)?.[0]).filter(Boolean);

  // Rows are worked out from the pictures' own sizes and the stage's width (reported by a
  // ResizeObserver), so placing the decision area never forces the page to lay itself out.
  let stageWidth = 0;
  part.place = () => {
    const decision = t.decision.node;
    const nodes = part.nodes();
    if (!nodes.length || !stageWidth) {
      put(decision.style, "order", String(2 * nodes.length));
      return;
    }
    const scale = part.scale;
    const room = window.innerHeight - 230; // the pictures' max-height in snb.css
    const widths = nodes.map((node) => {
      const svg = node.querySelector("svg");
      const w = (Number(svg?.getAttribute("width")) || stageWidth) * scale;
      const h = (Number(svg?.getAttribute("height")) || 1) * scale;
      const shown = scale === 1 ? Math.min(w, stageWidth, (w * Math.max(room, 100)) / h) : w;
      return shown + 8; // + the picture's padding
    });
    const gap = 10;
    let rowStart = 0, used = 0, end = nodes.length - 1;
    for (let index = 0; index < nodes.length; index += 1) {
      if (used && used + gap + widths[index] > stageWidth) {
        if (index > part.played) {
          end = index - 1;
          break;
        }
        rowStart = index;
        used = 0;
      }
      used += (used ? gap : 0) + widths[index];
    }
    put(decision.style, "order", String(2 * Math.max(end, rowStart) + 1));
  };
  const resizes = new ResizeObserver((entries) => {
    stageWidth = entries.at(-1).contentRect.width;
    part.place();
    t.present.refit();
  });
  resizes.observe(stage);

  part.stop = () => {
    stopTargets();
    resizes.disconnect();
    approach.disconnect();
  };
  return part;
}

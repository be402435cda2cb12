// The Table's share part: the Save / Load… button and its box, docked with the controls: save the
// game, copy a position code, or load a file or pasted text. Python answers the view that asked
// with a "file", "code" or "loaded" message (common.py).

const MAX_UPLOAD = 5_000_000; // characters: the longest save the kernel reads

function tableShare(t) {
  const { model } = t;
  const shareButton = button("Save / Load…", "snb-control snb-share-button", () => (share.hidden ? openShare() : hideShare()));
  shareButton.dataset.control = "share";
  shareButton.title = "Save this game, copy a position code to share, or load a game";
  shareButton.setAttribute("aria-expanded", "false");

  const share = make("div", "snb-share");
  share.hidden = true;
  const shareNote = make("div", "snb-share-note");
  const saveButton = button("Save the game", "snb-control", () => t.act("control", { name: "save" }));
  saveButton.dataset.control = "save";
  saveButton.title = "Download this game as a game record: every move, readable, loads back here";
  const copyButton = button("Copy position", "snb-control", () => t.act("control", { name: "copy" }));
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
    if (pasted.value.trim()) t.act("load", { text: pasted.value.trim() });
  });
  loadPasted.dataset.control = "load";
  const closeShare = button("Close", "snb-control", () => hideShare());
  share.append(shareNote, saveButton, copyButton, codeBox, file, pasted, loadPasted, closeShare);

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
    t.act("load", { text: await chosen.text() });
  });
  const onShared = (message) => {
    if (message?.for !== t.send.view) return; // only the view whose button asked
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

  return {
    button: shareButton,
    box: share,
    typing: (node) => node === pasted || node === codeBox, // keys typed there are not the table's
    stop: () => model.off("msg:custom", onShared),
  };
}

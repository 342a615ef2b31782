// The shared table's model shim: the match widget's front end (controller.mjs) drawn from a
// table's WebSocket instead of a kernel. A screen frame's `ui` is what the widget's traits hold
// (a Table's screen for this seat), its `board` the board; its `log` arrives as the widget's log
// message. Only a play ({type: "play", action, step}), Hint ({type: "hint"}) and Why? ({type:
// "why", at}) and the seat's "Pass for me when I can only pass" ({type: "auto_pass", on}) leave the page; the widget's other commands (undo, new game, seat...) are the
// teacher's, so their controls are hidden.
export function tableModel(config, status) {
  const state = Object.assign({ version: 0, board: "" }, config.language || {});
  const listeners = new Map();
  let entries = [];
  let version = 0;
  let socket = null;
  let closedForGood = false;
  const emit = (ev, ...args) => {
    for (const fn of listeners.get(ev) || []) fn(...args);
  };
  const update = (values, message) => {
    values.version = ++version;
    const changed = Object.keys(values).filter((k) => JSON.stringify(state[k]) !== JSON.stringify(values[k]));
    for (const k of changed) state[k] = values[k];
    for (const k of changed) emit(`change:${k}`);
    if (changed.length) emit("change");
    if (message) emit("msg:custom", message);
  };
  const onFrame = (frame) => {
    if (frame.type === "screen") {
      entries = frame.reset ? frame.log.slice() : entries.concat(frame.log);
      const ui = Object.assign({}, frame.ui, { board: frame.board });
      if (frame.paused) ui.notice = config.texts.table_paused;
      update(ui, { log: frame.log, reset: frame.reset, total: entries.length });
      status("");
    } else if (frame.type === "error") {
      update({ error: frame.reason });
    } else if (frame.type === "notice") {
      // the teacher freed this seat: its device is closed, and its screen (the seat's hand,
      // its log, Hint) goes with it, since a new student may take the seat
      closedForGood = true;
      entries = [];
      status(frame.reason);
      update({ groups: [], notice: frame.reason, prompt: "", error: "", board: "", can_hint: false,
        search_hint: {}, search_why: {}, why_steps: [] },
      { log: [], reset: true, total: 0 });
    } else if (frame.type === "ended") {
      closedForGood = true; // the game's end: the last board stays to be looked at
      status(frame.reason);
      update({ groups: [], notice: frame.reason });
    }
  };
  const open = () => {
    const token = new URLSearchParams(location.hash.slice(1)).get("token");
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${config.id}${query}`);
    socket.onmessage = (ev) => onFrame(JSON.parse(ev.data));
    socket.onclose = () => {
      if (closedForGood) return;
      status(config.texts.reconnecting);
      setTimeout(open, 1000); // the server sends the whole screen again on reconnect
    };
  };
  const model = {
    get: (k) => state[k],
    set: (k, v) => { state[k] = v; },
    save_changes: () => {},
    send: (msg) => {
      if (msg && msg.cmd === "play" && socket && socket.readyState === 1) {
        socket.send(JSON.stringify({ type: "play", action: msg.text, step: msg.step }));
      } else if (msg && (msg.cmd === "hint" || msg.cmd === "why") && socket && socket.readyState === 1) {
        // answered on this seat's own devices only, from its own information (room.py)
        socket.send(JSON.stringify(msg.cmd === "hint" ? { type: "hint" } : { type: "why", at: msg.at }));
      } else if (msg && msg.cmd === "auto_pass" && socket && socket.readyState === 1) {
        // the seat's "Pass for me when I can only pass": the room keeps it and answers for it
        socket.send(JSON.stringify({ type: "auto_pass", on: msg.on }));
      } else if (msg && msg.cmd === "hello") {
        emit("msg:custom", { log: entries, reset: true, total: entries.length });
      } else if (msg && msg.step !== undefined) {
        update({}); // a control this page does not offer: enable the buttons again
      }
    },
    on: (ev, fn) => {
      for (const e of ev.split(" ")) listeners.set(e, [...(listeners.get(e) || []), fn]);
    },
    off: (ev, fn) => {
      for (const e of ev.split(" ")) listeners.set(e, (listeners.get(e) || []).filter((f) => f !== fn));
    },
    open,
  };
  return model;
}

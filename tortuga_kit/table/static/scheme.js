// The device's light or dark setting (a phone in dark mode, a laptop at night), said the way
// JupyterLab says its theme: the kit's style (kit.css) and every board's own palette switch on
// body[data-jp-theme-light], so a table page follows the device as a notebook follows its
// theme. Loaded first in <body>, before anything is drawn, and kept up when the setting changes.
(() => {
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const follow = () => {
    document.body.dataset.jpThemeLight = dark.matches ? "false" : "true";
  };
  follow();
  dark.addEventListener("change", follow);
})();

// What tortuga_kit's charts need from the Vega family, as one ES module (build.mjs bundles it
// into tortuga_kit/widgets/static/vega.js): vega-embed, which compiles a Vega-Lite spec with
// vega-lite and draws it with vega (SVG, its themes, tooltips).
export { default as embed } from "vega-embed";
export { version as vegaVersion } from "vega";
export { version as vegaLiteVersion } from "vega-lite";

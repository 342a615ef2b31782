// Builds tortuga_kit/widgets/static/vega.js (one minified ES module: Vega, Vega-Lite and
// vega-embed at the versions package-lock.json pins) and vega.LICENSES.txt beside it (the
// license of every package the bundle contains, as esbuild's metafile lists its inputs).
// Run: npm ci && npm run build. Not part of make test: the two built files are committed, so
// neither a developer nor CI needs npm.
import { build } from "esbuild";
import { readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const out = "../../tortuga_kit/widgets/static/vega.js";
const result = await build({
  entryPoints: ["entry.js"],
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  legalComments: "none",
  metafile: true,
  outfile: out,
  logLevel: "warning",
});

const packages = new Set();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
  if (m) packages.add(m[m.length - 1].replace(/^node_modules\//, "").replace(/\/$/, ""));
}
const parts = [
  "Third-party software in vega.js (built by tools/vega/build.mjs), with its licenses.\n",
];
for (const name of [...packages].sort()) {
  const dir = join("node_modules", name);
  const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
  if (!file) throw new Error(`${name}: no license file`);
  parts.push(`\n${"=".repeat(72)}\n${name} ${meta.version} (${meta.license})\n${"=".repeat(72)}\n`);
  parts.push(readFileSync(join(dir, file), "utf8").trim() + "\n");
}
writeFileSync("../../tortuga_kit/widgets/static/vega.LICENSES.txt", parts.join(""));
console.log(`${out}: ${packages.size} packages`);

// The book's math font and stylesheet, taken from the npm package `katex` that
// package-lock.json pins, at the version mdbook-katex renders with.
//
//   node vendor-katex.mjs          write theme/katex/katex.css and theme/fonts/KaTeX_*.woff2
//   node vendor-katex.mjs --check  fail if the committed files differ from what it would write
//
// mdbook-katex 0.10.0 renders the math when the book is built, with KaTeX 0.16.4 (the
// `katex` crate 0.4.6 embeds it); the HTML it writes needs that version's stylesheet and
// fonts. They are served by the book itself, never by a CDN:
// - the fonts go in theme/fonts/, which mdBook copies to the book's fonts/ folder (with a
//   hash in each name);
// - the stylesheet is KaTeX's own, with each font's address written as mdBook's
//   `{{ resource "fonts/<name>" }}` (which mdBook replaces with the hashed name), and only
//   the woff2 files, which every browser that runs the book reads.
import { readFile, writeFile, readdir, mkdir } from "node:fs/promises";
import { join, dirname } from "node:path";
import { createRequire } from "node:module";

const KATEX_VERSION = "0.16.4"; // the version inside mdbook-katex 0.10.0
const here = import.meta.dirname;
const root = join(here, "..", "..");
const katexDir = dirname(createRequire(import.meta.url).resolve("katex/package.json"));
const check = process.argv.includes("--check");

const version = JSON.parse(await readFile(join(katexDir, "package.json"), "utf8")).version;
if (version !== KATEX_VERSION) {
    console.error(
        `katex ${version} is installed; the book's math is rendered by KaTeX ${KATEX_VERSION}`,
    );
    process.exit(1);
}

const css = await readFile(join(katexDir, "dist", "katex.min.css"), "utf8");
let faces = 0;
const rewritten = css.replace(
    new RegExp(
        String.raw`src:url\(fonts\/([A-Za-z0-9_-]+)\.woff2\) format\("woff2"\),` +
            String.raw`url\(fonts\/\1\.woff\) format\("woff"\),` +
            String.raw`url\(fonts\/\1\.ttf\) format\("truetype"\)`,
        "g",
    ),
    (_, name) => {
        faces += 1;
        return `src:url({{ resource "fonts/${name}.woff2" }}) format("woff2")`;
    },
);
if (faces === 0 || /url\(fonts\//.test(rewritten)) {
    console.error("katex.min.css has a font address this script does not know how to rewrite");
    process.exit(1);
}
const license = await readFile(join(katexDir, "LICENSE"), "utf8");
const header =
    `/* KaTeX ${KATEX_VERSION} (npm package \`katex\`, dist/katex.min.css), ` +
    "its fonts served by the book.\n" +
    "   Written by tests/browser/vendor-katex.mjs; do not edit by hand.\n" +
    "\n" +
    `${license.trim().replace(/\*\//g, "* /")}\n` +
    "*/\n";
const files = new Map([
    [join(root, "theme", "katex", "katex.css"), Buffer.from(header + rewritten + "\n")],
]);
const fontDir = join(katexDir, "dist", "fonts");
for (const name of (await readdir(fontDir)).filter((n) => n.endsWith(".woff2")).sort()) {
    files.set(join(root, "theme", "fonts", name), await readFile(join(fontDir, name)));
}
// No font of another version may stay behind.
const committed = (await readdir(join(root, "theme", "fonts")).catch(() => [])).map((n) =>
    join(root, "theme", "fonts", n),
);
const stale = committed.filter((path) => !files.has(path));

const differ = [];
for (const [path, contents] of files) {
    const old = await readFile(path).catch(() => null);
    if (old === null || !old.equals(contents)) differ.push(path);
}
if (check) {
    if (differ.length || stale.length) {
        console.error(
            `the vendored KaTeX files differ from katex ${KATEX_VERSION}:\n  ` +
                `${differ.concat(stale).join("\n  ")}\n` +
                "run `node vendor-katex.mjs` in tests/browser and commit the result",
        );
        process.exit(1);
    }
    console.log(`KaTeX ${KATEX_VERSION}: katex.css and ${files.size - 1} fonts match the package`);
} else {
    await mkdir(join(root, "theme", "katex"), { recursive: true });
    await mkdir(join(root, "theme", "fonts"), { recursive: true });
    for (const path of differ) await writeFile(path, files.get(path));
    const { unlink } = await import("node:fs/promises");
    for (const path of stale) await unlink(path);
    console.log(`wrote ${differ.length} files, removed ${stale.length}`);
}

// Load every page of the built book in headless Chromium, as a reader would, and check it.
//
//   cd tests/browser && npm ci && node check.mjs [path/to/book] [--screenshots DIR]
//
// (`mdbook build` first; `.ci/run` does all of this.) The book is served from a local
// server, under its `site-url` as on GitHub Pages, and every request elsewhere is blocked:
// the book must work offline. For every page:
// - no console error, no failed request, no request outside the book's own origin;
// - math is rendered (no raw `$$` or `\(` delimiters left in the text);
// - every internal link leads to a page that exists, and to an element with its #fragment;
// - every step-through figure works: Next moves the highlight to the next cell and updates
//   the caption, the left arrow steps back without turning the page, Play reaches the final
//   state, and the final state shows exactly the values of the static figure.
// Then: the search finds "negamax" and "Sprague"; the print page hides the step-through
// controls, keeps its tables within the page, and prints to a PDF of at least one page per
// chapter. With --screenshots DIR, it also saves a step-through in the light and coal
// themes, a page as it loads offline, and the first pages of the PDF, for a person to see.
import { createServer } from "node:http";
import { readFile, stat, readdir, mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const shotsAt = args.indexOf("--screenshots");
const screenshotDir = shotsAt >= 0 ? resolve(args.splice(shotsAt, 2)[1]) : null;
const bookDir = resolve(args[0] ?? join(import.meta.dirname, "..", "..", "book"));
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";

const types = {
    ".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript",
    ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png",
    ".woff2": "font/woff2", ".woff": "font/woff", ".ttf": "font/ttf", ".txt": "text/plain",
};

// The book's base path, as its 404 page declares it (`site-url` in book.toml).
const notFound = await readFile(join(bookDir, "404.html"), "utf8");
const prefix = (notFound.match(/<base href="([^"]*)"/) ?? [null, "/"])[1];

// A static server for the built book, under `prefix`, on a free port of the loopback.
function serve(root) {
    const server = createServer(async (req, res) => {
        let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
        if (!path.startsWith(prefix)) {
            res.writeHead(404).end("outside the book");
            return;
        }
        let file = resolve(join(root, path.slice(prefix.length)));
        if (!file.startsWith(root + sep) && file !== root) {
            res.writeHead(403).end();
            return;
        }
        try {
            if ((await stat(file)).isDirectory()) file = join(file, "index.html");
            const body = await readFile(file);
            res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
            res.end(body);
        } catch {
            res.writeHead(404).end("not found");
        }
    });
    return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

async function htmlPages(dir, sub = "") {
    const pages = [];
    for (const entry of await readdir(join(dir, sub), { withFileTypes: true })) {
        const rel = sub ? `${sub}/${entry.name}` : entry.name;
        // src/figures/ holds the fragments the chapters include; mdBook copies them along.
        if (entry.isDirectory()) { if (rel !== "figures") pages.push(...(await htmlPages(dir, rel))); }
        else if (entry.name.endsWith(".html") && rel !== "toc.html") pages.push(rel);
    }
    return pages.sort();
}

const failures = [];
const fail = (page, message) => failures.push(`${page}: ${message}`);

async function checkStepper(page, name, index) {
    const figure = page.locator("figure.sg-stepper").nth(index);
    const where = `${name}, step-through ${index + 1}`;
    const finalValues = await figure.locator("[data-sg]").evaluateAll((els) => els.map((e) => e.textContent));
    const steps = await figure.evaluate((f) => JSON.parse(f.querySelector("script.sg-steps").textContent));
    const total = steps.length;
    const state = () => figure.evaluate((f) => ({
        step: f.dataset.step,
        current: [...f.querySelectorAll(".sg-current")].map((e) => e.dataset.sg),
        reads: [...f.querySelectorAll(".sg-read")].map((e) => e.dataset.sg).sort(),
        pending: f.querySelectorAll(".sg-pending").length,
        caption: f.querySelector(".sg-step-caption").textContent,
    }));

    await figure.locator("button.sg-next").click();
    const first = await state();
    if (first.step !== "0" || first.current.join() !== steps[0].target || first.caption !== steps[0].caption) {
        fail(where, `Next from the finished figure should show step 1, got ${JSON.stringify(first)}`);
    }
    if (first.pending !== total - 1) fail(where, `step 1 should leave ${total - 1} elements pending, got ${first.pending}`);
    await figure.locator("button.sg-next").click();
    const second = await state();
    if (total > 1 && (second.current.join() !== steps[1].target || second.caption !== steps[1].caption)) {
        fail(where, `Next should move the highlight to ${steps[1].target}, got ${JSON.stringify(second)}`);
    }
    if (total > 1 && second.reads.join() !== [...steps[1].reads].sort().join()) {
        fail(where, `step 2 should highlight the cells it reads, ${steps[1].reads}, got ${second.reads}`);
    }
    // The keyboard: the left arrow steps back, inside the figure, without turning the page.
    const url = page.url();
    await figure.focus();
    await page.keyboard.press("ArrowLeft");
    const back = await state();
    if (back.step !== "0" || page.url() !== url) fail(where, `ArrowLeft should step back to step 1 on the same page, got ${JSON.stringify(back)}`);
    if (screenshotDir && index === 0 && !name.startsWith("print")) {
        for (const theme of ["light", "coal"]) {
            await page.evaluate((t) => {
                document.documentElement.className = document.documentElement.className.replace(/\b(light|rust|coal|navy|ayu)\b/, t);
            }, theme);
            await figure.scrollIntoViewIfNeeded();
            await figure.screenshot({ path: join(screenshotDir, `${name.replace(/[/.]/g, "_")}-${theme}.png`) });
        }
        await page.evaluate(() => {
            document.documentElement.className = document.documentElement.className.replace(/\b(light|rust|coal|navy|ayu)\b/, "light");
        });
    }
    // Play to the end: the final state is the static figure.
    await figure.locator("button.sg-start").click();
    await figure.locator("button.sg-play").click();
    await page.waitForFunction((f) => f.dataset.step === String(JSON.parse(f.querySelector("script.sg-steps").textContent).length),
        await figure.elementHandle(), { timeout: 60_000 });
    const last = await state();
    const values = await figure.locator("[data-sg]").evaluateAll((els) => els.map((e) => e.textContent));
    if (last.pending !== 0 || last.current.length !== 0) fail(where, `Play should end with everything shown, got ${JSON.stringify(last)}`);
    if (values.join("|") !== finalValues.join("|")) fail(where, "the final state differs from the static figure");
    const hiddenValues = await figure.locator("td[data-sg]").evaluateAll((els) => els.filter((e) => getComputedStyle(e).color === "rgba(0, 0, 0, 0)").length);
    if (hiddenValues !== 0) fail(where, `${hiddenValues} cells are still transparent at the end`);
}

const server = await serve(bookDir);
const origin = `http://127.0.0.1:${server.address().port}`;
const base = `${origin}${prefix}`;
const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
if (screenshotDir) await mkdir(screenshotDir, { recursive: true });

// A browser context as a reader offline: everything outside the book is blocked, and noted.
async function openPage(name) {
    const context = await browser.newContext();
    // Play steps quickly here; the reader's pace is 800 ms a step.
    await context.addInitScript(() => { window.SG_PLAY_DELAY_MS = 20; });
    const page = await context.newPage();
    page.on("console", (msg) => { if (msg.type() === "error") fail(name, `console error: ${msg.text()}`); });
    page.on("pageerror", (err) => fail(name, `script error: ${err.message}`));
    page.on("requestfailed", (req) => {
        if (req.url().startsWith(origin)) fail(name, `request failed: ${req.url()} (${req.failure()?.errorText})`);
    });
    page.on("response", (res) => { if (res.status() >= 400) fail(name, `HTTP ${res.status()} for ${res.url()}`); });
    await context.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith("data:")) return route.continue();
        fail(name, `request outside the book: ${url}`);
        return route.abort();
    });
    return { context, page };
}

const pages = await htmlPages(bookDir);
const ids = new Map(); // page -> Set of element ids
const links = []; // [page, href]
let steppers = 0;
for (const name of pages) {
    const { context, page } = await openPage(name);
    await page.goto(`${base}${name}`, { waitUntil: "load" });
    const text = await page.locator("main").innerText().catch(() => "");
    if (/\\\(|\\\[|\$\$/.test(text)) fail(name, "raw math delimiters left in the text: math was not rendered");
    ids.set(name, new Set(await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id))));
    for (const href of await page.evaluate(() => [...document.querySelectorAll("a[href]")].map((a) => a.href))) {
        links.push([name, href]);
    }
    if (screenshotDir && name === "stone-game/recurrence.html") {
        await page.screenshot({ path: join(screenshotDir, "offline-page.png"), fullPage: false });
    }
    const count = await page.locator("figure.sg-stepper").count();
    for (let i = 0; i < count; i++) await checkStepper(page, name, i);
    steppers += count;
    await context.close();
}

// Internal links: the page exists, and so does the element its #fragment names.
for (const [from, href] of links) {
    if (!href.startsWith(base)) continue; // external, or the 404 page's base: not followed offline
    const url = new URL(href);
    let target = decodeURIComponent(url.pathname.slice(prefix.length)) || "index.html";
    if (target.endsWith("/")) target += "index.html";
    if (!existsSync(join(bookDir, target))) { fail(from, `broken link to ${target}`); continue; }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && target.endsWith(".html") && !(ids.get(target)?.has(fragment))) {
        fail(from, `link to ${target}#${fragment}: no such anchor`);
    }
}

// Search works offline, on the book's own index.
{
    const { context, page } = await openPage("search");
    await page.goto(`${base}index.html`, { waitUntil: "load" });
    for (const word of ["negamax", "Sprague"]) {
        await page.locator("#mdbook-search-toggle").click();
        await page.locator("#mdbook-searchbar").fill("");
        await page.locator("#mdbook-searchbar").pressSequentially(word); // mdBook searches on keyup
        try {
            await page.waitForFunction(() => document.querySelectorAll("#mdbook-searchresults li").length > 0, null, { timeout: 10_000 });
        } catch {
            fail("search", `no result for "${word}"`);
        }
        await page.keyboard.press("Escape");
    }
    await context.close();
}

// Print: no controls, tables within the page, and a PDF of one page or more per chapter.
{
    const { context, page } = await openPage("print.html");
    // mdBook's print page opens the print dialog once loaded; here, the PDF is made instead.
    await context.addInitScript(() => { window.print = () => {}; });
    await page.goto(`${base}print.html`, { waitUntil: "load" });
    await page.emulateMedia({ media: "print" });
    const visibleControls = await page.evaluate(() =>
        [...document.querySelectorAll(".sg-controls, .sg-step-caption")].filter((e) => getComputedStyle(e).display !== "none").length);
    if (visibleControls) fail("print.html", `${visibleControls} step-through controls are visible in print`);
    const chapters = await page.evaluate(() => document.querySelectorAll("main h1").length);
    const pdf = await page.pdf({ format: "A4", printBackground: true, margin: { top: "15mm", bottom: "15mm", left: "12mm", right: "12mm" } });
    const pdfPages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    if (pdfPages < chapters) fail("print.html", `the PDF has ${pdfPages} pages for ${chapters} chapters`);
    const overflowing = await page.evaluate(() => {
        const width = document.querySelector("main").getBoundingClientRect().right + 1;
        return [...document.querySelectorAll("main table, main svg")]
            .filter((e) => e.getBoundingClientRect().right > width)
            .map((e) => (e.closest("figure")?.id || e.tagName));
    });
    if (overflowing.length) fail("print.html", `wider than the printed page: ${[...new Set(overflowing)].join(", ")}`);
    if (screenshotDir) await writeFile(join(screenshotDir, "book.pdf"), pdf);
    console.log(`print: ${chapters} chapters, ${pdfPages} PDF pages`);
    await context.close();
}

await browser.close();
server.close();
console.log(`checked ${pages.length} pages, ${links.length} links and ${steppers} step-throughs in ${bookDir}, served under ${prefix}`);
if (failures.length) {
    console.error(`\n${failures.length} problems:\n  ${failures.join("\n  ")}`);
    process.exit(1);
}

// Load every page of the built book in headless Chromium, as readers would, and check it.
//
//   cd tests/browser && npm ci && node check.mjs [path/to/book] [--screenshots DIR]
//
// (`mdbook build` first; `.ci/run` does all of this.) The book is served from a local
// server, under its `site-url` as on GitHub Pages, and every request elsewhere is blocked:
// the book must work offline. Every page is opened twice.
//
// On a phone (390 x 844, the light theme), on every page but the print page (which
// repeats every chapter, and is checked for its links and for printing):
// - no console error, no failed request, no request outside the book's own origin;
// - math is rendered, in KaTeX's fonts served by the book (no raw `$$` or `\(` left);
// - `main` is never wider than the screen: anything wider (code, tables, equations,
//   figures) scrolls inside its own box, and a box that scrolls can take the focus;
// - every internal link leads to a page that exists, and to an element with its #fragment;
// - every step-through works, step by step: each step shows its highlight, the cells it
//   reads and its caption, which fits the screen; Play ends on the static figure's values.
//   On one step-through of each structure (the same script drives them all), the browser's
//   own mouse and keyboard, key by key: Next moves the highlight and the caption; Enter
//   and Space on a focused button press that button (Space does not start Play), again
//   and again; Start and Prev are disabled at the first step and End on the finished
//   figure; the arrows, Home and End step when the figure has the focus, without turning
//   the page. On all: the five buttons sit on one row; the figure has a key.
// On a desktop (1280 x 900): axe-core finds no violation of WCAG 2.0, 2.1 and 2.2 A and AA,
// nor of its best practices, except the few in mdBook's own page chrome listed in
// MDBOOK_CHROME below, each with the reason it stays. Its rules on what a page holds run
// on every page's main part, in the light theme; its colour rules run in all five themes
// (coal, the dark default, among them) on the main part of the few pages that hold,
// between them, every kind of element of the book (every tag and class found in any
// page's main part): a colour belongs to a kind of element, not to a page. mdBook's
// chrome, the same on every page, is checked whole, with every rule, on one page in all
// five themes.
// Then: the search finds the words readers type; the print page hides the step-through
// controls, prints a note in place of each try-it widget's form, keeps its tables within
// the page, and prints to a PDF of at least one page per chapter. Last, the try-it widgets
// (widgets.mjs): their JavaScript engines against the crate's answers in
// the fixture (engine-check.mjs, FIXTURE), each widget as a reader uses it,
// and the work each does at its limits, within budgets recorded once on a CPU slowed down
// four times (--widgets-only checks them alone; --record-widget-work records the budgets).
// With --screenshots DIR, it also saves each page's first step-through in the light and
// coal themes, a page as it loads offline on a phone, the PDF, and the widgets in use
// (DIR/widgets/).
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { fail, failures, LIVENESS_MS, PHONE } from "./common.mjs";
import { checkMath, checkPhoneLayout } from "./layout.mjs";
import { htmlPages, serve } from "./server.mjs";
import { checkStepper, checkStepperInPage, structureOf } from "./steppers.mjs";
import { WIDGET_PAGES } from "./widget-env.mjs";
import { checkWidgets } from "./widgets.mjs";

// The options, each described in the header above:
// --widgets-only: only the try-it widgets (tests/browser/widgets.mjs), for working on them.
// --record-widget-work: also time the widgets' work at their limits and write the budgets,
//   figures/data/widget-work.json (figures/measure-all's step "widgets"), with the machine
//   and its one-minute load average when the timing began (`load_average`): the machine is
//   shared and may be busy, and the recording says how busy it was.
// --only TEXT: only the pages whose path holds TEXT, without search, print and widgets (for
//   working on a few pages).
// --screenshots DIR: save the screenshots there.
const { values: options, positionals } = parseArgs({
    options: {
        "widgets-only": { type: "boolean", default: false },
        "record-widget-work": { type: "boolean", default: false },
        only: { type: "string" },
        screenshots: { type: "string" },
    },
    allowPositionals: true,
});
const widgetsOnly = options["widgets-only"];
const recordWork = options["record-widget-work"];
const only = options.only ?? null;
const screenshotDir = options.screenshots ? resolve(options.screenshots) : null;
const bookDir = resolve(positionals[0] ?? join(import.meta.dirname, "..", "..", "book"));
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const axeSource = await readFile(
    createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    "utf8",
);

const DESKTOP = { width: 1280, height: 900 };
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// The light and coal themes are the defaults (book.toml); the others are one click away.
// axe's rules split in two. Most look at what a page holds (names, roles, headings,
// tables, alternatives to images): those run on every page's own content (its <main>),
// once, in the light theme. The colour rules (COLOUR_RULES) look at colours, and a colour
// belongs to a kind of element (a tag, or a class of the book's CSS, mdBook's or KaTeX's),
// not to a page: those run on the <main> of the few pages that hold every kind of element
// found on any page (below), in all five themes. (The colour rules are about half of
// axe's time on a page.) mdBook's chrome around <main> (the menu bar, the sidebar, the
// search) is the same on every page, so the whole page, chrome and all, is checked with
// every rule on one page, in all five themes.
const THEMES = ["light", "coal", "navy", "ayu", "rust"];
const EVERY_PAGE_THEMES = ["light"];
// The rules of AXE_TAGS that judge colours: text against its background, and a link
// told from the text around it.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
// The page whose whole, mdBook's chrome included, axe checks in every theme.
const CHROME_PAGE = "index.html";

// axe-core's findings in mdBook 0.5.4's own page chrome (its template, not this book's
// pages, CSS or scripts), which stay: changing them means forking mdBook's index.hbs and
// keeping the fork in step with every mdBook release. Anything else axe finds fails.
const MDBOOK_CHROME = [
    // The sidebar toggle is a <label> with aria-label and aria-controls, which ARIA does
    // not allow on a label.
    { rule: "aria-allowed-attr", target: "#mdbook-sidebar-toggle" },
    { rule: "aria-prohibited-attr", target: "#mdbook-sidebar-toggle" },
    // The menu bar (sidebar toggle, title, print and repository buttons) sits in no
    // landmark: mdBook puts it in a plain <div>, outside <main> and <nav>.
    { rule: "region", target: "#mdbook-sidebar-toggle" },
    { rule: "region", target: ".menu-title" },
    { rule: "region", target: ".right-buttons" },
];

// The book's base path, as its 404 page declares it (`site-url` in book.toml).
const notFound = await readFile(join(bookDir, "404.html"), "utf8");
const prefix = (notFound.match(/<base href="([^"]*)"/) ?? [null, "/"])[1];

const server = await serve(bookDir, prefix);
const origin = `http://127.0.0.1:${server.address().port}`;
const base = `${origin}${prefix}`;
const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ],
});
if (screenshotDir) await mkdir(join(screenshotDir, "widgets"), { recursive: true });

// A browser context as a reader offline: everything outside the book is blocked, and noted.
async function openPage(name, { viewport = PHONE, theme = "light" } = {}) {
    const context = await browser.newContext({ viewport });
    // No check here is about speed: a wait for the page is bounded only so that a real
    // hang ends the run, far beyond what the busiest machine needs (playwright's own
    // 30 s fails a correct book on a machine with other work).
    context.setDefaultTimeout(LIVENESS_MS);
    context.setDefaultNavigationTimeout(LIVENESS_MS);
    // Play steps quickly here (2 ms a step); the reader's pace is 800 ms a step.
    await context.addInitScript((t) => {
        window.SG_PLAY_DELAY_MS = 2;
        localStorage.setItem("mdbook-theme", t);
    }, theme);
    const page = await context.newPage();
    page.on("console", (msg) => {
        if (msg.type() === "error") fail(name, `console error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => fail(name, `script error: ${err.message}`));
    page.on("requestfailed", (req) => {
        // A request the page's own navigation cut short (the test moving on to the next
        // page before the favicon came) is no fault of the book.
        if (req.failure()?.errorText === "net::ERR_ABORTED") return;
        if (req.url().startsWith(origin)) {
            fail(name, `request failed: ${req.url()} (${req.failure()?.errorText})`);
        }
    });
    page.on("response", (res) => {
        if (res.status() >= 400) fail(name, `HTTP ${res.status()} for ${res.url()}`);
    });
    await context.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith("data:")) return route.continue();
        fail(name, `request outside the book: ${url}`);
        return route.abort();
    });
    return { context, page };
}

// Switch the theme as a reader does, with mdBook's theme menu (which also swaps the code
// highlighting's stylesheet).
async function setTheme(page, theme) {
    if (await page.evaluate((t) => document.documentElement.classList.contains(t), theme)) return;
    // The menu bar hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("#mdbook-theme-toggle").click();
    await page.locator(`#mdbook-theme-${theme}`).click();
    await page.waitForFunction((t) => document.documentElement.classList.contains(t), theme);
    // A highlighting stylesheet the theme enables loads only then: wait until it has.
    // (Once, on a busy machine, the rust theme's check saw ayu's code background; a sheet
    // still loading when the theme changed again is the likely cause.)
    await page.waitForFunction(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].every(
            (l) => l.disabled || l.sheet,
        ),
    );
    // Close the menu, as a reader would, before looking at the page.
    await page.keyboard.press("Escape");
    await page.locator("#mdbook-theme-list").waitFor({ state: "hidden" });
}

// axe-core's findings on the page, or only on the element that `within` selects.
// `rules`: "all" of AXE_TAGS, only the "colour" rules, or "content", all but those.
async function axeViolations(page, within = null, rules = "all") {
    const options =
        rules === "colour"
            ? { runOnly: { type: "rule", values: COLOUR_RULES } }
            : {
                  runOnly: { type: "tag", values: AXE_TAGS },
                  rules:
                      rules === "content"
                          ? Object.fromEntries(COLOUR_RULES.map((r) => [r, { enabled: false }]))
                          : {},
              };
    return page.evaluate(
        ([options, within]) =>
            window.axe
                .run(within ? document.querySelector(within) : document, {
                    ...options,
                    // Only the violations are read: axe then skips building selectors
                    // for the nodes that pass (its API's advice on performance).
                    resultTypes: ["violations"],
                })
                .then((r) =>
                    r.violations.map((v) => ({
                        id: v.id,
                        help: v.help,
                        nodes: v.nodes.map((n) => ({
                            target: n.target.join(" "),
                            summary: n.failureSummary,
                        })),
                    })),
                ),
        [options, within],
    );
}

const axeChrome = new Map(); // theme -> violations left to mdBook's chrome
const pages = (await htmlPages(bookDir)).filter((p) => only === null || p.includes(only));
const ids = new Map(); // page -> Set of element ids
const links = []; // [page, href]
let steppers = 0;
const structures = new Map(); // a step-through's structure -> the step-throughs that have it
const kinds = new Map(); // page -> the kinds of element in its main part
let axeRuns = 0;
// Two pages at a time, one per core: each page's checks wait on the browser most of the
// time, so two in flight take little longer than one. (JavaScript runs one callback at a
// time, so the shared maps and counts above need no lock.)
const PAGES_AT_ONCE = 2;
// Where the time of the page checks goes, summed over the pages (seconds; the two
// workers overlap, so the sum is more than the time they took).
const phaseSeconds = { load: 0, layout: 0, steppers: 0, axe: 0 };
// The page's element ids, which links may name, and its links, checked once all are known.
async function collectIdsAndLinks(page, name) {
    ids.set(
        name,
        new Set(await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id))),
    );
    // An SVG link's `href` is an SVGAnimatedString, not a string: resolve its value.
    for (const href of await page.evaluate(() =>
        [...document.querySelectorAll("a[href]")].map((a) =>
            typeof a.href === "string" ? a.href : new URL(a.href.baseVal, document.baseURI).href,
        ),
    )) {
        links.push([name, href]);
    }
}

// Print, on the print page once loaded: no step-through controls, a note in place of each
// try-it widget's form, tables within the page, and a PDF of one page or more per chapter.
async function checkPrint(page) {
    const began = performance.now();
    await page.emulateMedia({ media: "print" });
    const visibleControls = await page.evaluate(
        () =>
            [...document.querySelectorAll(".sg-controls, .sg-step-caption, .sg-key-step")].filter(
                (e) => getComputedStyle(e).display !== "none",
            ).length,
    );
    if (visibleControls) {
        fail("print.html", `${visibleControls} step-through controls are visible in print`);
    }
    await checkPrintedForms(page);
    const chapters = await page.evaluate(() => document.querySelectorAll("main h1").length);
    const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        margin: { top: "15mm", bottom: "15mm", left: "12mm", right: "12mm" },
    });
    const pdfPages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    if (pdfPages < chapters) {
        fail("print.html", `the PDF has ${pdfPages} pages for ${chapters} chapters`);
    }
    const overflowing = await page.evaluate(() => {
        const width = document.querySelector("main").getBoundingClientRect().right + 1;
        return [...document.querySelectorAll("main table, main svg")]
            .filter((e) => e.getBoundingClientRect().right > width)
            .map((e) => e.closest("figure")?.id || e.tagName);
    });
    if (overflowing.length) {
        fail("print.html", `wider than the printed page: ${[...new Set(overflowing)].join(", ")}`);
    }
    if (screenshotDir) await writeFile(join(screenshotDir, "book.pdf"), pdf);
    console.log(
        `print: ${chapters} chapters, ${pdfPages} PDF pages, ` +
            `checked in ${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
}

// Each try-it widget prints a note in place of its form, and no control.
async function checkPrintedForms(page) {
    const printed = await page.evaluate(() =>
        [...document.querySelectorAll("form.sg-try")].map((f) => ({
            shown: [...f.querySelectorAll("input, button, label, [data-sg-result]")].filter(
                (e) => e.getClientRects().length > 0,
            ).length,
            note:
                !!f.querySelector(".sg-try-print-note") &&
                getComputedStyle(f.querySelector(".sg-try-print-note")).display !== "none",
        })),
    );
    if (printed.length !== WIDGET_PAGES.length) {
        fail(
            "print.html",
            `${printed.length} try-it widgets, where ${WIDGET_PAGES.length} pages hold one`,
        );
    }
    for (const [k, p] of printed.entries()) {
        if (p.shown || !p.note) {
            fail(
                "print.html",
                `try-it widget ${k + 1} prints ${p.shown} controls ` +
                    `and ${p.note ? "its" : "no"} note`,
            );
        }
    }
}

// One page of the book: its math, anchors, links, phone layout, step-throughs and
// axe-core's content rules; of the print page, only its anchors, its links and print.
async function checkPage(name) {
    let t = performance.now();
    const spent = (what) => {
        const now = performance.now();
        phaseSeconds[what] += (now - t) / 1000;
        t = now;
    };
    const print = name === "print.html";
    const { context, page } = await openPage(name, print ? { viewport: DESKTOP } : {});
    if (print) {
        // mdBook's print page opens the print dialog once loaded; here, the PDF is made
        // instead.
        await context.addInitScript(() => {
            window.print = () => {};
        });
    }
    await page.goto(`${base}${name}`, { waitUntil: "load" });
    if (print) {
        // Every chapter again, each already checked on its own page (its math, its
        // layout, its step-throughs: a third of the test's time, checked twice); here
        // only its anchors and links, and what printing needs.
        await collectIdsAndLinks(page, name);
        spent("load");
        if (only === null) await checkPrint(page);
        await context.close();
        return;
    }
    const text = await page
        .locator("main")
        .innerText()
        .catch(() => "");
    if (/\\\(|\\\[|\$\$/.test(text)) {
        fail(name, "raw math delimiters left in the text: math was not rendered");
    }
    await checkMath(page, name);
    await collectIdsAndLinks(page, name);
    spent("load");
    await checkPhoneLayout(page, name);
    spent("layout");
    if (screenshotDir && name === "stone-game/recurrence.html") {
        await page.screenshot({ path: join(screenshotDir, "offline-page.png"), fullPage: false });
    }
    await checkSteppersOf(page, name);
    spent("steppers");
    await checkContent(page, name);
    spent("axe");
    await context.close();
}

// Every step-through of the page in the page; the first of each structure also with
// the mouse and the keyboard.
async function checkSteppersOf(page, name) {
    const count = await page.locator("figure.sg-stepper").count();
    for (let i = 0; i < count; i++) {
        const structure = await structureOf(page.locator("figure.sg-stepper").nth(i));
        if (structures.has(structure)) {
            await checkStepperInPage(page, name, i, screenshotDir);
            structures.get(structure).push(`${name} ${i + 1}`);
        } else {
            structures.set(structure, [`${name} ${i + 1}`]);
            await checkStepper(page, name, i, screenshotDir);
            // (checkStepper looks at the first two steps; this, at every one.)
            await checkStepperInPage(page, name, i, screenshotDir);
        }
    }
    steppers += count;
}

// The kinds of element on the page (for the choice of pages the colour rules check), and
// axe-core's content rules.
async function checkContent(page, name) {
    // axe-core's content rules on a desktop, in the light theme, on the page's own content
    // (<main>), on every page but the print page (which repeats every chapter); the colour
    // rules, in every theme, on the pages that cover every kind of element (below).
    if (name !== "print.html") {
        kinds.set(
            name,
            await page.evaluate(() => {
                const found = new Set();
                for (const e of document.querySelectorAll("main *")) {
                    found.add(e.tagName.toLowerCase());
                    for (const c of e.classList) found.add(`.${c}`);
                }
                return [...found];
            }),
        );
        await axeInThemes(page, name, EVERY_PAGE_THEMES, "main", "content");
    }
}

// axe-core's `rules` (see axeViolations) on `page`, at a desktop's width, in each of
// `themes`.
async function axeInThemes(page, name, themes, within = null, rules = "all") {
    await page.setViewportSize(DESKTOP);
    await page.addScriptTag({ content: axeSource });
    for (const theme of themes) {
        await setTheme(page, theme);
        axeRuns += 1;
        for (const v of await axeViolations(page, within, rules)) {
            for (const node of v.nodes) {
                if (MDBOOK_CHROME.some((c) => c.rule === v.id && node.target === c.target)) {
                    axeChrome.set(theme, (axeChrome.get(theme) ?? 0) + 1);
                } else {
                    fail(
                        `${name} (${theme})`,
                        `axe ${v.id}: ${v.help}: ${node.target}: ` +
                            `${node.summary.replace(/\s+/g, " ")}`,
                    );
                }
            }
        }
    }
}

// The pages whose <main> the colour rules check, in every theme: a few that, between them,
// hold every kind of element found on any page of the book, each the page with the most
// kinds not yet covered.
function pagesCoveringEveryKind() {
    const left = new Set([...kinds.values()].flat());
    const chosen = [];
    while (left.size > 0) {
        let best = null,
            gain = 0;
        for (const [name, found] of kinds) {
            const g = found.filter((k) => left.has(k)).length;
            if (g > gain || (g === gain && best !== null && name < best)) {
                best = name;
                gain = g;
            }
        }
        chosen.push(best);
        for (const k of kinds.get(best)) left.delete(k);
    }
    return chosen;
}
{
    const queue = widgetsOnly ? [] : [...pages];
    // Progress, every tenth page: the whole test runs for minutes.
    let done = 0;
    const began = performance.now();
    const pageSeconds = [];
    const worker = async () => {
        while (queue.length > 0) {
            const name = queue.shift();
            const start = performance.now();
            await checkPage(name);
            pageSeconds.push([name, (performance.now() - start) / 1000]);
            done += 1;
            if (done % 10 === 0 || done === pages.length) {
                console.log(
                    `pages: ${done} of ${pages.length} checked ` +
                        `(${((performance.now() - began) / 1000).toFixed(0)} s)`,
                );
            }
        }
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
    const coverBegan = performance.now();
    const cover = widgetsOnly ? [] : pagesCoveringEveryKind();
    const coverQueue = [...cover];
    const themeWorker = async () => {
        while (coverQueue.length > 0) {
            const name = coverQueue.shift();
            const start = performance.now();
            const { context, page } = await openPage(name);
            await page.goto(`${base}${name}`, { waitUntil: "load" });
            await axeInThemes(page, name, THEMES, "main", "colour");
            await context.close();
            phaseSeconds.axe += (performance.now() - start) / 1000;
        }
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, themeWorker));
    // mdBook's chrome (the menu bar, the sidebar, the search) is the same on every page:
    // the whole of one page, in every theme. (Run on each of the covering pages, it took
    // more than a third of the test: the sidebar lists every chapter.)
    if (!widgetsOnly) {
        const start = performance.now();
        const { context, page } = await openPage(CHROME_PAGE);
        await page.goto(`${base}${CHROME_PAGE}`, { waitUntil: "load" });
        await axeInThemes(page, CHROME_PAGE, THEMES);
        await context.close();
        phaseSeconds.axe += (performance.now() - start) / 1000;
    }
    if (!widgetsOnly) {
        console.log(
            `colours and chrome: checked in ` +
                `${((performance.now() - coverBegan) / 1000).toFixed(0)} s`,
        );
        const slowest = pageSeconds.sort((a, b) => b[1] - a[1]).slice(0, 8);
        console.log(
            `the slowest pages: ${slowest.map(([n, s]) => `${n} ${s.toFixed(0)} s`).join(", ")}`,
        );
        console.log(
            `page checks, seconds summed over the pages: ${Object.entries(phaseSeconds)
                .map(([k, v]) => `${k} ${v.toFixed(0)}`)
                .join(", ")}`,
        );
        console.log(
            `axe: ${axeRuns} runs: all rules but colour's in ${EVERY_PAGE_THEMES.join(" and ")} ` +
                `on the <main> of ${kinds.size} pages, ` +
                `the colour rules (${COLOUR_RULES.join(", ")}) in ${THEMES.join(", ")} ` +
                `on the <main> of the ${cover.length} pages that hold every kind of element ` +
                `(${new Set([...kinds.values()].flat()).size} kinds): ${cover.join(", ")}; ` +
                `every rule on the whole of ${CHROME_PAGE}, mdBook's chrome included, ` +
                `in ${THEMES.join(", ")}`,
        );
    }
}

// Internal links: the page exists, and so does the element its #fragment names.
for (const [from, href] of links) {
    if (!href.startsWith(base)) continue; // external, or the 404 page's base: not followed offline
    const url = new URL(href);
    let target = decodeURIComponent(url.pathname.slice(prefix.length)) || "index.html";
    if (target.endsWith("/")) target += "index.html";
    if (!existsSync(join(bookDir, target))) {
        fail(from, `broken link to ${target}`);
        continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (
        fragment &&
        target.endsWith(".html") &&
        (only === null || ids.has(target)) &&
        !ids.get(target)?.has(fragment)
    ) {
        fail(from, `link to ${target}#${fragment}: no such anchor`);
    }
}

// Search works offline, on the book's own index, for the words readers type.
if (!widgetsOnly && only === null) {
    const began = performance.now();
    const { context, page } = await openPage("search", { viewport: DESKTOP });
    await page.goto(`${base}index.html`, { waitUntil: "load" });
    for (const word of [
        "negamax",
        "Sprague",
        "memoization",
        "dp",
        "dynamic programming",
        "minimax",
    ]) {
        await page.locator("#mdbook-search-toggle").click();
        await page.locator("#mdbook-searchbar").fill("");
        await page.locator("#mdbook-searchbar").pressSequentially(word); // mdBook searches on keyup
        try {
            await page.waitForFunction(
                () => document.querySelectorAll("#mdbook-searchresults li").length > 0,
                null,
                { timeout: LIVENESS_MS },
            );
        } catch {
            fail("search", `no result for "${word}"`);
        }
        await page.keyboard.press("Escape");
    }
    await context.close();
    console.log(`search: checked in ${((performance.now() - began) / 1000).toFixed(0)} s`);
}

// The try-it widgets: their engines against the crate, each widget as a reader uses it,
// the work each does at its limits (tests/browser/widgets.mjs).
const widgetReport =
    only !== null
        ? []
        : await checkWidgets({
              browser,
              base,
              fail,
              openPage,
              pages,
              checkStepper,
              checkPhoneLayout,
              setTheme,
              axeViolations,
              axeSource,
              THEMES,
              recordWork,
              isChrome: (rule, target) =>
                  MDBOOK_CHROME.some((c) => c.rule === rule && c.target === target),
              screenshotDir: screenshotDir && join(screenshotDir, "widgets"),
          });
widgetReport.forEach((line) => console.log(`widgets: ${line}`));

await browser.close();
server.close();
console.log(
    `checked ${pages.length} pages at ${PHONE.width} px, ${links.length} links ` +
        `and ${steppers} step-throughs in ${bookDir}, served under ${prefix}`,
);
console.log(
    `step-throughs: every step of all ${steppers} checked in the page; ` +
        `${structures.size} structures, one of each also ` +
        `checked key by key with the mouse and keyboard: ` +
        `${[...structures].map(([k, v]) => `${k} (${v.length})`).join("; ")}`,
);
for (const [theme, chrome] of axeChrome) {
    console.log(
        `axe (${AXE_TAGS.join(", ")}), ${theme} theme: no violation but ${chrome} ` +
            `in mdBook's own chrome, the kinds listed in MDBOOK_CHROME`,
    );
}
if (failures.length) {
    console.error(`\n${failures.length} problems:\n  ${failures.join("\n  ")}`);
    process.exit(1);
}

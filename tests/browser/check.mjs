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
// figures/data/try-fixture.json, each widget as a reader uses it,
// and the work each does at its limits, within budgets recorded once on a CPU slowed down
// four times (--widgets-only checks them alone; --record-widget-work records the budgets).
// With --screenshots DIR, it also saves each page's first step-through in the light and
// coal themes, a page as it loads offline on a phone, the PDF, and the widgets in use
// (DIR/widgets/).
import { createServer } from "node:http";
import { readFile, stat, readdir, mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { extname, join, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { checkWidgets, WIDGET_PAGES } from "./widgets.mjs";

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

const PHONE = { width: 390, height: 844 };
// How long a wait may last before the run is called stuck: a bound on hangs, not a check
// of speed (no check of this test reads a clock to pass or fail).
const LIVENESS_MS = 10 * 60_000;
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

const types = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".txt": "text/plain",
};

// The book's base path, as its 404 page declares it (`site-url` in book.toml).
const notFound = await readFile(join(bookDir, "404.html"), "utf8");
const prefix = (notFound.match(/<base href="([^"]*)"/) ?? [null, "/"])[1];

// A static server for the built book, under `prefix`, on a free port of the loopback.
function serve(root) {
    const server = createServer(async (req, res) => {
        const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
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
            res.writeHead(200, {
                "content-type": types[extname(file)] ?? "application/octet-stream",
            });
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
        // api/ is the crate's documentation, rustdoc's pages beside the book (.ci/run).
        if (entry.isDirectory()) {
            if (rel !== "figures" && rel !== "api") pages.push(...(await htmlPages(dir, rel)));
        } else if (entry.name.endsWith(".html") && rel !== "toc.html") pages.push(rel);
    }
    return pages.sort();
}

const failures = [];
const fail = (page, message) => failures.push(`${page}: ${message}`);

// The state of a step-through, as the reader sees it.
function stateOf(figure) {
    return figure.evaluate((f) => ({
        step: f.dataset.step,
        current: [...f.querySelectorAll("[data-sg].sg-current")].map((e) => e.dataset.sg),
        reads: [...f.querySelectorAll("[data-sg].sg-read")].map((e) => e.dataset.sg).sort(),
        pending: f.querySelectorAll("[data-sg].sg-pending").length,
        caption: f.querySelector(".sg-step-caption").textContent,
        disabled: [...f.querySelectorAll(".sg-controls button:disabled")]
            .map((b) => b.className)
            .sort()
            .join(),
        playing: f.querySelector("button.sg-play").getAttribute("aria-pressed") === "true",
        focused:
            document.activeElement === f ? "figure" : (document.activeElement?.className ?? ""),
    }));
}

// Step-through `index` of the page, with the browser's own mouse and keyboard, key by key:
// its controls, Next with the mouse, Enter and Space on the buttons, the keys on the
// figure, and Play to the end (each below, in this order).
async function checkStepper(page, name, index) {
    const s = await stepperUnderTest(page, name, index);
    await checkStepperControls(s);
    await checkStepperMouse(s);
    await checkStepperButtonKeys(s);
    await checkStepperFigureKeys(s);
    await shootStepper(page, s.figure, name, index);
    await checkStepperPlay(s);
}

// Step-through `index` of the page, for the checks of checkStepper: its figure, `where`
// to name it, its values when finished, its steps (each caption also as text: the
// captions are HTML, math is set in <span>s), its state as the reader sees it, and its
// buttons.
async function stepperUnderTest(page, name, index) {
    const figure = page.locator("figure.sg-stepper").nth(index);
    const finalValues = await figure
        .locator("[data-sg]")
        .evaluateAll((els) => els.map((e) => e.textContent));
    const steps = await figure.evaluate((f) =>
        JSON.parse(f.querySelector("script.sg-steps").textContent).map((s) => {
            const t = document.createElement("template");
            t.innerHTML = s.caption;
            return { ...s, text: t.content.textContent };
        }),
    );
    return {
        page,
        figure,
        where: `${name}, step-through ${index + 1}`,
        finalValues,
        steps,
        total: steps.length,
        state: () => stateOf(figure),
        button: (which) => figure.locator(`.sg-controls button.sg-${which}`),
    };
}

// Start is disabled at the first step: there, it has nothing to do.
async function toStart({ button }) {
    if (!(await button("start").isDisabled())) await button("start").click();
}

// The controls: five buttons, on one row even on a phone, and a key to the highlights;
// on the finished figure, only End is disabled.
async function checkStepperControls({ figure, where, state }) {
    const tops = await figure
        .locator(".sg-controls button")
        .evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
    if (tops.length !== 5 || new Set(tops).size !== 1) {
        fail(where, `the five buttons should sit on one row, got tops ${tops}`);
    }
    if ((await figure.locator(".sg-key li").count()) === 0) {
        fail(where, "no key says what the highlights mean");
    }
    const start = await state();
    if (start.disabled !== "sg-end") {
        fail(where, `on the finished figure only End should be disabled, got [${start.disabled}]`);
    }
}

// The mouse: Next from the finished figure shows step 1, then step 2.
async function checkStepperMouse({ where, steps, total, state, button }) {
    await button("next").click();
    const first = await state();
    if (
        first.step !== "0" ||
        first.current.join() !== steps[0].target ||
        first.caption !== steps[0].text
    ) {
        fail(
            where,
            `Next from the finished figure should show step 1, got ${JSON.stringify(first)}`,
        );
    }
    if (first.pending !== total - 1) {
        fail(where, `step 1 should leave ${total - 1} elements pending, got ${first.pending}`);
    }
    if (first.disabled !== "sg-prev,sg-start") {
        fail(where, `at the first step Start and Prev should be disabled, got [${first.disabled}]`);
    }
    if (first.focused !== "sg-next") {
        fail(where, `a click on Next should leave the focus on Next, got ${first.focused}`);
    }
    if (total > 1) {
        await button("next").click();
        const second = await state();
        if (second.current.join() !== steps[1].target || second.caption !== steps[1].text) {
            fail(
                where,
                `Next should move the highlight to ${steps[1].target}, got ${JSON.stringify(second)}`,
            );
        }
        if (second.reads.join() !== [...steps[1].reads].sort().join()) {
            fail(
                where,
                `step 2 should highlight the cells it reads, ${steps[1].reads}, got ${second.reads}`,
            );
        }
    }
}

// The keyboard on the buttons: Enter and Space press the focused button, every time.
async function checkStepperButtonKeys(s) {
    const { page, where, total, state, button } = s;
    await toStart(s);
    const afterStart = await state();
    if (afterStart.step !== "0" || afterStart.focused !== "sg-next") {
        fail(
            where,
            `Start should show step 1 and hand the focus to Next (Start is disabled there), got ${JSON.stringify(afterStart)}`,
        );
    }
    await button("next").focus();
    const presses = Math.min(3, total);
    for (let k = 0; k < presses; k++) await page.keyboard.press("Enter");
    const entered = await state();
    const expected = presses === total ? String(total) : String(presses);
    if (entered.step !== expected) {
        fail(
            where,
            `${presses} Enter on a focused Next should reach step ${expected}, got ${entered.step}`,
        );
    }
    await toStart(s);
    await button("next").focus();
    await page.keyboard.press(" ");
    const spaced = await state();
    if (spaced.step !== (total > 1 ? "1" : String(total)) || spaced.playing) {
        fail(
            where,
            `Space on a focused Next should press Next (not Play), got ${JSON.stringify(spaced)}`,
        );
    }
    await button("prev").focus();
    await page.keyboard.press(" ");
    const back = await state();
    if (total > 1 && (back.step !== "0" || back.focused !== "sg-next")) {
        fail(
            where,
            `Space on a focused Prev should step back to step 1 and hand the focus to Next, got ${JSON.stringify(back)}`,
        );
    }
}

// The keyboard on the figure: arrows, Home and End step, and never turn the page; on the
// way, every step's caption fits the screen, and every step's element is in view.
async function checkStepperFigureKeys(s) {
    const url = s.page.url();
    await s.figure.focus();
    await checkCaptionsFit(s);
    await checkStepsInView(s);
    await checkArrowsHomeEnd(s, url);
}

// Run in the page: how far the caption of figure `f` reaches past its box or the screen.
function captionOverflow(f) {
    const c = f.querySelector(".sg-step-caption");
    return Math.round(
        Math.max(
            c.scrollWidth - c.clientWidth,
            c.getBoundingClientRect().right - window.innerWidth,
        ),
    );
}

// Every step's caption fits the screen. The first steps are taken with the keyboard; the
// rest by the same key events sent in the page, in one call (stepCaptionsPast), so that
// a figure of hundreds of steps costs one round trip to the browser, not hundreds.
async function checkCaptionsFit({ page, figure, where, total }) {
    const wideCaptions = [];
    const byKeyboard = Math.min(total, 3);
    for (let k = 0; k < byKeyboard; k++) {
        await page.keyboard.press(k === 0 ? "Home" : "ArrowRight");
        const over = await figure.evaluate(
            (f, measure) => new Function("f", `return (${measure})(f)`)(f),
            captionOverflow.toString(),
        );
        if (over > 1) wideCaptions.push(`step ${k + 1} (${over} px)`);
    }
    const rest = await figure.evaluate(stepCaptionsPast, [
        byKeyboard,
        total,
        captionOverflow.toString(),
    ]);
    if (rest.error) fail(where, rest.error);
    else wideCaptions.push(...rest.wide);
    if (wideCaptions.length) {
        fail(where, `captions wider than the screen: ${wideCaptions.join(", ")}`);
    }
}

// Run in the page: ArrowRight on figure `f` from step `from` to its last, each step shown
// in turn; the steps whose caption is wider than the screen (`measure`, the source of
// captionOverflow), or the first step ArrowRight did not show.
function stepCaptionsPast(f, [from, total, measure]) {
    const over = new Function("f", `return (${measure})(f)`);
    const wide = [];
    for (let k = from; k < total; k++) {
        f.dispatchEvent(
            new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }),
        );
        if (f.dataset.step !== String(k)) {
            return { error: `step ${k + 1}: ArrowRight showed step ${Number(f.dataset.step) + 1}` };
        }
        const o = over(f);
        if (o > 1) wide.push(`step ${k + 1} (${o} px)`);
    }
    return { wide };
}

// At every step, the element being filled is wholly in view in its box, and its
// caption's formula is not cut in the middle (stepsOutOfView, in the page).
async function checkStepsInView({ figure, where, total }) {
    const outOfView = await figure.evaluate(stepsOutOfView, [
        total,
        hiddenPart.toString(),
        cutMath.toString(),
    ]);
    if (outOfView.length) fail(where, outOfView.slice(0, 5).join("; "));
}

// Run in the page: from Home, each of the `total` steps of figure `f`, with hiddenPart
// and cutMath (their sources): where the element being filled is not wholly in view, or
// the caption's formula is cut.
function stepsOutOfView(f, [total, hiddenPartSource, cutMathSource]) {
    const hiddenPart = new Function(`return (${hiddenPartSource})`)();
    const cutMath = new Function(`return (${cutMathSource})`)();
    const found = [];
    f.dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true, cancelable: true }));
    for (let k = 0; k < total; k++) {
        if (k > 0) {
            f.dispatchEvent(
                new KeyboardEvent("keydown", {
                    key: "ArrowRight",
                    bubbles: true,
                    cancelable: true,
                }),
            );
        }
        const hidden = hiddenPart(f.querySelector("[data-sg].sg-current"));
        if (hidden) {
            found.push(`step ${k + 1}: the element being filled is not wholly in view: ${hidden}`);
        }
        const cut = cutMath(f.querySelector(".sg-step-caption"));
        if (cut) found.push(`step ${k + 1}: its caption ${cut}`);
    }
    return found;
}

// The arrows, End and Home on the figure step as they say, and the page's address is
// still `url`: the keys did not turn the page.
async function checkArrowsHomeEnd({ page, where, total, state }, url) {
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    const right = await state();
    await page.keyboard.press("ArrowLeft");
    const left = await state();
    if (total > 1 && (right.step !== "1" || left.step !== "0")) {
        fail(
            where,
            `ArrowRight then ArrowLeft should show steps 2 and 1, got ${right.step} and ${left.step}`,
        );
    }
    await page.keyboard.press("End");
    const ended = await state();
    if (ended.step !== String(total) || ended.disabled !== "sg-end") {
        fail(
            where,
            `End should show the finished figure with End disabled, got ${JSON.stringify(ended)}`,
        );
    }
    await page.keyboard.press("Home");
    const home = await state();
    if (home.step !== "0") fail(where, `Home should show step 1, got ${home.step}`);
    if (page.url() !== url) fail(where, `the keys turned the page to ${page.url()}`);
}

// Play to the end: the final state is the static figure.
async function checkStepperPlay(s) {
    const { page, figure, where, finalValues, state, button } = s;
    await toStart(s);
    await button("play").click();
    await page.waitForFunction(
        (f) =>
            f.dataset.step ===
            String(JSON.parse(f.querySelector("script.sg-steps").textContent).length),
        await figure.elementHandle(),
        { timeout: LIVENESS_MS },
    );
    const last = await state();
    const values = await figure
        .locator("[data-sg]")
        .evaluateAll((els) => els.map((e) => e.textContent));
    if (last.pending !== 0 || last.current.length !== 0 || last.playing) {
        fail(where, `Play should end with everything shown, got ${JSON.stringify(last)}`);
    }
    if (values.join("|") !== finalValues.join("|")) {
        fail(where, "the final state differs from the static figure");
    }
    const hiddenValues = await figure
        .locator("td[data-sg]")
        .evaluateAll(
            (els) => els.filter((e) => getComputedStyle(e).color === "rgba(0, 0, 0, 0)").length,
        );
    if (hiddenValues !== 0) fail(where, `${hiddenValues} cells are still transparent at the end`);
}

// With --screenshots, each page's first step-through, in the light and coal themes.
async function shootStepper(page, figure, name, index) {
    if (!screenshotDir || index !== 0 || name.startsWith("print")) return;
    for (const theme of ["light", "coal"]) {
        await page.evaluate((t) => {
            document.documentElement.className = document.documentElement.className.replace(
                /\b(light|rust|coal|navy|ayu)\b/,
                t,
            );
        }, theme);
        await figure.scrollIntoViewIfNeeded();
        await figure.screenshot({
            path: join(screenshotDir, `${name.replace(/[/.]/g, "_")}-${theme}.png`),
        });
    }
    await page.evaluate(() => {
        document.documentElement.className = document.documentElement.className.replace(
            /\b(light|rust|coal|navy|ayu)\b/,
            "light",
        );
    });
}

// A step-through's structure: its classes, the kinds of element its steps light up, and
// whether a widget's form holds it. Every step-through runs the same script (theme/
// figures.js), so the mouse and keyboard are checked through the browser's own input, key
// by key (checkStepper), on one step-through of each structure; every other one is checked
// in one call in the page (checkStepperInPage): each of its steps, with the same buttons
// and keys sent as events there.
function structureOf(figure) {
    return figure.evaluate((f) =>
        [
            [...f.classList].sort().join("."),
            [...new Set([...f.querySelectorAll("[data-sg]")].map((e) => e.tagName.toLowerCase()))]
                .sort()
                .join(","),
            f.closest("form") ? "in a form" : "",
        ].join(" | "),
    );
}

// Run in the page: what of `element` the reader cannot see in the box that scrolls around
// it, or "" if it is all in view. The part of a box in view runs from its left edge, past
// any sticky header beside the element (a row's name, which the rest scrolls under), to
// its right edge. An element wider than that part (a play figure's whole row) must show
// its start. Measured here, not with theme/reading.js's own sums.
function hiddenPart(element) {
    if (!element) return "";
    const box = element.closest(".sg-scroll, .table-wrapper, .katex-display, pre > code");
    if (!box || box.scrollWidth <= box.clientWidth + 1) return "";
    const b = box.getBoundingClientRect();
    const e = element.getBoundingClientRect();
    let left = b.left + box.clientLeft;
    for (const cell of box.querySelectorAll("th, td")) {
        if (cell === element || getComputedStyle(cell).position !== "sticky") continue;
        const c = cell.getBoundingClientRect();
        if (c.bottom > e.top + 1 && c.top < e.bottom - 1 && c.left < e.right) {
            left = Math.max(left, c.right);
        }
    }
    const right = b.left + box.clientLeft + box.clientWidth;
    const cut = (from, to) =>
        `${Math.round(from)} to ${Math.round(to)} px, in view ${Math.round(left)} to ${Math.round(right)} px`;
    if (e.width > right - left + 1) {
        return e.left < left - 1 || e.left > right - 1
            ? `its start is out of view (${cut(e.left, e.right)})`
            : "";
    }
    return e.left < left - 1 || e.right > right + 1 ? cut(e.left, e.right) : "";
}

// Run in the page: where a formula of `root` set as text (`.sg-math`, as a step's caption
// writes it) ends a line inside its brackets, other than after a comma between the
// arguments of a named function (`max(a,` but not `D(0,`): "" if nowhere.
function cutMath(root) {
    for (const math of root.querySelectorAll(".sg-math")) {
        const walker = document.createTreeWalker(math, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        const opened = [];
        let word = "",
            last = "",
            previous = null,
            before = "";
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let k = 0; k < node.data.length; k++) {
                const ch = node.data[k];
                if (ch.trim() !== "") {
                    range.setStart(node, k);
                    range.setEnd(node, k + 1);
                    const r = range.getClientRects()[0];
                    // A new line: this character starts below the one before it (a
                    // subscript starts within it).
                    const named = opened.length > 0 && opened[opened.length - 1];
                    if (
                        r &&
                        previous &&
                        r.top > previous.bottom - 2 &&
                        opened.length > 0 &&
                        !(last === "," && named)
                    ) {
                        return `"${math.textContent}" ends a line inside its brackets, after "${before.slice(-12)}"`;
                    }
                    if (r) previous = r;
                }
                if ("([{".includes(ch)) opened.push(word.length >= 2);
                else if (")]}".includes(ch)) opened.pop();
                word = /[A-Za-z]/.test(ch) ? word + ch : "";
                if (ch.trim() !== "") last = ch;
                before += ch;
            }
        }
    }
    return "";
}

// The text of `main`, a function that runs in the page, with the functions it calls
// (`helpers`) declared beside it: page.evaluate sends a function's text alone, without
// the module around it. In the page, `new Function(`return ${source}`)()` is `main`.
function inPageSource(main, helpers) {
    return `(() => {\n${helpers.join("\n")}\nreturn (${main});\n})()`;
}

// Every step of a step-through, in one call in the page: Next from the finished figure
// shows step 1; ArrowRight then shows each step in turn, with its highlight, the cells it
// reads, its caption, which fits the screen, and the right buttons disabled; End shows the
// finished figure; Play from the start reaches it; its values are the static figure's;
// the five buttons sit on one row, and a key says what the highlights mean.
async function checkStepperInPage(page, name, index) {
    const where = `${name}, step-through ${index + 1}`;
    const figure = page.locator("figure.sg-stepper").nth(index);
    const problems = await figure.evaluate(
        (f, source) => new Function(`return ${source}`)()(f),
        inPageSource(everyStepInPage, [
            hiddenPart,
            cutMath,
            stepStateIn,
            pressKeyIn,
            checkControlsIn,
            checkStepIn,
            checkEndKeysIn,
            playToEndIn,
            checkPlayedIn,
        ]),
    );
    for (const p of problems) fail(where, p);
    await shootStepper(page, figure, name, index);
}

// Run in the page: every step of figure `f`, for checkStepperInPage (the functions it
// calls are sent with it). Returns the problems found; past 5, it stops at that step.
async function everyStepInPage(f) {
    const problems = [];
    const finalValues = [...f.querySelectorAll("[data-sg]")].map((e) => e.textContent);
    const steps = JSON.parse(f.querySelector("script.sg-steps").textContent).map((s) => {
        const t = document.createElement("template");
        t.innerHTML = s.caption;
        return { ...s, text: t.content.textContent };
    });
    const total = steps.length;
    checkControlsIn(f, problems);
    f.querySelector(".sg-controls button.sg-next").click();
    for (let k = 0; k < total; k++) {
        if (k > 0) pressKeyIn(f, "ArrowRight", problems);
        checkStepIn(f, steps, k, problems);
        if (problems.length > 5) return problems;
    }
    checkEndKeysIn(f, total, problems);
    await playToEndIn(f, total);
    checkPlayedIn(f, total, finalValues, problems);
    return problems;
}

// Run in the page: the state of step-through `f`, as the reader sees it.
function stepStateIn(f) {
    return {
        step: f.dataset.step,
        current: [...f.querySelectorAll("[data-sg].sg-current")].map((e) => e.dataset.sg).join(),
        reads: [...f.querySelectorAll("[data-sg].sg-read")]
            .map((e) => e.dataset.sg)
            .sort()
            .join(),
        pending: f.querySelectorAll("[data-sg].sg-pending").length,
        caption: f.querySelector(".sg-step-caption").textContent,
        disabled: [...f.querySelectorAll(".sg-controls button:disabled")]
            .map((b) => b.className)
            .sort()
            .join(),
        playing: f.querySelector("button.sg-play").getAttribute("aria-pressed") === "true",
    };
}

// Run in the page: key `k` pressed on figure `f`, which must take it (or the page would
// turn).
function pressKeyIn(f, k, problems) {
    const event = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
    f.dispatchEvent(event);
    if (!event.defaultPrevented) {
        problems.push(`${k} on the figure was not taken by the figure (the page would turn)`);
    }
}

// Run in the page: the five buttons of `f` sit on one row, a key says what the
// highlights mean, and on the finished figure only End is disabled.
function checkControlsIn(f, problems) {
    const tops = [...f.querySelectorAll(".sg-controls button")].map((b) =>
        Math.round(b.getBoundingClientRect().top),
    );
    if (tops.length !== 5 || new Set(tops).size !== 1) {
        problems.push(`the five buttons should sit on one row, got tops ${tops}`);
    }
    if (f.querySelectorAll(".sg-key li").length === 0) {
        problems.push("no key says what the highlights mean");
    }
    const start = stepStateIn(f);
    if (start.disabled !== "sg-end") {
        problems.push(
            `on the finished figure only End should be disabled, got [${start.disabled}]`,
        );
    }
}

// Run in the page: step `k` of `f`, shown: its highlight, the cells it reads, its
// caption, the elements still pending, the buttons disabled; its caption fits the
// screen and cuts no formula; the element being filled is wholly in view.
function checkStepIn(f, steps, k, problems) {
    const total = steps.length;
    const s = stepStateIn(f);
    const want = steps[k];
    if (
        s.step !== String(k) ||
        s.current !== want.target ||
        s.caption !== want.text ||
        s.reads !== [...want.reads].sort().join()
    ) {
        problems.push(
            `step ${k + 1} should highlight ${want.target}, read [${want.reads}] and say "${want.text}", got ${JSON.stringify(s)}`,
        );
    }
    if (s.pending !== total - 1 - k) {
        problems.push(
            `step ${k + 1} should leave ${total - 1 - k} elements pending, got ${s.pending}`,
        );
    }
    const expectDisabled = k === 0 ? "sg-prev,sg-start" : "";
    if (s.disabled !== expectDisabled) {
        problems.push(
            `at step ${k + 1} the disabled buttons should be [${expectDisabled}], got [${s.disabled}]`,
        );
    }
    const c = f.querySelector(".sg-step-caption");
    const over = Math.round(
        Math.max(
            c.scrollWidth - c.clientWidth,
            c.getBoundingClientRect().right - window.innerWidth,
        ),
    );
    if (over > 1) {
        problems.push(`the caption of step ${k + 1} is ${over} px wider than the screen`);
    }
    const hidden = hiddenPart(f.querySelector("[data-sg].sg-current"));
    if (hidden) {
        problems.push(
            `at step ${k + 1}, the element being filled, ${want.target}, is not wholly in view: ${hidden}`,
        );
    }
    const cut = cutMath(c);
    if (cut) {
        problems.push(`the caption of step ${k + 1} is cut in the middle of a formula: ${cut}`);
    }
}

// Run in the page, at the last step of `f`: ArrowLeft steps back, End shows the finished
// figure, Home the first step.
function checkEndKeysIn(f, total, problems) {
    if (total > 1) {
        pressKeyIn(f, "ArrowLeft", problems);
        if (stepStateIn(f).step !== String(total - 2)) {
            problems.push(
                `ArrowLeft from the last step should show step ${total - 1}, got ${stepStateIn(f).step}`,
            );
        }
    }
    pressKeyIn(f, "End", problems);
    const ended = stepStateIn(f);
    if (ended.step !== String(total) || ended.disabled !== "sg-end") {
        problems.push(
            `End should show the finished figure with End disabled, got ${JSON.stringify(ended)}`,
        );
    }
    pressKeyIn(f, "Home", problems);
    if (stepStateIn(f).step !== "0") {
        problems.push(`Home should show step 1, got ${stepStateIn(f).step}`);
    }
}

// Run in the page: Play on `f`, then wait for it to stop: at the last step, or wherever
// it stopped (a figure whose play stops early fails in checkPlayedIn). No clock: it waits
// on the figure.
function playToEndIn(f, total) {
    return new Promise((done) => {
        const stopped = () =>
            f.dataset.step === String(total) ||
            f.querySelector("button.sg-play").getAttribute("aria-pressed") !== "true";
        const watch = new MutationObserver(() => {
            if (stopped()) {
                watch.disconnect();
                done();
            }
        });
        watch.observe(f, {
            attributes: true,
            subtree: true,
            attributeFilter: ["data-step", "aria-pressed"],
        });
        f.querySelector(".sg-controls button.sg-play").click();
        if (stopped()) {
            watch.disconnect();
            done();
        }
    });
}

// Run in the page, once Play has stopped: everything shown, the values of the static
// figure (`finalValues`), and no cell left transparent.
function checkPlayedIn(f, total, finalValues, problems) {
    const last = stepStateIn(f);
    if (last.step !== String(total) || last.pending !== 0 || last.current !== "" || last.playing) {
        problems.push(`Play should end with everything shown, got ${JSON.stringify(last)}`);
    }
    const values = [...f.querySelectorAll("[data-sg]")].map((e) => e.textContent);
    if (values.join("|") !== finalValues.join("|")) {
        problems.push("the final state differs from the static figure");
    }
    const hidden = [...f.querySelectorAll("td[data-sg]")].filter(
        (e) => getComputedStyle(e).color === "rgba(0, 0, 0, 0)",
    ).length;
    if (hidden !== 0) problems.push(`${hidden} cells are still transparent at the end`);
}

// On a phone: nothing in `main` reaches past the screen unless a box that scrolls holds it,
// and every box that scrolls can take the focus (phoneLayoutIn, in the page).
async function checkPhoneLayout(page, name) {
    const found = await page.evaluate(
        (source) => new Function(`return ${source}`)()(),
        inPageSource(phoneLayoutIn, [
            hiddenPart,
            describeElement,
            wideElements,
            uncuedBoxes,
            cutFormula,
            clippedInline,
            linesInBrackets,
            hiddenAnswers,
        ]),
    );
    // (2 px of slack for main's own width: KaTeX's strut, in wideElements; anything with
    // ink past the edge is in `wide`.)
    if (found.wide.length || found.mainWidth > found.mainClient + 2 || found.page > found.screen) {
        fail(
            name,
            `at ${PHONE.width} px, main is ${found.mainWidth} px wide for ${found.mainClient}: ${found.wide.join(", ") || "the page itself"} reach past the screen`,
        );
    }
    if (found.unfocusable.length) {
        fail(name, `boxes that scroll but cannot take the focus: ${found.unfocusable.join(", ")}`);
    }
    if (found.uncued.length) {
        fail(
            name,
            `boxes that scroll sideways with no cue that they do: ${found.uncued.join(", ")}`,
        );
    }
    if (found.cutFormulas.length) {
        fail(name, `formulas cut or clipped: ${found.cutFormulas.join("; ")}`);
    }
    if (found.hiddenAnswers.length) {
        fail(
            name,
            `answer cells out of view, with no word to scroll: ${found.hiddenAnswers.join(", ")}`,
        );
    }
}

// Run in the page, for checkPhoneLayout (the functions it calls are sent with it): the
// widths of `main`, the page and the screen; what reaches past the screen; the boxes that
// scroll sideways but cannot take the focus, or show no cue that they scroll; the
// formulas cut or clipped; the answers out of view.
function phoneLayoutIn() {
    const main = document.querySelector("main");
    const scrollsX = (e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX);
    const wide = wideElements(main);
    const boxes = [...main.querySelectorAll("*")].filter(
        (e) => scrollsX(e) && e.scrollWidth > e.clientWidth + 1,
    );
    return {
        mainWidth: main.scrollWidth,
        mainClient: main.clientWidth,
        page: document.scrollingElement.scrollWidth,
        screen: window.innerWidth,
        wide,
        unfocusable: boxes
            .filter((b) => b.tabIndex < 0 && !b.querySelector("a, button, input, [tabindex]"))
            .map(describeElement),
        uncued: uncuedBoxes(boxes),
        cutFormulas: [...main.querySelectorAll(".katex")]
            .flatMap((k) => cutFormula(k, main))
            .slice(0, 5),
        hiddenAnswers: hiddenAnswers(main),
    };
}

// Run in the page: element `e` as a problem names it, by its tag, id and classes.
function describeElement(e) {
    return (
        e.tagName.toLowerCase() +
        (e.id ? `#${e.id}` : "") +
        (e.className && typeof e.className === "string"
            ? `.${e.className.trim().split(/\s+/).join(".")}`
            : "")
    );
}

// Run in the page: the first 5 elements of `main` that reach past the screen, outermost
// only, each with how far, outside any box that scrolls or clips.
function wideElements(main) {
    const right = Math.min(main.getBoundingClientRect().right, window.innerWidth) + 1;
    // Inside a box that scrolls, or that clips what it holds (KaTeX clips the long tail
    // of a square root's bar, and hides its MathML in a 1-pixel box).
    const inBox = (e) => {
        for (let p = e.parentElement; p && p !== main; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== "visible") return true;
        }
        return false;
    };
    // KaTeX ends a line of sub- and superscripts (span.vlist-t2) with an empty strut
    // of 2 px that a negative margin takes back (a Safari fix): no ink reaches past.
    const strut = (e) =>
        e.closest(".vlist-t2") !== null && e.getBoundingClientRect().right <= right + 2;
    const wide = [...main.querySelectorAll("*")]
        .filter((e) => e.getBoundingClientRect().right > right && !inBox(e) && !strut(e))
        .filter((e, _, all) => !all.some((o) => o !== e && o.contains(e)));
    return wide
        .slice(0, 5)
        .map(
            (e) =>
                `${describeElement(e)} (${Math.round(e.getBoundingClientRect().right - right)} px)`,
        );
}

// Run in the page: of the `boxes` that scroll sideways, those that do not show that they
// do: a shadow on the edge past which there is more, drawn by its frame (a code block's
// <pre>), and under a table, an equation or a figure, a line that says to scroll.
function uncuedBoxes(boxes) {
    return boxes
        .map((b) => {
            const frame = b.parentElement;
            const edge = b.scrollLeft + b.clientWidth < b.scrollWidth - 1 ? "::after" : "::before";
            const shadow = getComputedStyle(frame, edge);
            const drawn =
                shadow.content !== "none" &&
                shadow.backgroundImage.includes("gradient") &&
                parseFloat(shadow.width) >= 8;
            const hint = frame.nextElementSibling;
            const hinted =
                b.matches("pre > code") ||
                (hint &&
                    hint.matches(".sg-scroll-hint") &&
                    /scroll/.test(hint.textContent) &&
                    hint.getBoundingClientRect().height > 0);
            return drawn && hinted
                ? null
                : `${describeElement(b)} (${drawn ? "" : "no shadow"}${drawn || hinted ? "" : ", "}${hinted ? "" : "no hint"})`;
        })
        .filter(Boolean);
}

// Run in the page: where formula `k` of `main` is cut or clipped. A formula is never cut
// across lines in the middle (linesInBrackets). Nor is it clipped: a display equation
// shows its whole height, and an inline formula is never cut off by a box that does not
// scroll (clippedInline).
function cutFormula(k, main) {
    const tex = (k.querySelector("annotation")?.textContent ?? k.textContent).slice(0, 60);
    const display = k.closest(".katex-display");
    if (display) {
        return display.scrollHeight > display.clientHeight + 1
            ? [`${tex}: clipped (${display.scrollHeight} px tall in ${display.clientHeight})`]
            : [];
    }
    return [...clippedInline(k, main, tex), ...linesInBrackets(k, tex)];
}

// Run in the page: inline formula `k` (`tex`) clipped by the nearest box around it that
// does not show all it holds, if that box does not scroll.
function clippedInline(k, main, tex) {
    for (let p = k.parentElement; p && p !== main; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "visible") continue;
        const r = p.getBoundingClientRect(),
            e = k.getBoundingClientRect();
        if (!["auto", "scroll"].includes(o) && (e.right > r.right + 1 || e.left < r.left - 1)) {
            return [`${tex}: clipped by ${describeElement(p)}`];
        }
        break;
    }
    return [];
}

// Run in the page: where formula `k` (`tex`) ends a line inside its brackets. Between
// two of KaTeX's unbreakable pieces, a line may end only where every bracket opened is
// closed, or after a comma and a space (`,\ `, between the arguments of max).
function linesInBrackets(k, tex) {
    const found = [];
    const bases = [...k.querySelectorAll(".katex-html .base")];
    let depth = 0,
        text = "";
    for (let i = 0; i + 1 < bases.length; i++) {
        const piece = bases[i].textContent;
        text += piece;
        for (const ch of piece) {
            if ("([{⌈⌊⟨".includes(ch)) depth += 1;
            else if (")]}⌉⌋⟩".includes(ch)) depth = Math.max(0, depth - 1);
        }
        const here = bases[i].getBoundingClientRect(),
            next = bases[i + 1].getBoundingClientRect();
        const broken = next.top >= here.bottom - 1 && next.left < here.left;
        const spaced =
            /,\s*$/.test(piece) && /^\s/.test(bases[i + 1].textContent.replace(/\u200b/g, ""));
        if (broken && depth > 0 && !spaced) {
            found.push(`${tex}: a line ends inside its brackets, after "${text.slice(-12)}"`);
        }
    }
    return found;
}

// Run in the page: a figure's answer, which its caption names, is in view as the page
// opens, or its caption says to scroll. Returns those that are neither.
function hiddenAnswers(main) {
    return [...main.querySelectorAll("figure .sg-answer")]
        .filter((a) => {
            const caption = a.closest("figure").querySelector("figcaption")?.textContent ?? "";
            return hiddenPart(a) !== "" && !/scroll/i.test(caption);
        })
        .map((a) => `${a.closest("figure").id}: ${a.dataset.sg ?? a.textContent}`);
}

// Math: KaTeX's HTML, drawn in KaTeX's fonts, which the book serves.
async function checkMath(page, name) {
    const math = await page.evaluate(async () => {
        await document.fonts.ready;
        const all = [...document.querySelectorAll("main .katex")];
        return {
            count: all.length,
            withoutHtml: all.filter((k) => !k.querySelector(".katex-html")).length,
            withoutMathml: all.filter((k) => !k.querySelector(".katex-mathml math")).length,
            fontLoaded:
                all.length === 0 ||
                [...document.fonts].some(
                    (f) => f.family.replace(/"/g, "") === "KaTeX_Main" && f.status === "loaded",
                ),
        };
    });
    if (math.withoutHtml || math.withoutMathml) {
        fail(
            name,
            `${math.withoutHtml} formulas lack KaTeX's HTML and ${math.withoutMathml} its MathML`,
        );
    }
    if (!math.fontLoaded) {
        fail(name, `${math.count} formulas, but KaTeX's fonts were not loaded from the book`);
    }
}

const server = await serve(bookDir);
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
        `print: ${chapters} chapters, ${pdfPages} PDF pages, checked in ${((performance.now() - began) / 1000).toFixed(0)} s`,
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
                `try-it widget ${k + 1} prints ${p.shown} controls and ${p.note ? "its" : "no"} note`,
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
            await checkStepperInPage(page, name, i);
            structures.get(structure).push(`${name} ${i + 1}`);
        } else {
            structures.set(structure, [`${name} ${i + 1}`]);
            await checkStepper(page, name, i);
            // (checkStepper looks at the first two steps; this, at every one.)
            await checkStepperInPage(page, name, i);
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
                        `axe ${v.id}: ${v.help}: ${node.target}: ${node.summary.replace(/\s+/g, " ")}`,
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
                    `pages: ${done} of ${pages.length} checked (${((performance.now() - began) / 1000).toFixed(0)} s)`,
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
            `colours and chrome: checked in ${((performance.now() - coverBegan) / 1000).toFixed(0)} s`,
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
            `axe: ${axeRuns} runs: all rules but colour's in ${EVERY_PAGE_THEMES.join(" and ")} on the <main> of ${kinds.size} pages, ` +
                `the colour rules (${COLOUR_RULES.join(", ")}) in ${THEMES.join(", ")} on the <main> of the ${cover.length} pages that hold every kind of element ` +
                `(${new Set([...kinds.values()].flat()).size} kinds): ${cover.join(", ")}; ` +
                `every rule on the whole of ${CHROME_PAGE}, mdBook's chrome included, in ${THEMES.join(", ")}`,
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
    `checked ${pages.length} pages at ${PHONE.width} px, ${links.length} links and ${steppers} step-throughs in ${bookDir}, served under ${prefix}`,
);
console.log(
    `step-throughs: every step of all ${steppers} checked in the page; ${structures.size} structures, one of each also ` +
        `checked key by key with the mouse and keyboard: ${[...structures].map(([k, v]) => `${k} (${v.length})`).join("; ")}`,
);
for (const [theme, chrome] of axeChrome) {
    console.log(
        `axe (${AXE_TAGS.join(", ")}), ${theme} theme: no violation but ${chrome} in mdBook's own chrome, the kinds listed in MDBOOK_CHROME`,
    );
}
if (failures.length) {
    console.error(`\n${failures.length} problems:\n  ${failures.join("\n  ")}`);
    process.exit(1);
}

// The try-it widgets (theme/try/: core.js and one file per game), in headless Chromium:
// called by check.mjs.
//
// 1. The engines against the crate: engine-check.mjs, run here in the page; its top says
//    what it checks.
// 2. Each widget as a reader uses it, on a phone and on a desktop: the forms are where the
//    chapters need them; Enter computes; the answer appears in `data-sg-result`; bad input
//    (letters, an empty field, a negative pile, a number too large, too many piles) shows
//    a message in `role="alert"` and no stale answer, a message that says what is wrong
//    (checked by its content, with the type and the limits of the game's crate); every
//    line a widget writes, on the largest values, groups its digits one way and has one
//    space between words; every end of a game says that the game is over, and says nothing
//    of the reader's mistakes before their first move; the step-through of a small input
//    works as every figure's does; a game against the book, played with the keyboard,
//    shows each move's value and the best move on request; nothing is wider than the
//    phone's screen; with the widget in use, axe-core finds nothing in the page's <main>
//    in the light theme, nor in the widget in any of the five. (That print shows a note
//    instead of the form, check.mjs checks on the print page.)
// 3. Work, not time: the slowest input each widget takes (the largest, with the largest
//    values), then the start of a game against the book on the largest game it takes, then
//    the reader's first move with the book's reply. For each of the three, the work the
//    page does is counted, the same on any machine: the blocks of JavaScript that V8 runs
//    (its precise block coverage: a loop's body counts once per turn) and the elements
//    the widget holds after it, which the browser must lay out. Each count must stay
//    within its budget in figures/data/widget-work.json, which `--record-widget-work`
//    (figures/measure-all's step "widgets") writes from one measurement: the same counts
//    beside the times they took on a CPU slowed down four times (Chrome's CPU throttling, a
//    fair model of a phone). A budget is the count that, at the rate measured, would take
//    100 ms, and at most MAX_GROWTH times the count recorded; a limit raised, or an engine
//    made to do more work, fails here on any machine, busy or idle, and no step of CI
//    reads a clock.
import { readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";

import {
    engineCheckSource,
    engineCounts,
    engineProblems,
    FIXTURE,
    GAMES,
} from "./engine-check.mjs";

const WORK = join(import.meta.dirname, "..", "..", "figures", "data", "widget-work.json");
// Where each part needs its widget: its first chapter, and where its table is taught.
const PLACES = {
    "stone-game": ["stone-game/the-game.html", "stone-game/recurrence.html"],
    "stone-game-ii": ["stone-game-ii/the-game.html", "stone-game-ii/bottom-up.html"],
    "stone-game-iii": ["stone-game-iii/the-game.html", "stone-game-iii/recurrence.html"],
    "stone-game-iv": ["stone-game-iv/the-game.html", "stone-game-iv/table.html"],
    "stone-game-viii": ["stone-game-viii/the-game.html"],
    "stone-game-v": ["stone-game-v/the-game.html", "stone-game-v/intervals.html"],
    "stone-game-vii": ["stone-game-vii/the-game.html", "stone-game-vii/recurrence.html"],
    "stone-game-ix": ["stone-game-ix/the-game.html"],
};
const BUDGET_MS = 100;
const THROTTLE = 4;
// The three things a reader does that cost the most, each run in the page on its own so
// that its work can be counted (and, when recording, timed): `answer`, the submit of the
// slowest input, to the answer laid out; `start`, on the largest game, a new game, to
// its board and moves laid out; `move`, the reader's first move and the book's reply.
// Stone Game VI's form has a second row (`bob`). Returns the time it took and the
// elements the widget holds after it.
function widgetStep([selector, what, value, bob]) {
    const form = document.querySelector(selector);
    const set = (v, b) => {
        form.querySelector("input[name=input]").value = v;
        if (b !== undefined) form.querySelector("input[name=bob]").value = b;
    };
    const t0 = performance.now();
    if (what === "answer") {
        set(value, bob);
        form.requestSubmit();
        if (!form.querySelector("[data-sg-result]").textContent) {
            throw new Error(`no answer for ${selector}`);
        }
    } else if (what === "prepare") {
        set(value, bob);
        form.requestSubmit();
    } else if (what === "start") {
        form.querySelector(".sg-try-first").click();
    } else {
        form.querySelector(".sg-try-move").click();
    }
    void form.getBoundingClientRect(); // the layout, as the reader sees it
    return { ms: performance.now() - t0, elements: form.querySelectorAll("*").length };
}

// The slowest input of each widget: the largest, with the largest values; or, with
// `sizes`, the slowest of each game's size there (a game's `playUpTo`).
function worstInputs(limits, sizes = {}) {
    const size = (game) => sizes[game] ?? limits[game].size;
    const big = (n, v) => Array.from({ length: n }, (_, k) => (k * 7919) % (v + 1)).join(" ");
    return {
        "stone-game": big(size("stone-game"), 4294967295),
        "stone-game-ii": big(size("stone-game-ii"), 4294967295),
        "stone-game-iii": Array.from(
            { length: size("stone-game-iii") },
            (_, k) => ((k * 7919) % 2001) - 1000,
        ).join(" "),
        "stone-game-iv": String(size("stone-game-iv")),
        "stone-game-viii": Array.from(
            { length: size("stone-game-viii") },
            (_, k) => ((k * 7919) % 20001) - 10000,
        ).join(" "),
        "stone-game-v": big(size("stone-game-v"), 4294967295),
        "stone-game-vii": big(size("stone-game-vii"), 4294967295),
        // (a first stone of 1, which does not lose, so that the game goes on)
        "stone-game-ix": Array.from(
            { length: size("stone-game-ix") },
            (_, k) => (k * 7919 + 1) % 4294967296,
        ).join(" "),
    };
}

// The largest input a game against the book takes, where it is less than the widget's
// limit (its engine's `playUpTo`; Stone Game VI's form is checked on its own).
async function playSizes(page) {
    return page.evaluate(
        (games) =>
            Object.fromEntries(
                games
                    .filter((g) => window.sgTry.engines[g].playUpTo)
                    .map((g) => [g, window.sgTry.engines[g].playUpTo]),
            ),
        GAMES,
    );
}

// Stone Game VI's slowest input: the most stones, with the largest values.
const TWO_ROWS_PLACE = "stone-game-vi/the-game.html";
// Every page that holds a try-it widget, one widget each: the print page holds them all.
export const WIDGET_PAGES = [...Object.values(PLACES).flat(), TWO_ROWS_PLACE];
function worstTwoRows(n) {
    const row = (m) => Array.from({ length: n }, (_, k) => (k * m) % 4294967296).join(" ");
    return [row(2654435761), row(40503)];
}

// A state of the widget that a reader sees, for the checks below.
function widgetState(form) {
    return form.evaluate((f) => ({
        result: f.querySelector("[data-sg-result]")?.textContent ?? null,
        live: f.querySelector("[data-sg-result]")?.getAttribute("aria-live") ?? null,
        alert: f.querySelector("[role=alert]")?.textContent ?? null,
        figures: f.querySelectorAll("figure.sg-stepper").length,
        play: f.querySelectorAll(".sg-try-play").length,
        focused: document.activeElement?.className ?? "",
    }));
}

// Every line a widget writes (the answer, a message, the limits, a note, the game's
// board, status, moves, log and hint, a figure's cells, key, caption and every step's
// caption): the lines whose numbers are not grouped as the book groups them (2,000: no
// run of four digits), and those with a double space or a space at an end.
function badLines(form) {
    return form.evaluate((f) => {
        const bad = [];
        const check = (text, spacing) => {
            if (/\d{4,}/.test(text) || (spacing && (/\s{2,}/.test(text) || text !== text.trim()))) {
                bad.push(text.slice(0, 160));
            }
        };
        const walker = document.createTreeWalker(f, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement.closest("script, style, label")) check(node.textContent, false);
        }
        for (const e of f.querySelectorAll(
            "[data-sg-result], [role=alert], .sg-try-limits, .sg-try-note, .sg-try-status, .sg-try-hint, .sg-try-log li, .sg-try-m, .sg-try-moves button, figcaption",
        )) {
            if (e.textContent !== "") check(e.textContent, true);
        }
        for (const script of f.querySelectorAll("script.sg-steps")) {
            const holder = document.createElement("div");
            for (const step of JSON.parse(script.textContent)) {
                holder.innerHTML = step.caption;
                check(holder.textContent, true);
            }
        }
        return bad;
    });
}

// What each widget must say to each bad input: the input, then what its message must
// match (what is wrong with it, in the game's own type and limits).
const BAD_INPUTS = {
    "stone-game": [
        ["", /^Type a row of piles/],
        ["5 three 4", /\u201cthree\u201d \(the 2nd pile\) is not a whole number/],
        ["5 -3 4", /pile holds 0 to 4,294,967,295 stones \(a u32\), and the 2nd pile is \u22123\./],
        [
            "4294967296",
            /^4,294,967,296 \(the 1st pile\) is more than 4,294,967,295, the most stones a pile holds \(a u32\)/,
        ],
        [Array(2001).fill(1).join(" "), /at most 2,000 piles, and your row has 2,001/],
        ["2.5", /\u201c2\.5\u201d \(the 1st pile\) is not a whole number/],
    ],
    "stone-game-ii": [
        ["", /^Type a row of piles/],
        ["x", /\u201cx\u201d \(the 1st pile\) is not a whole number/],
        ["-1", /pile holds 0 to 4,294,967,295 stones \(a u32\), and the 1st pile is \u22121/],
        ["99999999999", /^99,999,999,999 \(the 1st pile\) is more than 4,294,967,295.*\(a u32\)/],
        [Array(301).fill(1).join(","), /at most 300 piles, and your row has 301/],
    ],
    "stone-game-iii": [
        ["", /^Type a row of values/],
        ["1 2 x", /\u201cx\u201d \(the 3rd value\) is not a whole number/],
        ["2147483648", /^2,147,483,648 \(the 1st value\) is more than 2,147,483,647.*\(an i32\)/],
        [
            "-2147483649",
            /^\u22122,147,483,649 \(the 1st value\) is below \u22122,147,483,648.*\(an i32\)/,
        ],
        [Array(2001).fill(-1).join(" "), /at most 2,000 values, and your row has 2,001/],
    ],
    "stone-game-iv": [
        ["", /^Type the number of stones/],
        ["seven", /\u201cseven\u201d is not a whole number of stones/],
        ["-7", /holds 0 to 100,000 stones.*\u201c-7\u201d is negative/],
        ["100001", /up to 100,000 stones, and yours has 100,001/],
        ["7 8", /\u201c7 8\u201d is 2 numbers.*single pile/],
        ["1,00", /\u201c1,00\u201d is not one number: .*by threes/],
        ["1e5", /\u201c1e5\u201d is not a whole number/],
    ],
    "stone-game-viii": [
        ["", /^Type a row of stones/],
        ["5", /two or more; yours has 1 stone/],
        ["1 2 x", /\u201cx\u201d \(the 3rd stone\) is not a whole number/],
        [
            "2147483648",
            /^2,147,483,648 \(the 1st stone\) is more than 2,147,483,647, the largest value a stone takes \(an i32\)/,
        ],
        [
            "-2147483649",
            /^\u22122,147,483,649 \(the 1st stone\) is below \u22122,147,483,648.*\(an i32\)/,
        ],
        [Array(2001).fill(-1).join(" "), /at most 2,000 stones, and your row has 2,001/],
    ],
    "stone-game-v": [
        ["", /^Type a row of stones/],
        ["6 two 3", /\u201ctwo\u201d \(the 2nd stone\) is not a whole number/],
        ["6 -2 3", /value is 0 to 4,294,967,295 \(a u32\), and the 2nd stone is \u22122/],
        ["4294967296", /^4,294,967,296 \(the 1st stone\) is more than 4,294,967,295.*\(a u32\)/],
        [Array(801).fill(1).join(" "), /at most 800 stones, and your row has 801/],
    ],
    "stone-game-vii": [
        ["", /^Type a row of stones/],
        ["5 three 4", /\u201cthree\u201d \(the 2nd stone\) is not a whole number/],
        ["5 -3 4", /value is 0 to 4,294,967,295 \(a u32\), and the 2nd stone is \u22123/],
        ["4294967296", /\(a u32\)/],
        [Array(2001).fill(1).join(" "), /at most 2,000 stones, and your row has 2,001/],
        ["2.5", /\u201c2\.5\u201d \(the 1st stone\) is not a whole number/],
    ],
    "stone-game-ix": [
        ["", /^Type a row of stones.*\[ \]/],
        ["2 one", /\u201cone\u201d \(the 2nd stone\) is not a whole number/],
        ["2 -1", /value is 0 to 4,294,967,295 \(a u32\), and the 2nd stone is \u22121/],
        ["4294967296", /\(a u32\)/],
        [Array(2001).fill(1).join(" "), /at most 2,000 stones, and your row has 2,001/],
        ["2.5", /\u201c2\.5\u201d \(the 1st stone\) is not a whole number/],
    ],
};

// One rule for a minus sign on zero: −0 is 0, in every widget.
const MINUS_ZERO = {
    "stone-game": "-0 3",
    "stone-game-ii": "\u22120 3",
    "stone-game-iii": "-0 3",
    "stone-game-iv": "-0",
    "stone-game-viii": "-0 3",
    "stone-game-v": "-0 3",
    "stone-game-vii": "-0 3",
    "stone-game-ix": "-0 3",
};

// Rows of the table's size with the largest values: every line of the answer and the
// step-through, digits grouped (Stone Game IV's input is a pile, drawn up to 100).
function bigRow(game, size) {
    if (game === "stone-game-iv") return String(size);
    const [lo, hi] = ["stone-game-iii", "stone-game-viii"].includes(game)
        ? [-2147483648, 2147483647]
        : [1000, 4294967295];
    return Array.from({ length: size }, (_, k) => (k % 2 ? hi - k : lo + k)).join(" ");
}

// What check.mjs gives checkWidgets, and the fixture it reads: set once, at its start,
// and read by the checks below.
let base,
    fail,
    openPage,
    pages,
    checkStepper,
    checkPhoneLayout,
    setTheme,
    axeViolations,
    axeSource,
    isChrome,
    screenshotDir,
    THEMES,
    recordWork,
    fixture,
    fixtureText;

export async function checkWidgets(options) {
    ({
        base,
        fail,
        openPage,
        pages,
        checkStepper,
        checkPhoneLayout,
        setTheme,
        axeViolations,
        axeSource,
        isChrome,
        screenshotDir,
        THEMES,
        recordWork = false,
    } = options);
    const started = Date.now();
    fixtureText = await readFile(FIXTURE, "utf8");
    fixture = JSON.parse(fixtureText);
    const report = [];
    checkPlaces();
    await checkStatedLimits();
    report.push(...(await checkEnginesInPage()));
    report.push(await checkEachWidget());
    report.push(...(await checkWork()));
    report.push(`widgets checked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return report;
}

// Every page a widget belongs on is in the book.
function checkPlaces() {
    // Where the widgets are.
    for (const game of GAMES) {
        for (const page of PLACES[game]) {
            if (!pages.includes(page)) {
                fail("widgets", `${page}, where the ${game} widget belongs, is not in the book`);
            }
        }
    }
}

// The limits each widget states beside its input, on its part's first chapter, are
// the fixture's.
async function checkStatedLimits() {
    const { context, page } = await openPage("widgets: stated limits");
    for (const game of GAMES) {
        await page.goto(`${base}${PLACES[game][0]}`, { waitUntil: "load" });
        const text = await page.locator(`form.sg-try[data-game="${game}"]`).innerText();
        const limit = fixture.limits[game].size.toLocaleString("en-US");
        const noun = [
            "stone-game-iv",
            "stone-game-vii",
            "stone-game-viii",
            "stone-game-ix",
        ].includes(game)
            ? "stones"
            : game === "stone-game-iii"
              ? "values"
              : "";
        if (!text.includes(`${limit} ${noun}`.trim())) {
            fail(
                "widgets: stated limits",
                `${PLACES[game][0]}: the ${game} widget does not state its limit, ${limit}`,
            );
        }
    }
    await context.close();
}

// 1. The engines against the crate.
// Returns its line of the report.
async function checkEnginesInPage() {
    const report = [];
    const { context, page } = await openPage("widgets: engines");
    await page.goto(`${base}${PLACES["stone-game"][0]}`, { waitUntil: "load" });
    const t0 = Date.now();
    // The fixture goes in as text: a few megabytes of JSON pass quicker than an object.
    // checkEngines goes in with the checks it calls declared beside it.
    const result = await page.evaluate(({ source, text }) => (0, eval)(source)(JSON.parse(text)), {
        source: engineCheckSource(),
        text: fixtureText,
    });
    for (const p of engineProblems(result)) fail("widgets: engines", p);
    report.push(
        `engines checked against the crate in ${((Date.now() - t0) / 1000).toFixed(1)} s: ` +
            engineCounts(result, fixture),
    );
    await context.close();
    return report;
}

// 2. Each widget, as a reader uses it: two pages at a time, one per core, as check.mjs
// does (each in its own browser context).
// Returns its line of the report.
async function checkEachWidget() {
    const queue = [];
    for (const game of GAMES) {
        for (const [w, name] of PLACES[game].entries()) {
            for (const viewport of w === 0 ? ["phone", "desktop"] : ["phone"]) {
                queue.push([
                    `${game} on ${name}, ${viewport}`,
                    () => checkForm({ game, name, viewport, first: w === 0 }),
                ]);
            }
        }
    }
    if (!pages.includes(TWO_ROWS_PLACE)) {
        fail(
            "widgets",
            `${TWO_ROWS_PLACE}, where the stone-game-vi widget belongs, is not in the book`,
        );
    }
    for (const viewport of ["phone", "desktop"]) {
        queue.push([
            `stone-game-vi on ${TWO_ROWS_PLACE}, ${viewport}`,
            () => checkTwoRowForm(viewport),
        ]);
    }
    const took = [];
    const worker = async () => {
        while (queue.length > 0) {
            const [what, check] = queue.shift();
            const t0 = Date.now();
            await check();
            took.push(`${what} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        }
    };
    await Promise.all([worker(), worker()]);
    return `each widget as a reader uses it, two at a time: ${took.join(", ")}`;
}

// Stone Game VI's form: Alice's values in `input`, Bob's in `bob`; the answer names
// the winner and the difference, and lists the picks; bad input, rows of different
// lengths included, gets a message; a game against the book is played to its end.
async function checkTwoRowForm(viewport) {
    const game = "stone-game-vi";
    const opened = await openForm(game, TWO_ROWS_PLACE, viewport);
    if (!opened) return;
    const { where, context, page, form } = opened;
    const s = {
        where,
        page,
        form,
        field: form.locator("input[name=input]"),
        bob: form.locator("input[name=bob]"),
        game,
        viewport,
    };
    await checkTwoRowLabels(s);
    await checkTwoRowExamples(s);
    await checkTwoRowBadInputs(s);
    await checkTwoRowTies(s);
    await checkTwoRowLengths(s);
    if (screenshotDir) await shoot(page, form, game, viewport, "bad-input");
    await enterTwoRows(s, "2 4 3", "1 6 7");
    if ((await twoRowState(form)).alert !== "") {
        fail(where, "a good input after a bad one should clear the message");
    }
    // A game against the book, with the keyboard, as for the other widgets.
    await playAgainstTheBook(s);
    // The answer, the picks, and a game under way, with the best move shown.
    await s.bob.press("Enter");
    await form.locator(".sg-try-first").click();
    await form.locator(".sg-try-move").first().click();
    await form.locator(".sg-try-show-best").click();
    if (screenshotDir) await shoot(page, form, game, viewport, "in-use");
    if (viewport === "phone") await checkTwoRowsOnPhone(s);
    else await checkAxeInUse(s);
    await context.close();
}

// Stone Game VI's form as the reader sees it, for the checks below.
function twoRowState(form) {
    return form.evaluate((f) => ({
        result: f.querySelector("[data-sg-result]")?.textContent ?? null,
        live: f.querySelector("[data-sg-result]")?.getAttribute("aria-live") ?? null,
        alert: f.querySelector("[role=alert]")?.textContent ?? null,
        picks: f.querySelectorAll(".sg-try-picks li").length,
    }));
}

// Alice's row `a` and Bob's row `b` typed in Stone Game VI's form, then Enter.
async function enterTwoRows({ field, bob }, a, b) {
    await field.fill(a);
    await bob.fill(b);
    await bob.press("Enter");
}

// Both of Stone Game VI's inputs are labelled and tied to the limits, stated beside them.
async function checkTwoRowLabels({ where, form, field, bob }) {
    for (const f of [field, bob]) {
        const labelled = await f.evaluate(
            (e) => (e.labels?.length ?? 0) > 0 && e.labels[0].textContent.trim() !== "",
        );
        if (!labelled) fail(where, "an input has no label");
        if (!(await f.getAttribute("aria-describedby"))) {
            fail(where, "the limits are not tied to an input");
        }
    }
    const limits = await form.locator(".sg-try-limits").textContent();
    if (!/Up to 2,000 stones/.test(limits ?? "")) {
        fail(where, `the limits are not stated beside the inputs: ${limits}`);
    }
}

// Small inputs of Stone Game VI, with the keyboard: the winner, the difference and the
// picks, in a polite live region, and no alert.
async function checkTwoRowExamples(s) {
    const { where, form } = s;
    const examples = [
        ["2 4 3", "1 6 7", "Bob wins", "\u22121", 3],
        ["1 3", "2, 1", "Alice wins", "1", 2],
        ["1 2", "3 1", "A tie", "0", 2],
    ];
    for (const [a, b, who, d, picks] of examples) {
        await enterTwoRows(s, a, b);
        const state = await twoRowState(form);
        if (
            !state.result.includes(who) ||
            !state.result.includes(`Score difference: ${d} `) ||
            state.live !== "polite" ||
            state.alert !== "" ||
            state.picks !== picks
        ) {
            fail(
                where,
                `Enter on "${a}" / "${b}" should show ${who} and ${d} with ${picks} picks and no alert, got ${JSON.stringify(state)}`,
            );
        }
    }
}

// Each bad input of Stone Game VI: Alice's row, Bob's, what its message must match, and
// the rows it marks invalid (0 for Alice's, 1 for Bob's).
const TWO_ROW_BAD_INPUTS = [
    ["", "1", /^Alice's values: type a row of values/, [0]],
    ["1 x", "1 2", /^Alice's values: \u201cx\u201d \(the 2nd value\) is not a whole number/, [0]],
    ["1 2", "3", /Alice's row has 2 values and Bob's has 1/, [0, 1]],
    [
        "1",
        "-1",
        /^Bob's values: a value is 0 to 4,294,967,295 \(a u32\), and the 1st value is \u22121/,
        [1],
    ],
    [
        "4294967296",
        "1",
        /^Alice's values: 4,294,967,296 \(the 1st value\) is more than 4,294,967,295.*\(a u32\)/,
        [0],
    ],
    [
        Array(2001).fill(1).join(" "),
        Array(2001).fill(1).join(" "),
        /at most 2,000 values, and your row has 2,001/,
        [0],
    ],
    ["2.5", "1", /\u201c2\.5\u201d \(the 1st value\) is not a whole number/, [0]],
];

// Each bad input of Stone Game VI, submitted with the button: a message that says what
// is wrong, no answer and no picks, and the rows it names marked invalid.
async function checkTwoRowBadInputs({ where, form, field, bob }) {
    for (const [a, b, says, rows] of TWO_ROW_BAD_INPUTS) {
        await field.fill(a);
        await bob.fill(b);
        await form.locator("button[type=submit]").click();
        const s = await twoRowState(form);
        const input = `"${a.slice(0, 20)}" / "${b.slice(0, 20)}"`;
        if (!s.alert || s.result !== "" || s.picks !== 0) {
            fail(
                where,
                `bad input ${input} should show a message and no answer, got ${JSON.stringify(s)}`,
            );
        }
        if (!says.test(s.alert ?? "")) {
            fail(where, `bad input ${input}: the message should match ${says}, got "${s.alert}"`);
        }
        const marked = [
            (await field.getAttribute("aria-invalid")) === "true",
            (await bob.getAttribute("aria-invalid")) === "true",
        ];
        if (marked[0] !== rows.includes(0) || marked[1] !== rows.includes(1)) {
            fail(
                where,
                `bad input ${input} should mark ${JSON.stringify(rows)} invalid, got ${JSON.stringify(marked)}`,
            );
        }
    }
}

// Three stones as good as each other: the picks in one style, and the verdict on the
// reader's move counts the others.
async function checkTwoRowTies(s) {
    const { where, form } = s;
    await enterTwoRows(s, "1 1 1", "1 1 1");
    if (
        await form
            .locator(".sg-try-picks li")
            .evaluateAll(
                (li) => li.filter((e) => getComputedStyle(e).fontStyle === "italic").length,
            )
    ) {
        fail(where, "the picks are set in two styles, with no key");
    }
    await form.locator(".sg-try-first").click();
    await form.locator(".sg-try-move").first().click();
    const tie = await form.locator(".sg-try-play .sg-try-log .sg-try-you").first().textContent();
    if (!/a best move \(2 others are as good\)/.test(tie)) {
        fail(where, `three moves as good: ${tie}`);
    }
}

// Rows of different lengths: the message says why they are refused.
async function checkTwoRowLengths(s) {
    await enterTwoRows(s, "1 2", "3");
    const lengths = (await twoRowState(s.form)).alert;
    if (!/each stone needs a value for each player/.test(lengths)) {
        fail(s.where, `rows of different lengths: ${lengths}`);
    }
}

// Stone Game VI on a phone: the largest input, then the longest rows a game takes, a
// move played; nothing wider than the screen.
async function checkTwoRowsOnPhone(s) {
    const [a, b] = worstTwoRows(fixture.limits[s.game].size);
    await enterTwoRows(s, a, b);
    await checkPhoneLayout(s.page, s.where);
    // The longest row a game takes, a move played.
    const [pa, pb] = worstTwoRows(
        await s.page.evaluate(() => window.sgTry.engines["stone-game-vi"].playUpTo),
    );
    await enterTwoRows(s, pa, pb);
    await checkFirstMoveOnPhone(s);
}

// A game against the book, with the keyboard: a new game puts the focus on the reader's
// moves, and the game is played to its end (playWithKeyboard).
async function playAgainstTheBook({ where, page, form, game }) {
    await form.locator(".sg-try-first").focus();
    await page.keyboard.press("Enter");
    const onMoves = await page.evaluate(
        () => document.activeElement?.closest(".sg-try-moves") !== null,
    );
    if (!onMoves) fail(where, "a new game should put the focus on the reader's moves");
    const moved = await playWithKeyboard(page, form, game, where);
    if (!moved) fail(where, "the game against the book did not reach its end");
}

// On a phone, a game begun on the largest input it takes (already entered) and a move
// played: nothing wider than the screen, and every line's digits grouped.
async function checkFirstMoveOnPhone({ where, page, form }) {
    await form.locator(".sg-try-first").click();
    await form.locator(".sg-try-move").first().click();
    await checkPhoneLayout(page, where);
    const lines = await badLines(form);
    if (lines.length) {
        fail(
            where,
            `on the largest input, digits not grouped, or spaces doubled: ${JSON.stringify(lines)}`,
        );
    }
}

// On a desktop, with the widget in use: axe in every theme; then, in the light theme,
// axe with a message for bad input (typed in the first field, entered from the last).
async function checkAxeInUse({ where, page, game, field, bob }) {
    await axeWidgetInThemes(page, game, where);
    await setTheme(page, "light");
    await field.fill("x");
    await (bob ?? field).press("Enter");
    await axeBadInput(page, game, where);
}

// axe with the widget in use: the page's <main> in the light theme, the widget alone
// in the others (the rest of the page, mdBook's chrome, is check.mjs's, on one page:
// on every widget's page it took a third of this check's time).
async function axeWidgetInThemes(page, game, where) {
    await page.addScriptTag({ content: axeSource });
    for (const theme of THEMES) {
        await setTheme(page, theme);
        for (const v of await axeViolations(
            page,
            theme === "light" ? "main" : `form.sg-try[data-game="${game}"]`,
        )) {
            for (const node of v.nodes) {
                if (isChrome(v.id, node.target)) continue;
                fail(
                    `${where} (${theme})`,
                    `axe ${v.id}: ${v.help}: ${node.target}: ${node.summary.replace(/\s+/g, " ")}`,
                );
            }
        }
    }
}

// `game`'s one form on page `name`, at the `viewport`'s width ("phone" or "desktop"), in a
// context of its own; or null, and a failure, when the page has no such form or more.
async function openForm(game, name, viewport) {
    const where = `${name} (${game} widget, ${viewport})`;
    const { context, page } = await openPage(
        where,
        viewport === "desktop" ? { viewport: { width: 1280, height: 900 } } : {},
    );
    await page.goto(`${base}${name}`, { waitUntil: "load" });
    const forms = page.locator(`form.sg-try[data-game="${game}"]`);
    if ((await forms.count()) !== 1) {
        fail(where, `expected one form.sg-try[data-game="${game}"], found ${await forms.count()}`);
        await context.close();
        return null;
    }
    return { where, context, page, form: forms.first() };
}

// axe on the widget showing its message for bad input, in the light theme.
async function axeBadInput(page, game, where) {
    for (const v of await axeViolations(page, `form.sg-try[data-game="${game}"]`)) {
        for (const node of v.nodes) {
            if (!isChrome(v.id, node.target)) {
                fail(`${where} (bad input)`, `axe ${v.id}: ${node.target}`);
            }
        }
    }
}

// A small input of each game, and what its answer must show: a number, found whole, or
// words.
const EXAMPLES = {
    "stone-game": ["1 100 9 1", 91],
    "stone-game-ii": ["2, 7, 9, 4, 4", 10],
    "stone-game-iii": ["1 2 3 -9", 15],
    "stone-game-iv": ["7", "Bob wins"],
    "stone-game-viii": ["-1 2 -3 4 -5", 5],
    "stone-game-v": ["6 2 3 4 5 5", 18],
    "stone-game-vii": ["5 3 1 4 2", 6],
    "stone-game-ix": ["2 1", "Alice wins"],
};

// `game`'s widget on page `name`, at the `viewport`'s width, as a reader uses it: on the
// part's `first` chapter also its step-through, its bad input and what it says.
async function checkForm({ game, name, viewport, first }) {
    const opened = await openForm(game, name, viewport);
    if (!opened) return;
    const { where, context, page, form } = opened;
    const s = {
        where,
        page,
        form,
        field: form.locator("input[name=input]"),
        game,
        viewport,
        first,
        example: EXAMPLES[game],
        // (Stone Game IX's widget draws no table: its limit `table` is 0.)
        stepped: fixture.limits[game].table > 0,
    };
    await checkLabel(s);
    await checkExample(s);
    if (first) {
        await checkFormStepThrough(s);
        await checkBadInputs(s);
        await checkAfterBadInputs(s);
    }
    // Tab from the field reaches the controls in order; each move is logged with its value.
    await playAgainstTheBook(s);
    if (screenshotDir && first) await shootInUse(s);
    if (viewport === "phone") await checkLargestOnPhone(s);
    if (viewport === "desktop") {
        // axe, with the widget in use (an answer, a game, the hint), in every theme.
        await enterRow(s, s.example[0]);
        await form.locator(".sg-try-first").click();
        await form.locator(".sg-try-show-best").click();
        await checkAxeInUse(s);
    }
    await context.close();
}

// `text` typed in a widget's field, then Enter.
async function enterRow({ field }, text) {
    await field.fill(text);
    await field.press("Enter");
}

// A label names the field, and the limits are beside it.
async function checkLabel({ where, form, field }) {
    const labelled = await field.evaluate(
        (f) => (f.labels?.length ?? 0) > 0 && f.labels[0].textContent.trim() !== "",
    );
    if (!labelled) fail(where, "the input has no label");
    const limits = await form.locator(".sg-try-limits").textContent();
    const described = await field.getAttribute("aria-describedby");
    if (!/Up to/.test(limits ?? "") || !described) {
        fail(where, `the limits are not stated beside the input: ${limits}`);
    }
}

// A small input with the keyboard: type it, Enter. Its answer shows in a polite live
// region, with no alert, and with its step-through where the game draws one.
async function checkExample(s) {
    const { where, form, game, example, stepped } = s;
    await enterRow(s, example[0]);
    const state = await widgetState(form);
    const answerShown =
        typeof example[1] === "string"
            ? state.result.includes(example[1])
            : new RegExp(`(^|[^\\d])${example[1]}([^\\d]|$)`).test(state.result);
    if (!answerShown || state.live !== "polite" || state.alert !== "") {
        fail(
            where,
            `Enter on "${example[0]}" should show ${example[1]} in a polite live region and no alert, got ${JSON.stringify(state)}`,
        );
    }
    if (state.figures !== (stepped ? 1 : 0)) {
        fail(
            where,
            `a small input should have ${stepped ? "its" : "no"} step-through, got ${state.figures}`,
        );
    }
    if (game === "stone-game-iii" && !/Alice wins/.test(state.result)) {
        fail(where, `the winner is missing: ${state.result}`);
    }
}

// The widget's step-through, as every figure's is checked (check.mjs's checkStepper).
async function checkFormStepThrough({ where, page, stepped }) {
    if (!stepped) return;
    const index = await page.evaluate(() =>
        [...document.querySelectorAll("figure.sg-stepper")].findIndex((f) =>
            f.closest("form.sg-try"),
        ),
    );
    await checkStepper(page, where, index);
}

// Bad input: a message that says what is wrong, no stale answer, nothing thrown; every
// line's digits grouped, and the field marked invalid. The type a message names is the
// game's own: i32 where the limits go below 0.
async function checkBadInputs({ where, form, field, game }) {
    const wrongType = fixture.limits[game].min < 0 ? /a u32/ : /an i32/;
    for (const [input, says] of BAD_INPUTS[game]) {
        await field.fill(input);
        await form.locator("button[type=submit]").click();
        const state = await widgetState(form);
        const typed = `"${input.slice(0, 20)}"`;
        if (!state.alert || state.result !== "" || state.figures !== 0 || state.play !== 0) {
            fail(
                where,
                `bad input ${typed} should show a message and no answer, got ${JSON.stringify(state)}`,
            );
        }
        if (!says.test(state.alert ?? "") || wrongType.test(state.alert ?? "")) {
            fail(
                where,
                `bad input ${typed}: the message should match ${says}, got "${state.alert}"`,
            );
        }
        const lines = await badLines(form);
        if (lines.length) {
            fail(
                where,
                `bad input ${typed}: digits not grouped, or spaces doubled: ${JSON.stringify(lines)}`,
            );
        }
        if ((await field.getAttribute("aria-invalid")) !== "true") {
            fail(where, `bad input ${typed} should mark the field invalid`);
        }
    }
}

// After the bad inputs: −0 read as 0; on a desktop, what the widget says in the cases
// the readers found wrong (checkSayings); and a good input clears the message.
async function checkAfterBadInputs(s) {
    const { where, page, form, game, viewport } = s;
    if (screenshotDir) await shoot(page, form, game, viewport, "bad-input");
    await enterRow(s, MINUS_ZERO[game]);
    let state = await widgetState(form);
    if (state.alert !== "" || !state.result) {
        fail(
            where,
            `"${MINUS_ZERO[game]}" should be read with −0 as 0, got ${JSON.stringify(state)}`,
        );
    }
    if (viewport === "desktop") await checkSayings(s);
    // A good input clears the message.
    await enterRow(s, s.example[0]);
    state = await widgetState(form);
    if (state.alert !== "" || !state.result) {
        fail(
            where,
            `a good input after a bad one should clear the message, got ${JSON.stringify(state)}`,
        );
    }
}

// With --screenshots: the answer, a step-through in progress, and a game, the best move
// shown.
async function shootInUse(s) {
    const { page, form, game, viewport, stepped } = s;
    await enterRow(s, s.example[0]);
    if (stepped) {
        await form.locator(".sg-next").click();
        await form.locator(".sg-next").click();
        await form.locator(".sg-next").click();
    }
    await form.locator(".sg-try-first").click();
    await form.locator(".sg-try-move").first().click();
    if (await form.locator(".sg-try-show-best").count()) {
        await form.locator(".sg-try-show-best").click();
    }
    await shoot(page, form, game, viewport, "in-use");
}

// The largest input, on a phone: nothing wider than the screen, and the game's row
// drawn in short; past the largest game, a note in its place; on the part's first
// chapter, the table's largest input too.
async function checkLargestOnPhone(s) {
    const { page, game, first, stepped } = s;
    const playUpTo = (await playSizes(page))[game];
    await enterRow(s, worstInputs(fixture.limits)[game]);
    if (playUpTo) {
        await checkPastLargestGame(s, playUpTo);
        await enterRow(s, worstInputs(fixture.limits, { [game]: playUpTo })[game]);
    }
    await checkFirstMoveOnPhone(s);
    if (first && stepped) await checkLargestTable(s);
}

// Past the largest game (`playUpTo` items, the largest input already entered): the
// answer, and a note in place of the game; nothing wider than the screen.
async function checkPastLargestGame({ where, page, form }, playUpTo) {
    const state = await widgetState(form);
    const note = await form.locator(".sg-try-note").allTextContents();
    if (
        state.play !== 0 ||
        !state.result ||
        !note.some((t) => t.includes(`takes up to ${playUpTo}`))
    ) {
        fail(
            where,
            `past ${playUpTo} stones, the answer and a note should show, and no game: ${JSON.stringify({ state, note })}`,
        );
    }
    await checkPhoneLayout(page, where);
}

// The table's largest input, with the largest values, stepped through, a game begun:
// every line's digits grouped.
async function checkLargestTable(s) {
    const { where, form, game } = s;
    await enterRow(s, bigRow(game, fixture.limits[game].table));
    await form.locator(".sg-next").click();
    await form.locator(".sg-try-first").click();
    await form.locator(".sg-try-show-best").click();
    // (a move that may end the game: then its end is checked too)
    await form.locator(".sg-try-move").last().click();
    const lines = await badLines(form);
    if (lines.length) {
        fail(
            where,
            `on ${game}'s largest table, digits not grouped, or spaces doubled: ${JSON.stringify(lines)}`,
        );
    }
}

// Play a whole game with the keyboard, the reader first: Tab to a move, Enter. Checks
// that each move of the reader is logged with its value, and asks for the best move.
async function playWithKeyboard(page, form, game, where) {
    for (let turn = 0; turn < 400; turn++) {
        if (await form.locator(".sg-try-again").count()) {
            const status = await form.locator(".sg-try-status").textContent();
            // (Stone Game V's Alice plays alone: its end says what she scored.)
            if (!/you win|the book wins|a tie|the most she can score/.test(status)) {
                fail(where, `the end of a game should say who won: ${status}`);
            }
            await checkGameOver(form, where);
            return true;
        }
        if (turn === 0) {
            await form.locator(".sg-try-show-best").click();
            const hint = await form.locator(".sg-try-hint").textContent();
            if (!/best move|No move wins/.test(hint)) {
                fail(where, `the best move on request: ${hint}`);
            }
        }
        const select = form.locator(".sg-try-moves select");
        const logged = await form.locator(".sg-try-play .sg-try-log .sg-try-you").count();
        if (await select.count()) {
            await select.focus();
            await page.keyboard.press("Tab");
            await page.keyboard.press("Enter");
        } else {
            // The last move button: often not the best, so its cost shows.
            const moves = form.locator(".sg-try-move");
            await moves.nth((await moves.count()) - 1).focus();
            await page.keyboard.press("Enter");
        }
        const log = form.locator(".sg-try-play .sg-try-log .sg-try-you");
        if ((await log.count()) !== logged + 1) {
            fail(where, "a move of the reader was not logged");
            return false;
        }
        const said = await log.last().textContent();
        if (game === "stone-game-vii" && !/^You \((Alice|Bob)\) remove /.test(said)) {
            fail(where, `Stone Game VII's log should say "remove", as its buttons do: ${said}`);
        }
        const valued =
            game === "stone-game-iv"
                ? /losing position|winning position|hold out/.test(said)
                : game === "stone-game-ix"
                  ? /a (winning|losing) move/.test(said)
                  : /best move|costs you [\d,]+ (stone|point)s?/.test(said);
        if (!valued) fail(where, `a move is logged without its value: ${said}`);
        // The focus stays in the game (on a move, or on Play again).
        const focused = await page.evaluate(
            () => document.activeElement?.closest(".sg-try-play") !== null,
        );
        if (!focused) fail(where, "after a move the focus left the game");
    }
    return false;
}

// The end of a game: the status says the game is over, the board says nobody is to
// move, and no line has digits ungrouped or spaces doubled.
async function checkGameOver(form, where) {
    const status = await form.locator(".sg-try-status").textContent();
    const board = await form.locator(".sg-try-board").textContent();
    if (!/^(.* )?Game over/.test(status)) {
        fail(where, `the end of a game should say that the game is over: ${status}`);
    }
    if (/to move/.test(board)) {
        fail(where, `at the end of a game the board says someone is to move: ${board}`);
    }
    const lines = await badLines(form);
    if (lines.length) {
        fail(
            where,
            `at the end of a game, digits not grouped, or spaces doubled: ${JSON.stringify(lines)}`,
        );
    }
}

// What a widget says in the cases the readers found wrong: a game that ends before the
// reader's first move, the book's cuts one at a time, Stone Game VIII's labels and
// note, Stone Game IX's empty row, its stones counted from 0, its row of multiples of
// 3, and a long row's stones seen struck out.
async function checkSayings(s) {
    if (s.game === "stone-game-v") {
        await submitRow(s, "7");
        await checkOverAtOnce(s, 0);
        await checkBookCuts(s);
    } else if (s.game === "stone-game-viii") {
        await checkSayingsOfStoneGameViii(s);
    } else if (s.game === "stone-game-iv") {
        await submitRow(s, "0");
        await checkOverAtOnce(s, 0);
    } else if (s.game === "stone-game-ix") {
        await checkSayingsOfStoneGameIx(s);
        await checkStruckOut(s);
    }
}

// `text` typed in the widget's field, then Enter: the widget's state after it.
async function submitRow(s, text) {
    await enterRow(s, text);
    return widgetState(s.form);
}

// A game that ends before the reader's first move, the reader in `seat` (0 first, 1
// second): it ends as every game does, and says nothing of mistakes.
async function checkOverAtOnce({ where, form }, seat) {
    await form.locator(seat === 0 ? ".sg-try-first" : ".sg-try-second").click();
    if (!(await form.locator(".sg-try-again").count())) {
        fail(where, "the game should be over before the reader's first move");
        return;
    }
    await checkGameOver(form, where);
    const status = await form.locator(".sg-try-status").textContent();
    if (/mistake/.test(status)) {
        fail(where, `before the reader's first move, the end speaks of mistakes: ${status}`);
    }
}

// Stone Game V: the book's cuts, one at a time, to the end of the game.
async function checkBookCuts(s) {
    const { where, page, form, game } = s;
    await submitRow(s, "6 2 3 4 5 5");
    await form.locator(".sg-try-second").click();
    let cuts = 0;
    for (; cuts < 10 && (await form.locator(".sg-try-next-move").count()); cuts++) {
        if ((await form.locator(".sg-try-log li").count()) !== cuts) {
            fail(
                where,
                `after ${cuts} clicks the book has made ${await form.locator(".sg-try-log li").count()} cuts`,
            );
        }
        await form.locator(".sg-try-next-move").click();
        if (cuts === 0 && screenshotDir) {
            await shoot(page, form, game, "desktop", "book-cuts");
        }
    }
    if (cuts < 2) {
        fail(where, `the book's cuts should come one at a time, got ${cuts} steps`);
    }
    await checkGameOver(form, where);
}

// Stone Game VIII: a game over at once; a merge's button says what it scores; the
// step-through does not use M before the text defines it; past 12 stones, a note in
// place of the step-through.
async function checkSayingsOfStoneGameViii(s) {
    const { where, page, form, game } = s;
    await submitRow(s, "1 2");
    await checkOverAtOnce(s, 1);
    await submitRow(s, "-1 2 -3 4 -5");
    await form.locator(".sg-try-first").click();
    const labels = await form.locator(".sg-try-move").allTextContents();
    if (!labels.every((l) => /^Merge \d+ \(scores \u2212?\d+\)$/.test(l))) {
        fail(where, `a merge's button should say what it scores: ${JSON.stringify(labels)}`);
    }
    const captions = await form.evaluate((f) => f.querySelector("script.sg-steps").textContent);
    if (/M\(/.test(captions)) {
        fail(where, "the step-through uses M before the text defines it");
    }
    const state = await submitRow(s, Array.from({ length: 13 }, (_, k) => k + 1).join(" "));
    const note = await form.locator(".sg-try-note").allTextContents();
    if (
        state.figures !== 0 ||
        !note.some((t) =>
            /^No step-through here: it is drawn for up to 12 stones, and yours has 13\.$/.test(t),
        )
    ) {
        fail(where, `past 12 stones: ${JSON.stringify(note)}`);
    }
    await submitRow(s, "1 2");
    await form.locator(".sg-try-second").click();
    if (screenshotDir) await shoot(page, form, game, "desktop", "over-at-once");
}

// Stone Game IX: the empty row, typed [ ], is Bob's win, over at once; a row of
// multiples of 3 is said to be one; the stones are counted from 0.
async function checkSayingsOfStoneGameIx(s) {
    const { where } = s;
    let state = await submitRow(s, "[ ]");
    if (!/^Bob wins/.test(state.result)) {
        fail(where, `the empty row, typed [ ], should be Bob's win: ${JSON.stringify(state)}`);
    }
    await checkOverAtOnce(s, 0);
    state = await submitRow(s, "3 6 9");
    if (!/every stone is a multiple of 3/.test(state.result)) {
        fail(where, `a row of multiples of 3: ${state.result}`);
    }
    state = await submitRow(s, "2 1");
    if (!/\(stone 1\b/.test(state.result)) {
        fail(
            where,
            `the stones should be counted from 0, as the figure and the crate count them: ${state.result}`,
        );
    }
}

// Stone Game IX, a long row: each stone taken is seen struck out; and a move that loses
// a won game is owned as a mistake at the end.
async function checkStruckOut(s) {
    const { where, page, form, game } = s;
    await submitRow(
        s,
        Array.from({ length: 60 }, (_, k) => (k < 50 ? 3 * k + 3 : 1 + (k % 2))).join(" "),
    );
    await form.locator(".sg-try-first").click();
    for (let m = 0; m < 3 && !(await form.locator(".sg-try-again").count()); m++) {
        // (the last stone offered: of remainder 1 or 2, far along the row)
        await form.locator(".sg-try-move").last().click();
        const taken = await form.locator(".sg-try-board .sg-taken").count();
        const made = await form.locator(".sg-try-log li").count();
        if (taken !== made) {
            fail(
                where,
                `on a row of 60 stones, ${made} stones are taken and ${taken} are shown struck out`,
            );
        }
    }
    // (Alice wins this row, and the last stone offered, at her third move, makes a
    // multiple of 3 where another stone wins: a mistake, which the end must own.)
    const end = await form.locator(".sg-try-status").textContent();
    if (!/Game over/.test(end) || /no mistake/.test(end)) {
        fail(where, `a move that lost a won game, at once, is a mistake: ${end}`);
    }
    if (screenshotDir) await shoot(page, form, game, "desktop", "long-row");
}

async function shoot(page, form, game, viewport, what) {
    // mdBook's menu bar sticks to the top of the window, over the widget.
    const style = await page.addStyleTag({
        content: "#mdbook-menu-bar { visibility: hidden; }",
    });
    for (const theme of ["light", "coal"]) {
        await page.evaluate((t) => {
            document.documentElement.className = document.documentElement.className.replace(
                /\b(light|rust|coal|navy|ayu)\b/,
                t,
            );
        }, theme);
        await form.scrollIntoViewIfNeeded();
        await form.screenshot({
            path: join(screenshotDir, `${game}-${what}-${viewport}-${theme}.png`),
        });
    }
    await page.evaluate(() => {
        document.documentElement.className = document.documentElement.className.replace(
            /\b(light|rust|coal|navy|ayu)\b/,
            "light",
        );
    });
    await style.evaluate((e) => e.remove());
}

// The three steps of a widget whose work is counted, as the report names them.
const WORK_STEPS = {
    answer: "the answer",
    start: "a new game",
    move: "a move and the book's reply",
};

// 3. Work at the limits: counted on every run, timed only when recording.
// Returns its lines of the report, one per widget and measure.
async function checkWork() {
    const report = [];
    const { context, page } = await openPage("widgets: work", {
        viewport: { width: 1280, height: 900 },
    });
    const w = {
        page,
        cdp: await context.newCDPSession(page),
        worst: worstInputs(fixture.limits),
        viRows: worstTwoRows(fixture.limits["stone-game-vi"].size),
        // The largest game each takes, once a page has told (workInputs).
        worstPlay: null,
    };
    const counted = await countWork(w);
    const timed = recordWork ? await timeWork(w) : {};
    await context.close();
    if (recordWork) report.push(await recordWorkAndTimes(counted, timed));
    report.push(...(await checkWorkBudgets(counted)));
    return report;
}

// The blocks of the widgets' own scripts that V8 ran since the last call.
async function blocksSince(cdp) {
    const { result } = await cdp.send("Profiler.takePreciseCoverage");
    let blocks = 0;
    for (const script of result) {
        // The widgets' own scripts: what the figures' script does on its own
        // timers (resizes, frames) depends on the machine, and is left out.
        if (!script.url.includes("/theme/try/")) continue;
        for (const f of script.functions) for (const r of f.ranges) blocks += r.count;
    }
    return blocks;
}

// The steps of `game`, on its page (opened here), with their inputs: its slowest answer,
// and its largest game.
async function workInputs(w, game) {
    const { page } = w;
    const place = game === "stone-game-vi" ? TWO_ROWS_PLACE : PLACES[game][0];
    await page.goto(`${base}${place}`, { waitUntil: "load" });
    w.worstPlay ??= worstInputs(fixture.limits, await playSizes(page));
    let answer = [w.worst[game]],
        play = [w.worstPlay[game]];
    if (game === "stone-game-vi") {
        const playUpTo = await page.evaluate(() => window.sgTry.engines["stone-game-vi"].playUpTo);
        answer = w.viRows;
        play = worstTwoRows(playUpTo);
    }
    return [
        ["answer", answer],
        ["prepare", play],
        ["start", []],
        ["move", []],
    ];
}

// The work of each step of each widget: the blocks of JavaScript V8 ran, and the
// elements the widget holds after it. Block coverage runs from before the scripts load,
// so that every function is counted.
async function countWork(w) {
    const { page, cdp } = w;
    const counted = {};
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
    for (const game of [...GAMES, "stone-game-vi"]) {
        const steps = await workInputs(w, game);
        const selector = `form.sg-try[data-game="${game}"]`;
        counted[game] = {};
        for (const [what, input] of steps) {
            await blocksSince(cdp);
            const { elements } = await page.evaluate(widgetStep, [selector, what, ...input]);
            const blocks = await blocksSince(cdp);
            if (what !== "prepare") counted[game][what] = { blocks, elements };
        }
    }
    await cdp.send("Profiler.stopPreciseCoverage");
    await cdp.send("Profiler.disable");
    return counted;
}

// When recording: each step timed without the coverage, which slows V8 down: a fresh
// page for each game, the best of five runs of each step, at full speed and four times
// slower.
async function timeWork(w) {
    const { page, cdp } = w;
    const timed = {};
    for (const game of [...GAMES, "stone-game-vi"]) {
        const steps = await workInputs(w, game);
        const selector = `form.sg-try[data-game="${game}"]`;
        timed[game] = {};
        for (const rate of [1, THROTTLE]) {
            await cdp.send("Emulation.setCPUThrottlingRate", { rate });
            for (let k = 0; k < 5; k++) {
                for (const [what, input] of steps) {
                    const { ms } = await page.evaluate(widgetStep, [selector, what, ...input]);
                    if (what === "prepare") continue;
                    const key = `${what}_ms_x${rate}`;
                    timed[game][key] = Math.min(timed[game][key] ?? Infinity, ms);
                }
            }
        }
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }
    return timed;
}

// When recording: the counts beside the times, written to figures/data/widget-work.json;
// a step that takes more than BUDGET_MS on the slowed CPU fails. Returns the report's
// line.
async function recordWorkAndTimes(counted, timed) {
    const results = [];
    for (const game of Object.keys(counted)) {
        for (const what of Object.keys(WORK_STEPS)) {
            const ms = timed[game][`${what}_ms_x${THROTTLE}`];
            results.push({
                game,
                what,
                ...counted[game][what],
                ms_x1: timed[game][`${what}_ms_x1`],
                [`ms_x${THROTTLE}`]: ms,
            });
            if (ms > BUDGET_MS) {
                fail(
                    "widgets: work",
                    `${game}: ${WORK_STEPS[what]} takes ${ms.toFixed(1)} ms on a CPU ${THROTTLE}x slower, over ${BUDGET_MS} ms: lower its limit`,
                );
            }
        }
    }
    const recording = {
        command:
            "figures/measure-all widgets (node tests/browser/check.mjs book --record-widget-work)",
        measured_on: new Date().toISOString().slice(0, 10),
        machine: `${cpus()[0]?.model ?? "unknown"}, ${cpus().length} cores`,
        load_average: Number(loadavg()[0].toFixed(2)),
        throttle: THROTTLE,
        budget_ms: BUDGET_MS,
        results,
    };
    await writeFile(WORK, `${JSON.stringify(recording, null, 2)}\n`);
    return `work and times recorded in figures/data/widget-work.json (${results.length} records)`;
}

// How far a count may grow past the one recorded, whatever the time allows: the blocks V8
// counts vary from run to run (up to 2.5 times between two CI runs on the same code, seen),
// the elements do not. So a widget that does several times its recorded work fails even
// where its measured time was far below 100 ms.
const MAX_GROWTH = { blocks: 5, elements: 1.5 };

// The budgets: each count at the rate the recording measured, scaled to 100 ms, and at
// most MAX_GROWTH times the count recorded. Returns the report's lines, one per widget and
// step.
async function checkWorkBudgets(counted) {
    const report = [];
    const recorded = JSON.parse(await readFile(WORK, "utf8"));
    for (const game of Object.keys(counted)) {
        for (const what of Object.keys(WORK_STEPS)) {
            const now = counted[game][what];
            const then = recorded.results.find((r) => r.game === game && r.what === what);
            if (!then) {
                fail(
                    "widgets: work",
                    `${game}: ${WORK_STEPS[what]} has no record in figures/data/widget-work.json: run figures/measure-all widgets`,
                );
                continue;
            }
            const scale = recorded.budget_ms / Math.max(then[`ms_x${recorded.throttle}`], 1e-3);
            const budgetOf = (unit) => Math.floor(then[unit] * Math.min(scale, MAX_GROWTH[unit]));
            for (const unit of ["blocks", "elements"]) {
                const budget = budgetOf(unit);
                if (now[unit] > budget) {
                    fail(
                        "widgets: work",
                        `${game}: ${WORK_STEPS[what]} runs ${now[unit]} ${unit}, over its budget of ${budget} ` +
                            `(${then[unit]} took ${then[`ms_x${recorded.throttle}`].toFixed(1)} ms on a CPU ${recorded.throttle}x slower, ` +
                            `measured on ${recorded.measured_on}): lower the widget's limit, or record again with figures/measure-all widgets`,
                    );
                }
            }
            report.push(
                `${game}: ${WORK_STEPS[what]}: ${now.blocks} blocks of JavaScript, ${now.elements} elements ` +
                    `(budgets ${budgetOf("blocks")} and ${budgetOf("elements")})`,
            );
        }
    }
    return report;
}

// The try-it widgets (theme/try/: lib.js, play.js, core.js and one file per game), in
// headless Chromium: called by check.mjs.
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
// 3. Work, not time: the work each widget does at its limits, counted the same on any
//    machine and held to its budget (widget-work.mjs, whose top says how).
//
// The checks of 2 are widget-form.mjs (the eight one-row widgets) and widget-two-rows.mjs
// (Stone Game VI's), with widget-play.mjs (a game, and what a widget says), widget-page.mjs
// (driving one form) and widget-inputs.mjs; widget-env.mjs holds what they all read.
import { engineCheckSource, engineCounts, engineProblems, GAMES } from "./engine-check.mjs";
import {
    base,
    fail,
    fixture,
    fixtureText,
    openPage,
    pages,
    PLACES,
    setUp,
    TWO_ROWS_PLACE,
} from "./widget-env.mjs";
import { checkForm } from "./widget-form.mjs";
import { checkTwoRowForm } from "./widget-two-rows.mjs";
import { checkWork } from "./widget-work.mjs";

export async function checkWidgets(options) {
    const started = Date.now();
    await setUp(options);
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

// Work, not time (the third check of widgets.mjs): the slowest input each widget takes
// (the largest, with the largest values), then the start of a game against the book on the
// largest game it takes, then the reader's first move with the book's reply. For each of
// the three, the work the page does is counted, the same on any machine: the blocks of
// JavaScript that V8 runs (its precise block coverage: a loop's body counts once per turn)
// and the elements the widget holds after it, which the browser must lay out. Each count
// must stay within its budget in figures/data/widget-work.json, which
// `--record-widget-work` (figures/measure-all's step "widgets") writes from one
// measurement: the same counts beside the times they took on a CPU slowed down four times
// (Chrome's CPU throttling, a fair model of a phone). A budget is the count that, at the
// rate measured, would take 100 ms, and at most MAX_GROWTH times the count recorded; a
// limit raised, or an engine made to do more work, fails here on any machine, busy or
// idle, and no step of CI reads a clock.
import { readFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { GAMES } from "./engine-check.mjs";
import {
    base,
    fail,
    fixture,
    openPage,
    PLACES,
    recordWork,
    TWO_ROWS_PLACE,
} from "./widget-env.mjs";
import { playSizes, worstInputs, worstTwoRows } from "./widget-inputs.mjs";
import { writeSealed } from "./seal.mjs";

const WORK = join(import.meta.dirname, "..", "..", "figures", "data", "widget-work.json");

const BUDGET_MS = 100;

const THROTTLE = 4;

// The three steps of a widget whose work is counted, as the report names them.
const WORK_STEPS = {
    answer: "the answer",
    start: "a new game",
    move: "a move and the book's reply",
};

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

// 3. Work at the limits: counted on every run, timed only when recording.
// Returns its lines of the report, one per widget and measure.
export async function checkWork() {
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
                    `${game}: ${WORK_STEPS[what]} takes ${ms.toFixed(1)} ms ` +
                        `on a CPU ${THROTTLE}x slower, over ${BUDGET_MS} ms: lower its limit`,
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
    await writeSealed(WORK, `${JSON.stringify(recording, null, 2)}\n`);
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
                    `${game}: ${WORK_STEPS[what]} has no record ` +
                        `in figures/data/widget-work.json: run figures/measure-all widgets`,
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
                        `${game}: ${WORK_STEPS[what]} runs ${now[unit]} ${unit}, ` +
                            `over its budget of ${budget} (${then[unit]} took ` +
                            `${then[`ms_x${recorded.throttle}`].toFixed(1)} ms ` +
                            `on a CPU ${recorded.throttle}x slower, ` +
                            `measured on ${recorded.measured_on}): lower the widget's limit, ` +
                            `or record again with figures/measure-all widgets`,
                    );
                }
            }
            report.push(
                `${game}: ${WORK_STEPS[what]}: ${now.blocks} blocks of JavaScript, ` +
                    `${now.elements} elements ` +
                    `(budgets ${budgetOf("blocks")} and ${budgetOf("elements")})`,
            );
        }
    }
    return report;
}

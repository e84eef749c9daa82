// The step-throughs: each checked as a reader uses it, with the browser's own mouse and
// keyboard on one of each structure, and in one call in the page on every other one (the
// header of check.mjs lists what is checked).
import { join } from "node:path";
import { fail, LIVENESS_MS, screenshotInThemes } from "./common.mjs";
import { cutMath, hiddenPart, inPageSource } from "./in-page.mjs";

// The state of a step-through, as the reader sees it (stepStateIn, in the page), and
// what has the focus.
function stateOf(figure) {
    return figure.evaluate(
        (f, source) => ({
            ...new Function(`return (${source})`)()(f),
            focused:
                document.activeElement === f ? "figure" : (document.activeElement?.className ?? ""),
        }),
        stepStateIn.toString(),
    );
}

// Step-through `index` of the page, with the browser's own mouse and keyboard, key by key:
// its controls, Next with the mouse, Enter and Space on the buttons, the keys on the
// figure, and Play to the end (each below, in this order).
export async function checkStepper(page, name, index, screenshotDir) {
    const s = await stepperUnderTest(page, name, index);
    await checkStepperControls(s);
    await checkStepperMouse(s);
    await checkStepperButtonKeys(s);
    await checkStepperFigureKeys(s);
    await shootStepper(page, s.figure, name, index, screenshotDir);
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
        first.current !== steps[0].target ||
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
        if (second.current !== steps[1].target || second.caption !== steps[1].text) {
            fail(
                where,
                `Next should move the highlight to ${steps[1].target}, ` +
                    `got ${JSON.stringify(second)}`,
            );
        }
        if (second.reads !== [...steps[1].reads].sort().join()) {
            fail(
                where,
                `step 2 should highlight the cells it reads, ${steps[1].reads}, ` +
                    `got ${second.reads}`,
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
            `Start should show step 1 and hand the focus to Next (Start is disabled there), ` +
                `got ${JSON.stringify(afterStart)}`,
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
            `Space on a focused Prev should step back to step 1 and hand the focus to Next, ` +
                `got ${JSON.stringify(back)}`,
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
            `ArrowRight then ArrowLeft should show steps 2 and 1, ` +
                `got ${right.step} and ${left.step}`,
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

// With --screenshots (`screenshotDir`), each page's first step-through, in the light and
// coal themes.
async function shootStepper(page, figure, name, index, screenshotDir) {
    if (!screenshotDir || index !== 0 || name.startsWith("print")) return;
    await screenshotInThemes(page, figure, (theme) =>
        join(screenshotDir, `${name.replace(/[/.]/g, "_")}-${theme}.png`),
    );
}

// A step-through's structure: its classes, the kinds of element its steps light up, and
// whether a widget's form holds it. Every step-through runs the same script (theme/
// figures.js), so the mouse and keyboard are checked through the browser's own input, key
// by key (checkStepper), on one step-through of each structure; every other one is checked
// in one call in the page (checkStepperInPage): each of its steps, with the same buttons
// and keys sent as events there.
export function structureOf(figure) {
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

// Every step of a step-through, in one call in the page: Next from the finished figure
// shows step 1; ArrowRight then shows each step in turn, with its highlight, the cells it
// reads, its caption, which fits the screen, and the right buttons disabled; End shows the
// finished figure; Play from the start reaches it; its values are the static figure's;
// the five buttons sit on one row, and a key says what the highlights mean.
export async function checkStepperInPage(page, name, index, screenshotDir) {
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
    await shootStepper(page, figure, name, index, screenshotDir);
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
            `step ${k + 1} should highlight ${want.target}, read [${want.reads}] ` +
                `and say "${want.text}", got ${JSON.stringify(s)}`,
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
            `at step ${k + 1} the disabled buttons should be [${expectDisabled}], ` +
                `got [${s.disabled}]`,
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
            `at step ${k + 1}, the element being filled, ${want.target}, ` +
                `is not wholly in view: ${hidden}`,
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
                `ArrowLeft from the last step should show step ${total - 1}, ` +
                    `got ${stepStateIn(f).step}`,
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

// Each widget of one row (every game but VI) as a reader uses it, on a phone and on a
// desktop: label, example, step-through, bad inputs, a game, the largest input.
import { checkPhoneLayout, checkStepper, fail, fixture, screenshotDir } from "./widget-env.mjs";
import {
    BAD_INPUTS,
    bigRow,
    EXAMPLES,
    MINUS_ZERO,
    playSizes,
    worstInputs,
} from "./widget-inputs.mjs";
import {
    badLines,
    checkAxeInUse,
    checkFirstMoveOnPhone,
    enterRow,
    openForm,
    shoot,
    widgetState,
} from "./widget-page.mjs";
import { checkSayings, playAgainstTheBook } from "./widget-play.mjs";

// `game`'s widget on page `name`, at the `viewport`'s width, as a reader uses it: on the
// part's `first` chapter also its step-through, its bad input and what it says.
export async function checkForm({ game, name, viewport, first }) {
    const opened = await openForm(game, name, viewport);
    if (!opened) return;
    const { context, form } = opened;
    const s = {
        ...opened,
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
            `Enter on "${example[0]}" should show ${example[1]} in a polite live region ` +
                `and no alert, got ${JSON.stringify(state)}`,
        );
    }
    if (state.figures !== (stepped ? 1 : 0)) {
        fail(
            where,
            `a small input should have ${stepped ? "its" : "no"} step-through, ` +
                `got ${state.figures}`,
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
                `bad input ${typed} should show a message and no answer, ` +
                    `got ${JSON.stringify(state)}`,
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
                `bad input ${typed}: digits not grouped, or spaces doubled: ` +
                    `${JSON.stringify(lines)}`,
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
            `past ${playUpTo} stones, the answer and a note should show, and no game: ` +
                `${JSON.stringify({ state, note })}`,
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
            `on ${game}'s largest table, digits not grouped, or spaces doubled: ` +
                `${JSON.stringify(lines)}`,
        );
    }
}

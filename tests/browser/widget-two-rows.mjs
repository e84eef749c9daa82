// Stone Game VI's widget, whose form has two rows (Alice's values and Bob's), as a reader
// uses it.
import { checkPhoneLayout, fail, fixture, screenshotDir, TWO_ROWS_PLACE } from "./widget-env.mjs";
import { worstTwoRows } from "./widget-inputs.mjs";
import { checkAxeInUse, checkFirstMoveOnPhone, openForm, shoot } from "./widget-page.mjs";
import { playAgainstTheBook } from "./widget-play.mjs";

// Stone Game VI's form: Alice's values in `input`, Bob's in `bob`; the answer names
// the winner and the difference, and lists the picks; bad input, rows of different
// lengths included, gets a message; a game against the book is played to its end.
export async function checkTwoRowForm(viewport) {
    const game = "stone-game-vi";
    const opened = await openForm(game, TWO_ROWS_PLACE, viewport);
    if (!opened) return;
    const { where, context, page, form } = opened;
    const s = { ...opened, bob: form.locator("input[name=bob]") };
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
                `Enter on "${a}" / "${b}" should show ${who} and ${d} with ${picks} picks ` +
                    `and no alert, got ${JSON.stringify(state)}`,
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
                `bad input ${input} should mark ${JSON.stringify(rows)} invalid, ` +
                    `got ${JSON.stringify(marked)}`,
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

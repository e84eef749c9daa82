// A game against the book, played with the keyboard to its end, and what each widget says
// in the cases readers found wrong (a game over at once, Stone Game V's cuts, VIII's
// labels, IX's empty row and struck-out stones).
import { fail, screenshotDir } from "./widget-env.mjs";
import { badLines, enterRow, shoot, widgetState } from "./widget-page.mjs";

// A game against the book, with the keyboard: a new game puts the focus on the reader's
// moves, and the game is played to its end (playWithKeyboard).
export async function playAgainstTheBook({ where, page, form, game }) {
    await form.locator(".sg-try-first").focus();
    await page.keyboard.press("Enter");
    const onMoves = await page.evaluate(
        () => document.activeElement?.closest(".sg-try-moves") !== null,
    );
    if (!onMoves) fail(where, "a new game should put the focus on the reader's moves");
    const moved = await playWithKeyboard(page, form, game, where);
    if (!moved) fail(where, "the game against the book did not reach its end");
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
export async function checkSayings(s) {
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
                `after ${cuts} clicks the book has made ` +
                    `${await form.locator(".sg-try-log li").count()} cuts`,
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
            `the stones should be counted from 0, as the figure and the crate count them: ` +
                `${state.result}`,
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

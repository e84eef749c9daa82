// The try-it widget of Stone Game (Part I): its engine, its table's step-through, and
// what its game against the book says. See theme/try/core.js for what a game registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, signed, math, sum } = lib;

    const LIMITS = { size: 2000, min: 0, max: lib.U32_MAX, table: 12 };

    // The score difference of piles[lo..hi) under optimal play, in O(n): the crate's
    // score_difference_linear (chapter "In linear time"). Read the row onto a stack,
    // collapsing every peak x <= y >= z into x − y + z; then the players take the larger
    // end in turn. Every value is a sum of piles with signs, so it stays below 2^53 and
    // exact in a double for any row this widget takes.
    function difference(piles, lo, hi) {
        if (hi <= lo) {
            return 0;
        }
        const stack = new Float64Array(hi - lo);
        let top = 0;
        for (let k = lo; k < hi; k++) {
            stack[top++] = piles[k];
            while (top >= 3) {
                const x = stack[top - 3];
                const y = stack[top - 2];
                const z = stack[top - 1];
                if (y < x || y < z) {
                    break;
                }
                top -= 2;
                stack[top - 1] = x - y + z;
            }
        }
        let a = 0;
        let b = top;
        let d = 0;
        let sign = 1;
        while (a < b) {
            const taken = stack[a] >= stack[b - 1] ? stack[a++] : stack[--b];
            d += sign * taken;
            sign = -sign;
        }
        return d;
    }

    // The interval table of the chapter "The recurrence": t[i][j − i] = D(i, j), j >= i.
    function scoreTable(piles) {
        const n = piles.length;
        const t = [];
        for (let i = 0; i < n; i++) {
            t.push([piles[i]]);
        }
        for (let len = 2; len <= n; len++) {
            for (let i = 0; i + len <= n; i++) {
                const j = i + len - 1;
                t[i][len - 1] = Math.max(piles[i] - t[i + 1][len - 2], piles[j] - t[i][len - 2]);
            }
        }
        return t;
    }

    // The answer, which is also all the figure and the game share.
    const answer = (piles) => difference(piles, 0, piles.length);

    // Each engine: `parse` (the reader's text), `solve` (what the answer, the figure and
    // the game share), `answer` (as the crate's function to call returns it), `table` (as
    // the crate's table function returns it), `game` (a game from the start).
    const stoneGame = {
        parse: (text) => lib.parseRow(text, LIMITS, lib.PILES),
        solve: answer,
        answer,
        table: scoreTable,
        game: (piles) => new RowGame(piles),
        // For Stone Game VII, which is this game on the negated values.
        difference,
    };

    // A game of Stone Game: the piles lo..hi − 1 are left, and a move scores the pile it
    // takes.
    class RowGame extends lib.EndsGame {
        // Its options are EndsGame's: the mover's stones minus the opponent's from here on.
        points(index) {
            return this.piles[index];
        }

        rest(lo, hi) {
            return difference(this.piles, lo, hi);
        }

        describe(option, side) {
            const pile = num(this.piles[option.index]);
            option.label = `Take the ${side} pile (${pile})`;
            option.what = `the ${side} pile, ${pile}`;
            return option;
        }
    }

    // Stone Game: the interval table D(i, j), filled by interval length (as the static
    // figure of the chapter "The recurrence").
    function stoneGameFigure(piles) {
        const n = piles.length;
        const t = scoreTable(piles);
        const key = (i, j) => `d-${i}-${j}`;
        const d = (i, j) => t[i][j - i];
        const steps = [];
        for (let i = 0; i < n; i++) {
            const caption = math(`D(${i}, ${i}) = ${num(piles[i])}`);
            steps.push({
                target: key(i, i),
                reads: [],
                caption: `${caption}: one pile left, the player to move takes it`,
            });
        }
        for (let len = 2; len <= n; len++) {
            for (let i = 0; i + len <= n; i++) {
                const j = i + len - 1;
                const left = num(piles[i]);
                const right = num(piles[j]);
                steps.push({
                    target: key(i, j),
                    reads: [key(i + 1, j), key(i, j - 1)],
                    caption: math(
                        `D(${i}, ${j}) = max(${left} - D(${i + 1}, ${j}), ` +
                            `${right} - D(${i}, ${j - 1})) = ` +
                            `max(${left} - ${signed(d(i + 1, j))}, ` +
                            `${right} - ${signed(d(i, j - 1))}) = ${num(d(i, j))}`,
                    ),
                });
            }
        }
        const html = lib.intervalTable(piles, key, d);
        const answer = `D(0, ${n - 1})`;
        return lib.stepperFigure(
            html,
            steps,
            lib.STEP_KEY.concat([
                { sample: "sg-cell sg-answer", text: "1", meaning: `the answer, ${math(answer)}` },
            ]),
            `The table ${math("D(i, j)")} for your row ${lib.escapeHtml(lib.rowLabel(piles))}, ` +
                "filled by interval length. The answer is in the top-right cell: " +
                `${math(`${answer} = ${num(d(0, n - 1))}`)}.`,
        );
    }

    function answerText(piles, d) {
        const total = sum(piles, 0, piles.length);
        const a = (total + d) / 2;
        const b = (total - d) / 2;
        const verdict = lib.verdict(d, "stone", "stones");
        return `${verdict}. Score difference: ${num(d)} (Alice ${num(a)}, Bob ${num(b)}).`;
    }

    window.sgTry.register("stone-game", {
        limits: LIMITS,
        engine: stoneGame,
        answerText,
        limitsText: (l) =>
            `Up to ${lib.num(l.size)} piles of 0 to ${lib.num(l.max)} stones. ` +
            `The table is drawn step by step for up to ${l.table} piles.`,
        figure: stoneGameFigure,
        unit: "piles",
        view: {
            verdict(play, options, option, best) {
                // A difference of 2 is one stone that changes hands.
                const lost = (best.outcome - option.outcome) / 2;
                return lib.costVerdict(play, options, best, lost, "stone", "stones");
            },
            bestText: lib.bestEndingByLead,
            ending: (play) => lib.scoreEnding(play, "stone", "stones"),
            drawBoard: (play) =>
                lib.drawRow(play.game.piles, play.game.lo, play.game.hi, ["pile", "piles"]),
        },
    });
}

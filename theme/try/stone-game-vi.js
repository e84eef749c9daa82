// The try-it widget of Stone Game VI (Part VI): its engine, and what core.js's form shows
// for it: the form takes two rows, Alice's values (`input`) and Bob's (`bob`), and lists
// the picks of optimal play below the answer. See theme/try/core.js for what a game
// registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, plural, refuse, make, PLAYER_NAMES } = lib;

    // `size` is the number of stones, each with a value for each player; the widget draws
    // no table.
    const LIMITS = { size: 2000, min: 0, max: lib.U32_MAX, table: 0 };

    // The most stones a game against the book takes: every stone left is a move, and a
    // list of more moves than this takes too long to draw on a phone (the browser test
    // times a move at this size).
    const PLAY_UP_TO = 200;

    const STONE_VALUES = {
        one: "value",
        many: "values",
        unit: "points",
        example: "2 4 3",
        range: "a value is",
        largest: "the largest value a stone has",
    };

    // Alice's row and Bob's, for Stone Game VI: two rows of u32 values of the same length.
    // A message for bad input says which rows are wrong: `rows`, [0] for Alice's, [1] for
    // Bob's, [0, 1] for both.
    function parseTwoRows(aliceText, bobText) {
        const rows = [];
        const texts = [aliceText, bobText];
        for (let r = 0; r < 2; r++) {
            const parsed = lib.parseRow(texts[r], LIMITS, STONE_VALUES);
            if (!parsed.ok) {
                const said = parsed.message.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase());
                const bad = refuse(`${PLAYER_NAMES[r]}'s values: ${said}`);
                bad.rows = [r];
                return bad;
            }
            rows.push(parsed.input);
        }
        if (rows[0].length !== rows[1].length) {
            const unequal = refuse(
                `Alice's row has ${plural(rows[0].length, "value", "values")} ` +
                    `and Bob's has ${num(rows[1].length)}: ` +
                    "each stone needs a value for each player.",
            );
            unequal.rows = [0, 1];
            return unequal;
        }
        return { ok: true, input: { alice: rows[0], bob: rows[1] } };
    }

    // The order of the picks under optimal play, as the crate's optimal_play has it: by
    // weight a + b, heaviest first, equal weights in the order of the rows (a stable sort).
    // Every weight is below 2^33 and every total below 2^53 for rows this widget takes, so
    // the doubles are exact.
    function pickOrder(alice, bob) {
        const order = [];
        for (let i = 0; i < alice.length; i++) {
            order.push(i);
        }
        order.sort((i, j) => alice[j] + bob[j] - (alice[i] + bob[i]) || i - j);
        return order;
    }

    // The picks, with both totals after each, and the score difference.
    function stoneGameVISolve(input) {
        const order = pickOrder(input.alice, input.bob);
        const totals = [0, 0];
        const picks = [];
        for (let k = 0; k < order.length; k++) {
            const i = order[k];
            const mover = k % 2;
            totals[mover] += mover === 0 ? input.alice[i] : input.bob[i];
            picks.push({ index: i, player: mover, alice: totals[0], bob: totals[1] });
        }
        return { picks, difference: totals[0] - totals[1] };
    }

    // A game of Stone Game VI: the stones taken, whose turn it is, both totals.
    class PickGame {
        constructor(input, solved) {
            this.alice = input.alice;
            this.bob = input.bob;
            this.order = solved.picks.map((p) => p.index);
            this.taken = new Uint8Array(input.alice.length);
            this.moved = 0;
            this.mover = 0;
            this.score = [0, 0];
            // The last two stones taken, for the board.
            this.last = [];
        }

        over() {
            return this.moved === this.alice.length;
        }

        // What stone i is worth to player p.
        worth(p, i) {
            return p === 0 ? this.alice[i] : this.bob[i];
        }

        // The stones left, heaviest first: the order of optimal play.
        rest() {
            const taken = this.taken;
            return this.order.filter((i) => !taken[i]);
        }

        // Each stone left, in the order of the row, with its outcome: the mover's points
        // minus the opponent's from here on, both taking the heaviest stone left after it.
        // Taking the stone of rank r in the order leaves the stones before it at their
        // ranks and moves those after it up one: with f(j) what the stone of rank j adds
        // when the opponent moves first on the rest (the mover's value at odd ranks, minus
        // the opponent's at even ones), the outcome is the stone's worth, plus f over the
        // ranks before r, plus f shifted by one over the ranks after it. O(n) for all of
        // them.
        options() {
            const rest = this.rest();
            const m = rest.length;
            const me = this.mover;
            const mine = (j) => this.worth(me, rest[j]);
            const theirs = (j) => -this.worth(1 - me, rest[j]);
            const before = new Float64Array(m + 1);
            const after = new Float64Array(m + 1);
            for (let j = 0; j < m; j++) {
                before[j + 1] = before[j] + (j % 2 === 1 ? mine(j) : theirs(j));
            }
            for (let j = m - 1; j >= 0; j--) {
                after[j] = after[j + 1] + (j % 2 === 0 ? mine(j) : theirs(j));
            }
            const rank = {};
            rest.forEach((i, r) => {
                rank[i] = r;
            });
            const out = [];
            for (let i = 0; i < this.alice.length; i++) {
                if (this.taken[i]) {
                    continue;
                }
                const r = rank[i];
                const a = this.alice[i];
                const b = this.bob[i];
                out.push({
                    key: i,
                    index: i,
                    taken: this.worth(me, i),
                    outcome: this.worth(me, i) + before[r] + after[r + 1],
                    label: `Take stone ${num(i)} (${num(a)} / ${num(b)})`,
                    what: `stone ${num(i)} (${num(a)} / ${num(b)}, weight ${num(a + b)})`,
                });
            }
            return out;
        }

        // The crate's choice (optimal_play): the heaviest stone left, the first on a tie.
        best(options) {
            const first = this.rest()[0];
            for (let k = 0; k < options.length; k++) {
                if (options[k].index === first) {
                    return k;
                }
            }
            return 0;
        }

        play(option) {
            this.score[this.mover] += option.taken;
            this.taken[option.index] = 1;
            this.last = this.last.slice(-1).concat([option.index]);
            this.moved++;
            this.mover = 1 - this.mover;
        }

        // Both totals at the end if the mover takes `option` and both then play as the
        // crate.
        finish(option) {
            const score = this.score.slice();
            let mover = this.mover;
            score[mover] += option.taken;
            const rest = this.rest().filter((i) => i !== option.index);
            for (let k = 0; k < rest.length; k++) {
                mover = 1 - mover;
                score[mover] += this.worth(mover, rest[k]);
            }
            return score;
        }
    }

    const stoneGameVI = {
        parse: parseTwoRows,
        solve: stoneGameVISolve,
        game: (input, solved) => new PickGame(input, solved || stoneGameVISolve(input)),
        playUpTo: PLAY_UP_TO,
        answer: (input) => stoneGameVISolve(input).difference,
        winner(input) {
            const d = stoneGameVISolve(input).difference;
            return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
        },
    };

    // The answer: who wins, by how much, and both totals.
    function answerText(input, solved) {
        const d = solved.difference;
        const last = solved.picks.length
            ? solved.picks[solved.picks.length - 1]
            : { alice: 0, bob: 0 };
        return (
            `${lib.verdict(d, "point", "points")}. Score difference: ${num(d)} ` +
            `(Alice ${num(last.alice)}, Bob ${num(last.bob)}).`
        );
    }

    // Below the answer, the picks of optimal play (the first 40); for no stones, a note
    // instead, and no game (false).
    function drawPicks(output, input, solved) {
        const n = input.alice.length;
        if (n === 0) {
            output.appendChild(make("p", "sg-try-note", "No stones: there is nothing to play."));
            return false;
        }
        const listed = n > 40 ? ` (the first 40 of ${num(n)})` : "";
        const heading =
            "The picks of optimal play, heaviest a + b first, the stones numbered from 0" +
            `${listed}:`;
        output.appendChild(make("p", "sg-try-note", heading));
        const list = make("ol", "sg-try-log sg-try-picks");
        list.setAttribute("aria-label", "The picks of optimal play");
        for (const p of solved.picks.slice(0, 40)) {
            const a = input.alice[p.index];
            const b = input.bob[p.index];
            const value = p.player === 0 ? a : b;
            // (Both players' picks in one style: each line names its player.)
            const text =
                `${PLAYER_NAMES[p.player]} takes stone ${num(p.index)} ` +
                `(${num(a)} / ${num(b)}, weight ${num(a + b)}) ` +
                `for ${plural(value, "point", "points")}: ` +
                `${num(p.alice)} to ${num(p.bob)}.`;
            list.appendChild(make("li", "", text));
        }
        output.appendChild(list);
        return true;
    }

    // The stones, each with its two values, those taken struck out (of a long row, the
    // first, the last two taken and the heaviest left: play.js's drawSpread).
    function drawBoard(play) {
        const g = play.game;
        const n = g.alice.length;
        const box = make("div", "sg-try-row");
        box.setAttribute(
            "aria-label",
            `The stones: ${plural(n - g.moved, "stone", "stones")} left, ` +
                "each with Alice's value / Bob's",
        );
        const marks = g.last.concat(n > 40 && !g.over() ? [g.rest()[0]] : []);
        lib.drawSpread(box, n, marks, (i) =>
            make(
                "span",
                `sg-pile${g.taken[i] ? " sg-taken" : ""}`,
                `${num(g.alice[i])} / ${num(g.bob[i])}`,
            ),
        );
        const holder = make("div");
        holder.appendChild(box);
        const status = g.over()
            ? "Every stone is taken: the game is over."
            : `Each stone: Alice's value / Bob's. ${PLAYER_NAMES[g.mover]} to move.`;
        holder.appendChild(make("p", "sg-try-m", status));
        return holder;
    }

    window.sgTry.register("stone-game-vi", {
        limits: LIMITS,
        engine: stoneGameVI,
        // The form: Alice's values in `input`, Bob's in `bob` (parseTwoRows's `rows` are
        // their indices).
        fields: ["input", "bob"],
        limitsText: (l) =>
            `Up to ${num(l.size)} stones, each worth 0 to ${num(l.max)} ` +
            "(a u32) to each player; the same number of values in both rows. " +
            `A game against the book takes up to ${num(PLAY_UP_TO)} stones.`,
        answerText,
        size: (input) => input.alice.length,
        unit: "stones",
        drawOutput: drawPicks,
        // The game against the book: each player scores a stone by their own value.
        view: {
            pickLabel: "Stone to take ",
            verdict: lib.differenceVerdict,
            bestText(play, options) {
                const g = play.game;
                const best = options[g.best(options)];
                const end = g.finish(best);
                return lib.bestEnding(best, end[g.mover], end[1 - g.mover]);
            },
            ending: lib.differenceEnding,
            drawBoard,
        },
    });
}

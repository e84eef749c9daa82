// The try-it widget of Stone Game III (Part III): its engine, its table's step-through,
// and what its game against the book says. See theme/try/core.js for what a game
// registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, signed, plural, math, sum } = lib;

    const LIMITS = { size: 2000, min: -2147483648, max: 2147483647, table: 16 };

    // The table of the suffix recurrence (the crate's difference_table with k = 3):
    // d[n] = 0, d[i] = max over x of (v[i] + ... + v[i + x − 1]) − d[i + x]. Every value
    // is at most the sum of |v|, below 2^53 for any row this widget takes.
    function differenceTable(values) {
        const n = values.length;
        const d = new Float64Array(n + 1);
        for (let i = n - 1; i >= 0; i--) {
            let best = -Infinity;
            let taken = 0;
            for (let x = 1; x <= 3 && i + x <= n; x++) {
                taken += values[i + x - 1];
                if (taken - d[i + x] > best) {
                    best = taken - d[i + x];
                }
            }
            d[i] = best;
        }
        return d;
    }

    const stoneGameIII = {
        parse: (text) => lib.parseRow(text, LIMITS, lib.VALUES),
        solve: differenceTable,
        answer: (values) => differenceTable(values)[0],
        winner(values) {
            const d = differenceTable(values)[0];
            return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
        },
        table: (values) => Array.from(differenceTable(values)),
        game: (values, d) => new ValueGame(values, d),
    };

    // A game of Stone Game III: i values gone.
    class ValueGame {
        constructor(values, d) {
            this.piles = values;
            this.d = d || differenceTable(values);
            this.i = 0;
            this.mover = 0;
            this.score = [0, 0];
        }

        over() {
            return this.i >= this.piles.length;
        }

        // Each move with its outcome: the mover's points minus the opponent's from here on.
        options() {
            const n = this.piles.length;
            const out = [];
            let taken = 0;
            for (let x = 1; x <= 3 && this.i + x <= n; x++) {
                taken += this.piles[this.i + x - 1];
                const values = plural(x, "value", "values");
                out.push({
                    key: x,
                    count: x,
                    taken,
                    outcome: taken - this.d[this.i + x],
                    label: `Take ${values} (${num(taken)})`,
                    what: `${values}, worth ${num(taken)}`,
                });
            }
            return out;
        }

        play(option) {
            this.score[this.mover] += option.taken;
            this.i += option.count;
            this.mover = 1 - this.mover;
        }

        left() {
            return sum(this.piles, this.i, this.piles.length);
        }
    }
    // The crate's choice (optimal_play): the best outcome; on a tie, the fewest values.
    ValueGame.prototype.best = lib.firstBest;

    // The `data-sg` key of the cell of D(i).
    function dKey(i) {
        return `d-${i}`;
    }

    // The steps of Stone Game III's figure: D(n), then D(i) from the end.
    function stoneGameIIISteps(values, d) {
        const n = values.length;
        const steps = [
            { target: dKey(n), reads: [], caption: `${math(`D(${n}) = 0`)}: nothing is left` },
        ];
        for (let i = n - 1; i >= 0; i--) {
            const reads = [];
            const terms = [];
            const sums = [];
            const parts = [];
            let taken = 0;
            for (let x = 1; x <= 3 && i + x <= n; x++) {
                taken += values[i + x - 1];
                parts.push(signed(values[i + x - 1]));
                reads.push(dKey(i + x));
                terms.push(`${parts.join(" + ")} - D(${i + x})`);
                sums.push(`${num(taken)} - ${signed(d[i + x])}`);
            }
            steps.push({
                target: dKey(i),
                reads,
                caption: math(
                    `D(${i}) = max(${terms.join(", ")}) = max(${sums.join(", ")}) = ${num(d[i])}`,
                ),
            });
        }
        return steps;
    }

    // The table of Stone Game III's figure: the values v(i), and below them D(i).
    function stoneGameIIITable(values, d) {
        const n = values.length;
        let html =
            '<table class="sg-table sg-suffix"><thead><tr>' +
            '<th scope="row"><span class="sg-math"><i>i</i></span></th>';
        for (let i = 0; i <= n; i++) {
            html += `<th scope="col">${i}</th>`;
        }
        html +=
            "</tr></thead><tbody><tr>" +
            '<th scope="row"><span class="sg-math"><i>v</i><sub><i>i</i></sub></span></th>';
        for (let i = 0; i < n; i++) {
            html += `<td>${num(values[i])}</td>`;
        }
        html +=
            '<td class="sg-blank"></td></tr><tr>' +
            '<th scope="row"><span class="sg-math"><i>D</i>(<i>i</i>)</span></th>';
        for (let i = 0; i <= n; i++) {
            const answer = i === 0 ? " sg-answer" : "";
            html += `<td class="sg-cell${answer}" data-sg="${dKey(i)}">${num(d[i])}</td>`;
        }
        return `${html}</tr></tbody></table>`;
    }

    // Stone Game III: the array D(0..n), filled from the end (as the chapter "The
    // recurrence").
    function stoneGameIIIFigure(values, d) {
        return lib.stepperFigure(
            stoneGameIIITable(values, d),
            stoneGameIIISteps(values, d),
            lib.STEP_KEY.concat([
                {
                    sample: "sg-cell sg-answer",
                    text: "1",
                    meaning: `the answer, ${math(`D(0) = ${num(d[0])}`)}`,
                },
            ]),
            `The table ${math("D(i)")} for your row ${lib.escapeHtml(lib.rowLabel(values))}, ` +
                `filled from the end. ${math("D(i)")} is what the player to move ends ahead by, ` +
                `from position ${math("i")} on.`,
        );
    }

    function answerText(values, table) {
        const total = sum(values, 0, values.length);
        const d = table[0];
        const a = (total + d) / 2;
        const b = (total - d) / 2;
        const verdict = lib.verdict(d, "point", "points");
        return `${verdict}. Score difference: ${num(d)} (Alice ${num(a)}, Bob ${num(b)}).`;
    }

    window.sgTry.register("stone-game-iii", {
        limits: LIMITS,
        engine: stoneGameIII,
        answerText,
        limitsText: (l) =>
            `Up to ${lib.num(l.size)} values from ${lib.num(l.min)} to ` +
            `${lib.num(l.max)} (any i32). ` +
            `The table is drawn step by step for up to ${l.table} values.`,
        figure: stoneGameIIIFigure,
        unit: "values",
        view: {
            verdict(play, options, option, best) {
                // A difference of 2 is one point that changes hands.
                const lost = (best.outcome - option.outcome) / 2;
                return lib.costVerdict(play, options, best, lost, "point", "points");
            },
            bestText: lib.bestEndingByLead,
            ending: (play) => lib.scoreEnding(play, "point", "points"),
            drawBoard(play) {
                const g = play.game;
                return lib.drawRow(g.piles, g.i, g.piles.length, ["value", "values"]);
            },
        },
    });
}

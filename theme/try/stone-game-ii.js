// The try-it widget of Stone Game II (Part II): its engine, its states' step-through, and
// what its game against the book says. See theme/try/core.js for what a game registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, plural, math, sum } = lib;

    const LIMITS = { size: 300, min: 0, max: lib.U32_MAX, table: 12 };

    // row_width(n, i) of the crate: the states of row i that need a decision.
    function rowWidth(n, i) {
        return Math.max(0, Math.min(Math.max(1, i), Math.floor((n - i - 1) / 2)));
    }

    // The state table of the chapter "Bottom-up" (the crate's state_table_cubic), filled
    // from the last pile to the first: rows[i][M − 1] = f(i, M), leaves computed.
    class StateTable {
        constructor(piles) {
            const n = piles.length;
            const suffix = new Float64Array(n + 1);
            for (let i = n - 1; i >= 0; i--) {
                suffix[i] = suffix[i + 1] + piles[i];
            }
            const rows = new Array(n);
            for (let i = n - 1; i >= 0; i--) {
                const w = rowWidth(n, i);
                const row = new Float64Array(w);
                for (let m = 1; m <= w; m++) {
                    let least = Infinity;
                    for (let x = 1; x <= 2 * m; x++) {
                        const j = i + x;
                        const mm = m > x ? m : x;
                        const v = j + 2 * mm >= n ? suffix[j] : rows[j][mm - 1];
                        if (v < least) {
                            least = v;
                        }
                    }
                    row[m - 1] = suffix[i] - least;
                }
                rows[i] = row;
            }
            this.n = n;
            this.suffix = suffix;
            this.rows = rows;
        }

        // f(i, M): a leaf (i + 2M >= n) takes all that is left; any other state is stored.
        value(i, m) {
            return i + 2 * m >= this.n ? this.suffix[i] : this.rows[i][m - 1];
        }
    }

    const stoneGameII = {
        parse: (text) => lib.parseRow(text, LIMITS, lib.PILES),
        solve: (piles) => new StateTable(piles),
        answer: (piles) => new StateTable(piles).value(0, 1),
        // f(i, M) for every i in 0..=n and M in 1..=max(1, i): the crate's value(i, M).
        table(piles) {
            const table = new StateTable(piles);
            const out = [];
            for (let i = 0; i <= piles.length; i++) {
                const row = [];
                for (let m = 1; m <= Math.max(1, i); m++) {
                    row.push(table.value(i, m));
                }
                out.push(row);
            }
            return out;
        },
        game: (piles, table) => new FrontGame(piles, table),
    };

    // A game of Stone Game II: i piles gone, the current M.
    class FrontGame {
        constructor(piles, table) {
            this.piles = piles;
            this.table = table || new StateTable(piles);
            this.i = 0;
            this.m = 1;
            this.mover = 0;
            this.score = [0, 0];
        }

        over() {
            return this.i >= this.piles.length;
        }

        // Each move with its outcome: the stones the mover collects from here on.
        options() {
            const n = this.piles.length;
            const out = [];
            const most = Math.min(2 * this.m, n - this.i);
            let taken = 0;
            for (let x = 1; x <= most; x++) {
                taken += this.piles[this.i + x - 1];
                const after = Math.max(this.m, x);
                const piles = plural(x, "pile", "piles");
                out.push({
                    key: x,
                    count: x,
                    taken,
                    m: after,
                    outcome: this.table.suffix[this.i] - this.table.value(this.i + x, after),
                    label: `Take ${piles} (${num(taken)})`,
                    what:
                        `${piles}, ${plural(taken, "stone", "stones")}` +
                        (after > this.m ? `, which makes M = ${after}` : ""),
                });
            }
            return out;
        }

        play(option) {
            this.score[this.mover] += option.taken;
            this.i += option.count;
            this.m = option.m;
            this.mover = 1 - this.mover;
        }

        left() {
            return this.table.suffix[this.i];
        }
    }
    // The crate's choice (optimal_play): leave the opponent the least; on a tie, fewer
    // piles.
    FrontGame.prototype.best = lib.firstBest;

    // The `data-sg` key of the cell of state (i, M).
    function stateKey(i, m) {
        return `f-${i}-${m}`;
    }

    // The steps of Stone Game II's figure, the stored states from the last pile to the
    // first, and the largest M a step reads (the table's last row).
    function stoneGameIISteps(piles, table) {
        const n = piles.length;
        const steps = [];
        let tallest = 1;
        for (let i = n - 1; i >= 0; i--) {
            for (let m = 1; m <= rowWidth(n, i); m++) {
                const reads = [];
                const terms = [];
                const values = [];
                for (let x = 1; x <= 2 * m; x++) {
                    const j = i + x;
                    const mm = Math.max(m, x);
                    if (j < n) {
                        reads.push(stateKey(j, mm));
                        tallest = Math.max(tallest, mm);
                    }
                    terms.push(`f(${j}, ${mm})`);
                    values.push(num(table.value(j, mm)));
                }
                steps.push({
                    target: stateKey(i, m),
                    reads,
                    caption: math(
                        `f(${i}, ${m}) = S(${i}) - min(${terms.join(", ")}) = ` +
                            `${num(table.suffix[i])} - min(${values.join(", ")}) = ` +
                            num(table.value(i, m)),
                    ),
                });
            }
        }
        return { steps, tallest };
    }

    // The table of Stone Game II's figure: a column for each pile, a row for each M up to
    // `tallest`, the leaves and the states never reached marked.
    function stoneGameIITable(piles, table, tallest) {
        const n = piles.length;
        let html =
            '<table class="sg-table sg-states"><thead><tr><th scope="col" class="sg-corner">' +
            '<span class="sg-math"><i>M</i> \\ <i>i</i></span></th>';
        for (let i = 0; i < n; i++) {
            html += `<th scope="col">${i}<span class="sg-pile-label">${num(piles[i])}</span></th>`;
        }
        html += "</tr></thead><tbody>";
        for (let m = 1; m <= tallest; m++) {
            html += `<tr><th scope="row">${m}</th>`;
            for (let i = 0; i < n; i++) {
                if (m > Math.max(1, i)) {
                    html += '<td class="sg-blank"></td>';
                    continue;
                }
                const answer = i === 0 && m === 1 ? " sg-answer" : "";
                const kind = i + 2 * m >= n ? "sg-leaf" : `sg-cell${answer}`;
                const value = num(table.value(i, m));
                html += `<td class="${kind}" data-sg="${stateKey(i, m)}">${value}</td>`;
            }
            html += "</tr>";
        }
        return `${html}</tbody></table>`;
    }

    // Stone Game II: the states (i, M), columns i and rows M, the stored ones filled from
    // the last pile to the first (as the chapter "Bottom-up"), the leaves shaded.
    function stoneGameIIFigure(piles, table) {
        const { steps, tallest } = stoneGameIISteps(piles, table);
        const html = stoneGameIITable(piles, table, tallest);
        const answer = math(`f(0, 1) = ${num(table.value(0, 1))}`);
        return lib.stepperFigure(
            html,
            steps,
            lib.STEP_KEY.concat([
                { sample: "sg-cell sg-answer", text: "9", meaning: `the answer, ${answer}` },
                {
                    sample: "sg-leaf",
                    text: "9",
                    meaning: `a leaf (${math("i + 2M >= n")}): all that is left, ${math("S(i)")}`,
                },
                {
                    sample: "sg-blank",
                    text: "",
                    meaning: `${math("M > max(1, i)")}: never reached`,
                },
            ]),
            `The states ${math("(i, M)")} of your row ${lib.escapeHtml(lib.rowLabel(piles))}: ` +
                `column ${math("i")} is the first pile left, row ${math("M")} the current ` +
                `${math("M")}. ${math("S(i)")} is the stones left. ` +
                "The rows are filled from the last pile to the first.",
        );
    }

    window.sgTry.register("stone-game-ii", {
        limits: LIMITS,
        engine: stoneGameII,
        answerText(piles, table) {
            const total = sum(piles, 0, piles.length);
            const alice = table.value(0, 1);
            return (
                `Alice collects ${plural(alice, "stone", "stones")}, ` +
                `and Bob ${plural(total - alice, "stone", "stones")} ` +
                `(${plural(piles.length, "pile", "piles")}, ${num(total)} stones in all).`
            );
        },
        limitsText: (l) =>
            `Up to ${lib.num(l.size)} piles of 0 to ${lib.num(l.max)} stones. ` +
            `The states are drawn step by step for up to ${l.table} piles.`,
        figure: stoneGameIIFigure,
        unit: "piles",
        view: {
            verdict(play, options, option, best) {
                const lost = best.outcome - option.outcome;
                return lib.costVerdict(play, options, best, lost, "stone", "stones");
            },
            bestText(play, options) {
                const g = play.game;
                const best = options[g.best(options)];
                return lib.bestEnding(
                    best,
                    g.score[g.mover] + best.outcome,
                    g.score[1 - g.mover] + g.left() - best.outcome,
                );
            },
            ending: (play) => lib.scoreEnding(play, "stone", "stones"),
            // The row from the first pile left, and what M allows.
            drawBoard(play) {
                const g = play.game;
                const n = g.piles.length;
                const wrap = lib.drawRow(g.piles, g.i, n, ["pile", "piles"]);
                const most = num(Math.min(2 * g.m, n - g.i));
                const text = g.over()
                    ? "No pile is left: the game is over."
                    : `M = ${num(g.m)}: the player to move may take 1 to ${most} piles.`;
                wrap.appendChild(lib.make("p", "sg-try-m", text));
                return wrap;
            },
        },
    });
}

// The try-it widget of Stone Game VIII (Part VIII): its engine, its values' step-through,
// and what its game against the book says. See theme/try/core.js for what a game
// registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, signed, plural, math, PLAYER_NAMES } = lib;

    const LIMITS = { size: 2000, min: -2147483648, max: 2147483647, table: 12 };
    // The most stones a game against the book takes: its first move is listed as a choice
    // of up to n − 1 merges, and 2,000 take too long to draw on a phone.
    const PLAY_UP_TO = 500;

    // The prefix sums P(j) and the value D(i) of every position (the crate's
    // position_values): D(n − 1) = 0 and D(i) = M(i + 1), where the running maximum is
    // M(n − 1) = P(n − 1) and M(j) = max(M(j + 1), P(j) − D(j)). `end[j]` is the smallest
    // k >= j whose move reaches M(j), the crate's choice on a tie. Every number is at most
    // n · 2^32 in size (the chapter "The suffix maximum"), below 2^53 for any row this
    // widget takes.
    function mergeValues(stones) {
        const n = stones.length;
        const p = new Float64Array(n);
        const d = new Float64Array(n);
        const end = new Int32Array(n);
        let total = 0;
        for (let j = 0; j < n; j++) {
            total += stones[j];
            p[j] = total;
        }
        let best = p[n - 1];
        end[n - 1] = n - 1;
        for (let i = n - 2; i >= 0; i--) {
            d[i] = best;
            if (i >= 1) {
                end[i] = p[i] - d[i] >= best ? i : end[i + 1];
            }
            best = Math.max(best, p[i] - d[i]);
        }
        return { prefix: p, d, end };
    }

    const stoneGameVIII = {
        parse(text) {
            const parsed = lib.parseRow(text, LIMITS, lib.STONES);
            if (parsed.ok && parsed.input.length < 2) {
                return lib.refuse(
                    "A move merges at least two stones, so the row needs two or more; " +
                        `yours has ${plural(parsed.input.length, "stone", "stones")}.`,
                );
            }
            return parsed;
        },
        solve: mergeValues,
        answer: (stones) => mergeValues(stones).d[0],
        table: (stones) => Array.from(mergeValues(stones).d),
        game: (stones, solved) => new MergeGame(stones, solved),
        playUpTo: PLAY_UP_TO,
    };

    // A game of Stone Game VIII: the leftmost stone holds the stones 0 to i.
    class MergeGame {
        constructor(stones, solved) {
            this.piles = stones;
            this.solved = solved || mergeValues(stones);
            this.i = 0;
            this.mover = 0;
            this.score = [0, 0];
        }

        over() {
            return this.i >= this.piles.length - 1;
        }

        // Each move, an end j > i, with its outcome: P(j) − D(j).
        options() {
            const n = this.piles.length;
            const out = [];
            const p = this.solved.prefix;
            const d = this.solved.d;
            for (let j = this.i + 1; j < n; j++) {
                const x = j - this.i + 1;
                out.push({
                    key: x,
                    count: x,
                    taken: p[j],
                    last: j,
                    outcome: p[j] - d[j],
                    // The button names what the merge scores now; its worth is in the verdict.
                    label: `Merge ${num(x)} (scores ${num(p[j])})`,
                    what: `${plural(x, "stone", "stones")}, scoring ${num(p[j])}`,
                });
            }
            return out;
        }

        play(option) {
            this.score[this.mover] += option.taken;
            this.i = option.last;
            this.mover = 1 - this.mover;
        }

        // Both scores at the end of the game from here, if both play as the crate does.
        finish() {
            const score = this.score.slice();
            const n = this.piles.length;
            let mover = this.mover;
            let i = this.i;
            while (i < n - 1) {
                const j = this.solved.end[i + 1];
                score[mover] += this.solved.prefix[j];
                i = j;
                mover = 1 - mover;
            }
            return score;
        }

        // The row as it stands: the merged stone, then the stones not merged yet.
        row() {
            const merged = this.i === 0 ? this.piles[0] : this.solved.prefix[this.i];
            return [merged].concat(this.piles.slice(this.i + 1));
        }
    }
    // The crate's choice (optimal_play): the best outcome; on a tie, the fewest stones.
    MergeGame.prototype.best = lib.firstBest;

    // The `data-sg` key of the cell of D(i).
    function dKey(i) {
        return `d-${i}`;
    }

    // The `data-sg` key of the cell of P(i).
    function pKey(i) {
        return `p-${i}`;
    }

    // The steps of Stone Game VIII's figure: D(n − 1), then D(i) from the right.
    function stoneGameVIIISteps(stones, solved) {
        const n = stones.length;
        const p = solved.prefix;
        const d = solved.d;
        const steps = [
            {
                target: dKey(n - 1),
                reads: [],
                caption: `${math(`D(${n - 1}) = 0`)}: one stone, no move`,
            },
        ];
        for (let i = n - 2; i >= 0; i--) {
            const j = i + 1;
            if (j === n - 1) {
                steps.push({
                    target: dKey(i),
                    reads: [pKey(j)],
                    caption:
                        math(`D(${i}) = P(${j}) = ${num(d[i])}`) +
                        ": the one move merges everything",
                });
            } else {
                steps.push({
                    target: dKey(i),
                    reads: [pKey(j), dKey(j)],
                    caption: math(
                        `D(${i}) = max(D(${j}), P(${j}) - D(${j})) = ` +
                            `max(${num(d[j])}, ${num(p[j])} - ${signed(d[j])}) = ${num(d[i])}`,
                    ),
                });
            }
        }
        return steps;
    }

    // The table of Stone Game VIII's figure: a row each for the stones, P(i)
    // and D(i), a column for each i.
    function stoneGameVIIITable(stones, solved) {
        const n = stones.length;
        const p = solved.prefix;
        const d = solved.d;
        let html =
            '<table class="sg-table sg-suffix"><thead><tr>' +
            '<th scope="row"><span class="sg-math"><i>i</i></span></th>';
        for (let i = 0; i < n; i++) {
            html += `<th scope="col">${i}</th>`;
        }
        html += '</tr></thead><tbody><tr><th scope="row">stone</th>';
        for (let i = 0; i < n; i++) {
            html += `<td>${num(stones[i])}</td>`;
        }
        html += '</tr><tr><th scope="row"><span class="sg-math"><i>P</i>(<i>i</i>)</span></th>';
        for (let i = 0; i < n; i++) {
            html += `<td data-sg="${pKey(i)}">${num(p[i])}</td>`;
        }
        html += '</tr><tr><th scope="row"><span class="sg-math"><i>D</i>(<i>i</i>)</span></th>';
        for (let i = 0; i < n; i++) {
            const answer = i === 0 ? " sg-answer" : "";
            html += `<td class="sg-cell${answer}" data-sg="${dKey(i)}">${num(d[i])}</td>`;
        }
        return `${html}</tr></tbody></table>`;
    }

    // Stone Game VIII: the values D(i), filled from the right by the running maximum (as
    // the chapter "The suffix maximum"): D(i) = max(D(i + 1), P(i + 1) − D(i + 1)). The
    // widget stands in the chapter "The game", before "The suffix maximum" names the
    // running maximum M: the captions use D and P only, which the figure's caption
    // defines.
    function stoneGameVIIIFigure(stones, solved) {
        const d = solved.d;
        return lib.stepperFigure(
            stoneGameVIIITable(stones, solved),
            stoneGameVIIISteps(stones, solved),
            lib.STEP_KEY.concat([
                {
                    sample: "sg-cell sg-answer",
                    text: "1",
                    meaning: `the answer, ${math(`D(0) = ${num(d[0])}`)}`,
                },
            ]),
            `The values ${math("D(i)")} for your row ${lib.escapeHtml(lib.rowLabel(stones))}, ` +
                `filled from the right. ${math("P(i)")} is the sum of the stones 0 to ` +
                `${math("i")}, what a merge ending at stone ${math("i")} scores; ` +
                `${math("D(i)")} is what the player to move ends ahead by once the leftmost ` +
                `stone holds the stones 0 to ${math("i")}.`,
        );
    }

    function answerText(stones, solved) {
        const dv = solved.d[0];
        const end = new MergeGame(stones, solved).finish();
        return (
            `${lib.verdict(dv, "point", "points")}. Score difference: ${num(dv)} ` +
            `(with the book's optimal play, Alice ${num(end[0])}, Bob ${num(end[1])}).`
        );
    }

    // The row as it merges: the merged stone first.
    function drawBoard(play) {
        const g = play.game;
        const box = lib.make("div", "sg-try-row");
        const row = g.row();
        const m = row.length;
        box.setAttribute("aria-label", `The row: ${plural(m, "stone", "stones")} left`);
        for (let r = 0; r < m; r++) {
            if (m > 40 && r === 8) {
                box.appendChild(
                    lib.make("span", "sg-try-more", `\u2026 ${num(m - 16)} more \u2026`),
                );
                r = m - 8;
            }
            const merged = r === 0 && g.i > 0 ? " sg-merged" : "";
            box.appendChild(lib.make("span", `sg-pile${merged}`, num(row[r])));
        }
        const holder = lib.make("div");
        holder.appendChild(box);
        let status = `${PLAYER_NAMES[g.mover]} to move.`;
        if (g.over()) {
            const all = num(g.piles.length);
            status = `The first stone holds all ${all} stones: the game is over.`;
        } else if (g.i > 0) {
            const first = num(g.i + 1);
            status = `The first stone holds the first ${first} stones of the row. ${status}`;
        }
        holder.appendChild(lib.make("p", "sg-try-m", status));
        return holder;
    }

    window.sgTry.register("stone-game-viii", {
        limits: LIMITS,
        engine: stoneGameVIII,
        answerText,
        limitsText: (l) =>
            `2 to ${num(l.size)} stones from ${num(l.min)} to ${num(l.max)} ` +
            `(any i32). Up to ${l.table} stones, the values are drawn step by step; ` +
            `a game against the book takes up to ${num(PLAY_UP_TO)}.`,
        figure: stoneGameVIIIFigure,
        unit: "stones",
        view: {
            pickLabel: "Stones to merge ",
            pickButton: "Merge",
            bookText: (option, game) =>
                `The book (${PLAYER_NAMES[game.mover]}) merges ${option.what}.`,
            readerText: (option, verdict, game) =>
                `You (${PLAYER_NAMES[game.mover]}) merge ${option.what}: ${verdict}`,
            // A merged stone is scored again by later moves: the loss is in the difference.
            verdict: lib.differenceVerdict,
            bestText(play, options) {
                const g = play.game;
                const best = options[g.best(options)];
                const end = g.finish();
                return lib.bestEnding(best, end[g.mover], end[1 - g.mover]);
            },
            ending: lib.differenceEnding,
            drawBoard,
        },
    });
}

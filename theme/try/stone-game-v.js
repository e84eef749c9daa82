// The try-it widget of Stone Game V (Part V): its engine, its table's step-through, and
// the game in which the reader makes Alice's cuts (Bob has no choice). See
// theme/try/core.js for what a game registers.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, plural, math, sum } = lib;

    // 800 stones: the answer's work at 1,000 took 136 ms with the CPU slowed down
    // four times (figures/data/widget-work.json, recorded on an idle machine).
    const LIMITS = { size: 800, min: 0, max: lib.U32_MAX, table: 8 };
    // The most stones a game against the book takes: a row of n stones has up to 2(n − 1)
    // cuts to list, and a list of 2,000 takes too long to draw on a phone (the browser
    // test times the start of a game at this size).
    const PLAY_UP_TO = 200;

    // Every score f(i, j) by the crate's O(n²) method (score_table_quadratic, chapter "A
    // moving balance point"): t.d[i][j − i] = f(i, j). For each left end i, from the right,
    // the pointers l and r only move right as j grows: the cuts i..l − 1 may keep the left
    // part, the cuts r..j − 1 the right part. `across` is the running maximum of
    // S(i, u) + f(i, u) along row i, `down` of S(u, j) + f(u, j) down column j. For a short
    // row the pointers are kept too, for the figure. Sums of up to 1,000 stones below 2^32
    // stay below 2^53: exact in a double.
    function cutTable(values) {
        const n = values.length;
        const prefix = lib.prefixSums(values);
        const small = n <= LIMITS.table;
        const t = { prefix, d: [], pointers: small ? [] : null };
        const down = [];
        for (let i = 0; i < n; i++) {
            t.d.push(new Float64Array(n - i));
            down.push(new Float64Array(n - i));
            if (small) {
                t.pointers.push([]);
            }
        }
        const across = new Float64Array(n);
        for (let i = n - 1; i >= 0; i--) {
            across[i] = values[i];
            down[i][0] = values[i];
            let l = i;
            let r = i;
            for (let j = i + 1; j < n; j++) {
                const total = prefix[j + 1] - prefix[i];
                while (l < j && 2 * (prefix[l + 1] - prefix[i]) <= total) {
                    l++;
                }
                while (2 * (prefix[r + 1] - prefix[i]) < total) {
                    r++;
                }
                let best = 0;
                if (l > i) {
                    best = across[l - 1];
                }
                if (r < j) {
                    best = Math.max(best, down[r + 1][j - r - 1]);
                }
                t.d[i][j - i] = best;
                across[j] = Math.max(across[j - 1], total + best);
                down[i][j - i] = Math.max(down[i + 1][j - i - 1], total + best);
                if (small) {
                    t.pointers[i][j - i] = [l, r];
                }
            }
        }
        return t;
    }

    const stoneGameV = {
        parse: (text) => lib.parseRow(text, LIMITS, lib.STONES),
        solve: cutTable,
        answer: (values) => (values.length < 2 ? 0 : cutTable(values).d[0][values.length - 1]),
        table: (values) => cutTable(values).d.map((row) => Array.from(row)),
        game: (values, t) => new CutGame(values, t),
        playUpTo: PLAY_UP_TO,
    };

    // A game of Stone Game V: the stones lo..hi − 1 are in play; Alice alone cuts.
    class CutGame {
        constructor(values, t) {
            this.piles = values;
            this.t = t || cutTable(values);
            this.lo = 0;
            this.hi = values.length;
            this.mover = 0;
            this.solo = true;
            this.score = [0, 0];
        }

        over() {
            return this.hi - this.lo <= 1;
        }

        sum(i, j) {
            return this.t.prefix[j + 1] - this.t.prefix[i];
        }

        // Each cut and the part it keeps (both on a tie), in the crate's order: cuts from
        // the left, the left part first; `outcome` is what Alice scores from here on with it.
        options() {
            const out = [];
            const i = this.lo;
            const j = this.hi - 1;
            // A part of more than six stones is named by its ends and its length.
            const words = (from, to) =>
                to - from < 6
                    ? this.piles
                          .slice(from, to + 1)
                          .map(num)
                          .join(" ")
                    : `${num(this.piles[from])} … ${num(this.piles[to])} ` +
                      `(${num(to - from + 1)} stones)`;
            for (let k = i; k < j; k++) {
                const left = this.sum(i, k);
                const right = this.sum(k + 1, j);
                const cut = `${words(i, k)} | ${words(k + 1, j)}`;
                const tie = left === right ? ", a tie" : "";
                const against = `${num(left)} against ${num(right)}${tie}`;
                if (left <= right) {
                    out.push({
                        key: `${k}:L`,
                        cut: k,
                        part: "left",
                        scored: left,
                        outcome: left + this.t.d[i][k - i],
                        label: `Cut ${cut}, keep the left${tie ? " (a tie)" : ""}`,
                        what: `${cut} (${against}), keeping the left part`,
                    });
                }
                if (left >= right) {
                    out.push({
                        key: `${k}:R`,
                        cut: k,
                        part: "right",
                        scored: right,
                        outcome: right + this.t.d[k + 1][j - k - 1],
                        label: `Cut ${cut}, keep the right${tie ? " (a tie)" : ""}`,
                        what: `${cut} (${against}), keeping the right part`,
                    });
                }
            }
            return out;
        }

        play(option) {
            this.score[0] += option.scored;
            if (option.part === "left") {
                this.hi = option.cut + 1;
            } else {
                this.lo = option.cut + 1;
            }
        }
    }
    CutGame.prototype.best = lib.firstBest;

    // Stone Game V: the triangle f(i, j), filled as the O(n²) method fills it: the left end
    // from the right, the right end growing. Each cell reads the cells its cuts may keep.
    function stoneGameVFigure(values, t) {
        const n = values.length;
        const key = (a, b) => `d-${a}-${b}`;
        // The cuts after stones a..b − 1, in words.
        const cuts = (a, b) =>
            b - a === 1 ? `the cut after stone ${a}` : `the cuts after stones ${a} to ${b - 1}`;
        const steps = [];
        for (let i = n - 1; i >= 0; i--) {
            steps.push({
                target: key(i, i),
                reads: [],
                caption: `${math(`f(${i}, ${i}) = 0`)}: one stone, no cut`,
            });
            for (let j = i + 1; j < n; j++) {
                const [l, r] = t.pointers[i][j - i];
                const reads = [];
                for (let k = i; k < l; k++) {
                    reads.push(key(i, k));
                }
                for (let k = r; k < j; k++) {
                    reads.push(key(k + 1, j));
                }
                const parts = [
                    l > i
                        ? `${cuts(i, l)} may keep the left part`
                        : "no cut may keep the left part",
                    r < j
                        ? `${cuts(r, j)} may keep the right part`
                        : "no cut may keep the right part",
                ];
                steps.push({
                    target: key(i, j),
                    reads,
                    caption:
                        `${math(`f(${i}, ${j}) = ${num(t.d[i][j - i])}`)}: ` +
                        `${parts.join("; ")} (${math(`\u2113 = ${l}, r = ${r}`)})`,
                });
            }
        }
        const html = lib.intervalTable(values, key, (i, j) => t.d[i][j - i]);
        const answer = `f(0, ${n - 1})`;
        return lib.stepperFigure(
            html,
            steps,
            lib.STEP_KEY.concat([
                { sample: "sg-cell sg-answer", text: "1", meaning: `the answer, ${math(answer)}` },
            ]),
            `The table ${math("f(i, j)")} for your row ${lib.escapeHtml(lib.rowLabel(values))}, ` +
                "filled as the moving balance point fills it: the left end from the right, " +
                "the right end growing. The answer is in the top-right cell: " +
                `${math(`${answer} = ${num(t.d[0][n - 1])}`)}.`,
        );
    }

    function answerText(values, t) {
        const total = sum(values, 0, values.length);
        const score = values.length < 2 ? 0 : t.d[0][values.length - 1];
        const stones = plural(values.length, "stone", "stones");
        return `Alice scores ${num(score)} (${stones}, ${num(total)} in all).`;
    }

    const points = (count) => plural(count, "point", "points");

    window.sgTry.register("stone-game-v", {
        limits: LIMITS,
        engine: stoneGameV,
        answerText,
        limitsText: (l) =>
            `Up to ${lib.num(l.size)} stones of 0 to ${lib.num(l.max)}. ` +
            `The table is drawn step by step for up to ${l.table} stones; ` +
            `a game against the book takes up to ${PLAY_UP_TO}.`,
        figure: stoneGameVFigure,
        unit: "stones",
        // Alice alone cuts (the game is `solo`): the reader makes her cuts, or watches the
        // book make them.
        view: {
            title: "Cut the row yourself, or watch the book",
            intro:
                "Bob has no choice, so Alice plays alone. Make her cuts yourself, each shown " +
                "with what it costs her, or let the book make its best cuts, one by one.",
            first: "You cut",
            second: "The book cuts",
            pickLabel: "Your cut ",
            nextMove: "The book's next cut",
            startText: (seat) => (seat === 0 ? "You cut for Alice. " : "The book cuts for Alice. "),
            bookText: (option) =>
                `The book cuts ${option.what}: Alice scores ${num(option.scored)}.`,
            readerText: (option, verdict) => `You cut ${option.what}: ${verdict}`,
            scoreLine: (game) => `Alice has ${points(game.score[0])}.`,
            verdict(play, options, option, best) {
                const lost = best.outcome - option.outcome;
                return lib.costVerdict(play, options, best, lost, "point", "points");
            },
            bestText(play, options) {
                const g = play.game;
                const best = options[g.best(options)];
                return (
                    `The best move: ${best.what}. With the best cuts from there Alice ends ` +
                    `with ${points(g.score[0] + best.outcome)}.`
                );
            },
            ending(play) {
                const g = play.game;
                const most = g.piles.length < 2 ? 0 : g.t.d[0][g.piles.length - 1];
                if (g.piles.length === 1) {
                    return (
                        "Game over before the first cut: one stone cannot be cut, " +
                        "so Alice scores 0."
                    );
                }
                let mistakes = "";
                if (play.you !== 1) {
                    mistakes =
                        play.cost === 0
                            ? " You made no mistake: no play scores more."
                            : ` Your cuts cost Alice ${points(play.cost)}.`;
                }
                return (
                    `Game over: one stone is left, and Alice has ${points(g.score[0])}; ` +
                    `the most she can score is ${num(most)}.${mistakes}`
                );
            },
            drawBoard: (play) =>
                lib.drawRow(play.game.piles, play.game.lo, play.game.hi, ["stone", "stones"]),
        },
    });
}

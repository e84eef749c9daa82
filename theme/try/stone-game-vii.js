// The try-it widget of Stone Game VII (Part VII): its engine, its table's step-through,
// and what its game against the book says. See theme/try/core.js for what a game
// registers. As the crate's linear method does, the engine runs Part I's method
// (theme/try/stone-game.js) on the negated values.
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, plural, math, sum } = lib;

    const LIMITS = { size: 2000, min: 0, max: lib.U32_MAX, table: 12 };

    // Part I's score difference of piles[lo..hi), in O(n).
    function difference(piles, lo, hi) {
        return window.sgTry.engines["stone-game"].difference(piles, lo, hi);
    }

    // The score difference of Stone Game VII on stones[lo..hi) under optimal play, in
    // O(n): the crate's score_difference_linear (chapter "The same game as Part I"). Part
    // I's method on the negated values gives d = 2 (Bob's removals) − total, and the
    // answer is (total + d) / 2. `negated` holds the stones negated. Every number stays
    // below 2^53, exact in a double, for any row this widget takes.
    function removalDifference(stones, negated, lo, hi) {
        return (sum(stones, lo, hi) + difference(negated, lo, hi)) / 2;
    }

    function negate(stones) {
        return stones.map((v) => (v === 0 ? 0 : -v));
    }

    // The interval table of the chapter "The recurrence": t[i][j − i] = D(i, j), j >= i.
    function removalTable(stones) {
        const n = stones.length;
        const prefix = lib.prefixSums(stones);
        const t = [];
        for (let i = 0; i < n; i++) {
            t.push([0]);
        }
        for (let len = 2; len <= n; len++) {
            for (let i = 0; i + len <= n; i++) {
                const j = i + len - 1;
                t[i][len - 1] = Math.max(
                    prefix[j + 1] - prefix[i + 1] - t[i + 1][len - 2],
                    prefix[j] - prefix[i] - t[i][len - 2],
                );
            }
        }
        return t;
    }

    // The answer, which is also all the figure and the game share.
    const answer = (stones) => removalDifference(stones, negate(stones), 0, stones.length);

    const stoneGameVII = {
        parse: (text) => lib.parseRow(text, LIMITS, lib.STONES),
        solve: answer,
        answer,
        table: removalTable,
        game: (stones) => new RemoveGame(stones),
    };

    // A game of Stone Game VII: the stones lo..hi − 1 are left; a move scores the stones
    // left after it.
    class RemoveGame extends lib.EndsGame {
        constructor(stones) {
            super(stones);
            this.negated = negate(stones);
        }

        // Its options are EndsGame's: a removal scores the stones left after it, and the
        // outcome is the mover's score minus the opponent's from here on.
        points(index, total) {
            return total() - this.piles[index];
        }

        rest(lo, hi) {
            return removalDifference(this.piles, this.negated, lo, hi);
        }

        describe(option, side) {
            const stone = num(this.piles[option.index]);
            option.label = `Remove the ${side} stone (${stone})`;
            option.what = `the ${side} stone, ${stone} (scoring ${num(option.points)})`;
            return option;
        }
    }

    // Stone Game VII: the interval table D(i, j), filled by interval length (as the static
    // figure of the chapter "The recurrence").
    function stoneGameVIIFigure(stones) {
        const n = stones.length;
        const t = removalTable(stones);
        const key = (i, j) => `d-${i}-${j}`;
        const d = (i, j) => t[i][j - i];
        const steps = [];
        for (let i = 0; i < n; i++) {
            steps.push({
                target: key(i, i),
                reads: [],
                caption: `${math(`D(${i}, ${i}) = 0`)}: one stone left; removing it scores 0`,
            });
        }
        for (let len = 2; len <= n; len++) {
            for (let i = 0; i + len <= n; i++) {
                const j = i + len - 1;
                const sl = num(sum(stones, i + 1, j + 1));
                const sr = num(sum(stones, i, j));
                steps.push({
                    target: key(i, j),
                    reads: [key(i + 1, j), key(i, j - 1)],
                    caption: math(
                        `D(${i}, ${j}) = max(${sl} - D(${i + 1}, ${j}), ` +
                            `${sr} - D(${i}, ${j - 1})) = ` +
                            `max(${sl} - ${num(d(i + 1, j))}, ${sr} - ${num(d(i, j - 1))}) = ` +
                            num(d(i, j)),
                    ),
                });
            }
        }
        const html = lib.intervalTable(stones, key, d);
        const answer = `D(0, ${n - 1})`;
        return lib.stepperFigure(
            html,
            steps,
            lib.STEP_KEY.concat([
                { sample: "sg-cell sg-answer", text: "1", meaning: `the answer, ${math(answer)}` },
            ]),
            `The table ${math("D(i, j)")} for your row ${lib.escapeHtml(lib.rowLabel(stones))}, ` +
                "filled by interval length; each move scores the stones left after it. " +
                "The answer is in the top-right cell: " +
                `${math(`${answer} = ${num(d(0, n - 1))}`)}.`,
        );
    }

    const points = (count) => plural(count, "point", "points");
    // A move in words, without what it scores.
    const unscored = (option) => option.what.replace(/ \(scoring .*\)$/, "");

    window.sgTry.register("stone-game-vii", {
        limits: LIMITS,
        engine: stoneGameVII,
        answerText: (stones, d) =>
            `${lib.verdict(d, "point", "points")}` +
            `${d === 0 ? "" : ", the total of the stones Bob removes"}. ` +
            `Score difference: ${num(d)}.`,
        limitsText: (l) =>
            `Up to ${lib.num(l.size)} stones of value 0 to ${lib.num(l.max)}. ` +
            `The table is drawn step by step for up to ${l.table} stones.`,
        figure: stoneGameVIIFigure,
        unit: "stones",
        view: {
            // One verb, the rules': the buttons, the log and the hints all remove.
            pickButton: "Remove",
            bookText: (option, game) =>
                `The book (${lib.PLAYER_NAMES[game.mover]}) removes ${option.what}.`,
            readerText: (option, verdict, game) =>
                `You (${lib.PLAYER_NAMES[game.mover]}) remove ${option.what}: ${verdict}`,
            // A move's cost is in the difference of the scores, which may be a deficit.
            verdict: (play, options, option, best) =>
                lib.differenceVerdict(play, options, option, best, unscored(best)),
            bestText(play, options) {
                const g = play.game;
                const best = options[g.best(options)];
                const lead = g.score[g.mover] - g.score[1 - g.mover] + best.outcome;
                const end =
                    lead === 0
                        ? "level"
                        : `${points(Math.abs(lead))} ${lead > 0 ? "ahead" : "behind"}`;
                return (
                    `The best move: remove ${unscored(best)}. ` +
                    `With the best play from both sides you then end ${end}.`
                );
            },
            ending: (play) =>
                lib.scoreEnding(
                    play,
                    "point",
                    "points",
                    (mine, theirs) =>
                        `Your mistakes cost you ${points(play.cost)} of score difference: ` +
                        "without them your score minus the book's would have been " +
                        `${num(mine - theirs + play.cost)}.`,
                ),
            drawBoard: (play) =>
                lib.drawRow(play.game.piles, play.game.lo, play.game.hi, ["stone", "stones"]),
        },
    });
}

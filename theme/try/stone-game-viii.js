// The try-it widget of Stone Game VIII (Part VIII): its engine, its values' step-through,
// and what its game against the book says. See theme/try/core.js for what a game
// registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, signed = L.signed, grouped = L.grouped, plural = L.plural, math = L.math;
    var NAMES = L.NAMES;

    var LIMITS = { size: 2000, min: -2147483648, max: 2147483647, table: 12 };
    // The most stones a game against the book takes: its first move is listed as a choice
    // of up to n − 1 merges, and 2,000 take too long to draw on a phone.
    var PLAY_UP_TO = 500;

    // The prefix sums P(j) and the value D(i) of every position (the crate's
    // position_values): D(n − 1) = 0 and D(i) = M(i + 1), where the running maximum is
    // M(n − 1) = P(n − 1) and M(j) = max(M(j + 1), P(j) − D(j)). `end[j]` is the smallest
    // k >= j whose move reaches M(j), the crate's choice on a tie. Every number is at most
    // n · 2^32 in size (the chapter "The suffix maximum"), below 2^53 for any row this
    // widget takes.
    function mergeValues(stones) {
        var n = stones.length;
        var p = new Float64Array(n), d = new Float64Array(n), end = new Int32Array(n);
        var total = 0;
        for (var j = 0; j < n; j++) {
            total += stones[j];
            p[j] = total;
        }
        var best = p[n - 1];
        end[n - 1] = n - 1;
        for (var i = n - 2; i >= 0; i--) {
            d[i] = best;
            if (i >= 1) {
                end[i] = p[i] - d[i] >= best ? i : end[i + 1];
            }
            best = Math.max(best, p[i] - d[i]);
        }
        return { prefix: p, d: d, end: end };
    }

    var stoneGameVIII = {
        parse: function (text) {
            var parsed = L.parseRow(text, LIMITS, L.STONES);
            if (parsed.ok && parsed.input.length < 2) {
                return L.refuse("A move merges at least two stones, so the row needs two or more; yours has " +
                    plural(parsed.input.length, "stone", "stones") + ".");
            }
            return parsed;
        },
        solve: mergeValues,
        answer: function (stones) { return mergeValues(stones).d[0]; },
        table: function (stones) { return Array.prototype.slice.call(mergeValues(stones).d); },
        game: function (stones, solved) { return new MergeGame(stones, solved); },
        playUpTo: PLAY_UP_TO
    };

    // A game of Stone Game VIII: the leftmost stone holds the stones 0 to i.
    function MergeGame(stones, solved) {
        this.piles = stones;
        this.solved = solved || mergeValues(stones);
        this.i = 0;
        this.mover = 0;
        this.score = [0, 0];
    }
    MergeGame.prototype.over = function () { return this.i >= this.piles.length - 1; };
    // Each move, an end j > i, with its outcome: P(j) − D(j).
    MergeGame.prototype.options = function () {
        var n = this.piles.length, out = [], p = this.solved.prefix, d = this.solved.d;
        for (var j = this.i + 1; j < n; j++) {
            var x = j - this.i + 1;
            out.push({
                key: x, count: x, taken: p[j], last: j,
                outcome: p[j] - d[j],
                // The button names what the merge scores now; its worth is in the verdict.
                label: "Merge " + num(x) + " (scores " + num(p[j]) + ")",
                what: plural(x, "stone", "stones") + ", scoring " + num(p[j])
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): the best outcome; on a tie, the fewest stones.
    MergeGame.prototype.best = L.firstBest;
    MergeGame.prototype.play = function (option) {
        this.score[this.mover] += option.taken;
        this.i = option.last;
        this.mover = 1 - this.mover;
    };
    // Both scores at the end of the game from here, if both play as the crate does.
    MergeGame.prototype.finish = function () {
        var score = this.score.slice(), mover = this.mover, i = this.i, n = this.piles.length;
        while (i < n - 1) {
            var j = this.solved.end[i + 1];
            score[mover] += this.solved.prefix[j];
            i = j;
            mover = 1 - mover;
        }
        return score;
    };
    // The row as it stands: the merged stone, then the stones not merged yet.
    MergeGame.prototype.row = function () {
        return [this.i === 0 ? this.piles[0] : this.solved.prefix[this.i]].concat(this.piles.slice(this.i + 1));
    };

    // Stone Game VIII: the values D(i), filled from the right by the running maximum (as
    // the chapter "The suffix maximum"): D(i) = max(D(i + 1), P(i + 1) − D(i + 1)). The
    // widget stands in the chapter "The game", before "The suffix maximum" names the
    // running maximum M: the captions use D and P only, which the figure's caption defines.
    function stoneGameVIIIFigure(stones, solved) {
        var n = stones.length, p = solved.prefix, d = solved.d;
        var key = function (i) { return "d-" + i; };
        var pKey = function (i) { return "p-" + i; };
        var steps = [{ target: key(n - 1), reads: [], caption: math("D(" + (n - 1) + ") = 0") + ": one stone, no move" }];
        for (var i = n - 2; i >= 0; i--) {
            var j = i + 1;
            steps.push(j === n - 1
                ? { target: key(i), reads: [pKey(j)], caption: math("D(" + i + ") = P(" + j + ") = " +
                    num(d[i])) + ": the one move merges everything" }
                : { target: key(i), reads: [pKey(j), key(j)], caption: math("D(" + i + ") = max(D(" + j +
                    "), P(" + j + ") - D(" + j + ")) = max(" + num(d[j]) + ", " + num(p[j]) + " - " + signed(d[j]) +
                    ") = " + num(d[i])) });
        }
        var html = "<table class=\"sg-table sg-suffix\"><thead><tr><th scope=\"row\"><span class=\"sg-math\"><i>i</i></span></th>";
        for (i = 0; i < n; i++) {
            html += "<th scope=\"col\">" + i + "</th>";
        }
        html += "</tr></thead><tbody><tr><th scope=\"row\">stone</th>";
        for (i = 0; i < n; i++) {
            html += "<td>" + num(stones[i]) + "</td>";
        }
        html += "</tr><tr><th scope=\"row\"><span class=\"sg-math\"><i>P</i>(<i>i</i>)</span></th>";
        for (i = 0; i < n; i++) {
            html += "<td data-sg=\"" + pKey(i) + "\">" + num(p[i]) + "</td>";
        }
        html += "</tr><tr><th scope=\"row\"><span class=\"sg-math\"><i>D</i>(<i>i</i>)</span></th>";
        for (i = 0; i < n; i++) {
            html += "<td class=\"sg-cell" + (i === 0 ? " sg-answer" : "") + "\" data-sg=\"" + key(i) + "\">" + num(d[i]) + "</td>";
        }
        html += "</tr></tbody></table>";
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-cell sg-answer", text: "1", meaning: "the answer, " + math("D(0) = " + num(d[0])) }
        ]), "The values " + math("D(i)") + " for your row " + L.escapeHtml(L.rowLabel(stones)) +
            ", filled from the right. " + math("P(i)") + " is the sum of the stones 0 to " + math("i") + ", what a " +
            "merge ending at stone " + math("i") + " scores; " + math("D(i)") +
            " is what the player to move ends ahead by once the leftmost stone holds the stones 0 to " + math("i") + ".");
    }

    function answerText(stones, solved) {
        var dv = solved.d[0], end = new MergeGame(stones, solved).finish();
        var lead = dv === 0 ? "A tie: both end with the same score"
            : (dv > 0 ? "Alice" : "Bob") + " wins, by " + plural(Math.abs(dv), "point", "points");
        return lead + ". Score difference: " + num(dv) + " (with the book's optimal play, Alice " + num(end[0]) +
            ", Bob " + num(end[1]) + ").";
    }

    // The row as it merges: the merged stone first.
    function drawBoard(play) {
        var g = play.game;
        var box = L.make("div", "sg-try-row");
        var row = g.row(), m = row.length;
        box.setAttribute("aria-label", "The row: " + plural(m, "stone", "stones") + " left");
        for (var r = 0; r < m; r++) {
            if (m > 40 && r === 8) {
                box.appendChild(L.make("span", "sg-try-more", "\u2026 " + grouped(m - 16) + " more \u2026"));
                r = m - 8;
            }
            box.appendChild(L.make("span", "sg-pile" + (r === 0 && g.i > 0 ? " sg-merged" : ""), num(row[r])));
        }
        var holder = L.make("div");
        holder.appendChild(box);
        holder.appendChild(L.make("p", "sg-try-m", g.over()
            ? "The first stone holds all " + grouped(g.piles.length) + " stones: the game is over."
            : g.i > 0
            ? "The first stone holds the first " + grouped(g.i + 1) + " stones of the row. " + NAMES[g.mover] + " to move."
            : NAMES[g.mover] + " to move."));
        return holder;
    }

    T.register("stone-game-viii", {
        limits: LIMITS,
        engine: stoneGameVIII,
        answerText: answerText,
        limitsText: function (l) {
            return "2 to " + grouped(l.size) + " stones from " + grouped(l.min) + " to " + grouped(l.max) +
                " (any i32). Up to " + l.table + " stones, the values are drawn step by step; a game " +
                "against the book takes up to " + grouped(PLAY_UP_TO) + ".";
        },
        figure: stoneGameVIIIFigure,
        unit: "stones",
        view: {
            pickLabel: "Stones to merge ",
            pickButton: "Merge",
            bookText: function (option, game) {
                return "The book (" + NAMES[game.mover] + ") merges " + option.what + ".";
            },
            readerText: function (option, verdict, game) {
                return "You (" + NAMES[game.mover] + ") merge " + option.what + ": " + verdict;
            },
            // A merged stone is scored again by later moves: the loss is in the difference.
            verdict: function (play, options, option, best) {
                var lost = best.outcome - option.outcome;
                if (lost === 0) {
                    return L.bestMoveText(options, best);
                }
                play.cost += lost;
                return "this move costs you " + plural(lost, "point", "points") + " of score difference (the best was " +
                    best.what + ").";
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)], end = g.finish();
                return L.bestEnding(best, end[g.mover], end[1 - g.mover]);
            },
            ending: function (play) {
                return L.scoreEnding(play, "point", "points", function () {
                    return "Your mistakes cost you " + plural(play.cost, "point", "points") + " of score difference.";
                });
            },
            drawBoard: drawBoard
        }
    });
})();

// The try-it widget of Stone Game IV (Part IV): its engine, its table's step-through, and
// what its game against the book says. See theme/try/core.js for what a game registers.
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, grouped = L.grouped, plural = L.plural, math = L.math, refuse = L.refuse;
    var NAMES = L.NAMES;

    var LIMITS = { size: 100000, min: 0, max: 100000, table: 100 };

    // One pile of n stones, for Stone Game IV: digits, optionally grouped by three with
    // commas, spaces or underscores (1,000,000). As in every widget (core.js's parseRow),
    // −0 is 0.
    function parsePile(text) {
        var typed = String(text).trim(), body = typed;
        var limit = LIMITS.size;
        if (body === "") {
            return refuse("Type the number of stones in the pile, for example 7.");
        }
        if (/^\d{1,3}([,_ ]\d{3})+$/.test(body)) {
            body = body.replace(/[,_ ]/g, "");
        }
        var minus = /^[\u2212\u2013-]\s*(\d+)$/.exec(body);
        if (minus && Number(minus[1]) === 0) {
            body = minus[1];
        } else if (minus) {
            return refuse("A pile holds 0 to " + grouped(limit) + " stones in this widget, and \u201c" + typed +
                "\u201d is negative.");
        }
        if (/^\+?\d+$/.test(body)) {
            var n = Number(body);
            if (n > limit) {
                return refuse("This widget takes piles of up to " + grouped(limit) +
                    " stones, and yours has " + (n < 1e21 ? grouped(n) : "far more") + ".");
            }
            return { ok: true, input: n };
        }
        // Digits with commas or underscores between them, not by threes: a number grouped
        // wrongly, or a list.
        if (/^\d+([,_]\d+)+$/.test(body)) {
            return refuse("\u201c" + typed + "\u201d is not one number: commas and underscores may only group " +
                "digits by threes, as in 1,000, and Stone Game IV has a single pile.");
        }
        var numbers = body.split(/[\s,;]+/);
        if (numbers.length > 1 && numbers.every(function (t) { return /^[+\u2212\u2013-]?\d+$/.test(t); })) {
            return refuse("\u201c" + typed + "\u201d is " + numbers.length + " numbers, and Stone Game IV has a single " +
                "pile: type one number of stones.");
        }
        return refuse("\u201c" + typed + "\u201d is not a whole number of stones.");
    }

    // The remoteness R(p) of every pile p <= n (the crate's remoteness, chapter "Playing it
    // out"): the moves a game lasts when the winner hurries and the loser holds out. A pile
    // is winning exactly when R is odd. Computed in the order of the sieve (chapter
    // "Turning it around"), so that the work is about |P(n)| √n instead of n √n: walk the
    // piles upwards; a pile no losing pile has reached is losing, and its R is 1 + the
    // largest R one move away; from each losing pile p, every p + k² is winning, with R at
    // most R(p) + 1, and its R is 1 + the smallest R of the losing piles it reaches.
    // R(p) stays below 256 up to the limit (the browser test checks it): one byte each.
    function remoteness(n) {
        var r = new Uint8Array(n + 1);
        for (var p = 0; p <= n; p++) {
            if (r[p] !== 0) {
                continue; // winning, and its R is final: every losing pile below it is done
            }
            var most = -1;
            for (var s = 1, gap = 3; s <= p; s += gap, gap += 2) {
                if (r[p - s] > most) {
                    most = r[p - s];
                }
            }
            r[p] = most + 1;
            var win = most + 2;
            if (win > 255) {
                throw new Error("remoteness above 255 at " + p);
            }
            for (var w = p + 1, step = 3; w <= n; w += step, step += 2) {
                if (r[w] === 0 || win < r[w]) {
                    r[w] = win;
                }
            }
        }
        return r;
    }

    var stoneGameIV = {
        parse: parsePile,
        solve: remoteness,
        answer: function (n) { return remoteness(n)[n] % 2 === 1; },
        remoteness: remoteness,
        // Whether each pile 0..=n is winning: the crate's win_table.
        table: function (n) {
            var r = remoteness(n), out = [];
            for (var p = 0; p <= n; p++) {
                out.push(r[p] % 2 === 1);
            }
            return out;
        },
        game: function (n, r) { return new PileGame(n, r); }
    };

    // A game of Stone Game IV: the stones left.
    function PileGame(n, r) {
        this.r = r || remoteness(n);
        this.pile = n;
        this.start = n;
        this.mover = 0;
    }
    PileGame.prototype.over = function () { return this.pile === 0; };
    PileGame.prototype.wins = function (p) { return this.r[p] % 2 === 1; };
    // Each square with its outcome: a move to a losing pile wins.
    PileGame.prototype.options = function () {
        var out = [];
        for (var k = 1; k * k <= this.pile; k++) {
            var after = this.pile - k * k;
            out.push({
                key: k * k, taken: k * k, after: after, wins: !this.wins(after),
                label: "Take " + num(k * k),
                what: num(k * k) + ", leaving " + num(after)
            });
        }
        return out;
    };
    // The crate's choice (optimal_play): the smallest square to a pile whose remoteness is
    // one less: the quickest win, or the longest loss.
    PileGame.prototype.best = function (options) {
        var target = this.r[this.pile] - 1;
        for (var k = 0; k < options.length; k++) {
            if (this.r[options[k].after] === target) {
                return k;
            }
        }
        return 0;
    };
    PileGame.prototype.play = function (option) {
        this.pile = option.after;
        this.mover = 1 - this.mover;
    };

    // Stone Game IV: the piles 0..n, ten to a row, decided in increasing order (as the
    // chapter "The table": a pile is winning at the first square that leaves a losing one).
    function stoneGameIVFigure(n, r) {
        var wins = function (p) { return r[p] % 2 === 1; };
        var key = function (p) { return "p-" + p; };
        var steps = [{ target: key(0), reads: [], caption: "0: no move at all, so 0 is losing" }];
        for (var p = 1; p <= n; p++) {
            var reads = [], seen = [], found = 0;
            for (var k = 1; k * k <= p; k++) {
                var after = p - k * k;
                reads.push(key(after));
                seen.push(math(p + " - " + k * k + " = " + after) + (wins(after) ? " wins" : " loses"));
                if (!wins(after)) {
                    found = k * k;
                    break;
                }
            }
            steps.push({ target: key(p), reads: reads, caption: seen.join(", ") + (found
                ? ": taking " + found + " leaves a losing pile, so " + p + " is winning"
                : ": every move leaves a winning pile, so " + p + " is losing") });
        }
        var html = "<table class=\"sg-strip\"><tbody>";
        for (p = 0; p <= n; p++) {
            if (p % 10 === 0) {
                html += (p > 0 ? "</tr>" : "") + "<tr>";
            }
            html += "<td class=\"" + (wins(p) ? "sg-win" : "sg-lose") + "\" data-sg=\"" + key(p) + "\">" + p +
                "<span class=\"sg-pile-label\">" + (wins(p) ? "win" : "lose") + "</span></td>";
        }
        html += "</tr></tbody></table>";
        var losing = 0;
        for (p = 0; p <= n; p++) {
            losing += wins(p) ? 0 : 1;
        }
        return L.stepperFigure(html, steps, L.STEP_KEY.concat([
            { sample: "sg-lose", text: "7", meaning: "a losing pile, for the player to move" }
        ]), "The piles 0 to " + n + ", winning or losing for the player to move, decided in increasing order. " +
            "The " + losing + " losing piles are the cells in reverse colours. " + (wins(n)
                ? n + " is winning: Alice wins." : n + " is losing: Bob wins."));
    }

    function answerText(n, r) {
        if (n === 0) {
            return "Bob wins: with 0 stones, Alice has no move.";
        }
        return (r[n] % 2 === 1
            ? "Alice wins: " + grouped(n) + " is a winning position. "
            : "Bob wins: " + grouped(n) + " is a losing position for the player to move. ") +
            "With the book's optimal play the game lasts " + plural(r[n], "move", "moves") + ".";
    }

    T.register("stone-game-iv", {
        limits: LIMITS,
        engine: stoneGameIV,
        answerText: answerText,
        limitsText: function (l) {
            return "Up to " + grouped(l.size) + " stones. The piles are drawn step by step up to " + l.table + ".";
        },
        figure: stoneGameIVFigure,
        unit: "stones",
        size: function (n) { return n; },
        view: {
            intro: "Take turns with the book, which plays perfectly; whoever takes the last stone wins.",
            pickLabel: "Stones to take ",
            scoreLine: function () { return ""; },
            // A move is winning or losing: it leaves the book a losing or a winning pile.
            verdict: function (play, options, option, best) {
                if (option.wins) {
                    return "good, " + num(option.after) + " is a losing position for the book.";
                }
                if (best.wins) {
                    return "this leaves a winning position (" + num(option.after) + ") to the book; taking " +
                        num(best.taken) + " would have left it a losing one.";
                }
                return "every move from " + num(play.game.pile) + " leaves the book a winning position; you can only hold out.";
            },
            bestText: function (play, options) {
                var g = play.game, best = options[g.best(options)];
                return best.wins
                    ? "The best move: take " + num(best.taken) + ", leaving " + num(best.after) +
                        ", a losing position for the book (the quickest win)."
                    : "No move wins from " + num(g.pile) + ". Taking " + num(best.taken) +
                        " makes the game last longest.";
            },
            ending: function (play) {
                // The player to move has no stone to take: the other one has won.
                var g = play.game, won = 1 - g.mover === play.you;
                if (g.start === 0) {
                    return "Game over before the first move: with 0 stones, Alice has no move, so " +
                        (won ? "you win." : "the book wins.");
                }
                return won ? "Game over: you took the last stone, so you win."
                    : "Game over: the book took the last stone, so the book wins.";
            },
            drawBoard: function (play) {
                var g = play.game;
                var box = L.make("div", "sg-try-row");
                box.appendChild(L.make("span", "sg-try-pile-left", g.over() ? "No stone left: the game is over"
                    : plural(g.pile, "stone", "stones") + " left, " + NAMES[g.mover] + " to move"));
                return box;
            }
        }
    });
})();

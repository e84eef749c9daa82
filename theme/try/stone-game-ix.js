// The try-it widget of Stone Game IX (Part IX): its engine and its game against the book,
// in which each of the reader's moves is shown as winning or losing for them. See
// theme/try/core.js for what a game registers. There is no step-through: the answer is a
// rule on three counts (table 0, as for Stone Game VI).
(function () {
    "use strict";

    var T = (typeof window !== "undefined" ? window : globalThis).sgTry;
    var L = T.lib;
    var num = L.num, grouped = L.grouped, plural = L.plural;
    var NAMES = L.NAMES;

    var LIMITS = { size: 2000, min: 0, max: L.U32_MAX, table: 0 };

    // How many stones of `stones` leave remainder 0, 1 and 2: the crate's residue_counts.
    // Every value is a u32, exact in a double, and so is its remainder.
    function residueCounts(stones) {
        var counts = [0, 0, 0];
        for (var k = 0; k < stones.length; k++) {
            counts[stones[k] % 3]++;
        }
        return counts;
    }

    // The crate's rule (alice_wins_by_rule, chapter "The rule"): with an even number of
    // multiples of 3, Alice wins exactly when there is a stone of each non-zero remainder;
    // with an odd number, exactly when the counts of remainders 1 and 2 differ by 3 or more.
    function aliceWins(counts) {
        return counts[0] % 2 === 0 ? counts[1] >= 1 && counts[2] >= 1 : Math.abs(counts[1] - counts[2]) >= 3;
    }

    // The remainder of Alice's first stone, as the crate's optimal_play chooses it
    // (first_residue, chapter "Playing it out"): the one that wins, the 1s first; else a
    // stone that does not lose at once, if there is one.
    function firstResidue(counts) {
        var c0 = counts[0], c1 = counts[1], c2 = counts[2];
        var winsWith1 = c1 >= 1 && (c0 % 2 === 0 ? c1 <= c2 : c1 >= c2 + 3);
        var winsWith2 = c2 >= 1 && (c0 % 2 === 0 ? c2 <= c1 : c2 >= c1 + 3);
        return winsWith1 ? 1 : winsWith2 ? 2 : c1 >= 1 ? 1 : c2 >= 1 ? 2 : 0;
    }

    // Does the player to move win, with `left` stones of each remainder, the sum so far
    // `sum` mod 3, `moved` moves made and `mover` (0 Alice, 1 Bob) to move? At the start,
    // the rule. After the first stone, the claim of the chapter "The forced moves": with z
    // multiples of 3 left, x stones of remainder `sum` (the one safe non-zero remainder)
    // and y of the other, the run of safe non-zero stones is k = 2x long if x <= y, else
    // 2y + 1, and whatever the players do without losing at once, the game lasts z + k more
    // moves; then the player to move loses if any stone is left (each makes a multiple of
    // 3), and Bob wins if none is.
    function moverWins(left, sum, moved, mover) {
        if (moved === 0) {
            return mover === 0 ? aliceWins(left) : !aliceWins(left);
        }
        var z = left[0], x = left[sum], y = left[3 - sum];
        var k = x <= y ? 2 * x : 2 * y + 1;
        var stuck = (z + k) % 2 === 0 ? mover : 1 - mover;
        return x + y - k > 0 ? stuck !== mover : mover === 1;
    }

    // A game of Stone Game IX: which stones are taken, the sum so far mod 3 (and in full),
    // the counts left, whose turn it is, and who lost, if a move made a multiple of 3.
    function SumGame(stones) {
        this.piles = stones;
        this.taken = new Uint8Array(stones.length);
        this.left = residueCounts(stones);
        this.sum = 0;
        this.total = 0;
        this.moved = 0;
        this.mover = 0;
        this.loser = -1;
        // The last two stones taken, for the board.
        this.last = [];
    }
    SumGame.prototype.over = function () { return this.loser >= 0 || this.moved === this.piles.length; };
    // Who has won (0 Alice, 1 Bob), once the game is over: the other player if a move made
    // a multiple of 3, Bob if the stones ran out (the crate's winner).
    SumGame.prototype.winner = function () { return this.loser >= 0 ? 1 - this.loser : 1; };
    SumGame.prototype.wins = function () { return moverWins(this.left, this.sum, this.moved, this.mover); };
    // The first stone left of remainder r, or −1.
    SumGame.prototype.firstLeft = function (r) {
        for (var i = 0; i < this.piles.length; i++) {
            if (!this.taken[i] && this.piles[i] % 3 === r) {
                return i;
            }
        }
        return -1;
    };
    // The moves: for each remainder left, its first stone left (stones of the same
    // remainder play alike, chapter "Only the remainders count"), so at most three, in the
    // order of the row. `outcome` is 1 if the move wins for the mover with both at their
    // best after it, 0 if it loses; `loses` says it makes a multiple of 3 at once.
    SumGame.prototype.options = function () {
        var out = [];
        for (var r = 0; r < 3; r++) {
            var i = this.left[r] > 0 ? this.firstLeft(r) : -1;
            if (i < 0) {
                continue;
            }
            var v = this.piles[i], after = (this.sum + r) % 3;
            var wins = false;
            if (after !== 0) {
                var left = this.left.slice();
                left[r]--;
                wins = !moverWins(left, after, this.moved + 1, 1 - this.mover);
            }
            out.push({
                key: i, index: i, value: v, residue: r, sum: after, loses: after === 0,
                wins: wins, outcome: wins ? 1 : 0,
                label: "Take " + num(v) + " (remainder " + r + ")",
                what: num(v) + " (stone " + grouped(i) + "), which makes the sum " + grouped(this.total + v) +
                    (after === 0 ? ", a multiple of 3" : this.total + v < 3 ? "" : ", " + after + " mod 3")
            });
        }
        return out.sort(function (a, b) { return a.index - b.index; });
    };
    // The crate's choice (optimal_play): Alice's first stone by first_residue; after it,
    // the first stone left of the one safe non-zero remainder, else a multiple of 3, else
    // the first stone left (which loses).
    SumGame.prototype.best = function (options) {
        var index = -1;
        if (this.moved === 0) {
            index = this.firstLeft(firstResidue(this.left));
        } else {
            var order = [this.sum, 0, 3 - this.sum];
            for (var k = 0; k < 3 && index < 0; k++) {
                index = this.left[order[k]] > 0 ? this.firstLeft(order[k]) : -1;
            }
        }
        for (k = 0; k < options.length; k++) {
            if (options[k].index === index) {
                return k;
            }
        }
        return 0;
    };
    // Take stone i (any stone left, not only one of `options`).
    SumGame.prototype.take = function (i) {
        var r = this.piles[i] % 3;
        this.taken[i] = 1;
        this.last = this.last.slice(-1).concat([i]);
        this.left[r]--;
        this.total += this.piles[i];
        this.sum = (this.sum + r) % 3;
        this.moved++;
        if (this.sum === 0) {
            this.loser = this.mover;
        }
        this.mover = 1 - this.mover;
    };
    SumGame.prototype.play = function (option) { this.take(option.index); };

    var stoneGameIX = {
        // The crate's alice_wins takes the empty row (Bob wins): typed [ ].
        parse: function (text) { return L.parseRow(text, LIMITS, L.STONES, true); },
        solve: function (stones) {
            var counts = residueCounts(stones);
            return { counts: counts, aliceWins: aliceWins(counts) };
        },
        answer: function (stones) { return aliceWins(residueCounts(stones)); },
        counts: residueCounts,
        game: function (stones) { return new SumGame(stones); }
    };

    // The answer, with the counts and the half of the rule they meet.
    function answerText(stones, solved) {
        var c = solved.counts, who = solved.aliceWins ? "Alice wins" : "Bob wins";
        if (stones.length === 0) {
            return "Bob wins: with no stones, the stones have run out before the first move.";
        }
        var counts = " (c0 = " + grouped(c[0]) + ", c1 = " + grouped(c[1]) + ", c2 = " + grouped(c[2]) + ")";
        if (c[1] === 0 && c[2] === 0) {
            return "Bob wins: every stone is a multiple of 3, so Alice's first stone makes the sum a multiple of 3" +
                counts + ".";
        }
        var why = c[0] % 2 === 0
            ? "an even number of multiples of 3, and " + (solved.aliceWins ? "a stone of each remainder 1 and 2"
                : "no stone of remainder " + (c[1] === 0 ? "1" : "2"))
            : "an odd number of multiples of 3, and counts of remainders 1 and 2 that differ by " +
                (solved.aliceWins ? "3 or more" : "less than 3");
        var text = who + ": the row has " + why + counts + ".";
        if (solved.aliceWins) {
            var game = new SumGame(stones), options = game.options(), first = options[game.best(options)];
            text += " Her winning first stone: " + num(first.value) + " (stone " + grouped(first.index) +
                ", counting from 0; remainder " + first.residue + ").";
        }
        return text;
    }

    // The row with the stones taken struck out (of a long row, the first, the last two
    // taken and the next each remainder offers: core.js's drawSpread), what is left of
    // each remainder, and the sum.
    function drawBoard(play) {
        var g = play.game, n = g.piles.length;
        var box = L.make("div", "sg-try-row");
        box.setAttribute("aria-label", "The row: " + plural(n - g.moved, "stone", "stones") + " left");
        var marks = n > 40 ? g.last.concat([g.firstLeft(0), g.firstLeft(1), g.firstLeft(2)]) : [];
        L.drawSpread(box, n, marks, function (i) {
            return L.make("span", "sg-pile" + (g.taken[i] ? " sg-taken" : ""), num(g.piles[i]));
        });
        var holder = L.make("div");
        holder.appendChild(box);
        holder.appendChild(L.make("p", "sg-try-m", "Left: " + grouped(g.left[0]) + " of remainder 0, " +
            grouped(g.left[1]) + " of remainder 1, " + grouped(g.left[2]) + " of remainder 2. The sum so far is " +
            grouped(g.total) + (g.moved === 0 || g.total < 3 ? "" : g.sum === 0 ? ", a multiple of 3" : ", " + g.sum + " mod 3") +
            "." + (g.over() ? " The game is over." : " " + NAMES[g.mover] + " to move.")));
        return holder;
    }

    T.register("stone-game-ix", {
        limits: LIMITS,
        engine: stoneGameIX,
        answerText: answerText,
        limitsText: function (l) {
            return "Up to " + grouped(l.size) + " stones of value 0 to " + grouped(l.max) + " (a u32).";
        },
        unit: "stones",
        view: {
            intro: "Take turns with the book, which plays perfectly. Whoever makes the sum a multiple of 3 " +
                "loses; if the stones run out, Bob wins. Stones with the same remainder play alike, so you " +
                "choose a remainder: the first stone left of it is taken. Each of your moves is shown as " +
                "winning or losing for you.",
            pickLabel: "Stone to take ",
            scoreLine: function () { return ""; },
            // A mistake is a losing move where a winning one was there, whether it loses at
            // once or later: the ending counts them (play.cost).
            verdict: function (play, options, option, best) {
                if (option.wins) {
                    return "a winning move: with the book at its best, you still win.";
                }
                var instead = "taking " + num(best.value) + " (remainder " + best.residue + ") would have won.";
                if (best.wins) {
                    play.cost++;
                }
                if (option.loses) {
                    return best.loses ? "a losing move, but every stone left makes a multiple of 3: you had lost."
                        : "a losing move: you lose at once" + (best.wins ? "; " + instead : ".");
                }
                return best.wins ? "a losing move: " + instead
                    : "a losing move, but no move wins here: the book wins whatever you do.";
            },
            bestText: function (play, options) {
                var best = options[play.game.best(options)];
                return best.loses ? "No move wins: every stone left makes a multiple of 3."
                    : best.wins ? "The best move: take " + best.what + ". Play on safely and you win, whatever " +
                        "the book does."
                    : "No move wins here: the book wins whatever you do. The book's own move would be " +
                        best.what + ".";
            },
            ending: function (play) {
                var g = play.game, won = g.winner() === play.you;
                if (g.piles.length === 0) {
                    return "Game over before the first move: with no stones, they have run out, so Bob wins: " +
                        (won ? "you win." : "the book wins.");
                }
                var how = g.loser >= 0
                    ? (g.loser === play.you ? "your" : "the book's") + " stone made the sum " + grouped(g.total) +
                        ", a multiple of 3"
                    : "the stones ran out with the sum at " + grouped(g.total) + ", not a multiple of 3, so Bob wins";
                var mistakes = won || play.made === 0 ? ""
                    : play.cost > 0 ? " You had a winning position and let it go: the move marked losing in the list."
                    : " You made no mistake that mattered: from where you started, the book wins whatever you do.";
                return "Game over: " + how + ": " + (won ? "you win." : "the book wins.") + mistakes;
            },
            drawBoard: drawBoard
        }
    });
})();

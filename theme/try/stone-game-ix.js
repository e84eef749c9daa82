// The try-it widget of Stone Game IX (Part IX): its engine and its game against the book,
// in which each of the reader's moves is shown as winning or losing for them. See
// theme/try/core.js for what a game registers. There is no step-through: the answer is a
// rule on three counts (table 0, as for Stone Game VI).
"use strict";

{
    const lib = window.sgTry.lib;
    const { num, plural, PLAYER_NAMES } = lib;

    const LIMITS = { size: 2000, min: 0, max: lib.U32_MAX, table: 0 };

    // How many stones of `stones` leave remainder 0, 1 and 2: the crate's residue_counts.
    // Every value is a u32, exact in a double, and so is its remainder.
    function residueCounts(stones) {
        const counts = [0, 0, 0];
        for (let k = 0; k < stones.length; k++) {
            counts[stones[k] % 3]++;
        }
        return counts;
    }

    // The crate's rule (alice_wins_by_rule, chapter "The rule"): with an even number of
    // multiples of 3, Alice wins exactly when there is a stone of each non-zero remainder;
    // with an odd number, exactly when the counts of remainders 1 and 2 differ by 3 or more.
    function aliceWins(counts) {
        return counts[0] % 2 === 0
            ? counts[1] >= 1 && counts[2] >= 1
            : Math.abs(counts[1] - counts[2]) >= 3;
    }

    // The remainder of Alice's first stone, as the crate's optimal_play chooses it
    // (first_residue, chapter "Playing it out"): the one that wins, the 1s first; else a
    // stone that does not lose at once, if there is one.
    function firstResidue(counts) {
        const [c0, c1, c2] = counts;
        const winsWith1 = c1 >= 1 && (c0 % 2 === 0 ? c1 <= c2 : c1 >= c2 + 3);
        const winsWith2 = c2 >= 1 && (c0 % 2 === 0 ? c2 <= c1 : c2 >= c1 + 3);
        if (winsWith1) {
            return 1;
        }
        if (winsWith2) {
            return 2;
        }
        return c1 >= 1 ? 1 : c2 >= 1 ? 2 : 0;
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
        const z = left[0];
        const x = left[sum];
        const y = left[3 - sum];
        const k = x <= y ? 2 * x : 2 * y + 1;
        const stuck = (z + k) % 2 === 0 ? mover : 1 - mover;
        return x + y - k > 0 ? stuck !== mover : mover === 1;
    }

    // A game of Stone Game IX: which stones are taken, the sum so far mod 3 (and in full),
    // the counts left, whose turn it is, and who lost, if a move made a multiple of 3.
    class SumGame {
        constructor(stones) {
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

        over() {
            return this.loser >= 0 || this.moved === this.piles.length;
        }

        // Who has won (0 Alice, 1 Bob), once the game is over: the other player if a move
        // made a multiple of 3, Bob if the stones ran out (the crate's winner).
        winner() {
            return this.loser >= 0 ? 1 - this.loser : 1;
        }

        wins() {
            return moverWins(this.left, this.sum, this.moved, this.mover);
        }

        // The first stone left of remainder r, or −1.
        firstLeft(r) {
            for (let i = 0; i < this.piles.length; i++) {
                if (!this.taken[i] && this.piles[i] % 3 === r) {
                    return i;
                }
            }
            return -1;
        }

        // The moves: for each remainder left, its first stone left (stones of the same
        // remainder play alike, chapter "Only the remainders count"), so at most three, in
        // the order of the row. `outcome` is 1 if the move wins for the mover with both at
        // their best after it, 0 if it loses; `loses` says it makes a multiple of 3 at once.
        options() {
            const out = [];
            for (let r = 0; r < 3; r++) {
                const i = this.left[r] > 0 ? this.firstLeft(r) : -1;
                if (i < 0) {
                    continue;
                }
                const v = this.piles[i];
                const after = (this.sum + r) % 3;
                let wins = false;
                if (after !== 0) {
                    const left = this.left.slice();
                    left[r]--;
                    wins = !moverWins(left, after, this.moved + 1, 1 - this.mover);
                }
                const sum = this.total + v;
                const mod = after === 0 ? ", a multiple of 3" : sum < 3 ? "" : `, ${after} mod 3`;
                const total = num(sum) + mod;
                out.push({
                    key: i,
                    index: i,
                    value: v,
                    residue: r,
                    sum: after,
                    loses: after === 0,
                    wins,
                    outcome: wins ? 1 : 0,
                    label: `Take ${num(v)} (remainder ${r})`,
                    what: `${num(v)} (stone ${num(i)}), which makes the sum ${total}`,
                });
            }
            return out.sort((a, b) => a.index - b.index);
        }

        // The crate's choice (optimal_play): Alice's first stone by first_residue; after it,
        // the first stone left of the one safe non-zero remainder, else a multiple of 3,
        // else the first stone left (which loses).
        best(options) {
            let index = -1;
            if (this.moved === 0) {
                index = this.firstLeft(firstResidue(this.left));
            } else {
                const order = [this.sum, 0, 3 - this.sum];
                for (let k = 0; k < 3 && index < 0; k++) {
                    index = this.left[order[k]] > 0 ? this.firstLeft(order[k]) : -1;
                }
            }
            for (let k = 0; k < options.length; k++) {
                if (options[k].index === index) {
                    return k;
                }
            }
            return 0;
        }

        // Take stone i (any stone left, not only one of `options`).
        take(i) {
            const r = this.piles[i] % 3;
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
        }

        play(option) {
            this.take(option.index);
        }
    }

    const stoneGameIX = {
        // The crate's alice_wins takes the empty row (Bob wins): typed [ ].
        parse: (text) => lib.parseRow(text, LIMITS, lib.STONES, true),
        solve(stones) {
            const counts = residueCounts(stones);
            return { counts, aliceWins: aliceWins(counts) };
        },
        answer: (stones) => aliceWins(residueCounts(stones)),
        counts: residueCounts,
        game: (stones) => new SumGame(stones),
    };

    // The answer, with the counts and the half of the rule they meet.
    function answerText(stones, solved) {
        const c = solved.counts;
        const who = solved.aliceWins ? "Alice wins" : "Bob wins";
        if (stones.length === 0) {
            return "Bob wins: with no stones, the stones have run out before the first move.";
        }
        const counts = ` (c0 = ${num(c[0])}, c1 = ${num(c[1])}, c2 = ${num(c[2])})`;
        if (c[1] === 0 && c[2] === 0) {
            return (
                "Bob wins: every stone is a multiple of 3, so Alice's first stone makes the sum " +
                `a multiple of 3${counts}.`
            );
        }
        let why;
        if (c[0] % 2 === 0) {
            const some = solved.aliceWins
                ? "a stone of each remainder 1 and 2"
                : `no stone of remainder ${c[1] === 0 ? "1" : "2"}`;
            why = `an even number of multiples of 3, and ${some}`;
        } else {
            const by = solved.aliceWins ? "3 or more" : "less than 3";
            why =
                "an odd number of multiples of 3, and counts of remainders 1 and 2 " +
                `that differ by ${by}`;
        }
        let text = `${who}: the row has ${why}${counts}.`;
        if (solved.aliceWins) {
            const game = new SumGame(stones);
            const options = game.options();
            const first = options[game.best(options)];
            text +=
                ` Her winning first stone: ${num(first.value)} (stone ${num(first.index)}, ` +
                `counting from 0; remainder ${first.residue}).`;
        }
        return text;
    }

    // The row with the stones taken struck out (of a long row, the first, the last two
    // taken and the next each remainder offers: play.js's drawSpread), what is left of
    // each remainder, and the sum.
    function drawBoard(play) {
        const g = play.game;
        const n = g.piles.length;
        const box = lib.make("div", "sg-try-row");
        box.setAttribute("aria-label", `The row: ${plural(n - g.moved, "stone", "stones")} left`);
        const marks = n > 40 ? g.last.concat([g.firstLeft(0), g.firstLeft(1), g.firstLeft(2)]) : [];
        lib.drawSpread(box, n, marks, (i) =>
            lib.make("span", `sg-pile${g.taken[i] ? " sg-taken" : ""}`, num(g.piles[i])),
        );
        const holder = lib.make("div");
        holder.appendChild(box);
        let mod = "";
        if (g.moved !== 0 && g.total >= 3) {
            mod = g.sum === 0 ? ", a multiple of 3" : `, ${g.sum} mod 3`;
        }
        const next = g.over() ? " The game is over." : ` ${PLAYER_NAMES[g.mover]} to move.`;
        const status =
            `Left: ${num(g.left[0])} of remainder 0, ${num(g.left[1])} of remainder 1, ` +
            `${num(g.left[2])} of remainder 2. ` +
            `The sum so far is ${num(g.total)}${mod}.${next}`;
        holder.appendChild(lib.make("p", "sg-try-m", status));
        return holder;
    }

    window.sgTry.register("stone-game-ix", {
        limits: LIMITS,
        engine: stoneGameIX,
        answerText,
        limitsText: (l) => `Up to ${num(l.size)} stones of value 0 to ${num(l.max)} (a u32).`,
        unit: "stones",
        view: {
            intro:
                "Take turns with the book, which plays perfectly. Whoever makes the sum " +
                "a multiple of 3 loses; if the stones run out, Bob wins. Stones with the same " +
                "remainder play alike, so you choose a remainder: the first stone left of it " +
                "is taken. Each of your moves is shown as winning or losing for you.",
            pickLabel: "Stone to take ",
            scoreLine: () => "",
            // A mistake is a losing move where a winning one was there, whether it loses at
            // once or later: the ending counts them (play.cost).
            verdict(play, options, option, best) {
                if (option.wins) {
                    return "a winning move: with the book at its best, you still win.";
                }
                const taking = `taking ${num(best.value)} (remainder ${best.residue})`;
                const instead = `${taking} would have won.`;
                if (best.wins) {
                    play.cost++;
                }
                if (option.loses && best.loses) {
                    return (
                        "a losing move, but every stone left makes a multiple of 3: " +
                        "you had lost."
                    );
                }
                if (option.loses) {
                    return `a losing move: you lose at once${best.wins ? `; ${instead}` : "."}`;
                }
                return best.wins
                    ? `a losing move: ${instead}`
                    : "a losing move, but no move wins here: the book wins whatever you do.";
            },
            bestText(play, options) {
                const best = options[play.game.best(options)];
                if (best.loses) {
                    return "No move wins: every stone left makes a multiple of 3.";
                }
                if (best.wins) {
                    return (
                        `The best move: take ${best.what}. ` +
                        "Play on safely and you win, whatever the book does."
                    );
                }
                return (
                    "No move wins here: the book wins whatever you do. " +
                    `The book's own move would be ${best.what}.`
                );
            },
            ending(play) {
                const g = play.game;
                const won = g.winner() === play.you;
                const result = won ? "you win." : "the book wins.";
                if (g.piles.length === 0) {
                    return (
                        "Game over before the first move: with no stones, they have run out, " +
                        `so Bob wins: ${result}`
                    );
                }
                const whose = g.loser === play.you ? "your" : "the book's";
                const how =
                    g.loser >= 0
                        ? `${whose} stone made the sum ${num(g.total)}, a multiple of 3`
                        : `the stones ran out with the sum at ${num(g.total)}, ` +
                          "not a multiple of 3, so Bob wins";
                let mistakes = "";
                if (!won && play.made !== 0) {
                    mistakes =
                        play.cost > 0
                            ? " You had a winning position and let it go: " +
                              "the move marked losing in the list."
                            : " You made no mistake that mattered: from where you started, " +
                              "the book wins whatever you do.";
                }
                return `Game over: ${how}: ${result}${mistakes}`;
            },
            drawBoard,
        },
    });
}

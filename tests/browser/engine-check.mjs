// The widgets' engines against the crate (part 1 of the widgets' check; widgets.mjs runs it in
// Chromium, engines.mjs in Node): every input of the fixture (written from the crate's answers
// by `cargo run -p figures -- fixture` into the build's folder: FIXTURE) goes through the page's
// own JavaScript engines, which must give the crate's answer; for the small inputs also the
// crate's table, and, move by move, the crate's optimal play (the same move, and the same value
// of the position before it); and, in the games that score, what each view's verdict says
// a mistake costs (checkMistakes). The widgets' limits must be the fixture's: the engines are
// trusted only up to where they are checked. Any disagreement fails.
//
// checkEngines and the checks it calls run in the page (or in a node:vm context): each is
// sent as its text alone, so none of them may use a name of this module.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// The build's folder, as cargo finds it: CARGO_TARGET_DIR (from the root if relative), or
// target/ in the root.
const root = resolve(import.meta.dirname, "..", "..");
export const FIXTURE = resolve(root, process.env.CARGO_TARGET_DIR ?? "target", "try-fixture.json");

// The fixture's text, or an error that says how to write it.
export async function fixtureText() {
    try {
        return await readFile(FIXTURE, "utf8");
    } catch (error) {
        throw new Error(
            `${FIXTURE}: ${error.code}; write it from the crate: cargo run -p figures -- fixture`,
            { cause: error },
        );
    }
}

// The games of one form each, in the order the report names them; Stone Game VI has a form
// of two rows, checked on its own.
export const GAMES = [
    "stone-game",
    "stone-game-ii",
    "stone-game-iii",
    "stone-game-iv",
    "stone-game-viii",
    "stone-game-v",
    "stone-game-vii",
    "stone-game-ix",
];

// Runs in the page: every case of the fixture through window.sgTry's engines. Returns the
// number of cases checked per game and, for each game, five of its disagreements, those
// on its smallest cases (the fewest items, or the smallest n; the fixture's order on a tie)
// and how many it had in all, so that a shared helper's bug shows in every game it breaks,
// on an input small enough to work by hand. The
// checks it calls (ENGINE_CHECKS) run in the page too, in this order, on the same engines:
// the widgets' limits, the games of one row, Stone Game IV, VI and IX.
function checkEngines(fixture) {
    const wrong = {};
    // A case's size: its row's length (Stone Game VI's, Alice's), IV's n; -1 for a note on
    // no one case ("-"), which comes first.
    const size = (game, k) => {
        const c = fixture[game]?.[k];
        return c ? ((c.piles ?? c.values ?? c.stones ?? c.alice)?.length ?? c.n ?? 0) : -1;
    };
    const t = {
        fixture,
        engines: window.sgTry.engines,
        counts: {},
        note: (game, k, what) => {
            wrong[game] ??= [];
            wrong[game].push({ size: size(game, k), text: `${game} case ${k}: ${what}` });
        },
    };
    checkEngineLimits(t, window.sgTry.limits);
    // The games of one row: GAMES but IV and IX, which have checks of their own. Written
    // out, since this runs in the page, where no name of this module is.
    for (const game of [
        "stone-game",
        "stone-game-ii",
        "stone-game-iii",
        "stone-game-viii",
        "stone-game-v",
        "stone-game-vii",
    ]) {
        checkRowGame(t, game);
    }
    const { remotenessMax, losing } = checkStoneGameIv(t);
    checkStoneGameVi(t);
    checkStoneGameIx(t);
    checkMistakes(t, window.sgTry.views);
    const problems = [];
    for (const [game, notes] of Object.entries(wrong)) {
        // Sorted by size alone: the sort is stable, so a tie keeps the fixture's order.
        notes.sort((a, b) => a.size - b.size);
        problems.push(...notes.slice(0, 5).map((n) => n.text));
        if (notes.length > 5) {
            problems.push(
                `${game}: ${notes.length} disagreements in all; the five above are on its ` +
                    "smallest cases",
            );
        }
        problems.push(
            `${game}: its engine is theme/try/${game}.js; it answers and chooses as the ` +
                "crate does, the tie-break of the game's best_move doc included",
        );
    }
    return { counts: t.counts, problems, remotenessMax, losing };
}

// Runs in the page: whether two values are the same, as JSON.
function sameJson(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}

// Runs in the page: a row, as a problem names it (its first 12 items, and its length).
function showRow(row) {
    return row.length > 12
        ? `[${row.slice(0, 12).join(", ")}, ... (${row.length})]`
        : `[${row.join(", ")}]`;
}

// Runs in the page: a row as the reader would type it, case `k` of a game: every separator
// the forms take (a space, a comma with a space or without, a semicolon), both minus signs,
// and, on every fifth case, inside [ ] as a programmer copies an array (LeetCode's
// `[5,3,4,5]`).
function typedRow(row, k) {
    const words = row.map((v) => (v < 0 ? `${k % 3 ? "\u2212" : "-"}${-v}` : String(v)));
    const text = words.join([" ", ", ", ",", "; "][k % 4]);
    return k % 5 === 0 && row.length > 0 ? `[${text}]` : text;
}

// Runs in the page: the widgets' limits are the fixture's, game by game.
function checkEngineLimits(t, limits) {
    const sameFields = (a, b) => Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);
    for (const game of [
        "stone-game",
        "stone-game-ii",
        "stone-game-iii",
        "stone-game-iv",
        "stone-game-vi",
        "stone-game-viii",
        "stone-game-v",
        "stone-game-vii",
        "stone-game-ix",
    ]) {
        if (!sameFields(limits[game], t.fixture.limits[game])) {
            t.note(
                game,
                "-",
                `the widget's limits ${JSON.stringify(limits[game])} ` +
                    `are not the fixture's ${JSON.stringify(t.fixture.limits[game])}`,
            );
        }
    }
}

// Runs in the page: each case of a game of one row (a row of piles, values or stones),
// as the reader types it, against the crate's answer, winner, table and optimal play.
function checkRowGame(t, game) {
    const engine = t.engines[game];
    const cases = t.fixture[game];
    const limit = t.fixture.limits[game].size;
    t.counts[game] = cases.length;
    for (let k = 0; k < cases.length; k++) {
        const c = cases[k];
        const row = c.piles ?? c.values ?? c.stones;
        // What the reader would type, back to the same row (the empty row is refused).
        const parsed = engine.parse(typedRow(row, k));
        // (Stone Game VIII's widget also refuses a row of one stone; the fixture has none.)
        if (row.length === 0 ? parsed.ok : !parsed.ok || !sameJson(parsed.input, row)) {
            t.note(
                game,
                k,
                `${showRow(row)} is read back as ${JSON.stringify(parsed).slice(0, 120)}`,
            );
        }
        if (row.length > limit) {
            t.note(game, k, `the fixture has ${row.length} items, past the limit ${limit}`);
        }
        const answer = engine.answer(row);
        const expected =
            game === "stone-game-ii" ? c.alice : game === "stone-game-v" ? c.score : c.difference;
        if (answer !== expected) {
            t.note(game, k, `${showRow(row)}: the engine answers ${answer}, the crate ${expected}`);
        }
        if (game === "stone-game-iii" && engine.winner(row) !== c.winner) {
            t.note(game, k, `${showRow(row)}: winner ${engine.winner(row)}, the crate ${c.winner}`);
        }
        if (c.table && !sameJson(engine.table(row), c.table)) {
            t.note(
                game,
                k,
                `${showRow(row)}: table ${JSON.stringify(engine.table(row))}, ` +
                    `the crate ${JSON.stringify(c.table)}`,
            );
        }
        if (c.play) checkRowPlay(t, game, k, row, c.play);
    }
}

// Runs in the page: a game of one row played out by the engine's best moves, against the
// crate's optimal play (`play`): the same move, worth the same, none worth more, and the
// same end. An engine whose game has `finish()` (Stone Game VIII's) shows its result as the
// end of the book's play from where the reader is: from each position of the crate's play,
// it must be the crate's end.
function checkRowPlay(t, game, k, row, play) {
    const engine = t.engines[game];
    // As the page makes it: from what `solve` worked out.
    const g = engine.game(row, engine.solve(row));
    for (let m = 0; m <= play.moves.length; m++) {
        const wrong = positionText(game, g, row, play.moves.slice(0, m));
        if (wrong) {
            t.note(game, k, `${showRow(row)}, after ${m} moves: ${wrong}`);
            return;
        }
        if (g.finish && !sameJson(g.finish(), play.final)) {
            t.note(
                game,
                k,
                `${showRow(row)}, after ${m} moves: finish() gives ` +
                    `${JSON.stringify(g.finish())}, the crate's play ends at ` +
                    `${JSON.stringify(play.final)}`,
            );
            return;
        }
        if (m === play.moves.length) break;
        const options = g.options();
        const best = options[g.best(options)];
        if (!best || best.key !== play.moves[m] || best.outcome !== play.values[m]) {
            t.note(
                game,
                k,
                `${showRow(row)}, move ${m + 1}: the engine plays ${best?.key} ` +
                    `worth ${best?.outcome}, the crate ${play.moves[m]} worth ${play.values[m]}`,
            );
            break;
        }
        // No move is worth more than the one the crate plays.
        if (options.some((o) => o.outcome > best.outcome)) {
            t.note(game, k, `${showRow(row)}, move ${m + 1}: a move is worth more than the best`);
        }
        g.play(best);
    }
    if (!g.over() || !sameJson(g.score, play.final)) {
        t.note(
            game,
            k,
            `${showRow(row)}: the game ends at ${JSON.stringify(g.score)} (over: ${g.over()}), ` +
                `the crate's at ${JSON.stringify(play.final)}`,
        );
    }
}

// Runs in the page: what a position shows the reader beside its moves, worked out here
// from the row: in the games whose moves score what they take (Stone Game, II, III), what
// is left (`left()`, which the hint of the best ending reads) is the row less both scores;
// in Stone Game VIII, the row as it stands (`row()`, which the board draws) is the merged
// stone, then the others. `done` is the crate's moves so far. Undefined when right, else
// what is wrong.
function positionText(game, g, row, done) {
    const sum = (items) => items.reduce((a, b) => a + b, 0);
    const rest = sum(row) - g.score[0] - g.score[1];
    if (["stone-game", "stone-game-ii", "stone-game-iii"].includes(game) && g.left() !== rest) {
        return `left() is ${g.left()}, the row less both scores ${rest}`;
    }
    if (game === "stone-game-viii") {
        // A move merging `count` stones leaves the first holding `count - 1` more.
        const held = sum(done) - done.length;
        const merged = sum(row.slice(0, held + 1));
        const expected = [merged, ...row.slice(held + 1)];
        if (!sameJson(g.row(), expected)) {
            return `row() is ${JSON.stringify(g.row())}, not ${JSON.stringify(expected)}`;
        }
    }
    return undefined;
}

// Runs in the page: Stone Game IV, each pile; the remoteness of every pile up to 10,000
// and every losing position up to the limit, against the crate's. Returns the largest
// remoteness and the number of losing positions.
function checkStoneGameIv(t) {
    const iv = t.engines["stone-game-iv"];
    const cases = t.fixture["stone-game-iv"];
    t.counts["stone-game-iv"] = cases.length;
    for (let k = 0; k < cases.length; k++) {
        const c = cases[k];
        const parsed = iv.parse(String(c.n));
        if (!parsed.ok || parsed.input !== c.n) {
            t.note("stone-game-iv", k, `${c.n} is read back as ${JSON.stringify(parsed)}`);
        }
        if (iv.answer(c.n) !== c.alice_wins) {
            t.note(
                "stone-game-iv",
                k,
                `${c.n}: the engine says ${iv.answer(c.n)}, the crate ${c.alice_wins}`,
            );
        }
        if (c.table) {
            const marks = iv
                .table(c.n)
                .map((w) => (w ? "W" : "L"))
                .join("");
            if (marks !== c.table) {
                t.note("stone-game-iv", k, `${c.n}: table ${marks}, the crate ${c.table}`);
            }
        }
        if (c.play) checkStoneGameIvPlay(t, k, c.n, c.play);
    }
    const top = t.fixture.limits["stone-game-iv"].size;
    const r = iv.remoteness(top);
    const remoteness = Array.from(r.subarray(0, t.fixture["stone-game-iv-remoteness"].length));
    if (!sameJson(remoteness, t.fixture["stone-game-iv-remoteness"])) {
        t.note("stone-game-iv", "-", "the remoteness differs from the crate's");
    }
    const losing = [];
    for (let p = 0; p <= top; p++) if (r[p] % 2 === 0) losing.push(p);
    if (!sameJson(losing, t.fixture["stone-game-iv-losing"])) {
        t.note(
            "stone-game-iv",
            "-",
            `${losing.length} losing positions up to ${top}, ` +
                `the crate ${t.fixture["stone-game-iv-losing"].length}`,
        );
    }
    let most = 0;
    for (const v of r) most = Math.max(most, v);
    return { remotenessMax: most, losing: losing.length };
}

// Runs in the page: a game of Stone Game IV on pile `n` played out by the engine's best
// moves, against the crate's optimal play: the same take, from the same remoteness.
function checkStoneGameIvPlay(t, k, n, play) {
    const iv = t.engines["stone-game-iv"];
    const g = iv.game(n, iv.solve(n));
    for (let m = 0; m < play.moves.length; m++) {
        const options = g.options();
        const best = options[g.best(options)];
        if (!best || best.key !== play.moves[m] || g.r[g.pile] !== play.values[m]) {
            t.note(
                "stone-game-iv",
                k,
                `${n}, move ${m + 1}: the engine takes ${best?.key} ` +
                    `from remoteness ${g.r[g.pile]}, ` +
                    `the crate ${play.moves[m]} from ${play.values[m]}`,
            );
            break;
        }
        // A move to a losing pile exists exactly when the pile is winning.
        if (options.some((o) => o.wins) !== (g.r[g.pile] % 2 === 1)) {
            t.note("stone-game-iv", k, `${n}: the moves' values disagree with the pile's`);
        }
        g.play(best);
    }
    if (!g.over()) {
        t.note("stone-game-iv", k, `${n}: the game is not over after the crate's moves`);
    }
}

// Runs in the page: Stone Game VI, each pair of rows as the reader types them, the
// answer, the winner, and the order of the picks against the crate's optimal_play; and
// rows of different lengths refused.
function checkStoneGameVi(t) {
    const vi = t.engines["stone-game-vi"];
    const cases = t.fixture["stone-game-vi"];
    t.counts["stone-game-vi"] = cases.length;
    for (let k = 0; k < cases.length; k++) {
        const c = cases[k];
        const rows = `${showRow(c.alice)} / ${showRow(c.bob)}`;
        const parsed = vi.parse(typedRow(c.alice, k), typedRow(c.bob, k + 1));
        if (
            c.alice.length === 0
                ? parsed.ok
                : !parsed.ok || !sameJson(parsed.input, { alice: c.alice, bob: c.bob })
        ) {
            t.note(
                "stone-game-vi",
                k,
                `${rows} is read back as ${JSON.stringify(parsed).slice(0, 120)}`,
            );
        }
        if (c.alice.length > t.fixture.limits["stone-game-vi"].size) {
            t.note("stone-game-vi", k, `past the limit`);
        }
        const input = { alice: c.alice, bob: c.bob };
        if (vi.answer(input) !== c.difference) {
            t.note(
                "stone-game-vi",
                k,
                `${rows}: the engine answers ${vi.answer(input)}, the crate ${c.difference}`,
            );
        }
        if (vi.winner(input) !== c.winner) {
            t.note(
                "stone-game-vi",
                k,
                `${rows}: winner ${vi.winner(input)}, the crate ${c.winner}`,
            );
        }
        if (c.play) checkStoneGameViPlay(t, k, rows, input, c.play);
    }
    // Rows of different lengths are refused.
    if (vi.parse("1 2", "3").ok) {
        t.note("stone-game-vi", "-", "rows of different lengths are accepted");
    }
}

// Runs in the page: Stone Game VI's picks on `input` (`rows`, as a problem names them)
// against the crate's optimal play; then the game against the book: the same picks, move
// by move, none worth more than the book's, and each pick's outcome the difference it
// leads to.
function checkStoneGameViPlay(t, k, rows, input, play) {
    const vi = t.engines["stone-game-vi"];
    const solved = vi.solve(input);
    const order = solved.picks.map((p) => p.index);
    const last = solved.picks.length ? solved.picks[solved.picks.length - 1] : { alice: 0, bob: 0 };
    if (!sameJson(order, play.moves) || !sameJson([last.alice, last.bob], play.final)) {
        t.note(
            "stone-game-vi",
            k,
            `${rows}: picks ${JSON.stringify(order)} ending ${last.alice} to ${last.bob}, ` +
                `the crate ${JSON.stringify(play.moves)} ending ${JSON.stringify(play.final)}`,
        );
    }
    const g = vi.game(input, solved);
    for (let m = 0; m < play.moves.length; m++) {
        const options = g.options();
        const best = options[g.best(options)];
        if (!best || best.index !== play.moves[m]) {
            t.note(
                "stone-game-vi",
                k,
                `${rows}, move ${m + 1}: the game takes stone ${best?.index}, ` +
                    `the crate ${play.moves[m]}`,
            );
            break;
        }
        if (options.some((o) => o.outcome > best.outcome)) {
            t.note(
                "stone-game-vi",
                k,
                `${rows}, move ${m + 1}: a move is worth more than the best`,
            );
        }
        const mover = g.mover,
            before = g.score[mover] - g.score[1 - mover];
        const end = g.finish(best);
        if (before + best.outcome !== end[mover] - end[1 - mover]) {
            t.note(
                "stone-game-vi",
                k,
                `${rows}, move ${m + 1}: the best move's outcome is not the difference it leads to`,
            );
        }
        g.play(best);
    }
    if (!g.over() || !sameJson(g.score, play.final)) {
        t.note(
            "stone-game-vi",
            k,
            `${rows}: the game ends at ${JSON.stringify(g.score)} (over: ${g.over()}), ` +
                `the crate's at ${JSON.stringify(play.final)}`,
        );
    }
}

// Runs in the page: Stone Game IX, each row as the reader types it, the answer and the
// residue counts; then the crate's optimal play and its random games (below).
function checkStoneGameIx(t) {
    const ix = t.engines["stone-game-ix"];
    const cases = t.fixture["stone-game-ix"];
    t.counts["stone-game-ix"] = cases.length;
    for (let k = 0; k < cases.length; k++) {
        const c = cases[k];
        const row = c.stones;
        const parsed = ix.parse(typedRow(row, k));
        if (row.length === 0 ? parsed.ok : !parsed.ok || !sameJson(parsed.input, row)) {
            t.note(
                "stone-game-ix",
                k,
                `${showRow(row)} is read back as ${JSON.stringify(parsed).slice(0, 120)}`,
            );
        }
        // (The crate's alice_wins takes the empty row: the reader types it as [ ].)
        if (row.length === 0 && !sameJson(ix.parse("[ ]"), { ok: true, input: [] })) {
            t.note("stone-game-ix", k, `[ ] is read back as ${JSON.stringify(ix.parse("[ ]"))}`);
        }
        if (row.length > t.fixture.limits["stone-game-ix"].size) {
            t.note("stone-game-ix", k, "past the limit");
        }
        if (ix.answer(row) !== c.alice_wins) {
            t.note(
                "stone-game-ix",
                k,
                `${showRow(row)}: the engine says ${ix.answer(row)}, the crate ${c.alice_wins}`,
            );
        }
        // What the page's answer text reads (answerText): the counts and the answer.
        if (!sameJson(ix.solve(row), { counts: c.counts, aliceWins: c.alice_wins })) {
            t.note("stone-game-ix", k, `${showRow(row)}: solve ${JSON.stringify(ix.solve(row))}`);
        }
        if (!sameJson(ix.counts(row), c.counts)) {
            t.note(
                "stone-game-ix",
                k,
                `${showRow(row)}: counts ${JSON.stringify(ix.counts(row))}, ` +
                    `the crate ${JSON.stringify(c.counts)}`,
            );
        }
        if (c.play) checkStoneGameIxPlay(t, k, row, c.play);
        if (c.wander) checkStoneGameIxWander(t, k, row, c.wander);
    }
}

// Runs in the page: a game of Stone Game IX played out by the engine's best moves,
// against the crate's optimal play: the same stone, and whether the player to move wins
// before it; and the same winner.
function checkStoneGameIxPlay(t, k, row, play) {
    const g = t.engines["stone-game-ix"].game(row);
    for (let m = 0; m < play.moves.length; m++) {
        const options = g.options();
        const best = options[g.best(options)];
        if (!best || best.index !== play.moves[m] || g.wins() !== play.values[m]) {
            t.note(
                "stone-game-ix",
                k,
                `${showRow(row)}, move ${m + 1}: ` +
                    `the engine takes stone ${best?.index} (the mover wins: ${g.wins()}), ` +
                    `the crate ${play.moves[m]} (${play.values[m]})`,
            );
            break;
        }
        if (options.some((o) => o.outcome > best.outcome)) {
            t.note(
                "stone-game-ix",
                k,
                `${showRow(row)}, move ${m + 1}: a move is worth more than the best`,
            );
        }
        g.play(best);
    }
    const won = g.over() ? ["Alice", "Bob"][g.winner()] : "nobody (not over)";
    if (won !== play.winner) {
        t.note(
            "stone-game-ix",
            k,
            `${showRow(row)}: the engine's game is won by ${won}, the crate's by ${play.winner}`,
        );
    }
}

// Runs in the page: along a game of Stone Game IX of random moves (`wander`), the value
// of each position and of the engine's best move, against the crate's, and the crate's
// reply (a stone of a remainder the engine values as a best move: best_move may take
// another stone than optimal_play's rule, with the same value). The random games take
// any stone, the engine's moves only the first of each remainder: `take` takes any.
function checkStoneGameIxWander(t, k, row, wander) {
    const g = t.engines["stone-game-ix"].game(row);
    for (let m = 0; m < wander.moves.length; m++) {
        const options = g.options();
        const best = options[g.best(options)];
        const wins = wander.wins[m];
        const reply = options.find((o) => o.residue === row[wander.replies[m]] % 3);
        if (
            g.over() ||
            g.wins() !== wins ||
            best.outcome !== (wins ? 1 : 0) ||
            !reply ||
            reply.outcome !== best.outcome
        ) {
            t.note(
                "stone-game-ix",
                k,
                `${showRow(row)}, random game ${JSON.stringify(wander.moves)}, move ${m + 1}: ` +
                    `the engine says the mover wins: ${g.wins()}, ` +
                    `its best move wins: ${best?.outcome}, ` +
                    `the crate's reply ${wander.replies[m]} is worth ${reply?.outcome}; ` +
                    `the crate: ${wins}`,
            );
            break;
        }
        g.take(wander.moves[m]);
    }
    if (!g.over()) {
        t.note("stone-game-ix", k, `${showRow(row)}: the random game is not over after its moves`);
    }
}

// Runs in the page: what the game against the book says a mistake costs. On every case
// of the games that score with the crate's optimal play, the reader plays each seat
// (Stone Game V's one), making a mistake at most moves, and each move is judged by the
// game's own view, as the page judges it. With the book at its best, each mistake loses
// what its verdict says and no more, so the costs add up to what the reader ends short
// of the crate's optimal play: of their own total in the games of a fixed total (Stone
// Game, II, III) and in Stone Game V, of the score difference in VI, VII and VIII.
function checkMistakes(t, views) {
    const own = ["stone-game", "stone-game-ii", "stone-game-iii", "stone-game-v"];
    const games = [...own, "stone-game-vi", "stone-game-vii", "stone-game-viii"];
    for (const game of games) {
        const engine = t.engines[game];
        const cases = t.fixture[game];
        for (let k = 0; k < cases.length; k++) {
            const c = cases[k];
            if (!c.play) continue;
            const input =
                game === "stone-game-vi"
                    ? { alice: c.alice, bob: c.bob }
                    : (c.piles ?? c.values ?? c.stones);
            for (const you of game === "stone-game-v" ? [0] : [0, 1]) {
                const g = engine.game(input, engine.solve(input));
                const play = { game: g, you, cost: 0, made: 0, view: views[game] };
                for (let m = 0; !g.over(); m++) {
                    const options = g.options();
                    const best = options[g.best(options)];
                    if (g.mover !== you && !g.solo) {
                        g.play(best);
                        continue;
                    }
                    const option = options[(k + 2 * m + you) % options.length];
                    views[game].verdict(play, options, option, best);
                    play.made++;
                    g.play(option);
                }
                const measure = (score) =>
                    own.includes(game) ? score[you] : score[you] - score[1 - you];
                const short = measure(c.play.final) - measure(g.score);
                if (play.cost !== short) {
                    t.note(
                        game,
                        k,
                        `${JSON.stringify(input).slice(0, 80)}, the reader as ` +
                            `${["Alice", "Bob"][you]}: the verdicts cost ${play.cost} in all, ` +
                            `the game ends ${short} short of the crate's optimal play ` +
                            `${JSON.stringify(c.play.final)} (a verdict, or an outcome off ` +
                            "the crate's line, is wrong)",
                    );
                }
            }
        }
    }
}

// The functions checkEngines calls, sent to the page with it: page.evaluate sends a
// function's text alone, without the module around it.
const ENGINE_CHECKS = [
    sameJson,
    showRow,
    typedRow,
    checkEngineLimits,
    checkRowGame,
    checkRowPlay,
    positionText,
    checkStoneGameIv,
    checkStoneGameIvPlay,
    checkStoneGameVi,
    checkStoneGameViPlay,
    checkStoneGameIx,
    checkStoneGameIxPlay,
    checkStoneGameIxWander,
    checkMistakes,
];

// The source of checkEngines with the checks it calls declared beside it: what a page
// (or engines.mjs, without a browser) evaluates to get the function that checks its
// engines. page.evaluate sends a function's text alone, without the module around it.
export function engineCheckSource() {
    return `(() => {\n${ENGINE_CHECKS.join("\n")}\nreturn (${checkEngines.toString()});\n})()`;
}

// What is wrong in checkEngines' `result`: its disagreements, and a remoteness past a byte.
export function engineProblems(result) {
    const problems = [...result.problems];
    if (result.remotenessMax > 255) {
        problems.push(`the remoteness reaches ${result.remotenessMax}, more than a byte holds`);
    }
    return problems;
}

// How many inputs checkEngines' `result` checked, game by game, for the report.
export function engineCounts(result, fixture) {
    return (
        [...GAMES, "stone-game-vi"].map((g) => `${g} ${result.counts[g]} inputs`).join(", ") +
        ` (and every pile up to ${fixture.limits["stone-game-iv"].size}: ${result.losing} losing)`
    );
}

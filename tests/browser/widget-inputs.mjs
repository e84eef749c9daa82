// The inputs the widgets are checked on: a small example of each game, the bad inputs and
// what each must say, and the slowest inputs, the largest with the largest values.
import { GAMES } from "./engine-check.mjs";

// A small input of each game, and what its answer must show: a number, found whole, or
// words.
export const EXAMPLES = {
    "stone-game": ["1 100 9 1", 91],
    "stone-game-ii": ["2, 7, 9, 4, 4", 10],
    "stone-game-iii": ["1 2 3 -9", 15],
    "stone-game-iv": ["7", "Bob wins"],
    "stone-game-viii": ["-1 2 -3 4 -5", 5],
    "stone-game-v": ["6 2 3 4 5 5", 18],
    "stone-game-vii": ["5 3 1 4 2", 6],
    "stone-game-ix": ["2 1", "Alice wins"],
};

// What each widget must say to each bad input: the input, then what its message must
// match (what is wrong with it, in the game's own type and limits).
export const BAD_INPUTS = {
    "stone-game": [
        ["", /^Type a row of piles/],
        ["5 three 4", /\u201cthree\u201d \(the 2nd pile\) is not a whole number/],
        ["5 -3 4", /pile holds 0 to 4,294,967,295 stones \(a u32\), and the 2nd pile is \u22123\./],
        [
            "4294967296",
            new RegExp(
                String.raw`^4,294,967,296 \(the 1st pile\) is more than 4,294,967,295, ` +
                    String.raw`the most stones a pile holds \(a u32\)`,
            ),
        ],
        [Array(2001).fill(1).join(" "), /at most 2,000 piles, and your row has 2,001/],
        ["2.5", /\u201c2\.5\u201d \(the 1st pile\) is not a whole number/],
    ],
    "stone-game-ii": [
        ["", /^Type a row of piles/],
        ["x", /\u201cx\u201d \(the 1st pile\) is not a whole number/],
        ["-1", /pile holds 0 to 4,294,967,295 stones \(a u32\), and the 1st pile is \u22121/],
        ["99999999999", /^99,999,999,999 \(the 1st pile\) is more than 4,294,967,295.*\(a u32\)/],
        [Array(301).fill(1).join(","), /at most 300 piles, and your row has 301/],
    ],
    "stone-game-iii": [
        ["", /^Type a row of values/],
        ["1 2 x", /\u201cx\u201d \(the 3rd value\) is not a whole number/],
        ["2147483648", /^2,147,483,648 \(the 1st value\) is more than 2,147,483,647.*\(an i32\)/],
        [
            "-2147483649",
            /^\u22122,147,483,649 \(the 1st value\) is below \u22122,147,483,648.*\(an i32\)/,
        ],
        [Array(2001).fill(-1).join(" "), /at most 2,000 values, and your row has 2,001/],
    ],
    "stone-game-iv": [
        ["", /^Type the number of stones/],
        ["seven", /\u201cseven\u201d is not a whole number of stones/],
        ["-7", /holds 0 to 100,000 stones.*\u201c-7\u201d is negative/],
        ["100001", /up to 100,000 stones, and yours has 100,001/],
        ["7 8", /\u201c7 8\u201d is 2 numbers.*single pile/],
        ["1,00", /\u201c1,00\u201d is not one number: .*by threes/],
        ["1e5", /\u201c1e5\u201d is not a whole number/],
    ],
    "stone-game-viii": [
        ["", /^Type a row of stones/],
        ["5", /two or more; yours has 1 stone/],
        ["1 2 x", /\u201cx\u201d \(the 3rd stone\) is not a whole number/],
        [
            "2147483648",
            new RegExp(
                String.raw`^2,147,483,648 \(the 1st stone\) is more than 2,147,483,647, ` +
                    String.raw`the largest value a stone takes \(an i32\)`,
            ),
        ],
        [
            "-2147483649",
            /^\u22122,147,483,649 \(the 1st stone\) is below \u22122,147,483,648.*\(an i32\)/,
        ],
        [Array(2001).fill(-1).join(" "), /at most 2,000 stones, and your row has 2,001/],
    ],
    "stone-game-v": [
        ["", /^Type a row of stones/],
        ["6 two 3", /\u201ctwo\u201d \(the 2nd stone\) is not a whole number/],
        ["6 -2 3", /value is 0 to 4,294,967,295 \(a u32\), and the 2nd stone is \u22122/],
        ["4294967296", /^4,294,967,296 \(the 1st stone\) is more than 4,294,967,295.*\(a u32\)/],
        [Array(801).fill(1).join(" "), /at most 800 stones, and your row has 801/],
    ],
    "stone-game-vii": [
        ["", /^Type a row of stones/],
        ["5 three 4", /\u201cthree\u201d \(the 2nd stone\) is not a whole number/],
        ["5 -3 4", /value is 0 to 4,294,967,295 \(a u32\), and the 2nd stone is \u22123/],
        ["4294967296", /\(a u32\)/],
        [Array(2001).fill(1).join(" "), /at most 2,000 stones, and your row has 2,001/],
        ["2.5", /\u201c2\.5\u201d \(the 1st stone\) is not a whole number/],
    ],
    "stone-game-ix": [
        ["", /^Type a row of stones.*\[ \]/],
        ["2 one", /\u201cone\u201d \(the 2nd stone\) is not a whole number/],
        ["2 -1", /value is 0 to 4,294,967,295 \(a u32\), and the 2nd stone is \u22121/],
        ["4294967296", /\(a u32\)/],
        [Array(2001).fill(1).join(" "), /at most 2,000 stones, and your row has 2,001/],
        ["2.5", /\u201c2\.5\u201d \(the 1st stone\) is not a whole number/],
    ],
};

// One rule for a minus sign on zero: −0 is 0, in every widget.
export const MINUS_ZERO = {
    "stone-game": "-0 3",
    "stone-game-ii": "\u22120 3",
    "stone-game-iii": "-0 3",
    "stone-game-iv": "-0",
    "stone-game-viii": "-0 3",
    "stone-game-v": "-0 3",
    "stone-game-vii": "-0 3",
    "stone-game-ix": "-0 3",
};

// The slowest input of each widget: the largest, with the largest values; or, with
// `sizes`, the slowest of each game's size there (a game's `playUpTo`).
export function worstInputs(limits, sizes = {}) {
    const size = (game) => sizes[game] ?? limits[game].size;
    const big = (n, v) => Array.from({ length: n }, (_, k) => (k * 7919) % (v + 1)).join(" ");
    return {
        "stone-game": big(size("stone-game"), 4294967295),
        "stone-game-ii": big(size("stone-game-ii"), 4294967295),
        "stone-game-iii": Array.from(
            { length: size("stone-game-iii") },
            (_, k) => ((k * 7919) % 2001) - 1000,
        ).join(" "),
        "stone-game-iv": String(size("stone-game-iv")),
        "stone-game-viii": Array.from(
            { length: size("stone-game-viii") },
            (_, k) => ((k * 7919) % 20001) - 10000,
        ).join(" "),
        "stone-game-v": big(size("stone-game-v"), 4294967295),
        "stone-game-vii": big(size("stone-game-vii"), 4294967295),
        // (a first stone of 1, which does not lose, so that the game goes on)
        "stone-game-ix": Array.from(
            { length: size("stone-game-ix") },
            (_, k) => (k * 7919 + 1) % 4294967296,
        ).join(" "),
    };
}

// Stone Game VI's slowest input: the most stones, with the largest values.
export function worstTwoRows(n) {
    const row = (m) => Array.from({ length: n }, (_, k) => (k * m) % 4294967296).join(" ");
    return [row(2654435761), row(40503)];
}

// The largest input a game against the book takes, where it is less than the widget's
// limit (its engine's `playUpTo`; Stone Game VI's form is checked on its own).
export async function playSizes(page) {
    return page.evaluate(
        (games) =>
            Object.fromEntries(
                games
                    .filter((g) => window.sgTry.engines[g].playUpTo)
                    .map((g) => [g, window.sgTry.engines[g].playUpTo]),
            ),
        GAMES,
    );
}

// Rows of the table's size with the largest values: every line of the answer and the
// step-through, digits grouped (Stone Game IV's input is a pile, drawn up to 100).
export function bigRow(game, size) {
    if (game === "stone-game-iv") return String(size);
    const [lo, hi] = ["stone-game-iii", "stone-game-viii"].includes(game)
        ? [-2147483648, 2147483647]
        : [1000, 4294967295];
    return Array.from({ length: size }, (_, k) => (k % 2 ? hi - k : lo + k)).join(" ");
}

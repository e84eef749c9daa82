//! The ten problems: their numbers, names and LeetCode signatures, their
//! rules in our words, the chapters of the book that teach them, and the
//! starting file of each.

use std::fmt;

/// Where the book is published; a chapter `src/<path>.md` is the page
/// `<path>.html` under it.
pub const BOOK: &str = "https://stone-games.github.io/stone-games/";

/// One of the ten LeetCode problems of the family, in the book's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Problem {
    /// 877, Stone Game.
    StoneGame,
    /// 486, Predict the Winner.
    PredictTheWinner,
    /// 1140, Stone Game II.
    StoneGameII,
    /// 1406, Stone Game III.
    StoneGameIII,
    /// 1510, Stone Game IV.
    StoneGameIV,
    /// 1563, Stone Game V.
    StoneGameV,
    /// 1686, Stone Game VI.
    StoneGameVI,
    /// 1690, Stone Game VII.
    StoneGameVII,
    /// 1872, Stone Game VIII.
    StoneGameVIII,
    /// 2029, Stone Game IX.
    StoneGameIX,
}

/// A page of the book, or a section of one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// The part, as the contents name it: `Part II`.
    pub part: &'static str,
    /// The chapter's title in the contents: `Pitfalls`.
    pub title: &'static str,
    /// The chapter's file under `src/`: `stone-game-ii/pitfalls.md`.
    pub path: &'static str,
    /// A section's heading, as the chapter writes it after `## `; `None`
    /// for the whole page.
    pub heading: Option<&'static str>,
}

impl Chapter {
    /// The page's address in the published book, with the section's anchor.
    ///
    /// ```
    /// use practice::Problem;
    ///
    /// let url = Problem::StoneGameII.opening().url();
    /// assert!(url.ends_with("/stone-game-ii/in-one-page.html"));
    /// ```
    pub fn url(&self) -> String {
        let page = self.path.trim_end_matches(".md");
        match self.heading.and_then(anchor) {
            Some(anchor) => format!("{BOOK}{page}.html#{anchor}"),
            None => format!("{BOOK}{page}.html"),
        }
    }
}

/// `Part II, Pitfalls, "M becomes X"`: where to read, in words.
impl fmt::Display for Chapter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", self.part, self.title)?;
        if let Some(heading) = self.heading {
            write!(f, ", \"{}\"", heading.replace('$', ""))?;
        }
        Ok(())
    }
}

/// The anchor mdBook gives a heading: lower case, letters, digits, `_` and
/// `-` kept, spaces as `-`, the rest dropped. `None` for a heading with math
/// in it, whose anchor is made from the rendered math.
pub fn anchor(heading: &str) -> Option<String> {
    if heading.contains('$') {
        return None;
    }
    let id = heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| {
            if c.is_alphanumeric() || c == '_' || c == '-' {
                Some(c)
            } else if c.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect();
    Some(id)
}

/// What sets one problem apart: the text behind its starting file, its
/// signature and its place in the book.
struct Facts {
    number: u32,
    title: &'static str,
    /// The file's name after `lc<number>_`.
    stem: &'static str,
    function: &'static str,
    /// LeetCode's arguments, as in the signature.
    arguments: &'static str,
    returns: &'static str,
    part: &'static str,
    /// The chapter to read first: the part's one page (for 486, Part I's
    /// chapter on it).
    opening: (&'static str, &'static str),
    /// The rules, in our words, as one paragraph.
    rules: &'static str,
    constraints: &'static str,
    /// The function's doc comment: what it returns.
    question: &'static str,
    /// The chapter that proves the method the check expects.
    method: (&'static str, &'static str),
}

impl Problem {
    /// The ten, in the book's order.
    pub const ALL: [Problem; 10] = [
        Problem::StoneGame,
        Problem::PredictTheWinner,
        Problem::StoneGameII,
        Problem::StoneGameIII,
        Problem::StoneGameIV,
        Problem::StoneGameV,
        Problem::StoneGameVI,
        Problem::StoneGameVII,
        Problem::StoneGameVIII,
        Problem::StoneGameIX,
    ];

    /// LeetCode's number: 1140.
    pub fn number(self) -> u32 {
        self.facts().number
    }

    /// LeetCode's title: `Stone Game II`.
    pub fn title(self) -> &'static str {
        self.facts().title
    }

    /// The function LeetCode asks for: `stone_game_ii`.
    pub fn function(self) -> &'static str {
        self.facts().function
    }

    /// The function's signature, as LeetCode and `stone_games::leetcode`
    /// write it: `pub fn stone_game_ii(piles: Vec<i32>) -> i32`.
    pub fn signature(self) -> String {
        let facts = self.facts();
        format!(
            "pub fn {}({}) -> {}",
            facts.function, facts.arguments, facts.returns
        )
    }

    /// The names of the function's arguments: `["piles"]`.
    pub fn argument_names(self) -> Vec<&'static str> {
        self.facts()
            .arguments
            .split(", ")
            .map(|argument| argument.split(':').next().unwrap_or(argument))
            .collect()
    }

    /// The starting file's name in `practice/src/`:
    /// `lc1140_stone_game_ii.rs`.
    pub fn file_name(self) -> String {
        format!("lc{:04}_{}.rs", self.number(), self.facts().stem)
    }

    /// LeetCode's constraints, in words.
    pub fn constraints(self) -> &'static str {
        self.facts().constraints
    }

    /// The part's one-page opening (for 486, Part I's chapter on it).
    pub fn opening(self) -> Chapter {
        let facts = self.facts();
        let (title, path) = facts.opening;
        Chapter {
            part: facts.part,
            title,
            path,
            heading: None,
        }
    }

    /// The chapter that proves the method a solution must follow.
    pub fn method(self) -> Chapter {
        let facts = self.facts();
        let (title, path) = facts.method;
        Chapter {
            part: facts.part,
            title,
            path,
            heading: None,
        }
    }

    /// The problem for a number as a reader types it: `1140`, `0877`,
    /// `lc1140`.
    ///
    /// ```
    /// use practice::Problem;
    ///
    /// assert_eq!(Problem::from_arg("0877"), Some(Problem::StoneGame));
    /// assert_eq!(Problem::from_arg("lc1140"), Some(Problem::StoneGameII));
    /// assert_eq!(Problem::from_arg("1141"), None);
    /// ```
    pub fn from_arg(arg: &str) -> Option<Problem> {
        let digits = arg
            .strip_prefix("lc")
            .or_else(|| arg.strip_prefix("LC"))
            .unwrap_or(arg);
        let number: u32 = digits.parse().ok()?;
        Problem::ALL.into_iter().find(|p| p.number() == number)
    }

    /// The starting file, as shipped and as `--reset` writes it again: the
    /// rules and constraints, a link to the book, and LeetCode's shape with
    /// a body of `todo!()`.
    pub fn starting_file(self) -> String {
        let facts = self.facts();
        let mut file_doc = String::new();
        let mut doc = |prefix: &str, text: &str| push_doc(&mut file_doc, prefix, text);
        doc(
            "//!",
            &format!("LeetCode {}, {}.", facts.number, facts.title),
        );
        doc("//!", "");
        doc("//!", facts.rules);
        doc("//!", "");
        doc(
            "//!",
            &format!("LeetCode's constraints: {}", facts.constraints),
        );
        doc("//!", "");
        doc(
            "//!",
            match self {
                Problem::PredictTheWinner => "The game in the book:",
                _ => "The game in one page, in the book:",
            },
        );
        doc("//!", &self.opening().url());
        doc("//!", "");
        doc(
            "//!",
            &format!(
                "Check your solution with `cargo run -p practice -- {0}`; \
                 start it over with `cargo run -p practice -- --reset {0}`.",
                facts.number
            ),
        );
        let mut file = file_doc;
        file.push('\n');
        push_doc(
            &mut file,
            "///",
            "LeetCode's shape: the `impl` can be pasted into LeetCode, and \
             back.",
        );
        file.push_str("pub struct Solution;\n\nimpl Solution {\n");
        push_doc(&mut file, "    ///", facts.question);
        format!(
            "{file}    {} {{\n        todo!()\n    }}\n}}\n",
            self.signature()
        )
    }

    #[expect(clippy::too_many_lines, reason = "a table: the ten problems' facts")]
    fn facts(self) -> Facts {
        match self {
            Problem::StoneGame => Facts {
                number: 877,
                title: "Stone Game",
                stem: "stone_game",
                function: "stone_game",
                arguments: "piles: Vec<i32>",
                returns: "bool",
                part: "Part I",
                opening: ("In one page", "stone-game/in-one-page.md"),
                rules: "An even number of piles of stones stand in a row, \
                    and their total is odd. Alice and Bob take turns, Alice \
                    first; a move takes the whole pile at either end of the \
                    row. When the row is empty, whoever has more stones wins.",
                constraints: "2 to 500 piles, an even number of them, each \
                    of 1 to 500 stones; the total is odd.",
                question: "Whether Alice wins when both play their best.",
                method: ("Why the first player never loses", "stone-game/parity.md"),
            },
            Problem::PredictTheWinner => Facts {
                number: 486,
                title: "Predict the Winner",
                stem: "predict_the_winner",
                function: "predict_the_winner",
                arguments: "nums: Vec<i32>",
                returns: "bool",
                part: "Part I",
                opening: ("Predict the Winner", "stone-game/predict-the-winner.md"),
                rules: "Player 1 and player 2 take turns on a row of numbers, \
                    player 1 first; a move takes the number at either end of \
                    the row and adds it to the mover's score. When the row is \
                    empty, the scores are compared.",
                constraints: "1 to 20 numbers, each 0 to 10^7.",
                question: "Whether player 1 ends with at least as much as \
                    player 2 (a tie counts for player 1) when both play their \
                    best.",
                method: ("Predict the Winner", "stone-game/predict-the-winner.md"),
            },
            Problem::StoneGameII => Facts {
                number: 1140,
                title: "Stone Game II",
                stem: "stone_game_ii",
                function: "stone_game_ii",
                arguments: "piles: Vec<i32>",
                returns: "i32",
                part: "Part II",
                opening: ("In one page", "stone-game-ii/in-one-page.md"),
                rules: "Piles of stones stand in a row. Alice and Bob take \
                    turns, Alice first, and M starts at 1. A move takes every \
                    stone of the first X piles left, for some X with \
                    1 <= X <= 2M; then M becomes max(M, X). The game ends \
                    when no pile is left.",
                constraints: "1 to 100 piles, each of 1 to 10^4 stones.",
                question: "The most stones Alice can make sure of when both \
                    play their best.",
                method: ("Whose stones are whose", "stone-game-ii/whose-stones.md"),
            },
            Problem::StoneGameIII => Facts {
                number: 1406,
                title: "Stone Game III",
                stem: "stone_game_iii",
                function: "stone_game_iii",
                arguments: "stone_value: Vec<i32>",
                returns: "String",
                part: "Part III",
                opening: ("In one page", "stone-game-iii/in-one-page.md"),
                rules: "A row of values, some of them negative. Alice and \
                    Bob take turns, Alice first; a move takes the first one, \
                    two or three values left and adds them to the mover's \
                    score. When no value is left, the higher score wins.",
                constraints: "1 to 5 * 10^4 values, each -1000 to 1000.",
                question: "\"Alice\", \"Bob\" or \"Tie\": who ends ahead \
                    when both play their best.",
                method: ("The recurrence", "stone-game-iii/recurrence.md"),
            },
            Problem::StoneGameIV => Facts {
                number: 1510,
                title: "Stone Game IV",
                stem: "stone_game_iv",
                function: "winner_square_game",
                arguments: "n: i32",
                returns: "bool",
                part: "Part IV",
                opening: ("In one page", "stone-game-iv/in-one-page.md"),
                rules: "A pile of n stones. Alice and Bob take turns, Alice \
                    first; a move removes a square number of stones (1, 4, \
                    9, ...) from the pile. The player who cannot move loses.",
                constraints: "1 <= n <= 10^5.",
                question: "Whether Alice wins when both play their best.",
                method: ("Winning and losing positions", "stone-game-iv/positions.md"),
            },
            Problem::StoneGameV => Facts {
                number: 1563,
                title: "Stone Game V",
                stem: "stone_game_v",
                function: "stone_game_v",
                arguments: "stone_value: Vec<i32>",
                returns: "i32",
                part: "Part V",
                opening: ("In one page", "stone-game-v/in-one-page.md"),
                rules: "A row of stones, each with a value. Each round, \
                    Alice cuts the row into two parts, neither empty; Bob \
                    throws away the part with the larger sum, and Alice \
                    scores the sum of the part that is left, which is the \
                    next round's row. On a tie, Alice chooses the part to \
                    throw away. The game ends when one stone is left.",
                constraints: "1 to 500 stones, each worth 1 to 10^6.",
                question: "The largest total score Alice can make.",
                method: ("The interval recurrence", "stone-game-v/intervals.md"),
            },
            Problem::StoneGameVI => Facts {
                number: 1686,
                title: "Stone Game VI",
                stem: "stone_game_vi",
                function: "stone_game_vi",
                arguments: "alice_values: Vec<i32>, bob_values: Vec<i32>",
                returns: "i32",
                part: "Part VI",
                opening: ("In one page", "stone-game-vi/in-one-page.md"),
                rules: "n stones; stone i is worth alice_values[i] to Alice \
                    and bob_values[i] to Bob. Alice and Bob take turns, Alice \
                    first; a move takes any stone left and scores its worth \
                    to the mover. When no stone is left, the higher score \
                    wins.",
                constraints: "1 to 10^5 stones, the two rows of the same \
                    length, each value 1 to 100.",
                question: "1 if Alice ends ahead, -1 if Bob does, 0 on a tie, \
                    when both play their best.",
                method: (
                    "The heaviest stone first",
                    "stone-game-vi/heaviest-first.md",
                ),
            },
            Problem::StoneGameVII => Facts {
                number: 1690,
                title: "Stone Game VII",
                stem: "stone_game_vii",
                function: "stone_game_vii",
                arguments: "stones: Vec<i32>",
                returns: "i32",
                part: "Part VII",
                opening: ("In one page", "stone-game-vii/in-one-page.md"),
                rules: "A row of stones, each with a value. Alice and Bob \
                    take turns, Alice first; a move removes the stone at \
                    either end of the row and scores the sum of the stones \
                    still in the row. Alice plays to end as far ahead as she \
                    can, Bob to end as little behind.",
                constraints: "2 to 1000 stones, each worth 1 to 1000.",
                question: "Alice's score minus Bob's when both play their \
                    best.",
                method: ("The recurrence", "stone-game-vii/recurrence.md"),
            },
            Problem::StoneGameVIII => Facts {
                number: 1872,
                title: "Stone Game VIII",
                stem: "stone_game_viii",
                function: "stone_game_viii",
                arguments: "stones: Vec<i32>",
                returns: "i32",
                part: "Part VIII",
                opening: ("In one page", "stone-game-viii/in-one-page.md"),
                rules: "A row of stones, each with a value, some negative. \
                    Alice and Bob take turns, Alice first, while more than \
                    one stone is left; a move takes the leftmost x stones, \
                    for some x >= 2, scores their sum, and puts back at the \
                    left one stone worth that sum. Alice plays to make her \
                    score minus Bob's as large as she can, Bob to make it as \
                    small.",
                constraints: "2 to 10^5 stones, each -10^4 to 10^4.",
                question: "Alice's score minus Bob's when both play their \
                    best.",
                method: ("The recurrence", "stone-game-viii/recurrence.md"),
            },
            Problem::StoneGameIX => Facts {
                number: 2029,
                title: "Stone Game IX",
                stem: "stone_game_ix",
                function: "stone_game_ix",
                arguments: "stones: Vec<i32>",
                returns: "bool",
                part: "Part IX",
                opening: ("In one page", "stone-game-ix/in-one-page.md"),
                rules: "A row of stones, each with a value. Alice and Bob \
                    take turns, Alice first; a move removes any stone. The \
                    player whose move makes the sum of all the stones removed \
                    so far a multiple of 3 loses; if the stones run out \
                    first, Bob wins, whoever is to move.",
                constraints: "1 to 10^5 stones, each worth 1 to 10^4.",
                question: "Whether Alice wins when both play their best.",
                method: ("The rule", "stone-game-ix/the-rule.md"),
            },
        }
    }
}

/// `1140 Stone Game II`.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number(), self.title())
    }
}

/// `text` as doc comment lines after `prefix` (`//!`, `///`), wrapped so
/// that every line fits 76 columns.
fn push_doc(file: &mut String, prefix: &str, text: &str) {
    for line in wrap(text, 76 - prefix.len()) {
        file.push_str(prefix);
        if !line.is_empty() {
            file.push(' ');
        }
        file.push_str(&line);
        file.push('\n');
    }
}

/// `text` in lines of at most `width` characters, broken between words (a
/// longer word, an address, stands alone on its line).
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_are_mdbooks() {
        assert_eq!(anchor("M becomes X").as_deref(), Some("m-becomes-x"));
        assert_eq!(
            anchor("`k * k < i` instead of `<=`").as_deref(),
            Some("k--k--i-instead-of-")
        );
        assert_eq!(
            anchor("Zero as \"not solved yet\"").as_deref(),
            Some("zero-as-not-solved-yet")
        );
        assert_eq!(anchor("Ignoring the parity of $c_0$"), None);
    }

    #[test]
    fn wrapping_breaks_between_words() {
        assert_eq!(wrap("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(wrap("", 6), [""]);
    }

    #[test]
    fn every_line_of_a_starting_file_fits_80_columns() {
        for problem in Problem::ALL {
            for line in problem.starting_file().lines() {
                assert!(line.chars().count() <= 80, "{problem}: {line}");
            }
        }
    }
}

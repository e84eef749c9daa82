//! The `{{#answer module::function row = value}}` directive: a sentence that
//! states the crate's answer on a row ("Bob wins `1 5 2` by 2") ends with it,
//! so that the answer the prose types is the crate's.
//!
//! `{{#answer stone_game::score_difference 1 5 2 = -2}}` renders nothing. It
//! fails the build when `stone_game::score_difference(&[1, 5, 2])` is not
//! `Ok(-2)`; `tests/book/answers.rs` fails the sentence that holds it unless
//! the sentence types the value (or, for a negative one, its size: "by 2"),
//! and its paragraph the row in code font (`` `1 5 2` ``). So a sentence
//! whose number is changed, or a row changed in the prose alone, fails.
//! Stone Game VI's two rows are written `1 2 / 3 1`; Stone Game IV takes one
//! number, `n`, which its paragraph types. [`FUNCTIONS`] lists the functions
//! it can call: each game's answer.

/// The functions a `{{#answer}}` can call, as `module::function`.
pub const FUNCTIONS: [&str; 10] = [
    "stone_game::score_difference",
    "stone_game_ii::max_stones",
    "stone_game_ii::score_difference",
    "stone_game_iii::score_difference",
    "stone_game_iv::alice_wins",
    "stone_game_v::max_score",
    "stone_game_vi::score_difference",
    "stone_game_vii::score_difference",
    "stone_game_viii::score_difference",
    "stone_game_ix::alice_wins",
];

/// A parsed `{{#answer}}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// `module::function`, one of [`FUNCTIONS`].
    pub function: String,
    /// The rows, as written: one, or Stone Game VI's two.
    pub rows: Vec<Vec<i64>>,
    /// The value the sentence states, as the directive writes it.
    pub value: String,
}

/// The directive's arguments as an [`Answer`].
///
/// # Errors
///
/// When the function is not one of [`FUNCTIONS`], a number of a row is not
/// a whole number, or no `= value` ends it.
pub fn parse(args: &str) -> Result<Answer, String> {
    let (call, value) = args
        .rsplit_once(" = ")
        .ok_or("ends in no `= value`, the answer its sentence states")?;
    let mut words = call.split_whitespace();
    let function = words.next().unwrap_or("").to_string();
    if !FUNCTIONS.contains(&function.as_str()) {
        return Err(format!(
            "`{function}` is not one of the functions it calls: {}",
            FUNCTIONS.join(", ")
        ));
    }
    let mut rows = vec![Vec::new()];
    for word in words {
        if word == "/" {
            rows.push(Vec::new());
            continue;
        }
        let number = word
            .parse()
            .map_err(|_| format!("`{word}` is not a whole number"))?;
        rows.last_mut().expect("one row at least").push(number);
    }
    Ok(Answer {
        function,
        rows,
        value: value.trim().to_string(),
    })
}

/// `row`'s numbers as the type `T` a function takes.
fn typed<T: TryFrom<i64>>(row: &[i64]) -> Result<Vec<T>, String> {
    row.iter()
        .map(|&v| T::try_from(v).map_err(|_| format!("{v} is out of the row's type")))
        .collect()
}

/// What `function` answers on `rows`, as `Display` writes it.
///
/// # Errors
///
/// When the rows do not fit what the function takes, or it refuses them.
pub fn answer(function: &str, rows: &[Vec<i64>]) -> Result<String, String> {
    use stone_games::*;
    // The function on the one row, its numbers as the type it takes.
    macro_rules! on_the_row {
        ($f:path) => {
            match rows {
                [row] => $f(&typed(row)?)
                    .map(|v| v.to_string())
                    .map_err(|e| e.to_string()),
                _ => Err(format!("takes one row, and is given {}", rows.len())),
            }
        };
    }
    match function {
        "stone_game::score_difference" => on_the_row!(stone_game::score_difference),
        "stone_game_ii::max_stones" => on_the_row!(stone_game_ii::max_stones),
        "stone_game_ii::score_difference" => on_the_row!(stone_game_ii::score_difference),
        "stone_game_iii::score_difference" => on_the_row!(stone_game_iii::score_difference),
        "stone_game_iv::alice_wins" => match rows {
            [row] if row.len() == 1 => {
                let n = u64::try_from(row[0]).map_err(|e| e.to_string())?;
                stone_game_iv::alice_wins(n)
                    .map(|v| v.to_string())
                    .map_err(|e| e.to_string())
            }
            _ => Err("takes one number, n".to_string()),
        },
        "stone_game_v::max_score" => on_the_row!(stone_game_v::max_score),
        "stone_game_vi::score_difference" => match rows {
            [alice, bob] => stone_game_vi::score_difference(&typed(alice)?, &typed(bob)?)
                .map(|v| v.to_string())
                .map_err(|e| e.to_string()),
            _ => Err("takes two rows, Alice's and Bob's: `1 2 / 3 1`".to_string()),
        },
        "stone_game_vii::score_difference" => on_the_row!(stone_game_vii::score_difference),
        "stone_game_viii::score_difference" => on_the_row!(stone_game_viii::score_difference),
        "stone_game_ix::alice_wins" => on_the_row!(stone_game_ix::alice_wins),
        _ => Err(format!(
            "`{function}` is not one of {}",
            FUNCTIONS.join(", ")
        )),
    }
}

/// Checks the directive with these arguments: the crate's answer is the
/// value it states.
///
/// # Errors
///
/// When it does not parse, the function refuses the row, or the answer is
/// another value, naming both.
pub fn check(args: &str) -> Result<(), String> {
    let Answer {
        function,
        rows,
        value,
    } = parse(args)?;
    let crates = answer(&function, &rows)?;
    if crates == value {
        Ok(())
    } else {
        Err(format!(
            "states {value}, and `{function}` answers {crates}: mend the sentence and the \
             directive, or the code"
        ))
    }
}

/// What a sentence holding the directive must type: the value, or for a
/// negative number its size too ("by 2" for -2), in digits or, up to ten,
/// in words ("by one"); nothing for `true` and `false`, which a sentence
/// says in words.
pub fn said(value: &str) -> Vec<String> {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let Ok(v) = value.parse::<i128>() else {
        return Vec::new();
    };
    let size = v.unsigned_abs();
    let mut said = vec![v.to_string()];
    if v < 0 {
        said.push(size.to_string());
    }
    if let Some(word) = usize::try_from(size).ok().and_then(|k| WORDS.get(k)) {
        said.push((*word).to_string());
    }
    said
}

/// Whether `text` types `number` (digits, or a word) whole, outside code
/// font (a row's `` `1 5 2` `` types no answer) and not inside a longer
/// number or word ("12" does not type 2, nor "-3" 3), a minus sign written
/// `-` or `−`.
pub fn types_number(text: &str, number: &str) -> bool {
    let text: String = text
        .replace('−', "-")
        .split('`')
        .step_by(2)
        .collect::<Vec<_>>()
        .join(" ");
    text.match_indices(number).any(|(at, _)| {
        let mut before = text[..at].chars().rev();
        let mut after = text[at + number.len()..].chars();
        let (b, a) = (before.next(), after.next());
        let joined = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        let digit_after = after.next().is_some_and(|c| c.is_ascii_digit());
        let part_before =
            matches!(b, Some(',' | '.')) || (b == Some('-') && !number.starts_with('-'));
        let part_after = matches!(a, Some(',' | '.')) && digit_after;
        !joined(b) && !joined(a) && !part_before && !part_after
    })
}

/// What the paragraph `around` an answer's sentence does not write: the
/// row in code font, or Stone Game IV's n, typed.
fn unwritten(answer: &Answer, around: &str) -> Option<String> {
    if answer.function == "stone_game_iv::alice_wins" {
        let n: String = answer.rows[0].iter().map(i64::to_string).collect();
        return (!types_number(around, &n)).then(|| format!("its paragraph does not type n, {n}"));
    }
    answer.rows.iter().find_map(|row| {
        let written: Vec<String> = row.iter().map(i64::to_string).collect();
        let row = format!("`{}`", written.join(" "));
        (!around.replace('−', "-").contains(&row)).then(|| {
            format!("its paragraph does not write the row {row} its {{{{#answer}}}} answers")
        })
    })
}

/// Each `{{#answer}}` of the chapter `text` whose sentence does not type
/// its value ([`said`], [`types_number`]), or whose paragraph does not
/// write its rows in code font, with the sentence's line and what is wrong.
pub fn unstated(text: &str) -> Vec<(usize, String)> {
    use crate::directives::{find_directives, without_directives, Kind};
    let lines: Vec<&str> = text.lines().collect();
    let paragraph = |at: usize| crate::prose::paragraph_around(&lines, at);
    let mut found = Vec::new();
    for sentence in crate::prose::sentences(text) {
        let answers = find_directives(&sentence.text)
            .into_iter()
            .filter(|d| d.kind == Kind::Answer);
        for directive in answers {
            let Ok(answer) = parse(&directive.args) else {
                continue; // the build names it
            };
            let words = without_directives(&sentence.text);
            let values = said(&answer.value);
            if !values.is_empty() && !values.iter().any(|v| types_number(&words, v)) {
                found.push((
                    sentence.line,
                    format!(
                        "its sentence does not type the answer its {{{{#answer}}}} states, \
                         {} (`{}`): {}",
                        values.join(" or "),
                        directive.args,
                        sentence.text
                    ),
                ));
            }
            let around = without_directives(&paragraph(sentence.line - 1));
            found.extend(
                unwritten(&answer, &around)
                    .map(|what| (sentence.line, format!("{what} (`{}`)", directive.args))),
            );
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_the_crates_on_its_row() {
        assert_eq!(check("stone_game::score_difference 1 5 2 = -2"), Ok(()));
        assert_eq!(
            check("stone_game_vi::score_difference 1 2 / 3 1 = 0"),
            Ok(())
        );
        assert_eq!(check("stone_game_iv::alice_wins 2 = false"), Ok(()));
        assert_eq!(
            check("stone_game::score_difference 1 5 2 = -3"),
            Err(
                "states -3, and `stone_game::score_difference` answers -2: mend the \
                 sentence and the directive, or the code"
                    .to_string()
            )
        );
        assert!(check("stone_game::score_difference 1 5 2").is_err());
        assert!(check("stone_game::max 1 5 2 = 5").is_err());
        assert!(check("stone_game::score_difference 1 -5 2 = 8").is_err());
        assert!(check("stone_game_vi::score_difference 1 2 = 0").is_err());
    }

    #[test]
    fn every_function_it_lists_answers() {
        for function in FUNCTIONS {
            let rows = match function {
                "stone_game_iv::alice_wins" => vec![vec![1]],
                "stone_game_vi::score_difference" => vec![vec![1, 2], vec![3, 1]],
                _ => vec![vec![3, 1, 2]],
            };
            assert!(answer(function, &rows).is_ok(), "{function}");
        }
    }

    #[test]
    fn a_sentence_types_its_answer_and_its_paragraph_the_row() {
        let good = "On odd rows she can lose: Bob wins `1 5 2` by 2\
                    {{#answer stone_game::score_difference 1 5 2 = -2}}.\n";
        assert!(unstated(good).is_empty(), "{:?}", unstated(good));
        let number = good.replace("by 2", "by 3");
        let found = unstated(&number);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].1.contains("does not type the answer"), "{found:?}");
        let row = good.replace("`1 5 2`", "`1 6 2`");
        let found = unstated(&row);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].1.contains("the row `1 5 2`"), "{found:?}");
        // The row may be named earlier in the paragraph; a bool is said in words.
        let earlier = "Take `5 1 2 4 3`.\nAlice loses\
                       {{#answer stone_game_ix::alice_wins 5 1 2 4 3 = false}}.\n";
        assert!(unstated(earlier).is_empty(), "{:?}", unstated(earlier));
    }

    #[test]
    fn a_number_is_typed_whole() {
        assert!(types_number("Bob wins `1 5 2` by 2.", "2"));
        assert!(!types_number("Bob wins `1 5 2` by 3.", "2"));
        assert!(types_number("a lead of $−3$", "-3"));
        assert!(!types_number("ends 12 to 1", "2"));
        assert!(!types_number("a lead of -3", "3"));
        assert!(!types_number("1,250", "250"));
        assert!(!types_number("2.5 times", "2"));
        assert!(types_number("she loses by one.", "one"));
        assert!(!types_number("someone", "one"));
        assert_eq!(said("-2"), ["-2", "2", "two"]);
        assert_eq!(said("18"), ["18"]);
        assert!(said("true").is_empty());
    }
}

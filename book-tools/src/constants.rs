//! The `{{#const ...}}` directive: a constant of the crate, or a number worked
//! out from constants, its value as the compiler computes it, so that no
//! chapter types a limit's value, or a number derived from one, by hand.
//!
//! ```text
//! {{#const stone_game_ii::MAX_TABLE_LEN}}                 20,000
//! {{#const stone_game::MAX_LEN 2^32}}                     $2^{32}$
//! {{#const stone_game_vii::MAX_LEN 2^33+3}}               $2^{33} + 3$
//! {{#const stone_game::book::MAX_ROLLING_LEN^2/2 1.25*10^9}}
//!                                                         $1.25 \cdot 10^{9}$
//! {{#const 3^(stone_game_v::book::MAX_GAME_TREE_LEN-1) ~1.4*10^7}}
//!                                                         $1.4 \cdot 10^{7}$
//! {{#const stone_game_ii::MAX_TABLE_LEN^2*45/10^8 ~180}}  180
//! ```
//!
//! The first word is a formula, without spaces, of numbers and constants'
//! paths as the crate's public API writes them (`code/public-api.txt`,
//! `book::` included where the constant is there), with `+ - * / ^` and
//! brackets, worked out exactly. Alone, it renders its value, a whole
//! number, with its thousands grouped. A second word, a form of numbers,
//! renders in its place and must give the value: exactly, or, after `~`,
//! rounded to its last digit (`~1.4*10^7`, `~180`), which the sentence says
//! ("about"). A form with a sign renders as TeX, for KaTeX. Every public
//! whole-number constant is known ([`ALL`], written by `build.rs` from the
//! public API and valued by the compiler).

use crate::measured::format::group_thousands;

mod formula;

/// Every public whole-number constant of the crate, by its path in the public
/// API, with its value.
pub const ALL: &[(&str, u128)] = include!(concat!(env!("OUT_DIR"), "/constants.rs"));

/// The value of the constant at `path` (`stone_game::MAX_TABLE_LEN`).
pub fn value(path: &str) -> Option<u128> {
    ALL.iter().find(|(name, _)| *name == path).map(|&(_, v)| v)
}

/// What `{{#const args}}` renders.
///
/// # Errors
///
/// A formula that does not work out (an unknown constant, a division by zero,
/// past `u128`), a value that is not whole and has no form, a form that gives
/// another value, or more than two words, each said with what to write
/// instead.
pub fn render(args: &str) -> Result<String, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let (formula, form) = match words[..] {
        [formula] => (formula, None),
        [formula, form] => (formula, Some(form)),
        _ => return Err("takes a formula of constants, then at most a form".into()),
    };
    let found = formula::evaluate(formula, &value)?;
    let Some(form) = form else {
        let whole = found.as_whole().ok_or_else(|| {
            format!("`{formula}` is {found}, not a whole number: give it a form (`~1.4*10^7`)")
        })?;
        return Ok(group_thousands(&whole.to_string()));
    };
    let (about, numbers) = match form.strip_prefix('~') {
        Some(numbers) => (true, numbers),
        None => (false, form),
    };
    let said = formula::evaluate(numbers, &|_| None)?;
    let gives = if about {
        let place = formula::last_place(numbers)
            .ok_or_else(|| format!("`{form}`: a rounded form is `~m*10^e` or `~m`"))?;
        found.rounds_to(said, place)
    } else {
        found == said
    };
    if !gives {
        let rounded = if about {
            format!(
                ": write `{formula} {}`",
                rounded_like(found.as_f64(), numbers)
            )
        } else {
            String::new()
        };
        return Err(format!(
            "`{formula}` is {found}, not {form} ({said}){rounded}, and reread the \
             sentence: a new value may change what it says"
        ));
    }
    if numbers.contains(['^', '*', '/', '+', '-']) {
        Ok(formula::tex(numbers))
    } else {
        Ok(group_thousands(numbers))
    }
}

/// `value` rounded as the form `like` is (`2.5*10^9` to one decimal of its
/// power of ten, `533` to a whole number), as a rounded form: `~2.4*10^9`.
fn rounded_like(value: f64, like: &str) -> String {
    let (mantissa, exponent) = like.split_once("*10^").unwrap_or((like, "0"));
    let places = mantissa.split_once('.').map_or(0, |(_, f)| f.len());
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let shown = format!("{:.places$}", value / 10_f64.powi(exponent));
    if like.contains("*10^") {
        format!("~{shown}*10^{exponent}")
    } else {
        format!("~{shown}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_constant_renders_its_compiled_value() {
        let table = stone_games::stone_game_ii::MAX_TABLE_LEN;
        assert_eq!(value("stone_game_ii::MAX_TABLE_LEN"), Some(table as u128));
        // a value the source computes, not a literal
        let memo = stone_games::stone_game::book::MAX_MEMO_LEN;
        assert_eq!(value("stone_game::book::MAX_MEMO_LEN"), Some(memo as u128));
        assert_eq!(render("stone_game_ii::MAX_TABLE_LEN").unwrap(), "20,000");
        assert_eq!(render("stone_game::book::MAX_GAME_TREE_LEN").unwrap(), "28");
    }

    #[test]
    fn a_wrong_rounded_form_is_given_the_right_one() {
        let message = render("stone_game_ii::MAX_TABLE_LEN^2*45/10^8 ~190").unwrap_err();
        assert!(
            message.contains("write `stone_game_ii::MAX_TABLE_LEN^2*45/10^8 ~180`"),
            "{message}"
        );
        assert_eq!(rounded_like(2.37e9, "2.5*10^9"), "~2.4*10^9");
        assert_eq!(rounded_like(533.3, "530"), "~533");
    }

    #[test]
    fn a_formula_renders_its_value_and_a_form_only_where_it_gives_it() {
        let rolling = "stone_game::book::MAX_ROLLING_LEN";
        let table = "stone_game::MAX_TABLE_LEN";
        assert_eq!(render(&format!("{rolling}/{table}")).unwrap(), "5");
        let steps = render(&format!("{rolling}^2/2 1.25*10^9")).unwrap();
        assert_eq!(steps, "$1.25 \\cdot 10^{9}$");
        let calls = render("3^(stone_game_v::book::MAX_GAME_TREE_LEN-1) ~1.4*10^7");
        assert_eq!(calls.unwrap(), "$1.4 \\cdot 10^{7}$");
        let rings = render("stone_game_ii::MAX_TABLE_LEN^2*45/10^8 ~180");
        assert_eq!(rings.unwrap(), "180");
        for wrong in [
            format!("{rolling}/3"),
            format!("{rolling}^2/2 1.2*10^9"),
            format!("{rolling}^2/2 ~1.1*10^9"),
            format!("{rolling}-{rolling}-1"),
            format!("{rolling}^2/2 ~2^30"),
        ] {
            assert!(render(&wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn a_power_renders_as_tex_only_where_it_is_the_value() {
        assert_eq!(render("stone_game::MAX_LEN 2^32").unwrap(), "$2^{32}$");
        let vii = render("stone_game_vii::MAX_LEN 2^33+3").unwrap();
        assert_eq!(vii, "$2^{33} + 3$");
        let viii = render("stone_game_viii::MAX_I64_LEN 2^31-1").unwrap();
        assert_eq!(viii, "$2^{31} - 1$");
        let iii = render("stone_game_iii::book::MAX_TABLE_STEPS 10^9").unwrap();
        assert_eq!(iii, "$10^{9}$");
        for wrong in [
            "stone_game::MAX_LEN 2^31",
            "stone_game::MAX_LEN 2^32+1",
            "stone_game::MAX_LEN 2*32",
            "stone_game::MAX_LEN 2^32 x",
            "stone_game::MAX_ROLLING_LEN",
            "stone_game::book::SEGMENT_BITS",
            "",
        ] {
            assert!(render(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn every_whole_number_constant_of_the_public_api_is_known() {
        // Every game's limits, a constant of `shared`, and none that is not a
        // whole number.
        assert!(ALL.len() > 50, "{}", ALL.len());
        assert!(value("shared::MAX_SUMS_LEN").is_some());
        assert!(value("stone_game_iv::book::SEGMENT_BITS").is_none());
    }
}

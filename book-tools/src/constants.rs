//! The `{{#const path}}` directive: a constant of the crate, its value as the
//! compiler computes it, so that no chapter types a limit's value by hand.
//!
//! ```text
//! {{#const stone_game_ii::MAX_TABLE_LEN}}                 20,000
//! {{#const stone_game::MAX_LEN 2^32}}                     $2^{32}$
//! {{#const stone_game_vii::MAX_LEN 2^33+3}}               $2^{33} + 3$
//! ```
//!
//! The path is the constant's in the crate's public API (`code/public-api.txt`,
//! `book::` included where the constant is there). Alone, it renders the value
//! with its thousands grouped. A second word writes the value as a power, `a^b`,
//! `a^b+c` or `a^b-c`, which must equal it; it renders as TeX, for KaTeX.
//! Every public whole-number constant is known ([`ALL`], written by
//! `build.rs` from the public API and valued by the compiler).

use crate::measured::format::group_thousands;

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
/// An unknown constant, a form that does not parse or gives another value, or
/// more than two words, each said with what to write instead.
pub fn render(args: &str) -> Result<String, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let (path, form) = match words[..] {
        [path] => (path, None),
        [path, form] => (path, Some(form)),
        _ => return Err("takes a constant's path, then at most a power".into()),
    };
    let value = value(path).ok_or_else(|| {
        format!(
            "no public whole-number constant `{path}`: write its path as \
             code/public-api.txt does (`stone_game::book::MAX_ROLLING_LEN`)"
        )
    })?;
    let Some(form) = form else {
        return Ok(group_thousands(&value.to_string()));
    };
    let (said, tex) = power(form)
        .ok_or_else(|| format!("`{form}` is not a power: write `a^b`, `a^b+c` or `a^b-c`"))?;
    if said != value {
        return Err(format!("`{path}` is {value}, not {form} ({said})"));
    }
    Ok(tex)
}

/// `a^b`, `a^b+c` or `a^b-c`: its value and its TeX.
fn power(form: &str) -> Option<(u128, String)> {
    let (head, offset) = match form.find(['+', '-']) {
        Some(at) => (&form[..at], Some((&form[at..at + 1], &form[at + 1..]))),
        None => (form, None),
    };
    let (base, exponent) = head.split_once('^')?;
    let (base, exponent): (u128, u32) = (base.parse().ok()?, exponent.parse().ok()?);
    let raised = base.checked_pow(exponent)?;
    let Some((sign, c)) = offset else {
        return Some((raised, format!("${base}^{{{exponent}}}$")));
    };
    let c: u128 = c.parse().ok()?;
    let value = if sign == "+" {
        raised.checked_add(c)?
    } else {
        raised.checked_sub(c)?
    };
    Some((value, format!("${base}^{{{exponent}}} {sign} {c}$")))
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

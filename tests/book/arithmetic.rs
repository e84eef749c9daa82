//! The arithmetic of `tests/typed-numbers.txt`, worked out: an entry that says a
//! size is arithmetic ("10^8 cells of 8 bytes take 800 MB") writes the sum in its
//! fourth field, `10^8 * i64 = 800 MB`, and the test works it out, so that the
//! list's reasons are checked, not only read.
//!
//! A check is `expression op quantity`. The expression holds numbers (`10,000`,
//! `0.45`), `+ - * / ^` and brackets, the size in bytes of a type of the crate or
//! of Rust (`i64`, `Option<u64>`, `stone_game_iii::Move`), and limits of the crate
//! by their path (`stone_game_ii::MAX_TABLE_LEN`), read from the compiled crate:
//! when a limit changes, the sentences computed from it fail. The quantity is
//! what the chapter types (`800 MB`, `128 KiB`, `25 times`); `op` is `=` (equal
//! once rounded to the digits the chapter writes), `~` (within 5%, for "about"),
//! `>` or `<` ("over 500 MB").

use std::mem::size_of;

use stone_games::{stone_game_iii as sg3, stone_game_vi as sg6, stone_game_viii as sg8};

/// The types whose size a check may name, and their size in bytes.
fn size_of_type(name: &str) -> Option<usize> {
    Some(match name {
        "u32" => size_of::<u32>(),
        "i32" => size_of::<i32>(),
        "u64" => size_of::<u64>(),
        "i64" => size_of::<i64>(),
        "i128" => size_of::<i128>(),
        "usize" => size_of::<usize>(),
        "Option<u64>" => size_of::<Option<u64>>(),
        "Option<i64>" => size_of::<Option<i64>>(),
        "stone_game_iii::Move" => size_of::<sg3::Move>(),
        "stone_game_vi::Move" => size_of::<sg6::Move>(),
        "stone_game_viii::Move" => size_of::<sg8::Move>(),
        _ => return None,
    })
}

/// The units a checked quantity may carry, and their size in bytes (`times` is a
/// ratio, 1).
const UNITS: [(&str, f64); 10] = [
    ("bytes", 1.0),
    ("byte", 1.0),
    ("KB", 1e3),
    ("MB", 1e6),
    ("GB", 1e9),
    ("KiB", 1024.0),
    ("MiB", 1_048_576.0),
    ("GiB", 1_073_741_824.0),
    ("times", 1.0),
    ("bits", 0.125),
];

/// One check of an entry: `expression op quantity`.
#[derive(Debug)]
pub(crate) struct Check {
    /// The quantity as the chapter types it: `800 MB`.
    pub quantity: String,
    value: f64,
    op: char,
    /// The quantity's number as written, and its size in the quantity's unit.
    written: String,
    unit: f64,
}

/// Reads a check, or says what is wrong with it.
pub(crate) fn parse(check: &str) -> Result<Check, String> {
    // Spaced, so that `Option<u64>` is a type, not a comparison.
    let (at, op) = [" = ", " ~ ", " > ", " < "]
        .iter()
        .filter_map(|op| check.find(op).map(|at| (at, op.trim())))
        .min()
        .ok_or_else(|| format!("`{check}`: no ` = `, ` ~ `, ` > ` or ` < `"))?;
    let op = op.chars().next().unwrap_or('=');
    let (left, quantity) = (check[..at].trim(), check[at + 3..].trim());
    let value = Expression::new(left).whole()?;
    let (written, unit) = quantity
        .split_once([' ', '-'])
        .ok_or_else(|| format!("`{quantity}`: a number and a unit"))?;
    let unit = UNITS
        .iter()
        .find(|(name, _)| *name == unit)
        .map(|&(_, bytes)| bytes)
        .ok_or_else(|| format!("`{unit}`: not one of the units {UNITS:?}"))?;
    Ok(Check {
        quantity: quantity.to_string(),
        value,
        op,
        written: written.to_string(),
        unit,
    })
}

impl Check {
    /// Whether the arithmetic gives the quantity the chapter types.
    pub(crate) fn holds(&self) -> bool {
        let typed: f64 = self.written.replace(',', "").parse().unwrap_or(f64::NAN);
        let worked = self.value / self.unit;
        match self.op {
            '=' => {
                let decimals = self.written.split_once('.').map_or(0, |(_, d)| d.len());
                let scale = 10f64.powi(i32::try_from(decimals).unwrap_or(0));
                (worked * scale).round() == (typed * scale).round()
            }
            '~' => (worked / typed - 1.0).abs() <= 0.05,
            '>' => worked > typed,
            _ => worked < typed,
        }
    }

    /// What the arithmetic gives, in the quantity's unit.
    pub(crate) fn worked(&self) -> f64 {
        self.value / self.unit
    }
}

/// An expression being read, left to right.
struct Expression<'a> {
    rest: &'a str,
}

impl<'a> Expression<'a> {
    fn new(text: &'a str) -> Self {
        Expression { rest: text }
    }

    /// The whole text as one expression.
    fn whole(mut self) -> Result<f64, String> {
        let value = self.sum()?;
        match self.rest.trim() {
            "" => Ok(value),
            left => Err(format!("`{left}`: not read")),
        }
    }

    /// The next character that is not a space, taken if it is `c`.
    fn eat(&mut self, c: char) -> bool {
        self.rest = self.rest.trim_start();
        let taken = self.rest.starts_with(c);
        if taken {
            self.rest = &self.rest[c.len_utf8()..];
        }
        taken
    }

    fn sum(&mut self) -> Result<f64, String> {
        let mut value = self.product()?;
        loop {
            if self.eat('+') {
                value += self.product()?;
            } else if self.eat('-') {
                value -= self.product()?;
            } else {
                return Ok(value);
            }
        }
    }

    fn product(&mut self) -> Result<f64, String> {
        let mut value = self.power()?;
        loop {
            if self.eat('*') {
                value *= self.power()?;
            } else if self.eat('/') {
                value /= self.power()?;
            } else {
                return Ok(value);
            }
        }
    }

    fn power(&mut self) -> Result<f64, String> {
        let base = self.atom()?;
        if self.eat('^') {
            Ok(base.powf(self.power()?))
        } else {
            Ok(base)
        }
    }

    /// A number, a bracketed expression, a type or a limit.
    fn atom(&mut self) -> Result<f64, String> {
        if self.eat('(') {
            let value = self.sum()?;
            return if self.eat(')') {
                Ok(value)
            } else {
                Err("a `(` not closed".to_string())
            };
        }
        let end = self
            .rest
            .find(|c: char| !(c.is_alphanumeric() || "_:<>.,".contains(c)))
            .unwrap_or(self.rest.len());
        let (word, rest) = self.rest.split_at(end);
        self.rest = rest;
        if word.starts_with(|c: char| c.is_ascii_digit()) {
            return word
                .replace(',', "")
                .parse()
                .map_err(|_| format!("`{word}`: not a number"));
        }
        if let Some(bytes) = size_of_type(word) {
            return Ok(bytes as f64);
        }
        book_tools::constants::value(word)
            .map(|v| v as f64)
            .ok_or_else(|| format!("`{word}`: not a number, a type or a limit of the crate"))
    }
}

#[test]
fn a_check_works_out_its_sum_and_rounds_as_the_chapter_writes() {
    let holds = |check: &str| parse(check).unwrap().holds();
    assert!(holds("10^8 * i64 = 800 MB"));
    assert!(holds("1,000 * 1,001 / 2 * u64 = 4.0 MB"));
    assert!(!holds("1,000 * 1,001 / 2 * u64 = 4.1 MB"));
    assert!(holds("2^20 / 8 = 128 KiB"));
    assert!(holds("(10,000^2 / 18) * 16 / 2 ~ 45 MB"));
    assert!(!holds("(10,000^2 / 18) * 16 / 2 = 45 MB"));
    assert!(holds("66,656,668 * 8 > 500 MB"));
    assert!(holds("Option<u64> = 16 bytes"));
    assert!(holds("2^20 = 1 MiB"));
}

#[test]
fn a_check_of_a_limit_reads_its_value_from_the_crate() {
    let limit = stone_games::stone_game_ii::MAX_TABLE_LEN as f64;
    let check = parse("stone_game_ii::MAX_TABLE_LEN * 1 = 1 bytes").unwrap();
    assert_eq!(check.worked(), limit);
}

#[test]
fn a_check_that_cannot_be_read_says_why() {
    let error = |check: &str| parse(check).unwrap_err();
    assert!(error("10^8 * i64 800 MB").contains("no ` = `"));
    assert!(error("10^8 * f16 = 8 MB").contains("`f16`"));
    assert!(error("(10 * 8 = 80 bytes").contains("not closed"));
    assert!(error("10 * 8 = 80 furlongs").contains("`furlongs`"));
}

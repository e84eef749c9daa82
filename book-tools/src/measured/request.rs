//! Reading a directive's words into a [`Request`]: its sides, filters and options.

use super::format::unit_scale;
use serde_json::Value;

use super::{resolve, Request, Rounding, Selection};

impl Request {
    /// The second side of a ratio or a difference, resolved in `records`: the
    /// first side `left` with the second's own filters added, and its own
    /// `per` or else the first's.
    pub(super) fn right_side(&self, records: &[&Value], left: &Selection) -> Option<Selection> {
        let own = self.right.as_ref()?;
        let mut right = left.clone();
        right.filters.extend(own.filters.clone());
        right.per = own.per.clone().or(right.per);
        Some(resolve(records, &right, &self.right_words))
    }

    pub(super) fn parse(args: &str) -> Result<Request, String> {
        let words: Vec<&str> = args.split_whitespace().collect();
        let (file, rest) = words
            .split_first()
            .ok_or("names no recording (`{{#measured <recording> ...}}`)")?;
        let operators = rest.iter().filter(|w| matches!(**w, "/" | "-"));
        let op = match operators.clone().count() {
            0 => None,
            1 => operators.clone().next().map(|w| *w == "/"),
            _ => return Err("has more than one `/` or `-`".into()),
        };
        let mut sides = rest.split(|w| matches!(*w, "/" | "-"));
        let left_words = sides.next().unwrap_or_default();
        let right_words = sides.next();
        let mut request = Request {
            left: Selection {
                file: file.to_string(),
                ..Selection::default()
            },
            left_words: Vec::new(),
            right: None,
            right_words: Vec::new(),
            ratio: op.unwrap_or(true),
            rounding: None,
            unit: None,
            times: 1.0,
            bare: false,
            exponent: false,
            from: None,
        };
        let mut left = request.left.clone();
        request.left_words = request.read_side(left_words, &mut left)?;
        request.left = left;
        if let Some(words) = right_words {
            // Only what the second side says; the rest it takes from the first.
            let mut right = Selection {
                file: file.to_string(),
                ..Selection::default()
            };
            request.right_words = request.read_side(words, &mut right)?;
            request.right = Some(right);
        }
        if request.exponent && request.right.is_some() {
            return Err("an exponent cannot be a ratio".into());
        }
        if request.exponent && request.from.is_none() {
            return Err("an exponent needs `from=N`, the smallest n fitted".into());
        }
        if request.bare && request.right.is_some() && request.ratio {
            return Err("`bare` is for a value; a ratio always ends in ×".into());
        }
        Ok(request)
    }

    /// Reads the words of one side of the ratio into `side`; returns its plain words.
    fn read_side(&mut self, words: &[&str], side: &mut Selection) -> Result<Vec<String>, String> {
        let mut plain = Vec::new();
        for word in words {
            match word.split_once('=') {
                Some(("per", field)) => side.per = Some(field.to_string()),
                Some(("sig", k)) => {
                    self.rounding = Some(Rounding::Sig(parse_digits(k)?));
                }
                Some(("dp", k)) => {
                    self.rounding = Some(Rounding::Dp(parse_digits(k)?));
                }
                Some(("unit", unit)) => {
                    if unit_scale(unit).is_none() {
                        return Err(format!("`unit={unit}` is not a unit"));
                    }
                    self.unit = Some(unit.to_string());
                }
                Some(("from", n)) => self.from = Some(parse_number(n)?),
                Some(("times", k)) => self.times = parse_number(k)?,
                Some((key, value)) => {
                    if value.contains("::") {
                        // A constant: one the crate has.
                        parse_number(value)?;
                    }
                    side.filters.insert(key.to_string(), value.to_string());
                }
                None if *word == "bare" => self.bare = true,
                None if *word == "exponent" => self.exponent = true,
                None => plain.push(word.to_string()),
            }
        }
        Ok(plain)
    }
}

fn parse_digits(k: &str) -> Result<u32, String> {
    k.parse::<u32>()
        .ok()
        .filter(|&k| k <= 6)
        .ok_or_else(|| format!("`{k}` is not a number of digits from 0 to 6"))
}

/// `10000`, `10_000`, `10,000`, `1e4` or `10^4`, or a public constant of the
/// crate (`stone_game_v::MAX_PLAY_LEN`).
pub(crate) fn parse_number(text: &str) -> Result<f64, String> {
    if text.contains("::") {
        return crate::constants::value(text)
            .map(|value| value as f64)
            .ok_or_else(|| format!("`{text}` is no public constant of the crate"));
    }
    let plain: String = text.chars().filter(|&c| c != '_' && c != ',').collect();
    let parsed = match plain.split_once('^') {
        Some((base, power)) => base
            .parse::<f64>()
            .ok()
            .zip(power.parse::<i32>().ok())
            .map(|(b, p)| b.powi(p)),
        None => plain.parse::<f64>().ok(),
    };
    parsed
        .filter(|v| v.is_finite())
        .ok_or_else(|| format!("`{text}` is not a number"))
}

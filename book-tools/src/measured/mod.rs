//! The measured-number directive: `{{#measured ...}}` renders a number recorded under
//! `figures/data/`, so that no chapter types a measured number by hand.
//!
//! A directive names a recording (a file of `figures/data/`, without `.json`), picks one
//! of its records, and renders one of the record's numbers with its unit:
//!
//! ```text
//! {{#measured bench-stone_game linear_i64 n=10000}}            12.6 µs
//! {{#measured bench-stone_game linear_i64 n=10000 per=n}}      1.3 ns
//! {{#measured bench-stone_game rolling_row n=10000 / linear_i64}}   3,300×
//! {{#measured profile-stone_game_ii step4 n=2000 instructions per=states}}   68
//! {{#measured machine l2_bytes unit=KiB}}                      512 KiB
//! {{#measured bench-stone_game rolling_row exponent from=1000}}   2.01
//! ```
//!
//! - The first word is the recording. Its records are its `results` (or `counts`) array,
//!   or, if it has none, the file itself as one record.
//! - `key=value` keeps the records whose `key` is `value` (`n=10000`, `n=10^4`, `n=1e4`
//!   and `n=10_000` are the same number; `key=none` keeps the records that have no
//!   `key`, such as a benchmark's main group beside its named ones). A plain word is a
//!   field to render if some record has a number under that name, and otherwise keeps
//!   the records whose `method` is that word. Exactly one record must be left.
//! - The field is `mean_ns` unless the directive names one. Its name gives its unit: a
//!   name ending in `_ns` is a time in nanoseconds, `seconds` a time in seconds, a name
//!   ending in `_bytes` a size in bytes; any other field is a count.
//! - `per=field` divides by another number of the same record (`per=n`: per pile).
//! - ` / ` makes a ratio: the words after it pick a second record, from the same
//!   recording, with the same filters and field unless they say otherwise, and the first
//!   value is divided by the second. A ratio is rendered with `×`.
//! - ` - ` makes a difference, picked the same way: the second value is taken from the
//!   first, then divided by the first side's `per` (a program's count less that of the
//!   same program doing nothing, per pile).
//! - `exponent from=N` fits `field ∝ n^k` by least squares on a log-log scale over the
//!   records with `n >= N` that the other filters keep, and renders `k`.
//! - Rounding: two significant figures, unless `sig=K` (significant figures) or `dp=K`
//!   (decimal places) says otherwise; an exponent has two decimals; a count that is a
//!   whole number, not divided and not rounded by the directive, is rendered exactly.
//! - `times=K` multiplies the value by `K`, for an estimate that the prose derives from
//!   a measurement and explains (`times=10^6`: a million times the work).
//! - `unit=` fixes the unit (`ns`, `µs`, `ms`, `s`, `min`, `h`, `B`, `KB`, `MB`, `GB`,
//!   `KiB`, `MiB`, `GiB`); `bare` leaves the unit out, and needs `unit=` for a time or a
//!   size, so that a list such as "4.7, 4.5 and 6.7 ns" cannot mix units.
//!
//! The directive is expanded before mdBook's links (book.toml runs `mdbook-measured`
//! first; build.rs does the same), so `\{{#measured ...}}` is left for mdBook to unescape.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

mod typed;

pub use typed::{typed_quantities, without_directives, Typed};

/// Where the recordings are, from the book's root.
pub const DATA_DIR: &str = "figures/data";

/// The directive's name.
pub const NAME: &str = crate::directives::MEASURED;

/// Every recording of `figures/data/`, by file stem.
#[derive(Debug, Default)]
pub struct Store {
    files: BTreeMap<String, Value>,
}

impl Store {
    /// Reads every `.json` file of `dir`.
    ///
    /// # Errors
    ///
    /// When the folder or a file cannot be read, or a file is not JSON.
    pub fn load(dir: &Path) -> Result<Store, String> {
        let mut files = BTreeMap::new();
        let entries =
            fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| e.to_string())?.path();
            if path.extension().is_none_or(|e| e != "json") {
                continue;
            }
            let stem = path
                .file_stem()
                .and_then(|s| s.to_str())
                .ok_or_else(|| format!("{}: not a UTF-8 name", path.display()))?
                .to_string();
            let text = fs::read_to_string(&path)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            let value: Value = serde_json::from_str(&text)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            files.insert(stem, value);
        }
        Ok(Store { files })
    }

    /// The store of the book whose root is `root`.
    ///
    /// # Errors
    ///
    /// As [`Store::load`].
    pub fn for_book(root: &Path) -> Result<Store, String> {
        Store::load(&root.join(DATA_DIR))
    }

    /// A store of the given recordings, for tests.
    pub fn from_values(
        files: impl IntoIterator<Item = (String, Value)>,
    ) -> Store {
        Store {
            files: files.into_iter().collect(),
        }
    }

    /// What the directive with these arguments renders.
    ///
    /// # Errors
    ///
    /// A sentence saying what is wrong: an unknown recording, no record or several, a
    /// field that is not a number, an unknown option.
    pub fn render(&self, args: &str) -> Result<String, String> {
        let request = Request::parse(args)?;
        let file = self.files.get(&request.left.file).ok_or_else(|| {
            format!(
                "there is no recording `{}` in {DATA_DIR}/ (there are: {})",
                request.left.file,
                self.files.keys().cloned().collect::<Vec<_>>().join(", ")
            )
        })?;
        let records = records(file);
        if request.exponent {
            let side = resolve(&records, &request.left, &request.left_words);
            let k = exponent(&records, &side, request.from)?.mean;
            return Ok(round(k, request.rounding.or(Some(Rounding::Dp(2)))));
        }
        let left = resolve(&records, &request.left, &request.left_words);
        let (raw_left, unit_of_left, record_left) = raw_value(&records, &left)?;
        let Some(own) = &request.right else {
            let exact = raw_left.fract() == 0.0
                && left.per.is_none()
                && request.times == 1.0;
            let value = per(raw_left, record_left, &left)? * request.times;
            return format_quantity(value, unit_of_left, exact, &request);
        };
        let mut right = left.clone();
        right.filters.extend(own.filters.clone());
        right.per = own.per.clone().or(right.per);
        let right = resolve(&records, &right, &request.right_words);
        let (raw_right, unit_of_right, record_right) =
            raw_value(&records, &right)?;
        if unit_of_left != unit_of_right {
            return Err("two different kinds of quantity".into());
        }
        if !request.ratio {
            // A difference, then divided as the first side says.
            let value =
                per(raw_left - raw_right, record_left, &left)? * request.times;
            return format_quantity(value, unit_of_left, false, &request);
        }
        let value_left = per(raw_left, record_left, &left)? * request.times;
        let value_right = per(raw_right, record_right, &right)?;
        if value_right == 0.0 {
            return Err("a ratio whose second value is 0".into());
        }
        Ok(format!(
            "{}×",
            round(
                value_left / value_right,
                request.rounding.or(Some(Rounding::Sig(2)))
            )
        ))
    }
}

/// A measured value with the spread its recording gives it: `low <= mean <= high`
/// (a record without `low_ns` and `high_ns` has no spread: all three are the mean).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measure {
    /// The value, as the directive would render it (before rounding).
    pub mean: f64,
    /// The lowest the recording allows (criterion's lower bound).
    pub low: f64,
    /// The highest the recording allows.
    pub high: f64,
}

impl Store {
    /// The recording named `file`, or a sentence saying it is missing.
    fn recording(&self, file: &str) -> Result<&Value, String> {
        self.files.get(file).ok_or_else(|| {
            format!("there is no recording `{file}` in {DATA_DIR}/")
        })
    }

    /// The value the `{{#measured ...}}` directive with these arguments renders, in
    /// its base unit (nanoseconds, bytes, a count or a ratio), with its spread: a
    /// record's `low_ns` and `high_ns` for a time; for a ratio, the lowest and highest
    /// the two spreads allow (`low / high` and `high / low`).
    ///
    /// # Errors
    ///
    /// As [`Store::render`].
    pub fn measure(&self, args: &str) -> Result<Measure, String> {
        let request = Request::parse(args)?;
        let records = records(self.recording(&request.left.file)?);
        if request.exponent {
            let side = resolve(&records, &request.left, &request.left_words);
            return exponent(&records, &side, request.from);
        }
        let left = resolve(&records, &request.left, &request.left_words);
        let first = spread_of(&records, &left, request.times)?;
        let Some(own) = &request.right else {
            return Ok(first);
        };
        let mut right = left.clone();
        right.filters.extend(own.filters.clone());
        right.per = own.per.clone().or(right.per);
        let right = resolve(&records, &right, &request.right_words);
        let second = spread_of(&records, &right, 1.0)?;
        if !request.ratio {
            return Ok(Measure {
                mean: first.mean - second.mean,
                low: first.low - second.high,
                high: first.high - second.low,
            });
        }
        if second.low <= 0.0 {
            return Err("a ratio whose second value may be 0".into());
        }
        Ok(Measure {
            mean: first.mean / second.mean,
            low: first.low / second.high,
            high: first.high / second.low,
        })
    }
}

impl Store {
    /// Every record the arguments keep (no ratio, no exponent), each measured as
    /// [`Store::measure`] measures one: for a claim about all of them (`every`).
    ///
    /// # Errors
    ///
    /// As [`Store::render`], or when no record is kept.
    pub fn measure_each(&self, args: &str) -> Result<Vec<Measure>, String> {
        let request = Request::parse(args)?;
        if request.right.is_some() || request.exponent {
            return Err("`every` takes one side: no ratio, no exponent".into());
        }
        let records = records(self.recording(&request.left.file)?);
        let side = resolve(&records, &request.left, &request.left_words);
        let kept: Vec<&Value> = records
            .iter()
            .copied()
            .filter(|r| side.filters.iter().all(|(k, v)| matches(r, k, v)))
            .collect();
        if kept.is_empty() {
            return Err(format!(
                "no record of `{}` has {}",
                side.file,
                describe_filters(&side.filters)
            ));
        }
        kept.into_iter()
            .map(|record| spread_of(&[record], &side, request.times))
            .collect()
    }
}

/// Where a record was measured and how busy the machine was, as its recording says:
/// what makes two records comparable (README, "Measured numbers").
#[derive(Debug, Clone, PartialEq)]
pub struct Conditions {
    /// The recording's name.
    pub recording: String,
    /// The processor (a machine's description up to its first comma), where it is given.
    pub processor: Option<String>,
    /// The one-minute load average when the record was measured, where it is given.
    pub load: Option<f64>,
}

impl Conditions {
    /// The conditions of `record` of the recording `file`: the record's own (`machine`,
    /// `load_1min`, or `again`, "day, machine, load average L", for a record measured
    /// again) before its recording's (`machine` or `cpu`; `load_1min`, `load_average` or
    /// `load_before`).
    fn of(name: &str, file: &Value, record: &Value) -> Conditions {
        let text = |v: &Value, key: &str| {
            v.get(key).and_then(Value::as_str).map(str::to_string)
        };
        let number = |v: &Value, keys: &[&str]| {
            keys.iter().find_map(|k| v.get(*k).and_then(Value::as_f64))
        };
        let loads = ["load_1min", "load_average", "load_before"];
        let again = text(record, "again");
        let again_machine = again
            .as_deref()
            .and_then(|a| a.split_once(", ").map(|(_, rest)| rest.to_string()));
        let again_load = again.as_deref().and_then(|a| {
            a.rsplit_once("load average ")
                .and_then(|(_, l)| l.trim().parse::<f64>().ok())
        });
        let machine = again_machine
            .or_else(|| text(record, "machine"))
            .or_else(|| text(file, "machine"))
            .or_else(|| text(file, "cpu"));
        Conditions {
            recording: name.to_string(),
            processor: machine.map(|m| {
                m.split(',').next().unwrap_or_default().trim().to_string()
            }),
            load: again_load
                .or_else(|| number(record, &loads))
                .or_else(|| number(file, &loads)),
        }
    }
}

impl Store {
    /// The conditions of every record the directive with these arguments reads: both
    /// sides of a ratio or a difference, every record of an exponent's fit.
    ///
    /// # Errors
    ///
    /// As [`Store::render`].
    pub fn conditions(&self, args: &str) -> Result<Vec<Conditions>, String> {
        let request = Request::parse(args)?;
        let name = &request.left.file;
        let file = self.recording(name)?;
        let records = records(file);
        let left = resolve(&records, &request.left, &request.left_words);
        let picked_records: Vec<&Value> = if request.exponent {
            fitted_records(&records, &left, request.from)?
                .into_iter()
                .map(|(_, r)| r)
                .collect()
        } else {
            let mut both = vec![picked(&records, &left)?];
            if let Some(own) = &request.right {
                let mut right = left.clone();
                right.filters.extend(own.filters.clone());
                let right = resolve(&records, &right, &request.right_words);
                both.push(picked(&records, &right)?);
            }
            both
        };
        Ok(picked_records
            .into_iter()
            .map(|r| Conditions::of(name, file, r))
            .collect())
    }

    /// The sizes (`n`) of the records that a one-sided directive's words keep, whatever
    /// their `n`, in increasing order: the sizes a trend goes through.
    ///
    /// # Errors
    ///
    /// As [`Store::render`].
    pub fn sizes(&self, args: &str) -> Result<Vec<f64>, String> {
        let (_, side, records) = self.side(args)?;
        let mut sizes: Vec<f64> = records
            .iter()
            .filter(|r| side.iter().all(|(k, v)| k == "n" || matches(r, k, v)))
            .filter_map(|r| r.get("n").and_then(Value::as_f64))
            .collect();
        sizes.sort_by(f64::total_cmp);
        sizes.dedup();
        Ok(sizes)
    }

    /// The recording, the filters (the method included) and the records of a
    /// one-sided directive, whose words before a `/` or `-` are read.
    pub(crate) fn side(&self, args: &str) -> Result<Side<'_>, String> {
        let request = Request::parse(args)?;
        let records = records(self.recording(&request.left.file)?);
        let side = resolve(&records, &request.left, &request.left_words);
        Ok((side.file, side.filters, records))
    }

    /// Every recording, by name, with its records.
    pub(crate) fn recordings(
        &self,
    ) -> impl Iterator<Item = (&str, &Value, Vec<&Value>)> {
        self.files
            .iter()
            .map(|(name, file)| (name.as_str(), file, records(file)))
    }
}

/// A side of a directive: its recording, its filters, and the recording's records.
pub(crate) type Side<'a> = (String, BTreeMap<String, String>, Vec<&'a Value>);

/// Whether `record` has `value` under `key`, as a filter `key=value` asks.
pub(crate) fn keeps(record: &Value, key: &str, value: &str) -> bool {
    matches(record, key, value)
}

/// A side's value with its spread, divided by its `per` and multiplied by `times`.
fn spread_of(
    records: &[&Value],
    side: &Selection,
    times: f64,
) -> Result<Measure, String> {
    let (mean, _, record) = raw_value(records, side)?;
    let field = side.field.as_deref().unwrap_or("mean_ns");
    let bound = |name: &str| {
        let value = record.get(name).and_then(Value::as_f64);
        if field == "mean_ns" {
            value.unwrap_or(mean)
        } else {
            mean
        }
    };
    let (low, high) = (bound("low_ns"), bound("high_ns"));
    Ok(Measure {
        mean: per(mean, record, side)? * times,
        low: per(low, record, side)? * times,
        high: per(high, record, side)? * times,
    })
}

/// The recordings folder of the book at `root`.
pub fn data_dir(root: &Path) -> PathBuf {
    root.join(DATA_DIR)
}

/// How to round.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Rounding {
    Sig(u32),
    Dp(u32),
}

/// Which records, and which of their numbers.
#[derive(Debug, Clone, Default)]
struct Selection {
    file: String,
    filters: BTreeMap<String, String>,
    field: Option<String>,
    per: Option<String>,
}

/// A parsed directive.
#[derive(Debug)]
struct Request {
    left: Selection,
    /// The plain words of the left side, resolved against the records later (a field,
    /// or a method).
    left_words: Vec<String>,
    right: Option<Selection>,
    right_words: Vec<String>,
    /// Whether the second side divides the first (`/`) or is taken from it (`-`).
    ratio: bool,
    rounding: Option<Rounding>,
    unit: Option<String>,
    /// A factor the value is multiplied by, for an estimate the prose derives from a
    /// measurement (`times=10^6`: a million times as much work).
    times: f64,
    bare: bool,
    exponent: bool,
    from: Option<f64>,
}

impl Request {
    fn parse(args: &str) -> Result<Request, String> {
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
            return Err(
                "an exponent needs `from=N`, the smallest n fitted".into()
            );
        }
        if request.bare && request.right.is_some() && request.ratio {
            return Err(
                "`bare` is for a value; a ratio always ends in ×".into()
            );
        }
        Ok(request)
    }

    /// Reads the words of one side of the ratio into `side`; returns its plain words.
    fn read_side(
        &mut self,
        words: &[&str],
        side: &mut Selection,
    ) -> Result<Vec<String>, String> {
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

/// `10000`, `10_000`, `10,000`, `1e4` or `10^4`.
pub(crate) fn parse_number(text: &str) -> Result<f64, String> {
    let plain: String =
        text.chars().filter(|&c| c != '_' && c != ',').collect();
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

/// The records of a recording.
fn records(file: &Value) -> Vec<&Value> {
    for key in ["results", "counts"] {
        if let Some(Value::Array(items)) = file.get(key) {
            return items.iter().collect();
        }
    }
    vec![file]
}

/// Whether `record` has `value` under `key` (numbers compared as numbers).
fn matches(record: &Value, key: &str, value: &str) -> bool {
    match record.get(key) {
        None | Some(Value::Null) => value == "none",
        Some(Value::String(s)) => s == value,
        Some(Value::Number(n)) => match (n.as_f64(), parse_number(value)) {
            (Some(a), Ok(b)) => a == b,
            _ => false,
        },
        Some(Value::Bool(b)) => value == b.to_string(),
        Some(_) => false,
    }
}

/// The kind of quantity a field holds, from its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quantity {
    Nanoseconds,
    Bytes,
    Count,
}

fn quantity(field: &str) -> Quantity {
    if field.ends_with("_ns") || field == "seconds" {
        Quantity::Nanoseconds
    } else if field.ends_with("_bytes") {
        Quantity::Bytes
    } else {
        Quantity::Count
    }
}

/// Splits a side's plain words into the field (a word some record has a number
/// under) and method filters.
fn resolve(
    records: &[&Value],
    selection: &Selection,
    words: &[String],
) -> Selection {
    let mut side = selection.clone();
    for word in words {
        let is_field = records
            .iter()
            .any(|r| r.get(word).is_some_and(Value::is_number));
        if is_field {
            side.field = Some(word.clone());
        } else {
            side.filters.insert("method".into(), word.clone());
        }
    }
    side
}

fn picked<'a>(
    records: &[&'a Value],
    side: &Selection,
) -> Result<&'a Value, String> {
    let kept: Vec<&Value> = records
        .iter()
        .copied()
        .filter(|r| side.filters.iter().all(|(k, v)| matches(r, k, v)))
        .collect();
    match kept.as_slice() {
        [one] => Ok(one),
        [] => Err(format!(
            "no record of `{}` has {}",
            side.file,
            describe_filters(&side.filters)
        )),
        many => Err(format!(
            "{} records of `{}` have {}: say which (add a `key=value`)",
            many.len(),
            side.file,
            describe_filters(&side.filters)
        )),
    }
}

fn describe_filters(filters: &BTreeMap<String, String>) -> String {
    if filters.is_empty() {
        return "no filter".into();
    }
    filters
        .iter()
        .map(|(k, v)| format!("{k} = {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn number(record: &Value, field: &str, file: &str) -> Result<f64, String> {
    record.get(field).and_then(Value::as_f64).ok_or_else(|| {
        format!("the record of `{file}` has no number `{field}`")
    })
}

/// The number a side picks, before any `per`, its kind, and its record.
fn raw_value<'a>(
    records: &[&'a Value],
    side: &Selection,
) -> Result<(f64, Quantity, &'a Value), String> {
    let record = picked(records, side)?;
    let field = side.field.as_deref().unwrap_or("mean_ns");
    let mut value = number(record, field, &side.file)?;
    if field == "seconds" {
        value *= 1e9;
    }
    Ok((value, quantity(field), record))
}

/// `value` divided by the side's `per` field of `record`, if it has one.
fn per(value: f64, record: &Value, side: &Selection) -> Result<f64, String> {
    let Some(per) = &side.per else {
        return Ok(value);
    };
    let divisor = number(record, per, &side.file)?;
    if divisor == 0.0 {
        return Err(format!("`per={per}` is 0"));
    }
    Ok(value / divisor)
}

/// The growth exponent `k` of `field ∝ n^k`, fitted over the records with `n >= from`,
/// with the range of slopes the records' spreads allow: the least-squares slope is a
/// weighted sum of the logarithms of the times, so its lowest takes each record's
/// `low_ns` where the weight is positive and its `high_ns` where it is negative, and its
/// highest the other way round. A field without a spread fits one slope.
fn exponent(
    records: &[&Value],
    selection: &Selection,
    from: Option<f64>,
) -> Result<Measure, String> {
    let points = fitted_records(records, selection, from)?;
    let points: Vec<(f64, Measure)> = points
        .iter()
        .map(|&(n, record)| {
            let m = spread_of(&[record], &unfiltered(selection), 1.0)?;
            Ok((n.ln(), m))
        })
        .collect::<Result<_, String>>()?;
    if points.iter().any(|(_, m)| m.low <= 0.0) {
        return Err("an exponent of a value that may be 0 or less".into());
    }
    let count = points.len() as f64;
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / count;
    let sxx: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    // slope = Σ w_i ln t_i, with w_i = (x_i - mean_x) / sxx summing to 0.
    let (mut mean, mut low, mut high) = (0.0, 0.0, 0.0);
    for &(x, m) in &points {
        let w = (x - mean_x) / sxx;
        mean += w * m.mean.ln();
        if w >= 0.0 {
            low += w * m.low.ln();
            high += w * m.high.ln();
        } else {
            low += w * m.high.ln();
            high += w * m.low.ln();
        }
    }
    Ok(Measure { mean, low, high })
}

/// `selection`'s field, undivided, for one record of a fit (an exponent fits the field
/// itself, whatever `per` says).
fn unfiltered(selection: &Selection) -> Selection {
    let mut side = selection.clone();
    side.filters.clear();
    side.per = None;
    side
}

/// The records an exponent fits, with their `n`: those that the other filters keep,
/// with `n >= from` and a positive value.
fn fitted_records<'a>(
    records: &[&'a Value],
    selection: &Selection,
    from: Option<f64>,
) -> Result<Vec<(f64, &'a Value)>, String> {
    let from = from.unwrap_or(0.0);
    let mut side = selection.clone();
    side.filters.remove("n");
    let field = side.field.as_deref().unwrap_or("mean_ns");
    let points: Vec<(f64, &Value)> = records
        .iter()
        .copied()
        .filter(|r| side.filters.iter().all(|(k, v)| matches(r, k, v)))
        .filter_map(|r| {
            let n = r.get("n")?.as_f64()?;
            let t = r.get(field)?.as_f64()?;
            (n >= from && n > 0.0 && t > 0.0).then_some((n, r))
        })
        .collect();
    if points.len() < 2 {
        return Err(format!(
            "fewer than two records of `{}` with {} and n >= {from} to fit",
            side.file,
            describe_filters(&side.filters)
        ));
    }
    Ok(points)
}

/// How many base units one of `unit` is, and of which quantity.
pub(crate) fn unit_scale(unit: &str) -> Option<(Quantity, f64)> {
    Some(match unit {
        "ns" => (Quantity::Nanoseconds, 1.0),
        "µs" | "us" => (Quantity::Nanoseconds, 1e3),
        "ms" => (Quantity::Nanoseconds, 1e6),
        "s" => (Quantity::Nanoseconds, 1e9),
        "min" => (Quantity::Nanoseconds, 60e9),
        "h" => (Quantity::Nanoseconds, 3600e9),
        "B" => (Quantity::Bytes, 1.0),
        "KB" => (Quantity::Bytes, 1e3),
        "MB" => (Quantity::Bytes, 1e6),
        "GB" => (Quantity::Bytes, 1e9),
        "KiB" => (Quantity::Bytes, 1024.0),
        "MiB" => (Quantity::Bytes, 1024.0 * 1024.0),
        "GiB" => (Quantity::Bytes, 1024.0 * 1024.0 * 1024.0),
        _ => return None,
    })
}

/// The unit a value is best shown in: the largest whose value is at least 1.
fn auto_unit(value: f64, kind: Quantity) -> &'static str {
    let steps: &[&'static str] = match kind {
        Quantity::Nanoseconds => &["ns", "µs", "ms", "s"],
        Quantity::Bytes => &["B", "KB", "MB", "GB"],
        Quantity::Count => return "",
    };
    let mut chosen = steps[0];
    for unit in steps {
        let (_, scale) = unit_scale(unit).expect("a known unit");
        if value.abs() >= scale * 0.9995 {
            chosen = unit;
        }
    }
    chosen
}

fn format_quantity(
    value: f64,
    kind: Quantity,
    exact: bool,
    request: &Request,
) -> Result<String, String> {
    if kind == Quantity::Count {
        if request.unit.is_some() {
            return Err("`unit=` is for a time or a size, not a count".into());
        }
        if exact && request.rounding.is_none() {
            return Ok(round(value, Some(Rounding::Dp(0))));
        }
        let rounding = request.rounding.or(Some(Rounding::Sig(2)));
        // A rounded count of millions or more is said in words, so that its zeros do
        // not read as exact: 40.0 billion, not 40,000,000,000.
        for (scale, word) in
            [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")]
        {
            if value.abs() >= scale * 0.9995 {
                return Ok(format!(
                    "{}\u{a0}{word}",
                    round(value / scale, rounding)
                ));
            }
        }
        return Ok(round(value, rounding));
    }
    let unit = match &request.unit {
        Some(unit) => {
            let (of, _) = unit_scale(unit).expect("checked when parsed");
            if of != kind {
                return Err(format!(
                    "`unit={unit}` is not a unit of this field"
                ));
            }
            unit.as_str()
        }
        None if request.bare => return Err(
            "`bare` needs `unit=`, so that a list of values shares one unit"
                .into(),
        ),
        None => auto_unit(value, kind),
    };
    let unit = if unit == "us" { "µs" } else { unit };
    let (_, scale) = unit_scale(unit).expect("a known unit");
    let shown =
        round(value / scale, request.rounding.or(Some(Rounding::Sig(2))));
    if request.bare {
        Ok(shown)
    } else {
        // A no-break space, so that a number never ends a line without its unit.
        Ok(format!("{shown}\u{a0}{unit}"))
    }
}

/// `value` rounded, with its thousands separated by commas: 3,300 or 1.3.
fn round(value: f64, rounding: Option<Rounding>) -> String {
    let decimals = match rounding.unwrap_or(Rounding::Sig(2)) {
        Rounding::Dp(k) => k as i32,
        Rounding::Sig(k) => {
            if value == 0.0 {
                0
            } else {
                let magnitude = value.abs().log10().floor() as i32;
                k as i32 - 1 - magnitude
            }
        }
    };
    let text = if decimals >= 0 {
        format!("{value:.prec$}", prec = decimals as usize)
    } else {
        let unit = 10f64.powi(-decimals);
        format!("{:.0}", (value / unit).round() * unit)
    };
    // A value that rounds up to the next power of ten (9.96 to 10.0) keeps one digit
    // too many; that is still the stated rounding, and reads fine.
    group_thousands(&text)
}

fn group_thousands(text: &str) -> String {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("\u{2212}", rest),
        None => ("", text),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let mut grouped = String::new();
    for (k, c) in whole.chars().enumerate() {
        if k > 0 && (whole.len() - k) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match fraction {
        Some(f) => format!("{sign}{grouped}.{f}"),
        None => format!("{sign}{grouped}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn store() -> Store {
        Store::from_values([
            (
                "bench-g".to_string(),
                json!({"results": [
                    {"method": "slow", "n": 10000, "mean_ns": 41.0e6},
                    {"method": "fast", "n": 10000, "mean_ns": 12_557.0},
                    {"method": "fast", "n": 1000000, "mean_ns": 3.57e6},
                    {"method": "fast", "n": 100, "mean_ns": 130.0},
                    {"method": "cubic", "n": 10, "mean_ns": 1000.0},
                    {"method": "cubic", "n": 100, "mean_ns": 1.0e6},
                ]}),
            ),
            (
                "profile-g".to_string(),
                json!({"results": [
                    {"method": "step4", "n": 2000, "instructions": 136_000_000u64,
                     "states": 2_000_000u64, "peak_bytes": 46_200_000u64},
                ]}),
            ),
            (
                "machine".to_string(),
                json!({"l2_bytes": 524288, "cores": 2}),
            ),
            (
                "sg4-counts".to_string(),
                json!({"counts": [{"n": 1e9, "losing": 1727524, "seconds": 23.159}]}),
            ),
        ])
    }

    fn render(args: &str) -> Result<String, String> {
        store().render(args)
    }

    #[test]
    fn times_take_the_unit_that_fits() {
        assert_eq!(render("bench-g fast n=10000").unwrap(), "13\u{a0}µs");
        assert_eq!(
            render("bench-g fast n=10^4 sig=3").unwrap(),
            "12.6\u{a0}µs"
        );
        assert_eq!(render("bench-g slow n=1e4").unwrap(), "41\u{a0}ms");
        assert_eq!(render("bench-g fast n=100").unwrap(), "130\u{a0}ns");
        assert_eq!(render("sg4-counts n=10^9 seconds").unwrap(), "23\u{a0}s");
    }

    #[test]
    fn per_divides_by_a_number_of_the_record() {
        assert_eq!(
            render("bench-g fast n=10_000 per=n").unwrap(),
            "1.3\u{a0}ns"
        );
        assert_eq!(
            render("profile-g step4 n=2000 instructions per=states").unwrap(),
            "68"
        );
    }

    #[test]
    fn ratios_inherit_what_the_second_side_does_not_say() {
        assert_eq!(render("bench-g slow n=10000 / fast").unwrap(), "3,300×");
        assert_eq!(
            render("bench-g fast n=1000000 / n=10000 sig=3").unwrap(),
            "284×"
        );
    }

    #[test]
    fn differences_are_divided_after_the_subtraction() {
        let with_none = Store::from_values([(
            "p".to_string(),
            json!({"results": [
                {"method": "none", "n": 1000, "instructions": 5000},
                {"method": "linear", "n": 1000, "instructions": 33500},
            ]}),
        )]);
        assert_eq!(
            with_none
                .render("p linear n=1000 instructions per=n - none sig=3")
                .unwrap(),
            "28.5"
        );
    }

    #[test]
    fn none_keeps_the_records_without_the_key() {
        let groups = Store::from_values([(
            "b".to_string(),
            json!({"results": [
                {"method": "w", "n": 10, "mean_ns": 5.0},
                {"group": "far", "method": "w", "n": 10, "mean_ns": 7.0},
            ]}),
        )]);
        assert_eq!(
            groups.render("b w n=10 group=none").unwrap(),
            "5.0\u{a0}ns"
        );
        assert_eq!(groups.render("b w n=10 group=far").unwrap(), "7.0\u{a0}ns");
        assert!(groups.render("b w n=10").unwrap_err().contains("2 records"));
    }

    #[test]
    fn sizes_counts_and_units() {
        assert_eq!(render("profile-g step4 peak_bytes").unwrap(), "46\u{a0}MB");
        assert_eq!(
            render("machine l2_bytes unit=KiB").unwrap(),
            "510\u{a0}KiB"
        );
        assert_eq!(
            render("machine l2_bytes unit=KiB sig=3").unwrap(),
            "512\u{a0}KiB"
        );
        assert_eq!(render("sg4-counts n=10^9 losing").unwrap(), "1,727,524");
        assert_eq!(
            render("sg4-counts n=10^9 losing sig=3").unwrap(),
            "1.73\u{a0}million"
        );
        assert_eq!(
            render("profile-g step4 n=2000 instructions per=states").unwrap(),
            "68"
        );
        assert_eq!(render("machine cores").unwrap(), "2");
        assert_eq!(render("bench-g fast n=100 bare unit=ns").unwrap(), "130");
        assert_eq!(
            render("bench-g slow n=10000 times=10^6 unit=h").unwrap(),
            "11\u{a0}h"
        );
    }

    #[test]
    fn exponents_are_fitted_on_a_log_log_scale() {
        assert_eq!(render("bench-g cubic exponent from=10").unwrap(), "3.00");
    }

    #[test]
    fn every_mistake_is_named() {
        for (args, says) in [
            ("nothing", "no recording `nothing`"),
            ("bench-g fast", "3 records"),
            ("bench-g fast n=5", "no record"),
            ("bench-g fast n=100 bare", "`bare` needs `unit=`"),
            ("bench-g fast n=100 unit=MB", "not a unit of this field"),
            ("bench-g fast n=100 unit=furlong", "not a unit"),
            ("bench-g fast n=100 / fast / fast", "more than one"),
            ("bench-g fast n=100 / fast - fast", "more than one"),
            ("bench-g fast n=100 sig=x", "not a number of digits"),
            ("bench-g cubic exponent", "needs `from=N`"),
            ("machine cores unit=s", "not a count"),
            ("", "names no recording"),
        ] {
            let problem = render(args).unwrap_err();
            assert!(problem.contains(says), "{args}: {problem}");
        }
    }

    #[test]
    fn rounding_and_thousands() {
        assert_eq!(round(3283.0, Some(Rounding::Sig(2))), "3,300");
        assert_eq!(round(1234.5, Some(Rounding::Dp(1))), "1,234.5");
        assert_eq!(round(12345.0, Some(Rounding::Dp(0))), "12,345");
        assert_eq!(round(0.0123, Some(Rounding::Sig(2))), "0.012");
        assert_eq!(round(-5.0, Some(Rounding::Sig(1))), "\u{2212}5");
    }
}

//! The measured-number directive: `{{#measured ...}}` renders a number recorded under
//! `figures/data/`, so that no chapter types a measured number by hand.
//!
//! A directive names a recording (a file of `figures/data/`, without `.json`), picks one
//! of its records, and renders one of the record's numbers with its unit (the numbers
//! below show the form, not a recording):
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
//!   `key`, such as a benchmark's main group beside its named ones). A number may be a
//!   public constant of the crate, `n=stone_game_v::MAX_PLAY_LEN`: a sentence about a
//!   limit says so, and changing the limit fails there until it is recorded again.
//! - A plain word is a field to render if some record has a number under that name, and
//!   otherwise keeps the records whose `method` is that word. Exactly one record must be
//!   left.
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
use std::path::Path;

use serde_json::Value;

pub(crate) mod format;
mod request;

pub(crate) use format::unit_scale;
use format::{format_quantity, round};
pub(crate) use request::parse_number;

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
        let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
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
            let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let value: Value =
                serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            files.insert(stem, value);
        }
        Store::from_values(files)
    }

    /// The store of the book whose root is `root`.
    ///
    /// # Errors
    ///
    /// As [`Store::load`].
    pub fn for_book(root: &Path) -> Result<Store, String> {
        Store::load(&root.join(DATA_DIR))
    }

    /// A store of the given recordings, each of whose records is checked
    /// once here: a time's `low_ns <= mean_ns <= high_ns` (a mean edited
    /// alone falls outside its spread).
    ///
    /// # Errors
    ///
    /// Each record that breaks the order, by recording, method and `n`.
    pub fn from_values(files: impl IntoIterator<Item = (String, Value)>) -> Result<Store, String> {
        let files: BTreeMap<String, Value> = files.into_iter().collect();
        let broken: Vec<String> = files
            .iter()
            .flat_map(|(name, file)| records(file).into_iter().map(move |r| (name, r)))
            .filter_map(|(name, record)| spread_broken(name, record))
            .collect();
        if broken.is_empty() {
            Ok(Store { files })
        } else {
            Err(format!(
                "{} record(s) whose mean is outside its spread, where low_ns <= mean_ns <= \
                 high_ns: record each again, all three numbers together:\n  {}",
                broken.len(),
                broken.join("\n  ")
            ))
        }
    }

    /// What the directive with these arguments renders: the value
    /// [`Store::measure`] gives, formatted.
    ///
    /// # Errors
    ///
    /// A sentence saying what is wrong: an unknown recording, no record or several, a
    /// field that is not a number, an unknown option.
    pub fn render(&self, args: &str) -> Result<String, String> {
        let request = Request::parse(args)?;
        let value = self.evaluate(&request)?;
        let mean = value.measure.mean;
        match value.kind {
            Kind::Exponent => Ok(round(mean, request.rounding.or(Some(Rounding::Dp(2))))),
            Kind::Ratio => Ok(format!(
                "{}×",
                round(mean, request.rounding.or(Some(Rounding::Sig(2))))
            )),
            Kind::Quantity(unit, exact) => format_quantity(mean, unit, exact, &request),
        }
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
    /// The recording named `file`, or a sentence saying it is missing and
    /// which there are.
    fn recording(&self, file: &str) -> Result<&Value, String> {
        self.files.get(file).ok_or_else(|| {
            let names: Vec<&str> = self.files.keys().map(String::as_str).collect();
            format!(
                "there is no recording `{file}` in {DATA_DIR}/ (there are: {})",
                names.join(", ")
            )
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
        Ok(self.evaluate(&Request::parse(args)?)?.measure)
    }

    /// The one evaluation of a directive, which [`Store::render`] formats and
    /// [`Store::measure`] returns. `times` multiplies the value; `per` divides
    /// each side by its own record's field; a difference is divided as its
    /// first side says.
    fn evaluate(&self, request: &Request) -> Result<Evaluated, String> {
        let records = records(self.recording(&request.left.file)?);
        let left = resolve(&records, &request.left, &request.left_words);
        if request.exponent {
            let measure = exponent(&records, &left, request.from)?;
            return Ok(Evaluated {
                measure,
                kind: Kind::Exponent,
            });
        }
        let (first, unit, first_record) = raw_spread(&records, &left)?;
        let times = request.times;
        let Some(right) = request.right_side(&records, &left) else {
            let exact = first.mean.fract() == 0.0 && left.per.is_none() && times == 1.0;
            return Ok(Evaluated {
                measure: scaled(first, first_record, &left, times)?,
                kind: Kind::Quantity(unit, exact),
            });
        };
        let (second, second_unit, second_record) = raw_spread(&records, &right)?;
        if unit != second_unit {
            return Err("two different kinds of quantity".into());
        }
        if !request.ratio {
            let difference = Measure {
                mean: first.mean - second.mean,
                low: first.low - second.high,
                high: first.high - second.low,
            };
            return Ok(Evaluated {
                measure: scaled(difference, first_record, &left, times)?,
                kind: Kind::Quantity(unit, false),
            });
        }
        let first = scaled(first, first_record, &left, times)?;
        let second = scaled(second, second_record, &right, 1.0)?;
        if second.mean == 0.0 {
            return Err("a ratio whose second value is 0".into());
        }
        if second.low <= 0.0 {
            return Err("a ratio whose second value may be 0".into());
        }
        Ok(Evaluated {
            measure: Measure {
                mean: first.mean / second.mean,
                low: first.low / second.high,
                high: first.high / second.low,
            },
            kind: Kind::Ratio,
        })
    }
}

/// A directive's value, and what kind of value it is, for [`Store::render`].
struct Evaluated {
    measure: Measure,
    kind: Kind,
}

/// What a directive's value is: a quantity in its unit (and whether it is a
/// whole number the directive neither divided nor multiplied, rendered
/// exactly), a ratio, or a fitted exponent.
enum Kind {
    Quantity(Quantity, bool),
    Ratio,
    Exponent,
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
            .map(|record| record_measure(record, &side, request.times))
            .collect()
    }
}

/// Where a record was measured and how busy the machine was, as its recording says:
/// what makes two records comparable (docs/tooling.md, "Checked claims").
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
        let text = |v: &Value, key: &str| v.get(key).and_then(Value::as_str).map(str::to_string);
        let number =
            |v: &Value, keys: &[&str]| keys.iter().find_map(|k| v.get(*k).and_then(Value::as_f64));
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
            processor: machine.map(|m| m.split(',').next().unwrap_or_default().trim().to_string()),
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
            if let Some(right) = request.right_side(&records, &left) {
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
    pub(crate) fn recordings(&self) -> impl Iterator<Item = (&str, &Value, Vec<&Value>)> {
        self.files
            .iter()
            .map(|(name, file)| (name.as_str(), file, records(file)))
    }
}

/// A side of a directive: its recording, its filters, and the recording's records.
pub(crate) type Side<'a> = (String, BTreeMap<String, String>, Vec<&'a Value>);

/// A side's value as recorded, with its spread (a record's `low_ns` and
/// `high_ns` for a time; none for another field), its unit and its record.
fn raw_spread<'a>(
    records: &[&'a Value],
    side: &Selection,
) -> Result<(Measure, Quantity, &'a Value), String> {
    let (mean, unit, record) = raw_value(records, side)?;
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
    Ok((Measure { mean, low, high }, unit, record))
}

/// `name`'s `record`, by method and `n`, with its three times, if its mean
/// lies outside its low and high ([`Store::from_values`]).
fn spread_broken(name: &str, record: &Value) -> Option<String> {
    let time = |field: &str| record.get(field).and_then(Value::as_f64);
    let mean = time("mean_ns")?;
    let (low, high) = (
        time("low_ns").unwrap_or(mean),
        time("high_ns").unwrap_or(mean),
    );
    if low <= mean && mean <= high {
        return None;
    }
    let field = |key: &str| record.get(key).map_or("?".to_string(), ToString::to_string);
    Some(format!(
        "{DATA_DIR}/{name}.json: method {} n={}: low_ns {low}, mean_ns {mean}, high_ns {high}",
        field("method"),
        field("n")
    ))
}

/// The one `record`'s value of `side`, with its spread, divided by its `per`
/// and multiplied by `times`.
fn record_measure(record: &Value, side: &Selection, times: f64) -> Result<Measure, String> {
    let (m, _, _) = raw_spread(&[record], side)?;
    scaled(m, record, side, times)
}

/// `m` divided by the side's `per` field of `record`, if it has one, and
/// multiplied by `times`.
fn scaled(m: Measure, record: &Value, side: &Selection, times: f64) -> Result<Measure, String> {
    Ok(Measure {
        mean: per(m.mean, record, side)? * times,
        low: per(m.low, record, side)? * times,
        high: per(m.high, record, side)? * times,
    })
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

/// The records of a recording.
fn records(file: &Value) -> Vec<&Value> {
    for key in ["results", "counts"] {
        if let Some(Value::Array(items)) = file.get(key) {
            return items.iter().collect();
        }
    }
    vec![file]
}

/// Whether `record` has `value` under `key` (numbers compared as numbers), as a
/// filter `key=value` asks.
pub(crate) fn matches(record: &Value, key: &str, value: &str) -> bool {
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
fn resolve(records: &[&Value], selection: &Selection, words: &[String]) -> Selection {
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

fn picked<'a>(records: &[&'a Value], side: &Selection) -> Result<&'a Value, String> {
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
        .map(|(k, v)| match crate::constants::value(v) {
            // A limit: its value now, which the recording may predate.
            Some(value) => format!("{k} = {v} ({value})"),
            None => format!("{k} = {v}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn number(record: &Value, field: &str, file: &str) -> Result<f64, String> {
    record
        .get(field)
        .and_then(Value::as_f64)
        .ok_or_else(|| format!("the record of `{file}` has no number `{field}`"))
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
        .map(|&(n, record)| Ok((n.ln(), record_measure(record, &unfiltered(selection), 1.0)?)))
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

#[cfg(test)]
mod tests;

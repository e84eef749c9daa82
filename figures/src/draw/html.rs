//! The little HTML the figures need: escaping, math set like the chapters' math, the key
//! to a figure's highlights, the step data embedded for the script, and the start and end
//! of a figure.

use std::collections::BTreeSet;
use std::fmt::{self, Write as _};

use serde::Serialize;

use crate::Error;

/// `text` with the characters that mean something in HTML replaced by entities.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// `Ok` when the chain of equalities a caption states holds as written.
/// `chain` is split at ` = `. In each part, a cell it names (`D(1, 3)`: a
/// name, then whole numbers in parentheses) is replaced by its value,
/// `cell(name, numbers)`, from the crate's table; one that `cell` does not
/// know (`None`) is left. Each part then made only of whole numbers, `+`,
/// `-`, parentheses, `max(..)` and `min(..)` must work out to the last part,
/// the value the figure shows. So a caption that pairs a number, or a cell,
/// with the wrong term fails, unless the wrong pairing happens to give the
/// same value. `what` names the equation in the error.
///
/// (`book_tools::constants`' formulas are worked out elsewhere: exactly, in
/// `u128`, with no sign and no `max`; a caption needs both.)
///
/// # Errors
///
/// When a part works out to another value, naming both; and when no part
/// but the last is arithmetic, or the last is not a number.
pub fn holds(
    what: &str,
    chain: &str,
    cell: impl Fn(&str, &[usize]) -> Option<i128>,
) -> Result<Vec<(String, Vec<usize>)>, Error> {
    let parts: Vec<&str> = chain.split(" = ").collect();
    let (last, rest) = parts.split_last().expect("split gives one part");
    let Some(shown) = arithmetic(last) else {
        return Err(format!("the caption's {what} ends in {last:?}, not a number").into());
    };
    let mut checked = 0;
    let mut named = Vec::new();
    for part in rest {
        let valued = with_cells(part, &cell, &mut named);
        if let Some(worked) = arithmetic(&valued) {
            checked += 1;
            if worked != shown {
                let cells = if valued == *part {
                    String::new()
                } else {
                    format!(" ({valued} with the table's cells)")
                };
                return Err(format!(
                    "the caption's {what}: {part}{cells} works out to {worked}, and the \
                     figure shows {shown}"
                )
                .into());
            }
        }
    }
    if checked == 0 {
        return Err(format!("the caption's {what} shows no arithmetic to check: {chain}").into());
    }
    Ok(named)
}

/// `part` with each cell that `cell` knows replaced by its value (see
/// [`holds`]): a word other than `max` and `min`, then `(`, whole numbers
/// split by commas, and `)`.
fn with_cells(
    part: &str,
    cell: &impl Fn(&str, &[usize]) -> Option<i128>,
    named: &mut Vec<(String, Vec<usize>)>,
) -> String {
    let mut out = String::new();
    let mut rest = part;
    while let Some(open) = rest.find('(') {
        let name_at = rest[..open]
            .rfind(|c: char| !c.is_ascii_alphabetic())
            .map_or(0, |k| k + 1);
        let name = &rest[name_at..open];
        let close = rest[open..].find(')').map(|k| open + k);
        let numbers: Option<Vec<usize>> = close.and_then(|close| {
            rest[open + 1..close]
                .split(',')
                .map(|n| n.trim().parse().ok())
                .collect()
        });
        let value = match (close, numbers) {
            (Some(_), Some(numbers)) if !name.is_empty() && name != "max" && name != "min" => {
                let value = cell(name, &numbers);
                if value.is_some() {
                    named.push((name.to_string(), numbers));
                }
                value
            }
            _ => None,
        };
        match (value, close) {
            (Some(value), Some(close)) => {
                out.push_str(&rest[..name_at]);
                out.push_str(&value.to_string());
                rest = &rest[close + 1..];
            }
            _ => {
                out.push_str(&rest[..=open]);
                rest = &rest[open + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The value of `text` if it is arithmetic alone (see [`holds`]).
fn arithmetic(text: &str) -> Option<i128> {
    let tokens = tokens(text)?;
    let mut at = 0;
    let value = sum(&tokens, &mut at)?;
    (at == tokens.len()).then_some(value)
}

/// The tokens of `text`: numbers, the words `max` and `min`, and the
/// signs; `None` on anything else.
fn tokens(text: &str) -> Option<Vec<String>> {
    let mut out: Vec<String> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        let run = |k: usize, f: fn(char) -> bool| {
            chars[k..].iter().take_while(|&&c| f(c)).collect::<String>()
        };
        if c.is_whitespace() {
            k += 1;
        } else if c.is_ascii_digit() || c.is_ascii_lowercase() {
            let word = run(k, |c| c.is_ascii_alphanumeric());
            let number = word.chars().all(|c| c.is_ascii_digit());
            if !number && word != "max" && word != "min" {
                return None;
            }
            k += word.chars().count();
            out.push(word);
        } else if "+-(),".contains(c) {
            out.push(c.to_string());
            k += 1;
        } else {
            return None;
        }
    }
    Some(out)
}

/// A sum or difference of terms, from `tokens[*at]`.
fn sum(tokens: &[String], at: &mut usize) -> Option<i128> {
    let mut value = term(tokens, at)?;
    while let Some(sign) = tokens.get(*at).filter(|t| *t == "+" || *t == "-") {
        let plus = sign == "+";
        *at += 1;
        let next = term(tokens, at)?;
        value = if plus { value + next } else { value - next };
    }
    Some(value)
}

/// A number, a negated term, a sum in parentheses, or `max(..)` or
/// `min(..)` of one or more sums, from `tokens[*at]`.
fn term(tokens: &[String], at: &mut usize) -> Option<i128> {
    let token = tokens.get(*at)?.as_str();
    *at += 1;
    match token {
        "-" => Some(-term(tokens, at)?),
        "(" => {
            let value = sum(tokens, at)?;
            expect(tokens, at, ")").then_some(value)
        }
        "max" | "min" => {
            if !expect(tokens, at, "(") {
                return None;
            }
            let mut values = vec![sum(tokens, at)?];
            while expect(tokens, at, ",") {
                values.push(sum(tokens, at)?);
            }
            let best = if token == "max" {
                values.into_iter().max()
            } else {
                values.into_iter().min()
            };
            expect(tokens, at, ")").then_some(best?)
        }
        number => number.parse().ok(),
    }
}

/// Whether `tokens[*at]` is `token`, stepping past it if so.
fn expect(tokens: &[String], at: &mut usize, token: &str) -> bool {
    let found = tokens.get(*at).is_some_and(|t| t == token);
    if found {
        *at += 1;
    }
    found
}

/// A math expression, set as the chapters set theirs (KaTeX's fonts, through the class
/// `sg-math` in `theme/figures.css`): one-letter names in italics, words such as `max`
/// upright, `-` as a true minus sign, `<=` and `>=` as `≤` and `≥`, `x^2` and `x^{k+1}`
/// raised, `p_i` lowered. Plain HTML: nothing is typeset when the page runs, and the
/// text reads the same to a screen reader.
///
/// # Errors
///
/// On a TeX command (`\`), a `$`, or a `^` or `_` with nothing after it: the figure's
/// math is this small language, not TeX.
pub fn math(expression: &str) -> Result<String, Error> {
    Ok(format!(
        "<span class=\"sg-math\">{}</span>",
        math_inner(expression)?
    ))
}

/// [`math`] without the wrapping element, for a group inside a superscript.
fn math_inner(expression: &str) -> Result<String, Error> {
    let chars: Vec<char> = expression.chars().collect();
    let mut out = String::new();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        match c {
            'a'..='z' | 'A'..='Z' => {
                let start = k;
                while k < chars.len() && chars[k].is_ascii_alphabetic() {
                    k += 1;
                }
                let word: String = chars[start..k].iter().collect();
                if word.len() == 1 {
                    write!(out, "<i>{word}</i>")?;
                } else {
                    out.push_str(&word);
                }
                continue;
            }
            '-' => out.push('−'),
            '<' if chars.get(k + 1) == Some(&'=') => {
                out.push('≤');
                k += 1;
            }
            '>' if chars.get(k + 1) == Some(&'=') => {
                out.push('≥');
                k += 1;
            }
            '^' | '_' => {
                let (group, next) = script_group(&chars, k + 1)
                    .ok_or_else(|| format!("`{c}` needs something after it in `{expression}`"))?;
                let tag = if c == '^' { "sup" } else { "sub" };
                write!(out, "<{tag}>{}</{tag}>", math_inner(&group)?)?;
                k = next;
                continue;
            }
            '\\' | '$' => {
                return Err(format!(
                    "`{c}` in `{expression}`: figure math is plain text with `^` and `_`, not TeX"
                )
                .into())
            }
            _ => out.push_str(&escape(&c.to_string())),
        }
        k += 1;
    }
    Ok(out)
}

/// The group after `^` or `_` at `start`: `{...}`, a run of digits, or one character.
/// Returns the group and the index after it.
fn script_group(chars: &[char], start: usize) -> Option<(String, usize)> {
    match chars.get(start)? {
        '{' => {
            let end = start + chars[start..].iter().position(|&c| c == '}')?;
            Some((chars[start + 1..end].iter().collect(), end + 1))
        }
        c if c.is_ascii_digit() => {
            let mut end = start;
            while end < chars.len() && (chars[end].is_ascii_digit() || chars[end] == '.') {
                end += 1;
            }
            Some((chars[start..end].iter().collect(), end))
        }
        c => Some((c.to_string(), start + 1)),
    }
}

/// Text with math between `$` signs, as a caption is written in `src/figures.toml`: the
/// text escaped, each `$...$` set by [`math`].
///
/// # Errors
///
/// On an unpaired `$`, or math [`math`] refuses.
pub fn math_in_text(text: &str) -> Result<String, Error> {
    let parts: Vec<&str> = text.split('$').collect();
    if parts.len() % 2 == 0 {
        return Err(format!("an unpaired `$` in `{text}`").into());
    }
    let mut out = String::new();
    for (k, part) in parts.iter().enumerate() {
        if k % 2 == 0 {
            out.push_str(&escape(part));
        } else {
            out.push_str(&math(part)?);
        }
    }
    Ok(out)
}

/// Plain text (escaped) with each standalone one-letter name of `names` set as math: for
/// text that comes from the crate, such as a move's own description, `M = 2` with an
/// italic `M`.
pub fn math_names(text: &str, names: &[char]) -> Result<String, fmt::Error> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    for (k, &c) in chars.iter().enumerate() {
        let alone = |n: Option<&char>| !n.is_some_and(|n| n.is_alphanumeric());
        if names.contains(&c)
            && alone(k.checked_sub(1).and_then(|p| chars.get(p)))
            && alone(chars.get(k + 1))
        {
            write!(out, "<span class=\"sg-math\"><i>{c}</i></span>")?;
        } else {
            out.push_str(&escape(&c.to_string()));
        }
    }
    Ok(out)
}

/// Text with math between `$` signs as plain text, for an attribute (an SVG's label): the
/// `$` signs dropped and `-` in math written as a minus sign.
pub fn plain(text: &str) -> String {
    text.split('$')
        .enumerate()
        .map(|(k, part)| {
            if k % 2 == 0 {
                part.to_string()
            } else {
                part.replace('-', "−").replace(['{', '}'], "")
            }
        })
        .collect()
}

/// One entry of a figure's key: a sample of a highlight, and what it means.
pub struct KeyEntry {
    /// The classes of the sample (`sg-swatch` is added), styled as the highlight itself.
    pub sample_class: String,
    /// The sample's text, if the highlight is on text (a pile, a value).
    pub sample_text: &'static str,
    /// What the highlight means (HTML).
    pub meaning: String,
    /// Whether the highlight only appears while stepping through the figure: such entries
    /// are shown only when the step-through script runs, and not in print.
    pub while_stepping: bool,
}

impl KeyEntry {
    /// The entry of a highlight that the finished figure shows.
    pub fn new(
        sample_class: impl Into<String>,
        sample_text: &'static str,
        meaning: impl Into<String>,
    ) -> KeyEntry {
        KeyEntry {
            sample_class: sample_class.into(),
            sample_text,
            meaning: meaning.into(),
            while_stepping: false,
        }
    }

    /// This entry, for a highlight that only appears while stepping through
    /// the figure.
    pub fn stepping_only(self) -> KeyEntry {
        KeyEntry {
            while_stepping: true,
            ..self
        }
    }
}

/// The key to a figure's highlights, as a list under the figure.
pub fn key(entries: &[KeyEntry]) -> Result<String, fmt::Error> {
    let mut out = String::from("<ul class=\"sg-key\">");
    for entry in entries {
        write!(
            out,
            "<li{}><span class=\"sg-swatch {}\" aria-hidden=\"true\">{}</span> \
             <span>{}</span></li>",
            if entry.while_stepping {
                " class=\"sg-key-step\""
            } else {
                ""
            },
            entry.sample_class,
            entry.sample_text,
            entry.meaning
        )?;
    }
    out.push_str("</ul>");
    Ok(out)
}

/// The key entries of the boxes a trace highlighted: of `meanings`, each the
/// classes of a box (the last one the highlight's), a sample, and what the
/// highlight means, those whose highlight is in `seen`.
pub fn box_entries<M: Into<String>>(
    meanings: impl IntoIterator<Item = (&'static str, &'static str, M)>,
    seen: &BTreeSet<&str>,
) -> Vec<KeyEntry> {
    meanings
        .into_iter()
        .filter(|(classes, _, _)| {
            classes
                .split(' ')
                .next_back()
                .is_some_and(|c| seen.contains(c))
        })
        .map(|(classes, sample, meaning)| {
            KeyEntry::new(format!("sg-box {classes}"), sample, meaning)
        })
        .collect()
}

/// The key of a step-through figure whose rows are its steps: the row of the
/// `unit` being shown (`move`, `step`) and the rows still to come, then
/// `entries`.
pub fn stepper_key(unit: &str, entries: Vec<KeyEntry>) -> Result<String, fmt::Error> {
    let mut all = vec![
        KeyEntry::new("sg-row-current", "", format!("the {unit} being shown")).stepping_only(),
        KeyEntry::new("sg-row-pending", "", format!("{unit}s still to come")).stepping_only(),
    ];
    all.extend(entries);
    key(&all)
}

/// The key of a table filled cell by cell: the cell being filled (its sample
/// `current`), the cells it reads (`read`, and what they are), and the
/// answer's cell (`answer`, and the answer as math, `D(0)`).
pub fn filling_key(
    current: &'static str,
    read: (&'static str, &str),
    answer: (&'static str, &str),
) -> Result<String, Error> {
    Ok(key(&[
        KeyEntry::new("sg-swatch-current", current, "the cell being filled").stepping_only(),
        KeyEntry::new("sg-swatch-read", read.0, read.1).stepping_only(),
        KeyEntry::new(
            "sg-cell sg-answer",
            answer.0,
            format!("the answer, {}", math(answer.1)?),
        ),
    ])?)
}

/// A cell of a table filled step by step: `value`, with the step-through key
/// `key`; framed as the answer when `answer` is true.
pub fn filled_cell(key: &str, value: impl std::fmt::Display, answer: bool) -> String {
    let class = if answer {
        "sg-cell sg-answer"
    } else {
        "sg-cell"
    };
    format!("<td class=\"{class}\" data-sg=\"{key}\">{value}</td>")
}

/// A table's header row: one column heading (HTML) per entry of `columns`.
pub fn header_row(columns: &[&str]) -> Result<String, fmt::Error> {
    let mut out = String::from("<thead><tr>");
    for column in columns {
        write!(out, "<th scope=\"col\">{column}</th>")?;
    }
    out.push_str("</tr></thead>");
    Ok(out)
}

/// The `<figure>` tag of figure `id`, of class `sg-figure` and `classes`
/// after it (each with a space before it: `" sg-stepper"`).
pub fn figure_open(id: &str, classes: &str) -> String {
    format!("<figure class=\"sg-figure{classes}\" id=\"fig-{id}\">")
}

/// The start of figure `id`: the `<figure>` and its scrolling box, which the
/// figure's body closes (`</div>`) before its caption.
pub fn figure_start(id: &str) -> String {
    format!("{}<div class=\"sg-scroll\">", figure_open(id, ""))
}

/// The end of a figure: its `caption` (math set), then `summary` (HTML).
pub fn figure_end(caption: &str, summary: &str) -> Result<String, Error> {
    Ok(format!(
        "<figcaption>{} {summary}</figcaption></figure>\n",
        math_in_text(caption)?
    ))
}

/// A value as it follows a `+` or `−` in a formula: a negative one in
/// parentheses, so that `5 - -3` reads `5 − (−3)`.
pub fn signed(value: impl Into<i128>) -> String {
    let value: i128 = value.into();
    if value < 0 {
        format!("({value})")
    } else {
        value.to_string()
    }
}

/// One step of a step-through: the cells (or rows) to highlight and a one-line caption.
#[derive(Debug, Serialize)]
pub struct Step {
    /// The key (`data-sg`) of the element this step fills or shows.
    pub target: String,
    /// The keys of the elements it reads.
    pub reads: Vec<String>,
    /// What the step computes, in one line of HTML (math set by [`math`]).
    pub caption: String,
}

/// The `<script type="application/json">` that carries a figure's steps to `theme/figures.js`.
/// The page shows the whole figure without it: the script only adds the controls.
pub fn steps_script(steps: &[Step]) -> String {
    let json = serde_json::to_string(steps).expect("steps are plain data");
    // `</` cannot end the script early once escaped; JSON allows `\/`.
    format!(
        "<script type=\"application/json\" class=\"sg-steps\">{}</script>",
        json.replace("</", "<\\/")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_holds_only_when_its_arithmetic_gives_what_it_shows() {
        let none = |_: &str, _: &[usize]| None;
        let chain = "D(0, 1) = max(5 - D(1, 1), 3 - D(0, 0)) = max(5 - 3, 3 - (-5)) = 8";
        assert!(holds("D(0, 1)", chain, none).is_ok());
        // Each number paired with the other cell's: 5 - (-5) is 10.
        let swapped = "D(0, 1) = max(5 - (-5), 3 - 3) = 8";
        assert_eq!(
            holds("D(0, 1)", swapped, none).unwrap_err().to_string(),
            "the caption's D(0, 1): max(5 - (-5), 3 - 3) works out to 10, and the figure \
             shows 8"
        );
        assert!(holds("f(0, 1)", "f(0, 1) = S(0) - min(∞, 4) = 10 - 4 = 6", none).is_ok());
        assert!(holds("x", "x = min(2, 7, 1) + 1 - -1 = 3", none).is_ok());
        // Nothing to check is an error, not a pass.
        assert!(holds("D(0)", "D(0) = D(1) = 4", none).is_err());
        assert!(holds("D(0)", "D(0) = 4 - 1 = D(1)", none).is_err());
        assert!(holds("D(0)", "D(0) = max(4, 1 = 4", none).is_err());
    }

    #[test]
    fn a_caption_naming_the_wrong_cell_fails_with_the_tables_values() {
        // D(1, 1) = 3 and D(0, 0) = -5, as in the chain above.
        let table = |name: &str, at: &[usize]| match (name, at) {
            ("D", [0, 0]) => Some(-5),
            ("D", [1, 1]) => Some(3),
            ("D", [0, 1]) => Some(8),
            _ => None,
        };
        let chain = "D(0, 1) = max(5 - D(1, 1), 3 - D(0, 0)) = max(5 - 3, 3 - (-5)) = 8";
        assert!(holds("D(0, 1)", chain, table).is_ok());
        let swapped = "D(0, 1) = max(5 - D(0, 0), 3 - D(1, 1)) = max(5 - 3, 3 - (-5)) = 8";
        assert_eq!(
            holds("D(0, 1)", swapped, table).unwrap_err().to_string(),
            "the caption's D(0, 1): max(5 - D(0, 0), 3 - D(1, 1)) (max(5 - -5, 3 - 3) with \
             the table's cells) works out to 10, and the figure shows 8"
        );
        // The cells alone are arithmetic to check.
        assert!(holds("D(0, 1)", "D(0, 1) = D(1, 1) + 5 = 8", table).is_ok());
        assert!(holds("D(0, 1)", "D(0, 1) = D(0, 0) + 5 = 8", table).is_err());
        // A cell the table does not know is left, and its part skipped.
        assert!(holds("D(0, 1)", "D(0, 1) = E(1) + 5 = 5 + 3 = 8", table).is_ok());
    }

    #[test]
    fn escapes_markup() {
        assert_eq!(escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
    }

    #[test]
    fn math_reads_like_the_chapters() {
        assert_eq!(
            math("D(i, j-1) = max(5 - 2, 3)").unwrap(),
            "<span class=\"sg-math\"><i>D</i>(<i>i</i>, <i>j</i>−1) = max(5 − 2, 3)</span>"
        );
        assert_eq!(
            math_inner("n^0.7, n^{k+1}, p_i, i + 2M >= n").unwrap(),
            "<i>n</i><sup>0.7</sup>, <i>n</i><sup><i>k</i>+1</sup>, <i>p</i><sub><i>i</i></sub>, \
             <i>i</i> + 2<i>M</i> ≥ <i>n</i>"
        );
        assert!(math("\\sqrt{n}").is_err());
        assert!(math("n^").is_err());
    }

    #[test]
    fn captions_set_their_math_and_escape_the_rest() {
        assert_eq!(
            math_in_text("The table $D(i, j)$ & more").unwrap(),
            "The table <span class=\"sg-math\"><i>D</i>(<i>i</i>, <i>j</i>)</span> &amp; more"
        );
        assert!(math_in_text("a $b").is_err());
        assert_eq!(plain("slope $n^{0.7}$, $i - 1$"), "slope n^0.7, i − 1");
        assert_eq!(
            math_names("Max takes, M = 2 <", &['M']).unwrap(),
            "Max takes, <span class=\"sg-math\"><i>M</i></span> = 2 &lt;"
        );
    }
}

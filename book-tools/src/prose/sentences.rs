//! The sentences of a chapter, and the words among them that compare measurements.

use crate::directives::only_claims;

/// The phrases that compare or characterise measurements without a word of
/// speed or cost, each one that a chapter writes: a sentence that holds one
/// says something about the recordings, and must hold a `{{#claim ...}}` that
/// checks it, or be marked as not about a measurement ([`super::unbacked`]).
/// Each is found as whole words, whatever its case, its last word inflected
/// too (`INFLECTIONS`). Beside them,
/// [`comparing_words`] finds the words of speed and cost by their stems,
/// "within" followed by a number and `%`, a ratio of a time, and a span of
/// time in words. The list
/// holds the book's own words and the common spellings a writer reaches for
/// ("outruns", "a factor of"); a rarer synonym is review's.
pub const COMPARING_WORDS: &[&str] = &[
    // Amounts side by side: "a fifth of the time", "38× as long", "55 times as
    // many", "19 times more", "80% more", "about the same".
    "of the time",
    "as long",
    "times as",
    "times more",
    "% more",
    "takes longer",
    "less time",
    "more time",
    "about the same",
    // Change with the size. The plain verbs ("grows", "rises", "falls") are
    // left out: the chapters mostly say them of a bound or a row's values.
    "steeper",
    "widens",
    "scales better",
    // Spellings of a ratio or a lead.
    "factor of",
    "order of magnitude",
    "outrun",
    "outpace",
    "wide margin",
    "by far",
    "lag",
    "lagging",
    "lagged",
    // One method level with another, or passing it.
    "keeps pace",
    "keep pace",
    "kept pace",
    "overtake",
    "overtakes",
    "overtaken",
    "overtook",
    "catches up",
    "catch up",
    "caught up",
    "on par",
    "outperform",
    "outperforms",
    // Bounds in time, and the machine's work.
    "within a few seconds",
    "within a minute",
    "busy",
];

/// The comparing words of `sentence`, lowercase: the [`COMPARING_WORDS`] it
/// holds as whole words, its words of speed and cost (by stem), each
/// "within" followed by a number and `%` ("within 10%"), each ratio of a
/// time, and each span of time in words ("a millisecond").
pub fn comparing_words(sentence: &str) -> Vec<String> {
    let lower = sentence.to_lowercase();
    let mut found: Vec<String> = COMPARING_WORDS
        .iter()
        .filter(|word| says_any(&lower, &[word]))
        .map(ToString::to_string)
        .collect();
    found.extend(speed_words(&lower));
    for (at, w) in lower.match_indices("within ") {
        let rest = &lower[at + w.len()..];
        let digits = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        if digits > 0 && rest[digits..].starts_with('%') {
            found.push(lower[at..=at + w.len() + digits].to_string());
        }
    }
    found.extend(ratios_of_time(&lower));
    found.extend(spans_of_time(&lower));
    found
}

/// The units of a span of time said in words ("under a millisecond", "a few
/// seconds"), singular and plural.
const TIME_WORDS: [&str; 6] = [
    "nanosecond",
    "microsecond",
    "millisecond",
    "second",
    "minute",
    "hour",
];

/// Each span of time `lower` says in words rather than with a number a
/// finder of typed numbers reads: a unit of [`TIME_WORDS`] after "a", "an",
/// "one", "a few", "few", "several", "some", "many" or a cardinal ("under a
/// millisecond", "within a few seconds", "ten minutes"), as written. "A
/// second" is a span only where no word follows it but "on", "at", "for",
/// "or", "and", "of", "per" or "each", so that "a second row" and "in a
/// second pass" are left alone.
fn spans_of_time(lower: &str) -> Vec<String> {
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let counts = |w: &str| {
        matches!(w, "a" | "an" | "one" | "few" | "several" | "some" | "many")
            || cardinal(w).is_some()
    };
    let mut found = Vec::new();
    for (k, word) in words.iter().enumerate().skip(1) {
        let unit = word.strip_suffix('s').unwrap_or(word);
        if !TIME_WORDS.contains(&unit) || !counts(words[k - 1]) {
            continue;
        }
        let ordinal = *word == "second"
            && words.get(k + 1).is_some_and(|next| {
                !matches!(
                    *next,
                    "on" | "at" | "for" | "or" | "and" | "of" | "per" | "each"
                )
            })
            && lower.contains(&format!("second {}", words[k + 1]));
        if !ordinal {
            found.push(format!("{} {word}", words[k - 1]));
        }
    }
    found
}

/// The stems of speed and cost. A form of one with an ending ("faster",
/// "slowest", "quickly", "cheaper", "speeds", "sped") compares; so does the bare
/// stem after a word that makes it a comparison ("as quick", "so slow", "same
/// speed") or before "up" ("speed-up").
const SPEED_STEMS: [&str; 6] = ["fast", "slow", "quick", "cheap", "speed", "sped"];

/// The words before a bare stem that make it a comparison: "twice as quick",
/// "so slow", "too slow", "how fast", "the same speed". Not "the": "the fast
/// methods" names them (so "twice the speed" is review's).
const BEFORE_A_STEM: [&str; 9] = [
    "as", "so", "too", "how", "more", "less", "most", "least", "same",
];

/// The forms of a stem that a chapter writes of something else than a
/// measurement: "quickest", said of a win in the fewest moves (Part IV). Like
/// [`COMPARING_WORDS`], it holds only words a chapter writes.
pub const NOT_OF_SPEED: [&str; 1] = ["quickest"];

/// Each word of `lower` that speaks of speed or cost by its stem
/// ([`SPEED_STEMS`]), as written: "faster", "as quick", "speed up".
fn speed_words(lower: &str) -> Vec<String> {
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut found = Vec::new();
    for (k, &word) in words.iter().enumerate() {
        let Some(stem) = SPEED_STEMS.iter().find(|stem| word.starts_with(*stem)) else {
            continue;
        };
        if NOT_OF_SPEED.contains(&word) {
            continue;
        }
        let before = k.checked_sub(1).map(|b| words[b]);
        let after = words.get(k + 1).copied();
        if word != *stem || *stem == "sped" {
            found.push(word.to_string());
        } else if let Some(before) = before.filter(|b| BEFORE_A_STEM.contains(b)) {
            found.push(format!("{before} {word}"));
        } else if after == Some("up") {
            found.push(format!("{word} up"));
        }
    }
    found
}

/// Which way a comparing word of speed or cost points, if it does: the
/// comparative or superlative of `fast`, `quick` or `cheap` ("faster",
/// "cheapest") says the thing takes less time, `Some(true)`; of `slow`
/// ("slower", "slowest"), more.
pub(super) fn way_of_word(word: &str) -> Option<bool> {
    if !(word.ends_with("er") || word.ends_with("est")) || word.contains(' ') {
        return None;
    }
    let stem = SPEED_STEMS.iter().find(|stem| word.starts_with(*stem))?;
    match *stem {
        "fast" | "quick" | "cheap" => Some(true),
        "slow" => Some(false),
        _ => None,
    }
}

/// The words that scale a time: a fraction ("a third of the sieve's time"), a
/// multiple ("twice the time", "double"), or a verb of one ("the time
/// quadruples", "halves"); "fold" is "N-fold"'s.
const RATIO_WORDS: &str = "half halves halved third thirds quarter quarters fifth fifths \
    tenth tenths hundredth fraction twice double doubles doubled triple triples tripled \
    quadruple quadruples quadrupled fold";

/// Each ratio of a time that `lower` says ([`RATIO_WORDS`]): the word, then at
/// most five words before "time" or "run" ("a third of the sieve's time", "half
/// of step 3's processor time", "twice the time"), or "time" or "run" at most
/// three words before it ("the table's time quadruples", "its running time
/// halves"), whatever the words between. A marker names it as `"third of ...
/// time"` where "of" follows the word, else as `"twice ... time"`.
fn ratios_of_time(lower: &str) -> Vec<String> {
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .filter(|w| !w.is_empty())
        .collect();
    // Not "times", which counts ("solved twice, then three times").
    let timed = |w: &&str| matches!(*w, "time" | "run" | "runs");
    let mut found = Vec::new();
    for (k, word) in words.iter().enumerate() {
        // A multiple in numbers: "forty times its time", "3 times the run".
        let counted = *word == "times"
            && k > 0
            && (cardinal(words[k - 1]).is_some()
                || words[k - 1].bytes().all(|b| b.is_ascii_digit()));
        if counted && words[k + 1..].iter().take(5).any(timed) {
            found.push(format!("{} times ... time", words[k - 1]));
            continue;
        }
        if !RATIO_WORDS.split_whitespace().any(|r| r == *word) {
            continue;
        }
        let of = words.get(k + 1) == Some(&"of");
        let after = words[k + 1..].iter().take(5 + usize::from(of)).any(timed);
        let before = words[k.saturating_sub(3)..k]
            .iter()
            .any(|w| matches!(*w, "time" | "run"));
        if after || before {
            let of = if of { " of" } else { "" };
            found.push(format!("{word}{of} ... time"));
        }
    }
    found
}

/// The number an English cardinal says, in lowercase: "two" to "nineteen",
/// the tens, a ten and a unit joined by `-` ("forty-two"), "a dozen" as
/// "dozen", "hundred", "thousand" and "million"; `None` for any other word.
pub(crate) fn cardinal(word: &str) -> Option<u64> {
    const UNITS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 8] = [
        "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    let unit = |w: &str| UNITS.iter().position(|u| *u == w).map(|k| k as u64);
    let ten = |w: &str| {
        TENS.iter()
            .position(|t| *t == w)
            .map(|k| 20 + 10 * k as u64)
    };
    match word {
        "dozen" => Some(12),
        "hundred" => Some(100),
        "thousand" => Some(1_000),
        "million" => Some(1_000_000),
        _ => match word.split_once('-') {
            Some((tens, units)) => {
                Some(ten(tens)? + unit(units).filter(|&u| (1..10).contains(&u))?)
            }
            None => unit(word).or_else(|| ten(word)),
        },
    }
}

/// Whether `lower` (lowercase) holds one of `words` as whole words.
fn says_any(lower: &str, words: &[&str]) -> bool {
    words.iter().any(|word| {
        lower.match_indices(word).any(|(at, _)| {
            let before = lower[..at].chars().next_back();
            let rest = &lower[at + word.len()..];
            // An inflection of the word's last one counts too.
            let rest = INFLECTIONS
                .iter()
                .find_map(|end| rest.strip_prefix(end).filter(|r| !starts_word(r)))
                .unwrap_or(rest);
            // A word that starts with a sign ("% longer") may follow a digit.
            let sign = !starts_word(word);
            (sign || !before.is_some_and(char::is_alphanumeric)) && !starts_word(rest)
        })
    })
}

/// The endings that inflect a listed phrase's last word.
const INFLECTIONS: [&str; 5] = ["ing", "ed", "es", "s", "d"];

/// Whether `text` starts with a letter or a digit.
fn starts_word(text: &str) -> bool {
    text.chars().next().is_some_and(char::is_alphanumeric)
}

/// A sentence of a chapter's prose: the line it starts on (1-based) and its words, on
/// one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sentence {
    /// The line it starts on, from 1.
    pub line: usize,
    /// Its text, its lines joined by spaces.
    pub text: String,
}

/// The sentences of a chapter's prose, outside code blocks. A sentence ends at `.`, `!`
/// or `?` (and any closing `)`, `"`, `*` or `_` after it) followed by a space and then a
/// capital, a link, a bracket, emphasis, code, math or a directive; at the end of a
/// paragraph; and before a line that starts a heading, a list item or a table row. Each
/// table row is a sentence of its own. A directive's braces are never split.
pub fn sentences(text: &str) -> Vec<Sentence> {
    let mut found = Vec::new();
    let mut paragraph: Vec<(usize, &str)> = Vec::new();
    for (number, line, place) in places(text) {
        match place {
            Place::Fence => {
                sentences_of(&paragraph, &mut found);
                paragraph.clear();
            }
            Place::Code { .. } => {}
            Place::Prose => {
                if line.trim().is_empty() || starts_a_block(line) {
                    sentences_of(&paragraph, &mut found);
                    paragraph.clear();
                }
                if !line.trim().is_empty() {
                    paragraph.push((number, line));
                }
            }
        }
    }
    sentences_of(&paragraph, &mut found);
    found
}

/// Where a line of a chapter stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    /// In the prose.
    Prose,
    /// On a fence that opens or closes a code block.
    Fence,
    /// Inside a fenced code block, which is Rust or not.
    Code {
        /// Whether the block's language is Rust.
        rust: bool,
    },
}

/// Each line of a chapter, with its number (from 1) and where it stands. A block
/// opens at a fence of three or more backticks or tildes, and closes at a fence
/// that starts with the same.
pub(super) fn places(text: &str) -> Vec<(usize, &str, Place)> {
    let mut found = Vec::new();
    let mut fence: Option<(String, bool)> = None;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker: String = trimmed
            .chars()
            .take_while(|&c| c == '`' || c == '~')
            .collect();
        let place = match &fence {
            _ if marker.len() < 3 => match &fence {
                None => Place::Prose,
                Some((_, rust)) => Place::Code { rust: *rust },
            },
            None => {
                let rust = trimmed[marker.len()..].starts_with("rust");
                fence = Some((marker, rust));
                Place::Fence
            }
            Some((open, _)) if marker.starts_with(open.as_str()) => {
                fence = None;
                Place::Fence
            }
            Some((_, rust)) => Place::Code { rust: *rust },
        };
        found.push((index + 1, line, place));
    }
    found
}

/// Whether `line` starts a block of its own: a heading, a list item, a table row.
fn starts_a_block(line: &str) -> bool {
    let t = line.trim_start().trim_start_matches(['>', ' ']);
    let numbered = t
        .find(|c: char| !c.is_ascii_digit())
        .is_some_and(|k| k > 0 && t[k..].starts_with(". "));
    t.starts_with('#')
        || t.starts_with('|')
        || t.starts_with("- ")
        || t.starts_with("* ")
        || t.starts_with("+ ")
        || numbered
}

/// The sentences of one paragraph (its lines, with their numbers).
fn sentences_of(paragraph: &[(usize, &str)], found: &mut Vec<Sentence>) {
    let mut sentence = String::new();
    let mut first_line = 0;
    let before = found.len();
    let mut close = |sentence: &mut String, line: usize| {
        let text = sentence.trim().to_string();
        sentence.clear();
        if text.is_empty() {
            return;
        }
        // Claims on lines of their own after a sentence are that sentence's.
        let attach = found.len() > before && only_claims(&text);
        match found.last_mut() {
            Some(last) if attach => {
                last.text.push(' ');
                last.text.push_str(&text);
            }
            _ => found.push(Sentence { line, text }),
        }
    };
    for &(line, text) in paragraph {
        // A quotation's `>` markers are not words of its sentences.
        let mut rest = text.trim().trim_start_matches(['>', ' ']);
        let row = rest.starts_with('|');
        while !rest.is_empty() {
            if sentence.is_empty() {
                first_line = line;
            }
            let end = if row { rest.len() } else { sentence_end(rest) };
            let (head, tail) = rest.split_at(end);
            if !sentence.is_empty() {
                sentence.push(' ');
            }
            sentence.push_str(head.trim());
            rest = tail.trim_start();
            let ends_here = !rest.is_empty()
                || only_claims(head)
                || head.trim_end().ends_with("-->")
                || head
                    .trim_end_matches([')', '"', '”', '*', '_'])
                    .ends_with(['.', '!', '?']);
            if ends_here || row {
                close(&mut sentence, first_line);
            }
        }
    }
    close(&mut sentence, first_line);
}

/// Where the first sentence of `text` ends (its length if it does not).
fn sentence_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0_i32;
    let mut comment = false;
    for k in 0..bytes.len() {
        // A comment belongs to the sentence before it (a `<!-- not measured -->`
        // marker), which ends after it.
        if bytes[k..].starts_with(b"<!--") {
            comment = true;
        } else if comment {
            if bytes[..=k].ends_with(b"-->") {
                comment = false;
                if bytes.get(k + 1).is_some_and(u8::is_ascii_whitespace) {
                    return k + 1;
                }
            }
            continue;
        }
        match bytes[k] {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            b'.' | b'!' | b'?' if depth <= 0 => {
                let word = text[..k].rsplit(' ').next().unwrap_or("");
                // An abbreviation, or the number of a numbered list item.
                let item = k > 0 && text[..k].chars().all(|c| c.is_ascii_digit());
                if item || matches!(word, "e.g" | "i.e" | "cf" | "vs") {
                    continue;
                }
                let closing = text[k + 1..]
                    .find(|c: char| !matches!(c, ')' | '"' | '”' | '*' | '_'))
                    .unwrap_or(text.len() - k - 1);
                let end = k + 1 + closing;
                let next = text[end..].chars().next();
                let after = text[end..].trim_start().chars().next();
                if next.is_some_and(char::is_whitespace)
                    && after.is_some_and(|c| {
                        c.is_uppercase() || matches!(c, '[' | '(' | '*' | '{' | '`' | '$' | '_')
                    })
                {
                    return end;
                }
            }
            _ => {}
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compares(sentence: &str) -> bool {
        !comparing_words(sentence).is_empty()
    }

    /// The sentences of `text` that compare with no claim: their first line and text.
    fn unchecked_comparisons(text: &str) -> Vec<(usize, String)> {
        sentences(text)
            .into_iter()
            .filter(|s| compares(&s.text) && !s.text.contains("{{#claim "))
            .map(|s| (s.line, s.text))
            .collect()
    }

    #[test]
    #[expect(clippy::too_many_lines, reason = "a table of sample sentences")]
    fn every_comparing_word_is_found_and_plain_sentences_are_not() {
        let samples = [
            ("faster", "The ring is faster here."),
            ("slower", "It is slower at 500."),
            ("fastest", "The fastest of them."),
            ("slowest", "The slowest is the tree."),
            ("quicker", "A quicker way."),
            // Review A: "twice as quick".
            ("as quick", "It is twice as quick."),
            ("cheapest", "The ring is the cheapest."),
            ("as cheap", "It is as cheap as the ring."),
            ("quickly", "It answers quickly."),
            ("slowly", "It grinds on slowly."),
            ("slowly", "They rise more slowly than n."),
            ("so slow", "The memo is so slow here."),
            ("too slow", "The tree is too slow for 30 piles."),
            ("how fast", "See how fast it goes."),
            ("sped", "The cache sped up the walk."),
            ("speed up", "Both cores speed up the count."),
            ("speed up", "Its speed-up is three."),
            ("slowed", "The second core slowed the first."),
            ("speeds", "The cache speeds up the walk."),
            ("slows", "The second core slows the first."),
            ("same speed", "Both run at the same speed."),
            ("as fast", "It is as fast as C."),
            ("as slow", "The memo is as slow as the table."),
            ("speedup", "A speedup of three over the table."),
            ("cheaper", "The line is cheaper than the table."),
            ("as fast", "The ring is twice as fast."),
            ("half ... time", "It takes half the time."),
            // The common spellings of a ratio or a lead.
            ("factor of", "It beats the table by a factor of two."),
            ("order of magnitude", "An order of magnitude apart."),
            ("outrun", "The ring outruns the table."),
            // Review X: a lead in other words.
            ("outpace", "The registers outpace the ring."),
            ("wide margin", "They beat the ring by a wide margin."),
            ("by far", "The registers are by far the best."),
            ("lag", "The memo lags behind."),
            // Review AP: one method level with another, or passing it.
            (
                "keeps pace",
                "At k = 30 the table still keeps pace with the window.",
            ),
            ("overtakes", "The window overtakes the table at 1,000."),
            ("catches up", "The sieve catches up from 10^6 on."),
            ("on par", "The two are on par."),
            // Review L: a plain "lag" and a time less or more.
            ("lag", "The memo and the table lag behind the ring."),
            ("lagging", "The memo is lagging behind."),
            ("less time", "The ring takes less time than the table."),
            ("more time", "The memo needs more time than the table."),
            ("scales better", "It scales better than the memo."),
            // A share of a time, whatever stands between.
            (
                "third of ... time",
                "The segmented sieve needs a third of the sieve's time.",
            ),
            (
                "tenth of ... time",
                "It runs in a tenth of the table's time.",
            ),
            (
                "half of ... time",
                "Half of step 3's processor time on one thread.",
            ),
            // Review B, this time without "of".
            ("half ... time", "The table needs half the memo's time."),
            // Review E: a multiple of a time, and a verb of one.
            (
                "twice ... time",
                "The table takes twice the time of the ring.",
            ),
            ("double ... time", "It takes double the time."),
            (
                "quadruples ... time",
                "The table's time quadruples when the row doubles.",
            ),
            (
                "halves ... time",
                "Its running time halves with each core added.",
            ),
            ("tenth ... time", "It cuts the time to a tenth."),
            ("fold ... time", "A 3-fold cut in the run."),
        ];
        for (word, sentence) in samples {
            assert!(
                comparing_words(sentence).contains(&word.to_string()),
                "`{word}` not found in: {sentence}"
            );
            assert_eq!(
                unchecked_comparisons(sentence),
                [(1, sentence.to_string())],
                "{word}"
            );
            let claimed = format!("{}{{{{#claim b x < y}}}}.", sentence.trim_end_matches('.'));
            assert!(unchecked_comparisons(&claimed).is_empty(), "{claimed}");
        }
        assert!(compares("The two stay within 10% of each other."));
        assert!(compares("Within 2.5% at every size."));
        for plain in [
            "Breakfast, steadfastness.",
            "The table holds n^2 values.",
            "A growth exponent is fitted; the rows are long, the rings wide.",
            "Within a segment, the marks are made in order.",
            "It falters; the risen bread is busywork.",
            "The closet of the bus.",
            // A share of something else than a time.
            "The rings hold a third of the table's cells.",
            // A plain verb of change is read as the bound's or the row's.
            "Its bound grows like n^2; the values rise, then fall.",
            // A stem of speed with no ending characterises, it does not
            // compare; "quickest" is said of a win.
            "The oracle is slow but plainly right; the fast Fourier transform.",
            "The fast methods subtract; the other player removes the cheap 1.",
            // A multiple of a count, not of a time.
            "The row 7 is solved twice, then three times; the memo, at most once.",
            "For a reader who writes code for speed, the quickest win.",
        ] {
            assert!(!compares(plain), "{plain}");
            assert!(unchecked_comparisons(plain).is_empty(), "{plain}");
        }
    }

    /// Reviewer BE: "at 50,000 values it answers in under a millisecond"
    /// passed every check, a time with no number a finder reads.
    #[test]
    fn a_span_of_time_in_words_is_a_measurement() {
        for (said, sentence) in [
            (
                "a millisecond",
                "At 50,000 values it answers in under a millisecond.",
            ),
            ("a millisecond", "It answers within a millisecond."),
            ("few seconds", "The sieve takes a few seconds on two cores."),
            ("ten minutes", "It ran for ten minutes."),
            ("a second", "It takes under a second."),
            ("a second", "Under a second on the book's machine."),
            ("an hour", "The count took an hour."),
        ] {
            assert!(
                comparing_words(sentence).contains(&said.to_string()),
                "{said}: {sentence}: {:?}",
                comparing_words(sentence)
            );
        }
        for plain in [
            "A second row starts at the end of the first.",
            "In a second pass, the loop reads the sums.",
            "The second player moves.",
            "Each minute detail of the table counts.",
        ] {
            assert!(comparing_words(plain).is_empty(), "{plain}");
        }
    }

    #[test]
    fn sentences_that_compare_need_a_claim() {
        let text = "# T\n\nThe ring is faster here. It is\nslower{{#claim b x < y}} there.\n\
                    Nothing is compared.\n\n```rust\n// faster\n```\n\nOne\nmore is the fastest.\n";
        let found = unchecked_comparisons(text);
        assert_eq!(
            found,
            [
                (3, "The ring is faster here.".to_string()),
                (11, "One more is the fastest.".to_string())
            ]
        );
        assert!(unchecked_comparisons("Breakfast, steadfastness.").is_empty());
    }

    /// A claim may sit on a line of its own after its sentence, and is that
    /// sentence's: a sentence's claims glued to its last word made lines of
    /// 250 characters.
    #[test]
    fn claims_on_lines_of_their_own_belong_to_the_sentence_before() {
        let text = "The ring is faster here.\n{{#claim b x < y}}\n{{#claim b x < z}}\n\n\
                    Nothing is compared.\n\n{{#claim b x < y}}\nThe table is slower.\n";
        let found = sentences(text);
        assert_eq!(found.len(), 4, "{found:?}");
        assert!(found[0].text.ends_with("{{#claim b x < z}}"), "{found:?}");
        assert_eq!(found[1].text, "Nothing is compared.");
        // Not across a paragraph: the claim above "slower" backs nothing.
        assert_eq!(
            unchecked_comparisons(text),
            [(8, "The table is slower.".into())]
        );
    }

    #[test]
    fn list_items_table_rows_and_closing_brackets_end_sentences() {
        // The growth in brackets is a sentence of its own, not part of the next item's.
        let text = "- **growth.** The slope is fitted. (The gap widens like\n\
                    $n^{0.7}$; see [there](x.md).)\n\
                    - **ratio.** How many times faster{{#claim b x < y}} it is.\n";
        assert_eq!(
            unchecked_comparisons(text),
            [(
                1,
                "(The gap widens like $n^{0.7}$; see [there](x.md).)".to_string()
            )]
        );
        let table = "| a | b |\n| --- | --- |\n| x | faster{{#claim b x < y}} |\n| y | slower |\n";
        assert_eq!(
            unchecked_comparisons(table),
            [(4, "| y | slower |".to_string())]
        );
        let list = "Two things:\n\n1. It widens.\n2. It is flat.\n";
        assert_eq!(
            unchecked_comparisons(list),
            [(3, "1. It widens.".to_string())]
        );
        // An abbreviation does not end a sentence.
        let sentences = sentences("Faster, e.g. `linear`, than the rest. Then `b` is.\n");
        assert_eq!(sentences.len(), 2);
    }

    #[test]
    fn a_multiple_in_numbers_of_a_time_compares() {
        let said = comparing_words("The table takes about forty times its time.");
        assert_eq!(said, ["forty times ... time"]);
        let said = comparing_words("It takes 3 times the run of the ring.");
        assert_eq!(said, ["3 times ... time"]);
        assert!(comparing_words("The row is solved three times.").is_empty());
        assert_eq!(cardinal("forty-two"), Some(42));
        assert_eq!(cardinal("nineteen"), Some(19));
        assert_eq!(cardinal("dozen"), Some(12));
        assert_eq!(cardinal("ninety"), Some(90));
        for word in ["forty-ten", "tenty", "twenty-", "times"] {
            assert_eq!(cardinal(word), None, "{word}");
        }
    }
}

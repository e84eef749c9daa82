//! The arithmetic of `{{#const ...}}`: a formula of the crate's constants and
//! numbers (`stone_game::book::MAX_ROLLING_LEN^2/2`), worked out exactly, and
//! the TeX of a form of numbers that must give its value (`1.25*10^9`).
//!
//! A formula is written without spaces: numbers (`1.25`), paths of constants,
//! `+`, `-`, `*`, `/`, `^` (right to left, a whole exponent) and brackets, by
//! the usual precedence. Every value is a fraction of two `u128`, so a
//! division is exact and a result past `u128` is an error, never a wrong
//! number.

/// A number worked out exactly: `top / bottom`, `bottom` never 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Exact {
    top: u128,
    bottom: u128,
}

impl Exact {
    /// The whole number `n`.
    pub(super) fn whole(n: u128) -> Self {
        Self { top: n, bottom: 1 }
    }

    /// Its value, if it is a whole number.
    pub(super) fn as_whole(self) -> Option<u128> {
        (self.bottom == 1).then_some(self.top)
    }

    /// The value, near enough to write a rounded form of it.
    pub(super) fn as_f64(self) -> f64 {
        self.top as f64 / self.bottom as f64
    }

    /// `top / bottom` in lowest terms; `None` for a zero `bottom`.
    fn new(top: u128, bottom: u128) -> Option<Self> {
        if bottom == 0 {
            return None;
        }
        let common = gcd(top, bottom);
        Some(Self {
            top: top / common,
            bottom: bottom / common,
        })
    }

    /// `self` and `other` brought to one bottom, their tops joined by `join`.
    fn across(self, other: Self, join: fn(u128, u128) -> Option<u128>) -> Option<Self> {
        let (left, right) = (
            self.top.checked_mul(other.bottom)?,
            other.top.checked_mul(self.bottom)?,
        );
        Self::new(join(left, right)?, self.bottom.checked_mul(other.bottom)?)
    }

    fn add(self, other: Self) -> Option<Self> {
        self.across(other, u128::checked_add)
    }

    fn sub(self, other: Self) -> Option<Self> {
        self.across(other, u128::checked_sub)
    }

    fn mul(self, other: Self) -> Option<Self> {
        let top = self.top.checked_mul(other.top)?;
        Self::new(top, self.bottom.checked_mul(other.bottom)?)
    }

    fn div(self, other: Self) -> Option<Self> {
        let top = self.top.checked_mul(other.bottom)?;
        Self::new(top, self.bottom.checked_mul(other.top)?)
    }

    fn pow(self, exponent: Self) -> Option<Self> {
        let exponent = u32::try_from(exponent.as_whole()?).ok()?;
        let top = self.top.checked_pow(exponent)?;
        Self::new(top, self.bottom.checked_pow(exponent)?)
    }

    /// Whether `self` is within half of `unit` of `other`: `other` is `self`
    /// rounded to the place of `unit`.
    pub(super) fn rounds_to(self, other: Self, unit: Self) -> bool {
        let gap = self.sub(other).or_else(|| other.sub(self));
        let twice = gap.and_then(|gap| gap.mul(Self::whole(2)));
        // twice the gap <= unit: `sub` gives no number below zero.
        twice.and_then(|twice| unit.sub(twice)).is_some()
    }
}

impl std::fmt::Display for Exact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.bottom == 1 {
            write!(f, "{}", self.top)
        } else {
            write!(f, "{}/{}", self.top, self.bottom)
        }
    }
}

/// The greatest common divisor of `a` and `b`, at least 1.
fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}

/// The value of `formula`, each path valued by `value`.
///
/// # Errors
///
/// A formula that does not parse, names an unknown constant, divides by zero,
/// goes below zero or past `u128`, or raises to a power that is not whole.
pub(super) fn evaluate(
    formula: &str,
    value: &dyn Fn(&str) -> Option<u128>,
) -> Result<Exact, String> {
    let mut reader = Reader {
        rest: formula,
        value,
    };
    let found = reader.sum()?;
    if reader.rest.is_empty() {
        Ok(found)
    } else {
        Err(format!(
            "`{formula}`: cannot read `{}`; a formula is numbers, \
             constants, + - * / ^ and brackets, without spaces",
            reader.rest
        ))
    }
}

/// An operation on two numbers, `None` where it gives none.
type Apply = fn(Exact, Exact) -> Option<Exact>;

/// A reader of a formula, by recursive descent.
struct Reader<'a> {
    rest: &'a str,
    value: &'a dyn Fn(&str) -> Option<u128>,
}

impl Reader<'_> {
    /// Takes `sign` if the formula goes on with it.
    fn take(&mut self, sign: char) -> bool {
        self.rest
            .strip_prefix(sign)
            .map(|rest| self.rest = rest)
            .is_some()
    }

    /// Terms joined by `+` and `-`.
    fn sum(&mut self) -> Result<Exact, String> {
        let signs = [('+', Exact::add as Apply), ('-', Exact::sub)];
        self.joined(Self::product, signs, "goes below zero or past u128")
    }

    /// Powers joined by `*` and `/`.
    fn product(&mut self) -> Result<Exact, String> {
        let signs = [('*', Exact::mul as Apply), ('/', Exact::div)];
        self.joined(Self::power, signs, "divides by zero or goes past u128")
    }

    /// What `operand` reads, joined by `signs` from left to right; `fails`
    /// says what a sign that gives no number did.
    fn joined(
        &mut self,
        operand: fn(&mut Self) -> Result<Exact, String>,
        signs: [(char, Apply); 2],
        fails: &str,
    ) -> Result<Exact, String> {
        let mut total = operand(self)?;
        loop {
            let Some(&(sign, apply)) = signs.iter().find(|(sign, _)| self.take(*sign)) else {
                return Ok(total);
            };
            let right = operand(self)?;
            total = apply(total, right).ok_or_else(|| format!("`{sign}` {fails}"))?;
        }
    }

    /// An atom, raised to a power (`a^b^c` is `a^(b^c)`).
    fn power(&mut self) -> Result<Exact, String> {
        let base = self.atom()?;
        if !self.take('^') {
            return Ok(base);
        }
        let exponent = self.power()?;
        base.pow(exponent)
            .ok_or_else(|| "`^` raises to a power that is not whole, or past u128".to_string())
    }

    /// A number, a constant's path or a formula in brackets.
    fn atom(&mut self) -> Result<Exact, String> {
        if self.take('(') {
            let inner = self.sum()?;
            return if self.take(')') {
                Ok(inner)
            } else {
                Err("a `(` is not closed".to_string())
            };
        }
        let len = self
            .rest
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | ':' | '.')))
            .unwrap_or(self.rest.len());
        let (word, rest) = self.rest.split_at(len);
        self.rest = rest;
        if word.starts_with(|c: char| c.is_ascii_digit()) {
            return decimal(word).ok_or_else(|| format!("`{word}` is not a number"));
        }
        if word.is_empty() {
            return Err("a number or a constant is missing".to_string());
        }
        (self.value)(word).map(Exact::whole).ok_or_else(|| {
            format!(
                "no public whole-number constant `{word}`: write its path as \
                 code/public-api.txt does (`stone_game::book::MAX_ROLLING_LEN`)"
            )
        })
    }
}

/// A number written in digits, with at most one decimal point: `1.25`.
fn decimal(word: &str) -> Option<Exact> {
    let (whole, fraction) = word.split_once('.').unwrap_or((word, ""));
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) {
        return None;
    }
    let top: u128 = format!("{whole}{fraction}").parse().ok()?;
    let places = u32::try_from(fraction.len()).ok()?;
    Exact::new(top, 10_u128.checked_pow(places)?)
}

/// The TeX of a form of numbers (`2^33+3`, `1.25*10^9`): `^` raises what
/// follows it in braces, `*` is `\cdot`, `+` and `-` stand between spaces.
pub(super) fn tex(form: &str) -> String {
    let mut out = String::from("$");
    let mut chars = form.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '^' => {
                let mut exponent = String::new();
                while let Some(&d) = chars.peek().filter(|d| d.is_ascii_alphanumeric()) {
                    exponent.push(d);
                    chars.next();
                }
                out.push_str(&format!("^{{{exponent}}}"));
            }
            '*' => out.push_str(" \\cdot "),
            '+' | '-' => out.push_str(&format!(" {c} ")),
            other => out.push(other),
        }
    }
    out.push('$');
    out
}

/// The place of the last digit of a form written `m*10^e` or `m` (`1.4*10^7`
/// has 10⁶, `180` has 1), the unit to which a value is rounded to give it;
/// `None` for any other form.
pub(super) fn last_place(form: &str) -> Option<Exact> {
    let (mantissa, exponent) = form.split_once("*10^").unwrap_or((form, "0"));
    decimal(mantissa)?;
    let places = mantissa.split_once('.').map_or(0, |(_, f)| f.len());
    let exponent: u32 = exponent.parse().ok()?;
    let ten = Exact::whole(10);
    let up = ten.pow(Exact::whole(u128::from(exponent)))?;
    let down = ten.pow(Exact::whole(u128::try_from(places).ok()?))?;
    up.div(down)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(formula: &str) -> Result<Exact, String> {
        evaluate(formula, &|path| (path == "a::MAX").then_some(50_000))
    }

    #[test]
    fn a_formula_is_worked_out_exactly_by_the_usual_precedence() {
        let whole = |n| Ok(Exact::whole(n));
        assert_eq!(of("a::MAX^2/2"), whole(1_250_000_000));
        assert_eq!(of("2^33+3"), whole((1 << 33) + 3));
        assert_eq!(of("2*3+4*5"), whole(26));
        assert_eq!(of("2^3^2"), whole(512));
        assert_eq!(of("(2+3)*4"), whole(20));
        assert_eq!(of("1.25*10^9"), whole(1_250_000_000));
        assert_eq!(of("a::MAX/10000"), whole(5));
        assert_eq!(of("7/2"), Ok(Exact::new(7, 2).unwrap()));
        for wrong in [
            "2-3", "1/0", "2^0.5", "2^200", "b::MAX", "2 + 3", "(2", "2+", "1.2.3",
        ] {
            assert!(of(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn a_form_renders_as_tex_and_gives_the_place_it_rounds_to() {
        assert_eq!(tex("2^33+3"), "$2^{33} + 3$");
        assert_eq!(tex("1.25*10^9"), "$1.25 \\cdot 10^{9}$");
        let place = last_place("1.4*10^7").unwrap();
        assert_eq!(place, Exact::whole(1_000_000));
        let value = Exact::whole(3_u128.pow(15));
        let form = of("1.4*10^7").unwrap();
        assert!(value.rounds_to(form, place));
        assert!(!value.rounds_to(of("1.5*10^7").unwrap(), place));
        assert_eq!(last_place("180"), Some(Exact::whole(1)));
        assert_eq!(last_place("2^32"), None);
    }
}

//! The one error of the figures crate: what went wrong, and where.
//!
//! Every fallible function of `figures` returns [`Error`]. Each error says what it
//! was doing (the file, the program, the figure), so that `main` prints it alone,
//! such as: figure `sg-table`: `piles` has 17 piles; this kind of figure takes 1 to
//! 16.

use std::fmt;
use std::io;

/// What went wrong while recording a measurement, drawing a figure or writing a file.
#[derive(Debug)]
pub enum Error {
    /// A file or a folder could not be read or written, or a program could not be run.
    Io {
        /// The file, the folder or the program.
        what: String,
        /// What the system said.
        source: io::Error,
    },
    /// A JSON file could not be read or written.
    Json {
        /// The file.
        what: String,
        /// What `serde_json` said.
        source: serde_json::Error,
    },
    /// Writing HTML or SVG into a `String` failed: a value refused to be formatted.
    Format(fmt::Error),
    /// A method of the `stone-games` crate refused an input, with its game's error.
    Game(Box<dyn std::error::Error + Send + Sync>),
    /// Anything else, in a sentence: an input out of range, a recording that
    /// contradicts itself, a figure whose labels would overlap.
    Message(String),
    /// An error inside something named: a figure, a recording, a case.
    Within {
        /// What it happened in: "figure `sg-table`", a file's path.
        what: String,
        /// The error.
        source: Box<Error>,
    },
}

impl Error {
    /// The I/O error `source` on `what`: a path, or the program that would not run.
    pub fn io(what: impl fmt::Display, source: io::Error) -> Error {
        Error::Io {
            what: what.to_string(),
            source,
        }
    }

    /// The JSON error `source` on the file `what`.
    pub fn json(what: impl fmt::Display, source: serde_json::Error) -> Error {
        Error::Json {
            what: what.to_string(),
            source,
        }
    }

    /// This error, as it happened inside `what` (a figure, a file).
    pub fn within(self, what: impl fmt::Display) -> Error {
        Error::Within {
            what: what.to_string(),
            source: Box::new(self),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io { what, source } => write!(f, "{what}: {source}"),
            Error::Json { what, source } => write!(f, "{what}: {source}"),
            Error::Format(source) => write!(f, "{source}"),
            Error::Game(source) => write!(f, "{source}"),
            Error::Message(message) => f.write_str(message),
            Error::Within { what, source } => write!(f, "{what}: {source}"),
        }
    }
}

/// [`Display`](fmt::Display) writes the whole chain (figure `t`: a file: not
/// found), which `main` prints alone; so `source()` gives none, and a report
/// that walks the chain prints each cause once.
impl std::error::Error for Error {}

impl From<fmt::Error> for Error {
    fn from(source: fmt::Error) -> Error {
        Error::Format(source)
    }
}

impl From<String> for Error {
    fn from(message: String) -> Error {
        Error::Message(message)
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Error {
        Error::Message(message.to_string())
    }
}

/// Each game's `Error` becomes [`Error::Game`], so that `?` passes on a refusal
/// of the crate as it worded it.
macro_rules! from_game_errors {
    ($($game:ident),+) => {
        $(
            impl From<stone_games::$game::Error> for Error {
                fn from(source: stone_games::$game::Error) -> Error {
                    Error::Game(Box::new(source))
                }
            }
        )+
    };
}

from_game_errors!(
    stone_game,
    stone_game_ii,
    stone_game_iii,
    stone_game_iv,
    stone_game_v,
    stone_game_vi,
    stone_game_vii,
    stone_game_viii,
    stone_game_ix
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_names_where_it_happened() {
        let missing = io::Error::new(io::ErrorKind::NotFound, "not found");
        let e = Error::io("figures/data/x.json", missing).within("figure `t`");
        assert_eq!(e.to_string(), "figure `t`: figures/data/x.json: not found");
        assert!(std::error::Error::source(&e).is_none(), "Display wrote it");
        let refused = stone_games::stone_game_iv::alice_wins(u64::MAX)
            .map_err(Error::from)
            .unwrap_err();
        assert!(matches!(refused, Error::Game(_)), "{refused}");
        assert_eq!(Error::from("a sentence").to_string(), "a sentence");
    }
}

//! The book's root, and `figures/data/` read and written as JSON.
//!
//! `figures/data/`: the recorded measurements the figures are drawn from, read and written
//! as pretty-printed JSON, one way for every file.

use std::fs;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::Error;

/// The book's root directory (where `book.toml` is).
pub fn book_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("figures/ lives in the book's root")
        .to_path_buf()
}

/// The build's folder, where what is written from the code and not committed
/// goes (the widgets' fixture): `CARGO_TARGET_DIR` if set (from the root if
/// relative), else `target/` in the root.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => book_root().join(dir),
        None => book_root().join("target"),
    }
}

/// `figures/data/`, where recordings are committed.
pub fn data_dir() -> PathBuf {
    book_root().join("figures").join("data")
}

/// Write `value` to `path` as pretty-printed JSON with a final newline, creating the
/// folder if needed.
///
/// # Errors
///
/// When the folder or the file cannot be written; the message names the file.
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), Error> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| Error::io(dir.display(), e))?;
    }
    let json = serde_json::to_string_pretty(value).map_err(|e| Error::json(path.display(), e))?;
    fs::write(path, json + "\n").map_err(|e| Error::io(path.display(), e))
}

/// Read a recording written by [`write_json`].
///
/// # Errors
///
/// When the file is missing (the message then gives `record_with`, the command that makes
/// it) or malformed.
pub fn read_json<T: DeserializeOwned>(path: &Path, record_with: &str) -> Result<T, Error> {
    let text = fs::read_to_string(path)
        .map_err(|e| format!("{}: {e}; record it with `{record_with}`", path.display()))?;
    serde_json::from_str(&text).map_err(|e| Error::json(path.display(), e))
}

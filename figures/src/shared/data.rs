//! The book's root, and `figures/data/` read and written as JSON.
//!
//! `figures/data/`: the recorded measurements the figures are drawn from, read and written
//! as pretty-printed JSON, one way for every file. Each file written there is sealed: its
//! SHA-256 goes into `figures/data/SHA256SUMS`, so that an edit no recording command made
//! fails `figures/tests/drift.rs`, and `sha256sum -c SHA256SUMS` checks them by hand.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::Serialize;
use sha2::{Digest, Sha256};

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

/// The file in `figures/data/` that holds each recording's SHA-256, in the
/// format `sha256sum` writes and checks.
pub const SEALS: &str = "SHA256SUMS";

/// Write `value` to `path` as pretty-printed JSON with a final newline, creating the
/// folder if needed. A file of `figures/data/` is sealed too ([`seal`]).
///
/// # Errors
///
/// When the folder or the file cannot be written; the message names the file.
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), Error> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|e| Error::io(dir.display(), e))?;
    let json = serde_json::to_string_pretty(value).map_err(|e| Error::json(path.display(), e))?;
    let text = json + "\n";
    fs::write(path, &text).map_err(|e| Error::io(path.display(), e))?;
    if dir == data_dir() {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        seal(dir, &name.unwrap_or_default(), text.as_bytes())?;
    }
    Ok(())
}

/// The SHA-256 of `bytes`, in lowercase hexadecimal.
///
/// ```
/// assert_eq!(
///     figures::shared::data::sha256_hex(b"abc"),
///     "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// );
/// ```
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The seals of `dir`: each file's name and the SHA-256 that [`seal`]
/// recorded for it (none when `dir` has no `SHA256SUMS`).
///
/// # Errors
///
/// When `SHA256SUMS` cannot be read, or a line is not `<64 hex digits>  <name>`.
pub fn seals(dir: &Path) -> Result<BTreeMap<String, String>, Error> {
    let path = dir.join(SEALS);
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(Error::io(path.display(), e)),
    };
    let mut seals = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        let parsed = line.split_once("  ").filter(|(hash, name)| {
            hash.len() == 64 && hash.bytes().all(|b| b.is_ascii_hexdigit()) && !name.is_empty()
        });
        let Some((hash, name)) = parsed else {
            return Err(format!(
                "{}:{}: `{line}` is not `<SHA-256>  <file>`",
                path.display(),
                number + 1
            )
            .into());
        };
        seals.insert(name.to_string(), hash.to_string());
    }
    Ok(seals)
}

/// Record in `dir`'s `SHA256SUMS` that its file `name` holds `bytes`: its line
/// is replaced, or added, and the lines stay in the order of the names.
///
/// # Errors
///
/// When `SHA256SUMS` cannot be read or written.
pub fn seal(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), Error> {
    let mut all = seals(dir)?;
    all.insert(name.to_string(), sha256_hex(bytes));
    let text: String = all
        .iter()
        .map(|(name, hash)| format!("{hash}  {name}\n"))
        .collect();
    let path = dir.join(SEALS);
    fs::write(&path, text).map_err(|e| Error::io(path.display(), e))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of its own under the system's temporary folder, emptied.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("figures-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    #[test]
    fn a_seal_is_added_in_the_order_of_names_and_replaced_when_written_again() {
        let dir = scratch("seal");
        seal(&dir, "b.json", b"one").unwrap();
        seal(&dir, "a.json", b"abc").unwrap();
        seal(&dir, "b.json", b"two").unwrap();
        let text = fs::read_to_string(dir.join(SEALS)).unwrap();
        let expected = format!(
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  a.json\n\
             {}  b.json\n",
            sha256_hex(b"two")
        );
        assert_eq!(text, expected);
        assert_ne!(sha256_hex(b"one"), sha256_hex(b"two"));
        assert_eq!(seals(&dir).unwrap()["b.json"], sha256_hex(b"two"));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_line_that_is_not_a_seal_is_refused_with_its_number() {
        let dir = scratch("bad-seal");
        fs::write(
            dir.join(SEALS),
            format!("{}  a.json\nabc b.json\n", "0".repeat(64)),
        )
        .unwrap();
        let message = seals(&dir).unwrap_err().to_string();
        assert!(message.contains("SHA256SUMS:2: `abc b.json`"), "{message}");
        fs::remove_dir_all(&dir).unwrap();
    }
}

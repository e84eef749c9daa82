//! Writes `OUT_DIR/constants.rs`: every public integer constant of the crate
//! `stone-games`, by its path, with its value as the compiler computes it.
//!
//! The paths come from `code/public-api.txt`, the crate's public API, which the
//! root package's test `tests/public_api.rs` holds to the code: a line
//! `stone_game::book::MAX_ROLLING_LEN: const usize = 50_000 [book]` becomes
//! `("stone_game::book::MAX_ROLLING_LEN", stone_games::stone_game::book::MAX_ROLLING_LEN as u128)`.
//! Only the path is read; the value is the crate's own.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

/// The types a constant of `{{#const}}` may have: whole numbers.
const INTEGERS: [&str; 4] = ["usize", "u64", "u32", "u16"];

fn main() {
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("../code/public-api.txt");
    println!("cargo:rerun-if-changed={}", list.display());
    let text = fs::read_to_string(&list).unwrap_or_else(|e| panic!("{}: {e}", list.display()));
    let mut out = String::from("&[\n");
    for line in text.lines() {
        let Some((path, what)) = line.split_once(": const ") else {
            continue;
        };
        let integer = what
            .split_once(" = ")
            .is_some_and(|(ty, _)| INTEGERS.contains(&ty));
        if integer {
            writeln!(out, "    (\"{path}\", stone_games::{path} as u128),").unwrap();
        }
    }
    out.push(']');
    let path = Path::new(&env::var("OUT_DIR").unwrap()).join("constants.rs");
    fs::write(&path, out).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

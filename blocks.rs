//! Every Rust block of the book as a doctest, so that `cargo test` compiles and runs
//! each as `mdbook test` would, with rustdoc. build.rs writes `OUT_DIR/book-blocks.rs`:
//! one empty module per block, named after its chapter and line
//! (`stone_game_pitfalls_line_24` is the block whose fence is at line 24 of
//! `src/stone-game/pitfalls.md`), whose doc comment holds the block and says where each
//! of its lines came from. Only rustdoc's test build (`cfg(doctest)`) sees them;
//! `cargo test --doc -p stone-games-book <name>` runs some.

#[cfg(doctest)]
include!(concat!(env!("OUT_DIR"), "/book-blocks.rs"));

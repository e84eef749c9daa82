//! Every Rust block of the book as a doctest, so that `cargo test` compiles and runs
//! each as `mdbook test` would, with rustdoc. build.rs writes `OUT_DIR/book-blocks.rs`:
//! one empty module per block, named after its chapter and line
//! (`stone_game_pitfalls_line_24` is the block whose fence is at line 24 of
//! `src/stone-game/pitfalls.md`), whose doc comment holds the block and says where each
//! of its lines came from. Only rustdoc's test build (`cfg(doctest)`) sees them;
//! `cargo test --doc -p stone-games-book <name>` runs some.

#[cfg(doctest)]
include!(concat!(env!("OUT_DIR"), "/book-blocks.rs"));

/// What stopped build.rs expanding a chapter, if anything: a directive that
/// names a missing file or anchor, or that does not render. build.rs leaves
/// that chapter's blocks out, and this test says why.
#[test]
fn every_directive_of_the_book_expands() {
    let problems: &[&str] = include!(concat!(env!("OUT_DIR"), "/book-problems.rs"));
    assert!(
        problems.is_empty(),
        "The book's code cannot be tested until these are fixed:\n  {}",
        problems.join("\n  ")
    );
}

//! Every ```` ```rust ```` block of every chapter, compiled and run.
//!
//! `build.rs` expands the chapters (so a block shows code from `code/` through an anchor)
//! and has skeptic write one test per block; each test compiles its block as a program
//! linked against `stone-games`, then runs it. A block that panics fails its test.

include!(concat!(env!("OUT_DIR"), "/skeptic-tests.rs"));

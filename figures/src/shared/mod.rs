//! What the three rooms share: the book's root and `figures/data/` read and written
//! as JSON ([`data`]), and numbers printed as the figures print them ([`numbers`]).

pub mod data;
pub mod numbers;

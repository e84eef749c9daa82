//! What the three rooms share: paths and JSON ([`data`]), and [`numbers`].

pub mod data;
pub mod numbers;

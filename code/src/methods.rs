//! The macro that writes a game's list of methods, `book::METHODS`.

/// `methods![memo, table]` is `&[("memo", memo), ("table", table)]`: each
/// method named by the function it is, so that a name is typed once. A
/// game's `book::METHODS` is written with it.
macro_rules! methods {
    ($($method:ident),+ $(,)?) => {
        &[$((stringify!($method), $method)),+]
    };
}

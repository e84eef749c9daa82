//! The target of a doc link to an item that only the feature `book` makes
//! public.

/// The reference definition of a doc link to an item that only the feature
/// `book` makes public: the item itself when the docs are built with `book`,
/// and its page in the documentation beside the book when they are not (as a
/// program that depends on the crate builds them, `cargo doc`), so that no
/// link is dead in either.
///
/// A paragraph names the item as [`state_table`], and the definition under it
/// is `#[doc = book_link!(fn stone_game_ii::book::state_table)]`: the item's
/// kind as rustdoc names its pages (`fn`, `constant`, `struct`, `enum`), then
/// its path from the crate's root. The label is the item's name.
macro_rules! book_link {
    (@name $name:ident) => {
        stringify!($name)
    };
    (@name $module:ident :: $($rest:ident)::+) => {
        book_link!(@name $($rest)::+)
    };
    ($kind:ident $($path:ident)::+) => {
        concat!(
            "[`",
            book_link!(@name $($path)::+),
            "`]: ",
            book_link_target!($kind $($path)::+)
        )
    };
}

/// With `book`, the item itself, as an intra-doc link.
#[cfg(feature = "book")]
macro_rules! book_link_target {
    ($kind:ident $game:ident $(:: $item:ident)+) => {
        concat!("crate::", stringify!($game) $(, "::", stringify!($item))+)
    };
}

/// Without `book`, the item's page in the documentation beside the book.
#[cfg(not(feature = "book"))]
macro_rules! book_link_target {
    ($kind:ident $game:ident $(:: $item:ident)+) => {
        concat!(
            "https://stone-games.github.io/stone-games/api/stone_games/",
            stringify!($game),
            "/",
            book_link_target!(@page $kind $($item)::+)
        )
    };
    (@page $kind:ident $name:ident) => {
        concat!(stringify!($kind), ".", stringify!($name), ".html")
    };
    (@page $kind:ident $module:ident :: $($rest:ident)::+) => {
        concat!(
            stringify!($module),
            "/",
            book_link_target!(@page $kind $($rest)::+)
        )
    };
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_book_link_is_labelled_by_the_items_name() {
        let link = book_link!(fn stone_game::exercises::beat_greedy);
        #[cfg(feature = "book")]
        assert_eq!(
            link,
            "[`beat_greedy`]: \
             crate::stone_game::exercises::beat_greedy"
        );
        #[cfg(not(feature = "book"))]
        assert_eq!(
            link,
            "[`beat_greedy`]: \
             https://stone-games.github.io/stone-games/api/stone_games/\
             stone_game/exercises/fn.beat_greedy.html"
        );
        let constant =
            book_link!(constant stone_game_iv::book::L2_SEGMENT_BITS);
        #[cfg(not(feature = "book"))]
        assert!(constant
            .ends_with("stone_game_iv/book/constant.L2_SEGMENT_BITS.html"));
        #[cfg(feature = "book")]
        assert!(
            constant.ends_with(": crate::stone_game_iv::book::L2_SEGMENT_BITS")
        );
    }
}

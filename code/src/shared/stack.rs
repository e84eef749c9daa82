//! The one way the crate runs a deep recursion: on a thread of its own, whose
//! stack is sized for the depth.

/// The stack each level of recursion may use, with room to spare: a debug
/// build's frames for the crate's recursive solvers take a few hundred bytes.
pub(crate) const BYTES_PER_LEVEL: usize = 2 << 10;

/// The stack a thread gets before the levels are counted.
pub(crate) const BASE_STACK: usize = 1 << 20;

/// Run `work` on a new thread whose stack holds a recursion `depth` calls deep,
/// and return what it returns.
///
/// A recursion that goes one call deeper per pile (the memos of Stone Game and
/// Stone Game II) would overflow the 2 MiB stack of a test thread, or the 8 MiB
/// of a main thread, on a long row. Every game's limits bound the depth, and so
/// the stack asked for here: at most `BASE_STACK + depth * BYTES_PER_LEVEL`.
///
/// A panic inside `work` is passed on to the caller, as if `work` had run on
/// the caller's thread.
///
/// # Panics
///
/// When the operating system refuses to start a thread (out of memory), or
/// when `work` panics.
pub(crate) fn on_a_big_stack<T: Send>(
    depth: usize,
    work: impl FnOnce() -> T + Send,
) -> T {
    let stack = depth
        .saturating_mul(BYTES_PER_LEVEL)
        .saturating_add(BASE_STACK);
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(stack)
            .spawn_scoped(scope, work)
            .expect("the system refused to start a thread")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A recursion whose frames are at least `FRAME` bytes: an array on the
    /// stack that the optimiser cannot drop.
    fn deep(level: usize) -> usize {
        const FRAME: usize = 512;
        let mut frame = [0_u8; FRAME];
        frame[level % FRAME] = 1;
        let below = if level == 0 { 0 } else { deep(level - 1) };
        std::hint::black_box(&frame);
        below + usize::from(frame[level % FRAME])
    }

    #[test]
    fn a_recursion_deeper_than_a_test_thread_allows_fits() {
        // 20,000 levels of at least 512 bytes: 10 MB, five times a test
        // thread's stack.
        let levels = 20_000;
        assert_eq!(on_a_big_stack(levels, || deep(levels)), levels + 1);
    }

    #[test]
    fn a_shallow_call_still_gets_the_base_stack() {
        // A depth of 0, and 500 levels of at least 512 bytes (a quarter of a
        // MiB) all the same: what runs around a recursion, and a recursion
        // its caller counted short, lives on the base stack. Without it the
        // thread would get the system's minimum, a few pages.
        assert_eq!(on_a_big_stack(0, || deep(500)), 501);
    }

    #[test]
    fn a_panic_reaches_the_caller() {
        let result = std::panic::catch_unwind(|| {
            on_a_big_stack(10, || -> u8 { panic!("inside") })
        });
        assert!(result.is_err());
    }
}

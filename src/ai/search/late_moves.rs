//! Late move reductions: in a null-window node of the midgame far enough from its leaves,
//! a move sorted late is searched first two plies shallower, and again at full depth only
//! when that shallower search beats the window. The moves sorted late are the ones least
//! likely to matter; most of them fail the shallow search as they would the deep one.
//!
//! Only a search on a clock reduces (`Limits::late_move_reductions`): there what the
//! reductions save buys depth, where a search of fixed depth would only play worse at the
//! same depth. The fixed-depth levels 4-6 and the review's analyses search as they were
//! measured without them.
//!
//! Two plies, not one: a search one ply shallower ends with the other side to move, whose
//! scores lean the other way, and its fail-highs are searched again. Measured on 2026-11-29
//! with `cargo run --release --example midgame_speed -- 100 12` (reducing from 4 plies after
//! three sorted moves): 14.98 M positions one ply shallower, 9.24 M two plies shallower,
//! 13.79 M without reductions.
//!
//! The settings, from [`REDUCE_FROM_DEPTH`] plies after [`FULL_DEPTH_SORTED_MOVES`] sorted
//! moves, on 2026-12-05:
//! - the test below (`cargo test --lib late_moves`: 80 positions searched to 10 plies on a
//!   frozen clock): 2,344,194 positions against 3,756,052 without reductions, 38% fewer, and
//!   the same move in 77 of the 80;
//! - against NTest at depth 17 with 0.1 s a move, beside reductions from 4 plies after three
//!   sorted moves on the same openings: +1.7 points a game over 492 openings (95%: -0.2 to
//!   +3.7), ahead in each of the five sets. The command, for seeds 207 to 211, each pair of
//!   sets then compared with `compare_matches`: `match --openings 100 --jobs 2 --seed S
//!   --time-ms 100 "target/release/reversi nboard" "cd /tmp/ntest/run-s && exec ./ntest x"
//!   --depth-b 17`. Those reductions in turn scored +0.8 points a game against none by the
//!   same command at 94 to 100 ms a move (1,600 openings, 95%: -0.3 to +1.9; seeds 34-39,
//!   70-74 and 190-194, from 2026-11-29 to 2026-12-04).
//!
//! Reducing the moves sorted from the seventh on by 3 plies (at 7 plies and up) saves
//! nothing more: 3,135,449 positions in the same test against 3,126,436 with 2 (both
//! reducing from 4 plies after three sorted moves, 2026-12-05).

/// Nodes at least this many plies from their leaves reduce their late moves: at 3 a late move
/// is first only evaluated; closer, the reduced search would be shallower than the leaves.
const REDUCE_FROM_DEPTH: u32 = 3;

/// The moves a node searches at full depth at once: the table's, and this many of the moves
/// sorted after it.
const FULL_DEPTH_SORTED_MOVES: u32 = 2;

/// How many plies shallower than its siblings a late move is searched first.
const REDUCTION: u32 = 2;

/// The depth at which a node `depth` plies from its leaves first searches its next move,
/// `sorted_searched` of its sorted moves (not counting the table's) being searched already:
/// `None` to search it at full depth (`depth - 1`) at once.
#[inline]
pub(crate) fn reduced_depth(depth: u32, sorted_searched: u32) -> Option<u32> {
    (depth >= REDUCE_FROM_DEPTH && sorted_searched >= FULL_DEPTH_SORTED_MOVES)
        .then(|| depth - 1 - REDUCTION)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;
    use crate::ai::engine::Engine;
    use crate::ai::limits::Limits;
    use crate::ai::sample_positions::sample_positions;

    #[test]
    fn only_late_moves_far_from_the_leaves_are_reduced() {
        assert_eq!(reduced_depth(12, 2), Some(9));
        assert_eq!(reduced_depth(3, 5), Some(0));
        assert_eq!(reduced_depth(12, 1), None);
        assert_eq!(reduced_depth(2, 10), None);
    }

    #[test]
    fn reductions_visit_fewer_positions_and_mostly_choose_the_same_move() {
        // The frozen clock never moves: both searches deepen alike to 10 plies, and differ
        // by the reductions alone. From 31 empties a timed search of 10 plies stays in the
        // midgame (closer to the end it would hand over to its solves).
        let boards = sample_positions(80, 31..=54);
        let reducing = Limits::to_depth(10).with_time_ms(1e9);
        let not_reducing = reducing.without_late_move_reductions();
        let mut engine = Engine::new(8);
        let (mut full_nodes, mut reduced_nodes, mut same) = (0, 0, 0);
        for board in &boards {
            engine.clear();
            let full = engine.search(board, &not_reducing, &FrozenClock);
            engine.clear();
            let reduced = engine.search(board, &reducing, &FrozenClock);
            assert_eq!((reduced.depth, full.depth), (10, 10));
            full_nodes += full.nodes;
            reduced_nodes += reduced.nodes;
            same += usize::from(full.best_move == reduced.best_move);
        }
        // At 10 plies 38% fewer (77 of the 80 moves the same).
        assert!(
            reduced_nodes * 10 < full_nodes * 7,
            "{reduced_nodes} against {full_nodes}"
        );
        assert!(
            same * 10 >= boards.len() * 7,
            "{same} of {} the same",
            boards.len()
        );
    }
}

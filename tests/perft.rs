//! Perft from the start position against the published leaf counts, both pass conventions.
//!
//! Sources: the first column is Aart Bik's perft of Othello (2009; a pass counts as one ply),
//! the second the Egaroucid project's (a pass costs no ply); Egaroucid's technology notes
//! publish both side by side (github.com/Nyanyan/Egaroucid, `web_resources/en/technology/
//! explanation`), and LimeEng/magpie's `tests/perft.rs` checks the first column to depth 14.
//! Passes first occur at depth 9, so that is where the two columns part.
//! Depths 10 and 11 take seconds; run them with `cargo test --test perft -- --ignored`.

use reversi::{perft, Board, PassRule};

/// `(depth, pass counts as a ply, pass costs no ply)`.
const PUBLISHED: [(u32, u64, u64); 11] = [
    (1, 4, 4),
    (2, 12, 12),
    (3, 56, 56),
    (4, 244, 244),
    (5, 1_396, 1_396),
    (6, 8_200, 8_200),
    (7, 55_092, 55_092),
    (8, 390_216, 390_216),
    (9, 3_005_288, 3_005_320),
    (10, 24_571_284, 24_571_420),
    (11, 212_258_800, 212_260_880),
];

fn check(depth: u32) {
    let (_, counts_as_ply, free_ply) = PUBLISHED[depth as usize - 1];
    assert_eq!(
        perft(Board::start(), depth, PassRule::CountsAsPly),
        counts_as_ply
    );
    assert_eq!(perft(Board::start(), depth, PassRule::FreePly), free_ply);
}

macro_rules! perft_tests {
    ($($(#[$attr:meta])* $name:ident: $depth:expr,)*) => {
        $(
            #[test]
            $(#[$attr])*
            fn $name() {
                check($depth);
            }
        )*
    };
}

perft_tests! {
    depth_1: 1,
    depth_2: 2,
    depth_3: 3,
    depth_4: 4,
    depth_5: 5,
    depth_6: 6,
    depth_7: 7,
    depth_8: 8,
    depth_9: 9,
    #[ignore = "slow"] depth_10: 10,
    #[ignore = "slow"] depth_11: 11,
}

#[test]
fn depth_zero_is_the_position_itself() {
    assert_eq!(perft(Board::start(), 0, PassRule::CountsAsPly), 1);
}

#[test]
fn a_finished_game_is_one_leaf_at_any_depth() {
    // Only two black discs: nobody can move.
    let finished = Board {
        player: 1,
        opponent: 0,
    };
    for depth in 1..5 {
        assert_eq!(perft(finished, depth, PassRule::CountsAsPly), 1);
        assert_eq!(perft(finished, depth, PassRule::FreePly), 1);
    }
}

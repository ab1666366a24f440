//! The trained evaluation: how a position with 12 to 23 empty squares is likely to end, in
//! discs, from the contents of its patterns (see `patterns.rs`) and its mobility. The exact
//! solver sorts its moves with it (see `ordering.rs`), where the classic fastest-first rule
//! alone picks the best move too seldom: with it the solver visits half as many positions on
//! FFO #20-#39 and 39% fewer on #40-#44.
//!
//! The values were fitted by least squares to 340,767 positions with 10 to 25 empties from
//! about 21,000 self-play games whose last 18 moves were played perfectly: positions with at
//! most 18 empties are labelled with their exact result, the others with the result of their
//! game. The tools that make the table are `examples/selfplay.rs` and
//! `examples/train_eval.rs` (README, "The trained evaluation").
//!
//! `trained_eval.bin` holds [`VALUE_COUNT`] pattern values, one signed byte each in steps of
//! [`STEP_UNITS`] evaluation units, then two little-endian `i16`s in evaluation units
//! ([`UNITS_PER_DISC`](super::eval::UNITS_PER_DISC) per disc): the weight of one move of
//! mobility difference and a constant.

use super::patterns::{features, VALUE_COUNT};
use crate::Board;

/// Evaluation units per step of a stored pattern value: a third of a disc, so that a byte
/// spans ±42 discs, more than any fitted value.
pub const STEP_UNITS: i32 = 8;

/// The table as fitted: the pattern values, the mobility weight, the constant.
static TABLE: &[u8; VALUE_COUNT + 4] = include_bytes!("trained_eval.bin");

/// The little-endian `i16` at `at` in the table.
#[inline(always)]
fn word(at: usize) -> i32 {
    i32::from(i16::from_le_bytes([TABLE[at], TABLE[at + 1]]))
}

/// The expected final disc difference for the side to move of `board`, in evaluation units.
/// Meant for 12 to 23 empty squares (what it was fitted on); elsewhere a rougher guess.
#[inline]
pub(crate) fn evaluate_trained(board: &Board) -> i32 {
    let patterns: i32 = features(board)
        .iter()
        .map(|&feature| i32::from(TABLE[feature as usize] as i8))
        .sum();
    let mobility = board.legal_moves().count() as i32 - board.pass().legal_moves().count() as i32;
    patterns * STEP_UNITS + word(VALUE_COUNT) * mobility + word(VALUE_COUNT + 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::UNITS_PER_DISC;
    use crate::obf;

    /// Pairs of moves of the FFO #1-#39 positions (20 to 27 empties) with different exact
    /// scores, and how many of them the evaluation of the positions after them orders right.
    fn ordered_pairs(evaluate: impl Fn(&Board) -> i32) -> (usize, usize) {
        let text = [
            include_str!("../../tests/data/fforum-1-19.obf"),
            include_str!("../../tests/data/fforum-20-39.obf"),
        ]
        .concat();
        let (mut right, mut pairs) = (0, 0);
        for position in obf::parse_lines(&text).unwrap() {
            let scored: Vec<(i32, i32)> = position
                .expected
                .iter()
                .map(|&(square, score)| (score, -evaluate(&position.board.play(square))))
                .collect();
            for (i, a) in scored.iter().enumerate() {
                for b in &scored[i + 1..] {
                    if a.0 != b.0 {
                        pairs += 1;
                        right += usize::from((a.0 > b.0) == (a.1 > b.1));
                    }
                }
            }
        }
        (right, pairs)
    }

    #[test]
    fn it_orders_the_moves_of_unseen_endgames_better_than_the_hand_made_evaluation() {
        let (trained, pairs) = ordered_pairs(evaluate_trained);
        let (hand_made, _) =
            ordered_pairs(|board| crate::ai::eval::evaluate(board, board.legal_moves()));
        assert!(pairs > 500, "{pairs} pairs");
        // A coin would order half; the hand-made evaluation's share is the bar to clear.
        assert!(
            trained * 100 > pairs * 70,
            "{trained} of {pairs}, hand-made {hand_made}"
        );
        assert!(
            trained > hand_made,
            "trained {trained}, hand-made {hand_made} of {pairs}"
        );
    }

    #[test]
    fn a_crushing_lead_scores_high_for_one_side_and_low_for_the_other() {
        // Rows 1-6 are the player's; the opponent has g8 and h8; a7-h7 and a8-f8 are empty.
        let crushing = Board {
            player: 0x0000_FFFF_FFFF_FFFF,
            opponent: 0xC000_0000_0000_0000,
        };
        assert!(evaluate_trained(&crushing) > 20 * UNITS_PER_DISC);
        let swapped = Board {
            player: crushing.opponent,
            opponent: crushing.player,
        };
        assert!(evaluate_trained(&swapped) < -20 * UNITS_PER_DISC);
    }
}

//! [`Puzzle`]: a position with one clearly best move, proved by solving every move exactly,
//! and its [`Grade`]: how deep the reader must look and how many moves tempt them.

use crate::ai::{Engine, FrozenClock};
use crate::obf::ObfPosition;
use crate::{Board, Color, Game, Square};

/// The best move beats every other by at least this many discs. Final scores are even, so 2
/// is the least difference there is; a rival 2 or 4 discs behind is a matter of one or two
/// discs changing hands, which a reader may fairly call as good. From 6 on, the wrong answer
/// visibly loses. Of the 660 positions with 10 to 20 empties in 60 self-play games of seed 7
/// (`examples/puzzle_thresholds.rs`), a margin of 2 makes puzzles of 75%, 4 of 48%, 6 of 33%
/// and 8 of 21%: 6 still leaves plenty.
pub const MARGIN_DISCS: i32 = 6;

/// A rival move is close when it scores within this many discs of the best: with the
/// [`MARGIN_DISCS`] it loses 6 to 10 discs, a difference that shows only when both lines are
/// read to the end. Of the 216 puzzles among the same 660 positions, this leaves 31% with no
/// close rival, 28% with one, 42% with two or more: the three grades of temptation are about
/// equally common (within 8 discs: 46%, 31%, 23%; within 12: 20%, 24%, 56%).
pub const CLOSE_DISCS: i32 = 10;

/// The most empty squares a puzzle may have, in a set (`reversi puzzles --empties`) and on
/// the page (`mode="puzzle"`): every move is solved exactly, which takes most of a second at
/// 20 empties natively (a few times that in the browser) and three times as long for each
/// empty square more.
pub const MOST_EMPTIES: u32 = 24;

/// A puzzle offers at least this many moves: with two, a guess is right half the time.
pub const FEWEST_MOVES: usize = 3;

/// From these many empties a puzzle earns one more difficulty point each. They cut the
/// default range of 10 to 20 empties into three bands (10-12, 13-16, 17-20); each band's
/// lines are three or four moves longer, and the work grows about threefold per empty square
/// (solving every move takes 1.6 ms at 13 empties, 35 ms at 17, 0.7 s at 20: the mean over
/// the 660 positions above, release build).
pub const EMPTIES_STEPS: [u32; 2] = [13, 17];

/// Close rivals count for difficulty up to this many: beyond two the reader is comparing
/// lines either way.
pub const MOST_CLOSE_POINTS: usize = 2;

/// The hardest difficulty: 1, plus a point for each of the [`EMPTIES_STEPS`] reached, plus
/// one for each close rival up to [`MOST_CLOSE_POINTS`].
pub const MAX_DIFFICULTY: u32 = 1 + EMPTIES_STEPS.len() as u32 + MOST_CLOSE_POINTS as u32;

/// How hard a puzzle is, and the two things that make it so.
///
/// # Examples
/// ```
/// use reversi::puzzles::{Grade, MAX_DIFFICULTY};
/// assert_eq!(Grade::new(10, 0).difficulty, 1);
/// assert_eq!(Grade::new(14, 1).difficulty, 3);
/// assert_eq!(Grade::new(20, 5).difficulty, MAX_DIFFICULTY);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grade {
    /// From 1 (easiest) to [`MAX_DIFFICULTY`]: see [`Grade::new`].
    pub difficulty: u32,
    /// Empty squares: how far the reader must look ahead.
    pub empties: u32,
    /// Rival moves within [`CLOSE_DISCS`] of the best: how many answers tempt.
    pub close_moves: usize,
}

impl Grade {
    /// The grade of a puzzle with `empties` empty squares and `close_moves` close rivals: its
    /// difficulty is 1, plus one for each of the [`EMPTIES_STEPS`] that `empties` reaches,
    /// plus the close rivals up to [`MOST_CLOSE_POINTS`].
    #[must_use]
    pub fn new(empties: u32, close_moves: usize) -> Grade {
        let depth_points = EMPTIES_STEPS
            .iter()
            .filter(|&&step| empties >= step)
            .count();
        let temptation_points = close_moves.min(MOST_CLOSE_POINTS);
        Grade {
            difficulty: 1 + (depth_points + temptation_points) as u32,
            empties,
            close_moves,
        }
    }
}

/// A position whose side to move has one clearly best move, with the exact score of every
/// legal move.
///
/// # Examples
/// ```
/// use reversi::ai::Engine;
/// use reversi::{obf, puzzles::Puzzle};
/// // FFO #1: g8 (+18) beats h1 (+12) by 6 discs.
/// let ffo_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;";
/// let position = obf::parse_line(ffo_1).unwrap();
/// let puzzle = Puzzle::solve(&mut Engine::new(16), &position.board, position.to_move).unwrap();
/// assert_eq!((puzzle.best_move().to_string(), puzzle.best_score()), ("g8".into(), 18));
/// assert_eq!(puzzle.margin(), 6);
/// assert!(puzzle.obf_line().starts_with(&ffo_1[..66]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The discs, relative to `to_move`.
    pub board: Board,
    /// The side to move, who is to find the move.
    pub to_move: Color,
    /// Every legal move with its exact final disc difference for `to_move`, best first
    /// (equal scores in a1→h8 order).
    pub scores: Vec<(Square, i32)>,
    /// How hard it is.
    pub grade: Grade,
}

impl Puzzle {
    /// The puzzle that `board` (relative to `to_move`) makes given the exact `scores` of its
    /// moves, or `None` when it makes none: the scores do not cover every legal move once,
    /// there are fewer than [`FEWEST_MOVES`], or the best does not beat every other by
    /// [`MARGIN_DISCS`].
    ///
    /// # Examples
    /// ```
    /// use reversi::{obf, puzzles::Puzzle};
    /// // FFO #7, with the scores its file gives: a6 +8, then g1 +0 and a1 -2, 8 and 10 behind.
    /// let ffo_7 = obf::parse_line("--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X; A6:+8; G1:+0; A1:-2; H8:-6; H7:-14; B1:-30;").unwrap();
    /// let puzzle = Puzzle::from_scores(ffo_7.board, ffo_7.to_move, &ffo_7.expected).unwrap();
    /// assert_eq!((puzzle.margin(), puzzle.grade.close_moves), (8, 2));
    /// // Without h8's score it is no longer a complete account of the position.
    /// assert_eq!(Puzzle::from_scores(ffo_7.board, ffo_7.to_move, &ffo_7.expected[..5]), None);
    /// ```
    #[must_use]
    pub fn from_scores(board: Board, to_move: Color, scores: &[(Square, i32)]) -> Option<Puzzle> {
        let legal = board.legal_moves();
        let mut scored: Vec<Square> = scores.iter().map(|&(square, _)| square).collect();
        scored.sort_unstable();
        scored.dedup();
        let covers_every_move = scored.len() == scores.len()
            && scored.len() == legal.count() as usize
            && scored.iter().all(|&square| legal.contains(square));
        if !covers_every_move || scores.len() < FEWEST_MOVES {
            return None;
        }
        let mut scores = scores.to_vec();
        scores.sort_by_key(|&(square, score)| (std::cmp::Reverse(score), square));
        let (best, second) = (scores[0].1, scores[1].1);
        if best - second < MARGIN_DISCS {
            return None;
        }
        let close_moves = scores[1..]
            .iter()
            .filter(|&&(_, score)| best - score <= CLOSE_DISCS)
            .count();
        Some(Puzzle {
            board,
            to_move,
            grade: Grade::new(board.empties().count(), close_moves),
            scores,
        })
    }

    /// Solves every legal move of `board` (relative to `to_move`) exactly with `engine`
    /// ([`Engine::solve_moves`]) and keeps the position if it is a puzzle (see
    /// [`Puzzle::from_scores`]).
    #[must_use]
    pub fn solve(engine: &mut Engine, board: &Board, to_move: Color) -> Option<Puzzle> {
        let hints = engine.solve_moves(board, &FrozenClock);
        // Without a time or node limit every score is exact; a guess must never pass as one.
        if hints.iter().any(|hint| !hint.exact) {
            return None;
        }
        let scores: Vec<(Square, i32)> =
            hints.iter().map(|hint| (hint.square, hint.score)).collect();
        Puzzle::from_scores(*board, to_move, &scores)
    }

    /// The puzzle an OBF line describes, if its scores make one (see [`Puzzle::from_scores`]).
    #[must_use]
    pub fn from_obf(position: &ObfPosition) -> Option<Puzzle> {
        Puzzle::from_scores(position.board, position.to_move, &position.expected)
    }

    /// The move to find.
    #[must_use]
    pub fn best_move(&self) -> Square {
        self.scores[0].0
    }

    /// The final disc difference the best move leads to, for the side to move.
    #[must_use]
    pub fn best_score(&self) -> i32 {
        self.scores[0].1
    }

    /// How many discs the second best move loses against the best: at least [`MARGIN_DISCS`].
    #[must_use]
    pub fn margin(&self) -> i32 {
        self.scores[0].1 - self.scores[1].1
    }

    /// The empty squares.
    #[must_use]
    pub fn empties(&self) -> u32 {
        self.grade.empties
    }

    /// The puzzle as one OBF line: the board and side to move, every move with its score
    /// best first (`G8:+18;`), then its grade in a comment that [`obf::parse_line`] skips:
    /// `% difficulty 3: 14 empties, 1 close`.
    ///
    /// [`obf::parse_line`]: crate::obf::parse_line
    #[must_use]
    pub fn obf_line(&self) -> String {
        let head = Game::from_board(self.board, self.to_move).board_string();
        let fields: String = self
            .scores
            .iter()
            .map(|(square, score)| format!(" {}:{score:+};", square.to_string().to_uppercase()))
            .collect();
        format!(
            "{head};{fields} % difficulty {}: {} empties, {} close",
            self.grade.difficulty, self.grade.empties, self.grade.close_moves
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf;

    /// The FFO positions #1-#19 with the scores their file gives for every move.
    fn ffo(number: usize) -> ObfPosition {
        let text = include_str!("../../tests/data/fforum-1-19.obf");
        obf::parse_lines(text).unwrap().swap_remove(number - 1)
    }

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn solving_finds_the_files_scores_and_keeps_only_clear_winners() {
        let mut engine = Engine::new(16);
        // #1: g8 +18, h1 +12 (6 behind, close), h7 and a2 +6 (12 behind, not close).
        // #2: a4 +10, b2 +0 (10 behind, close). #5: g8 +32, g2 +12 (20 behind).
        for (number, best, score, close_moves, difficulty) in [
            (1, "g8", 18, 1, 3),
            (2, "a4", 10, 1, 3),
            (5, "g8", 32, 0, 2),
        ] {
            let position = ffo(number);
            let puzzle = Puzzle::solve(&mut engine, &position.board, position.to_move)
                .unwrap_or_else(|| panic!("FFO #{number} is a puzzle"));
            assert_eq!(puzzle.best_move(), square(best), "#{number}");
            assert_eq!(puzzle.best_score(), score, "#{number}");
            assert_eq!(puzzle.grade, Grade::new(14, close_moves), "#{number}");
            assert_eq!(puzzle.grade.difficulty, difficulty, "#{number}");
            // Every move's exact score is the file's.
            assert_eq!(
                Some(&puzzle),
                Puzzle::from_obf(&position).as_ref(),
                "#{number}"
            );
        }
        // #3: d1 +2 and g3 +0, 2 apart; #4: h8 and a5 tie at +0; #6: a1 and h3 tie at +14.
        for number in [3, 4, 6] {
            let position = ffo(number);
            assert_eq!(
                Puzzle::solve(&mut engine, &position.board, position.to_move),
                None,
                "#{number}"
            );
        }
    }

    #[test]
    fn scores_make_a_puzzle_only_when_complete_and_clear() {
        let position = ffo(1);
        let scores = position.expected.clone();
        let puzzle = |scores: &[(Square, i32)]| {
            Puzzle::from_scores(position.board, position.to_move, scores)
        };
        assert!(puzzle(&scores).is_some());
        // In any order, sorted best first, ties in a1→h8 order (h7 and a2 both score +6).
        let mut reversed = scores.clone();
        reversed.reverse();
        let sorted = puzzle(&reversed).unwrap();
        assert_eq!(sorted.scores[0], (square("g8"), 18));
        assert_eq!(
            &sorted.scores[2..4],
            &[(square("a2"), 6), (square("h7"), 6)]
        );
        // A move missing, given twice, or illegal: not a full account.
        assert_eq!(puzzle(&scores[..7]), None);
        let twice = [&scores[..], &scores[7..]].concat();
        assert_eq!(puzzle(&twice), None);
        let mut illegal = scores.clone();
        illegal[7].0 = square("a1");
        assert_eq!(puzzle(&illegal), None);
        // h1 within 4 of g8: not clearly best.
        let mut near = scores.clone();
        near[1].1 = 14;
        assert_eq!(puzzle(&near), None);
    }

    #[test]
    fn two_moves_are_no_puzzle() {
        // White to move can play only a1 or h8 (both next to a black disc next to white).
        let mut cells = ["-"; 64];
        for (name, disc) in [("b1", "X"), ("c1", "O"), ("g8", "X"), ("f8", "O")] {
            cells[square(name).index() as usize] = disc;
        }
        let game = Game::from_board_string(&format!("{} O", cells.concat())).unwrap();
        let board = game.board();
        assert_eq!(board.legal_moves().count(), 2);
        let scores: Vec<(Square, i32)> = [("a1", 10), ("h8", -20)]
            .map(|(name, score)| (square(name), score))
            .to_vec();
        assert_eq!(Puzzle::from_scores(board, Color::White, &scores), None);
    }

    #[test]
    fn difficulty_grows_with_empties_and_close_rivals() {
        assert_eq!(Grade::new(12, 0).difficulty, 1);
        assert_eq!(Grade::new(13, 0).difficulty, 2);
        assert_eq!(Grade::new(16, 0).difficulty, 2);
        assert_eq!(Grade::new(17, 0).difficulty, 3);
        assert_eq!(Grade::new(10, 1).difficulty, 2);
        assert_eq!(Grade::new(10, 2).difficulty, 3);
        assert_eq!(Grade::new(10, 7).difficulty, 3);
        assert_eq!(Grade::new(20, 2).difficulty, MAX_DIFFICULTY);
        assert_eq!(MAX_DIFFICULTY, 5);
    }

    #[test]
    fn the_obf_line_reads_back_as_the_same_puzzle() {
        let position = ffo(2);
        let puzzle = Puzzle::from_obf(&position).unwrap();
        let line = puzzle.obf_line();
        assert!(
            line.starts_with(
                "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; A4:+10; B2:+0; A3:-6;"
            ),
            "{line}"
        );
        assert!(
            line.ends_with(" % difficulty 3: 14 empties, 1 close"),
            "{line}"
        );
        let read = obf::parse_line(&line).unwrap();
        assert_eq!(Puzzle::from_obf(&read), Some(puzzle));
        // White to move is written as such.
        let white = ffo(10);
        let line = Puzzle::from_obf(&white).unwrap().obf_line();
        assert!(line[64..].starts_with(" O; B2:+10; B7:+4;"), "{line}");
    }
}

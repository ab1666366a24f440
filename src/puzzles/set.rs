//! [`make_set`]: a puzzle set from self-play games, made by a [`Recipe`] — which games, which
//! positions, how many puzzles — and made the same again from the same recipe.

use super::puzzle::Puzzle;
use super::self_play::SelfPlay;
use crate::ai::{book, Engine};
use std::collections::{BTreeMap, HashSet};
use std::ops::RangeInclusive;

/// What a puzzle set is made from. The seed decides the games, and the games and the other
/// fields decide the set: the same recipe always makes the same set.
///
/// # Examples
/// ```
/// use reversi::puzzles::Recipe;
/// let recipe = Recipe { count: 33, ..Recipe::default() };
/// assert_eq!(recipe.per_empties(), 3, "33 puzzles over 10 to 20 empties");
/// assert_eq!(recipe.command_line(), "reversi puzzles --seed 1 --games 1000 --empties 10-20 --count 33");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// The seed of the self-play games.
    pub seed: u64,
    /// The most games played: fewer when `count` puzzles are found sooner.
    pub games: usize,
    /// The positions tried have this many empty squares.
    pub empties: RangeInclusive<u32>,
    /// The puzzles wanted, spread evenly over `empties` (see [`Recipe::per_empties`]).
    pub count: usize,
}

impl Default for Recipe {
    /// 200 puzzles from 10 to 20 empties. The browser checks a reader's answer by solving
    /// the position, so 20 empties is as far as the set goes: solving every move there takes
    /// most of a second natively, wasm a few times that. At seed 1 a game gives about three
    /// puzzles (200 from 64 games), so 1000 games is a limit that a set of 200 never reaches.
    fn default() -> Recipe {
        Recipe {
            seed: 1,
            games: 1000,
            empties: 10..=20,
            count: 200,
        }
    }
}

impl Recipe {
    /// The most puzzles kept with any one number of empties: the count shared evenly over
    /// the range, rounded up, so that easy short endings cannot crowd out the long ones.
    #[must_use]
    pub fn per_empties(&self) -> usize {
        let width = self.empties.clone().count().max(1);
        self.count.div_ceil(width)
    }

    /// The command that makes this set.
    #[must_use]
    pub fn command_line(&self) -> String {
        format!(
            "reversi puzzles --seed {} --games {} --empties {}-{} --count {}",
            self.seed,
            self.games,
            self.empties.start(),
            self.empties.end(),
            self.count
        )
    }
}

/// A puzzle set, with what it took to make it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    /// The puzzles, easiest first: by difficulty, then empties, then in the order found.
    pub puzzles: Vec<Puzzle>,
    /// The work so far.
    pub progress: Progress,
}

/// How far the making of a set has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Self-play games played.
    pub games: usize,
    /// Positions solved move by move to see whether they are puzzles.
    pub positions_solved: usize,
    /// Positions skipped because the set already had them (or one of their mirror images).
    pub duplicates: usize,
    /// Puzzles found.
    pub puzzles: usize,
}

/// Makes the set `recipe` describes, solving with `solver` (a bigger table helps at 20
/// empties), and calls `after_game` after each game with the progress so far.
///
/// Each game is played down to the fewest empties of the recipe; then its positions within
/// the range are tried, most empties first, each only while its number of empties is short of
/// [`Recipe::per_empties`], and each only once up to symmetry (the eight rotations and
/// reflections of the board, which leave the puzzle the same).
///
/// # Examples
/// ```
/// use reversi::ai::Engine;
/// use reversi::puzzles::{make_set, Recipe};
/// let recipe = Recipe { games: 1, empties: 10..=12, ..Recipe::default() };
/// let set = make_set(&recipe, &mut Engine::new(16), |_| {});
/// assert_eq!(set.progress.games, 1);
/// assert!(set.puzzles.iter().all(|puzzle| (10..=12).contains(&puzzle.empties())));
/// ```
pub fn make_set(
    recipe: &Recipe,
    solver: &mut Engine,
    mut after_game: impl FnMut(&Progress),
) -> PuzzleSet {
    let mut self_play = SelfPlay::new(recipe.seed);
    let mut progress = Progress::default();
    let mut puzzles = Vec::new();
    let mut found_by_empties: BTreeMap<u32, usize> = BTreeMap::new();
    let mut seen = HashSet::new();
    let per_empties = recipe.per_empties();
    while progress.games < recipe.games && puzzles.len() < recipe.count {
        let game = self_play.play_game(*recipe.empties.start());
        progress.games += 1;
        for (board, to_move) in game.positions() {
            let empties = board.empties().count();
            if !recipe.empties.contains(&empties)
                || board.legal_moves().is_empty()
                || puzzles.len() >= recipe.count
            {
                continue;
            }
            let found_here = found_by_empties.entry(empties).or_default();
            if *found_here >= per_empties {
                continue;
            }
            let (canonical, _symmetry) = book::canonical(&board);
            if !seen.insert((canonical.player, canonical.opponent)) {
                progress.duplicates += 1;
                continue;
            }
            progress.positions_solved += 1;
            if let Some(puzzle) = Puzzle::solve(solver, &board, to_move) {
                *found_here += 1;
                puzzles.push(puzzle);
            }
        }
        progress.puzzles = puzzles.len();
        after_game(&progress);
    }
    // Stable: within a difficulty and a number of empties, the order found.
    puzzles.sort_by_key(|puzzle| (puzzle.grade.difficulty, puzzle.grade.empties));
    PuzzleSet { puzzles, progress }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_recipe_makes_the_same_set_spread_over_the_empties() {
        let recipe = Recipe {
            seed: 5,
            games: 30,
            empties: 10..=13,
            count: 12,
        };
        let mut reports = Vec::new();
        let set = make_set(&recipe, &mut Engine::new(16), |progress| {
            reports.push(*progress)
        });
        assert_eq!(set.puzzles.len(), 12, "{:?}", set.progress);
        assert_eq!(reports.last(), Some(&set.progress));
        assert_eq!(reports.len(), set.progress.games);
        for empties in 10..=13 {
            let here = set
                .puzzles
                .iter()
                .filter(|p| p.empties() == empties)
                .count();
            assert_eq!(here, 3, "{empties} empties");
        }
        let order: Vec<(u32, u32)> = set
            .puzzles
            .iter()
            .map(|puzzle| (puzzle.grade.difficulty, puzzle.empties()))
            .collect();
        assert!(order.windows(2).all(|pair| pair[0] <= pair[1]), "{order:?}");
        let mut boards: Vec<(u64, u64)> = set
            .puzzles
            .iter()
            .map(|puzzle| {
                let (canonical, _) = book::canonical(&puzzle.board);
                (canonical.player, canonical.opponent)
            })
            .collect();
        boards.sort_unstable();
        boards.dedup();
        assert_eq!(boards.len(), 12, "no puzzle twice");

        let again = make_set(&recipe, &mut Engine::new(1), |_| {});
        assert_eq!(again, set, "the recipe alone decides the set");
    }
}

//! A move searched in shares of the root moves (`src/ai/shares.rs`), as searchers that share
//! no memory split one: the shares hold every move once, each answers from its own moves,
//! and the best of the shares' exact answers is the position's exact score.

use reversi::ai::{best_of_shares, Engine, FrozenClock, Limits, SeededRandom, ShareAnswer};
use reversi::{Board, Game, Square};

/// `count` games after random moves from the start, each with `empties` empty squares and a
/// move to play (the seed decides them).
fn random_games(count: usize, empties: u32, seed: u64) -> Vec<Game> {
    let mut random = SeededRandom::new(seed);
    let mut games = Vec::new();
    while games.len() < count {
        let mut game = Game::new();
        while game.board().empties().count() > empties && !game.is_over() {
            let moves: Vec<Square> = game.legal_moves().into_iter().collect();
            game.play(moves[random.below(moves.len() as u64) as usize])
                .expect("a legal move plays");
        }
        if game.board().empties().count() == empties && !game.is_over() {
            games.push(game);
        }
    }
    games
}

/// The moves share `k` of `n` searches in `board`, in a1→h8 order.
fn share_moves(board: &Board, k: u32, n: u32) -> Vec<Square> {
    let limits = Limits::to_depth(2).with_share(k, n);
    let mut moves: Vec<Square> = Engine::new(1)
        .hints(board, &limits, &FrozenClock)
        .iter()
        .map(|hint| hint.square)
        .collect();
    moves.sort_unstable();
    moves
}

#[test]
fn the_shares_hold_every_legal_move_once_for_any_count() {
    for game in random_games(40, 40, 3) {
        let board = game.board();
        let legal: Vec<Square> = board.legal_moves().into_iter().collect();
        for n in 1..=5 {
            let mut all: Vec<Square> = (0..n).flat_map(|k| share_moves(&board, k, n)).collect();
            all.sort_unstable();
            assert_eq!(all, legal, "{n} shares of {board:?}");
        }
        // A share past the last holds none.
        assert!(share_moves(&board, 3, 3).is_empty());
    }
}

#[test]
fn the_best_of_the_shares_exact_answers_is_the_exact_score() {
    let exactly = Limits::to_depth(reversi::ai::MAX_DEPTH).with_solve_empties(60);
    for game in random_games(16, 14, 5) {
        let board = game.board();
        let solved = Engine::new(4).solve(&board);
        for n in 2..=3 {
            let answers: Vec<ShareAnswer> = (0..n)
                .map(|k| {
                    ShareAnswer::from(&Engine::new(4).search(
                        &board,
                        &exactly.with_share(k, n),
                        &FrozenClock,
                    ))
                })
                .collect();
            let best = answers[best_of_shares(&answers).expect("some share has a move")];
            assert!(best.exact);
            assert_eq!(best.score, solved.score, "{n} shares of {board:?}");
            let after = board.play(best.square.expect("a move"));
            assert_eq!(-Engine::new(4).solve(&after).score, solved.score);
        }
    }
}

#[test]
fn two_shares_of_a_node_limited_search_each_answer_from_their_own_moves() {
    let game = random_games(1, 36, 11).remove(0);
    let board = game.board();
    let limits = Limits::to_depth(reversi::ai::MAX_DEPTH).with_nodes(200_000);
    for k in 0..2 {
        let answer = ShareAnswer::from(&Engine::new(1).search(
            &board,
            &limits.with_share(k, 2),
            &FrozenClock,
        ));
        let own = share_moves(&board, k, 2);
        assert!(
            own.contains(&answer.square.unwrap()),
            "share {k}: {answer:?} not in {own:?}"
        );
        assert!(answer.depth >= 4 && !answer.exact);
    }
}

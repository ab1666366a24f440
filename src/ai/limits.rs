//! [`Limits`]: how far one search may go — plies, milliseconds, positions — and from how many
//! empty squares it plays the game out exactly instead of estimating.

/// The deepest a search can usefully go: a game never has more moves left than this.
///
/// # Examples
/// ```
/// use reversi::ai::{Limits, MAX_DEPTH};
/// use reversi::Board;
/// assert_eq!(MAX_DEPTH, Board::start().empties().count());
/// assert_eq!(Limits::default().depth, MAX_DEPTH);
/// ```
pub const MAX_DEPTH: u32 = 60;

/// How far a search may go. Every limit that is set applies; the search stops at the first
/// one reached and answers with the deepest result it completed.
///
/// # Examples
/// ```
/// use reversi::ai::Limits;
/// let quick = Limits::to_depth(4).with_time_ms(50.0).with_solve_empties(12);
/// assert_eq!((quick.depth, quick.time_ms, quick.solve_empties), (4, Some(50.0), 12));
/// assert_eq!(Limits::default(), Limits::to_depth(reversi::ai::MAX_DEPTH));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest midgame search, in plies (at least 1 is always searched). A depth that
    /// reaches the end of the game makes the search exact.
    pub depth: u32,
    /// Stop after about this many milliseconds of the search's clock.
    pub time_ms: Option<f64>,
    /// Stop after about this many positions.
    pub nodes: Option<u64>,
    /// With at most this many empty squares, play the game out exactly (the final disc
    /// difference) rather than estimate it.
    pub solve_empties: u32,
    /// Whether the midgame search may skip moves that shallow searches show almost surely
    /// irrelevant (ProbCut, `midgame_probcut.rs`): far deeper in the same time, and what every
    /// level plays with. Off only to measure the full-width search those cuts predict.
    pub selective: bool,
    /// Whether the midgame search first searches its late moves shallower
    /// (`late_moves.rs`; only with `selective`). [`Limits::with_time_ms`] turns it on: on a
    /// clock what the reductions save buys depth, where at a fixed depth they would only
    /// play worse (the fixed-depth levels keep the strength they were measured with).
    pub late_move_reductions: bool,
    /// Search only one share of the root moves: `(k, n)` is the `k`-th of `n` shares, the
    /// moves dealt in turn in the order a shallow search expects them. Searchers that share
    /// no memory can split a move this way, and
    /// [`best_of_shares`](crate::ai::best_of_shares) picks among their answers. `None`:
    /// every move.
    pub share: Option<(u32, u32)>,
}

impl Default for Limits {
    /// Unlimited: iterative deepening until the end of the game (use with a time or node
    /// limit unless the game is nearly over).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Limits, MAX_DEPTH};
    /// let unlimited = Limits::default();
    /// assert_eq!((unlimited.depth, unlimited.time_ms, unlimited.nodes), (MAX_DEPTH, None, None));
    /// ```
    fn default() -> Limits {
        Limits::to_depth(MAX_DEPTH)
    }
}

impl Limits {
    /// Search `depth` plies, no time or node limit, no early exact solving.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::Limits;
    /// let limits = Limits::to_depth(6);
    /// assert_eq!((limits.depth, limits.time_ms, limits.nodes), (6, None, None));
    /// assert_eq!(limits.solve_empties, 0);
    /// assert!(limits.selective && !limits.late_move_reductions);
    /// ```
    #[must_use]
    pub const fn to_depth(depth: u32) -> Limits {
        Limits {
            depth,
            time_ms: None,
            nodes: None,
            solve_empties: 0,
            selective: true,
            late_move_reductions: false,
            share: None,
        }
    }

    /// Search as deep as `time_ms` milliseconds allow.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Limits, MAX_DEPTH};
    /// let limits = Limits::for_time_ms(100.0);
    /// assert_eq!((limits.depth, limits.time_ms), (MAX_DEPTH, Some(100.0)));
    /// assert_eq!(limits, Limits::default().with_time_ms(100.0));
    /// ```
    #[must_use]
    pub const fn for_time_ms(time_ms: f64) -> Limits {
        Limits::to_depth(MAX_DEPTH).with_time_ms(time_ms)
    }

    /// These limits with a time limit of `time_ms` milliseconds, and late move reductions.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::Limits;
    /// let limits = Limits::to_depth(10).with_time_ms(50.0);
    /// assert_eq!((limits.depth, limits.time_ms), (10, Some(50.0)));
    /// assert!(limits.late_move_reductions);
    /// ```
    #[must_use]
    pub const fn with_time_ms(self, time_ms: f64) -> Limits {
        Limits {
            time_ms: Some(time_ms),
            late_move_reductions: true,
            ..self
        }
    }

    /// These limits without late move reductions: for measuring what they change.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::Limits;
    /// let limits = Limits::for_time_ms(50.0).without_late_move_reductions();
    /// assert!(!limits.late_move_reductions);
    /// assert_eq!(limits.time_ms, Some(50.0));
    /// ```
    #[must_use]
    pub const fn without_late_move_reductions(self) -> Limits {
        Limits {
            late_move_reductions: false,
            ..self
        }
    }

    /// These limits with a limit of about `nodes` positions.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Board;
    /// // No depth limit, no clock: the node count stops the search.
    /// let limits = Limits::default().with_nodes(20_000);
    /// let report = Engine::new(1).search(&Board::start(), &limits, &FrozenClock);
    /// assert!(report.nodes < 40_000 && report.depth >= 1);
    /// ```
    #[must_use]
    pub const fn with_nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    /// These limits with every midgame move searched (no ProbCut): slower, for measuring.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Game;
    /// let board = Game::from_transcript("f5d6c3d3c4").unwrap().board();
    /// let (mut a, mut b) = (Engine::new(1), Engine::new(1));
    /// let full = a.search(&board, &Limits::to_depth(7).full_width(), &FrozenClock);
    /// let selective = b.search(&board, &Limits::to_depth(7), &FrozenClock);
    /// assert!(!Limits::to_depth(7).full_width().selective);
    /// assert!(selective.nodes < full.nodes);
    /// ```
    #[must_use]
    pub const fn full_width(self) -> Limits {
        Limits {
            selective: false,
            ..self
        }
    }

    /// These limits over the `k`-th of `n` shares of the root moves (see [`Limits::share`]);
    /// a `k` of `n` or more leaves no move, and an `n` of 0 or 1 every move.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Game;
    /// let game = Game::from_transcript("f5d6c3").unwrap();
    /// let limits = Limits::to_depth(4);
    /// let moves: Vec<_> = (0..2)
    ///     .map(|k| Engine::new(1).hints(&game.board(), &limits.with_share(k, 2), &FrozenClock))
    ///     .collect();
    /// // Between them the two shares hold every move, once.
    /// assert_eq!((moves[0].len() + moves[1].len()) as u32, game.legal_moves().count());
    /// assert!(moves[0].iter().all(|hint| !moves[1].iter().any(|other| other.square == hint.square)));
    /// ```
    #[must_use]
    pub const fn with_share(self, k: u32, n: u32) -> Limits {
        Limits {
            share: if n > 1 { Some((k, n)) } else { None },
            ..self
        }
    }

    /// These limits, solving exactly from `empties` empty squares.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// while game.board().empties().count() > 12 {
    ///     game.play(game.legal_moves().first().unwrap()).unwrap();
    /// }
    /// let mut engine = Engine::new(1);
    /// let shallow = Limits::to_depth(2);
    /// assert!(!engine.search(&game.board(), &shallow, &FrozenClock).exact);
    /// assert!(engine.search(&game.board(), &shallow.with_solve_empties(12), &FrozenClock).exact);
    /// ```
    #[must_use]
    pub const fn with_solve_empties(self, empties: u32) -> Limits {
        Limits {
            solve_empties: empties,
            ..self
        }
    }
}

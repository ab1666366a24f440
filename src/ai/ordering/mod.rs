//! Move ordering: the order in which both searches try the moves of a position. Alpha-beta
//! is fast only when the best move comes first: every move tried after it is refuted
//! cheaply.
//!
//! In call order:
//! - `move_list`: the moves handed out best first, the transposition table's move alone
//!   ahead of the others, which are keyed only when it has not cut off;
//! - `keys`: keys read off the position: fastest first (what the opponent is left with),
//!   and near the leaves the kind of square;
//! - `evaluated_keys`: far from the leaves, fastest first together with what the
//!   evaluation expects after the move, a few plies ahead;
//! - `shallow_search`: the few plies of alpha-beta those keys look ahead with.

pub(super) mod evaluated_keys;
pub(super) mod keys;
pub(super) mod move_list;
pub(super) mod shallow_search;

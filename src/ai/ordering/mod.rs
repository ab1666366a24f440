//! Move ordering: the order in which both searches try the moves of a position.
//!
//! In call order:
//! - `keys`: the list that hands the moves out best first, and the keys it sorts them by;
//! - `shallow_search`: the few plies of alpha-beta that the keys look ahead with.

pub(super) mod keys;
pub(super) mod shallow_search;

//! What the engine learned ahead of time, from its own games and searches, and how it reads
//! it: the evaluation that scores positions, and the opening book that answers the first
//! moves at once. The page receives both in one file, the book after the table
//! ([`eval::install`]).
//!
//! In call order:
//! - `eval`: [`eval::Evaluation`], how a position is likely to end, from its patterns and
//!   its mobility, with one set of values per stage of the game;
//! - `feature_updates`: a child's patterns worked out from its parent's, so that the
//!   searches score their leaves without reading the board;
//! - `book`: the opening book, each position stored once for its symmetric images;
//! - `patterns`: the patterns, read in every orientation, and the board's symmetries.

pub mod book;
pub mod eval;
pub(super) mod feature_updates;
pub mod patterns;

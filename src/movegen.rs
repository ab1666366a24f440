//! Move generation on raw bitboards: which squares are legal, and what a move flips.
//! [`Board`](crate::Board) wraps these; they are the hottest code of perft and the search.
//!
//! Legal moves: for each direction, a Kogge-Stone style fill grows runs of opponent discs out
//! of the player's discs. Instead of six single steps it takes two single and two double
//! steps (a run on the board is at most six discs long), and it handles a direction and its
//! opposite in the same pass.
//!
//! Flips: a square's eight rays come from a table built at compile time. Along a ray, the first
//! square that does not hold an opponent disc (the "outflank" square) decides: when it holds a
//! player disc, everything between it and the move flips. Finding it is one bit trick per ray
//! (lowest set bit towards h8, highest towards a1), with no loop and no branch.

/// Every square but columns a and h: a sideways or diagonal run may only pass through these,
/// so a shift can never wrap from one row's edge into the next row.
const INNER_COLUMNS: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// What a fill does with bitboards: shifts towards h8 (`up`) and towards a1 (`down`), and
/// their intersections and unions. Plain `u64`s; in wasm with SIMD128 also two bitboards in
/// the lanes of one vector, filled at once ([`legal_moves_both`]).
trait Bits: Copy {
    fn up(self, amount: u32) -> Self;
    fn down(self, amount: u32) -> Self;
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
}

impl Bits for u64 {
    #[inline(always)]
    fn up(self, amount: u32) -> u64 {
        self << amount
    }
    #[inline(always)]
    fn down(self, amount: u32) -> u64 {
        self >> amount
    }
    #[inline(always)]
    fn and(self, other: u64) -> u64 {
        self & other
    }
    #[inline(always)]
    fn or(self, other: u64) -> u64 {
        self | other
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
impl Bits for core::arch::wasm32::v128 {
    #[inline(always)]
    fn up(self, amount: u32) -> Self {
        core::arch::wasm32::i64x2_shl(self, amount)
    }
    #[inline(always)]
    fn down(self, amount: u32) -> Self {
        core::arch::wasm32::u64x2_shr(self, amount)
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        core::arch::wasm32::v128_and(self, other)
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        core::arch::wasm32::v128_or(self, other)
    }
}

/// The squares a run of opponent discs, seen from `player`, may extend over in direction
/// `amount` (and its opposite), filled both ways; returns the squares just past the runs.
#[inline(always)]
fn moves_along<B: Bits>(player: B, through: B, amount: u32) -> B {
    let double = amount * 2;
    // Squares where two steps in a row stay on opponent discs: lets one step cover two.
    let pairs_up = through.and(through.up(amount));
    let pairs_down = through.and(through.down(amount));

    let mut up = through.and(player.up(amount));
    up = up.or(through.and(up.up(amount)));
    up = up.or(pairs_up.and(up.up(double)));
    up = up.or(pairs_up.and(up.up(double)));

    let mut down = through.and(player.down(amount));
    down = down.or(through.and(down.down(amount)));
    down = down.or(pairs_down.and(down.down(double)));
    down = down.or(pairs_down.and(down.down(double)));

    up.up(amount).or(down.down(amount))
}

/// The squares just past runs of `opponent` discs from `player`'s in all eight directions
/// (empty or not). Not forced inline: forced, it grew the plain wasm module by 20 KB.
#[inline]
fn past_runs<B: Bits>(player: B, opponent: B, inner_columns: B) -> B {
    let sideways = opponent.and(inner_columns);
    moves_along(player, sideways, 1)
        .or(moves_along(player, opponent, 8))
        .or(moves_along(player, sideways, 7))
        .or(moves_along(player, sideways, 9))
}

/// Every empty square where `player` may play against `opponent`.
#[inline]
pub(crate) fn legal_moves(player: u64, opponent: u64) -> u64 {
    past_runs(player, opponent, INNER_COLUMNS) & !(player | opponent)
}

/// Both sides' legal moves: `player`'s against `opponent`, then `opponent`'s against
/// `player`, as the evaluation's mobility term asks for them at every position it scores.
#[inline]
pub(crate) fn legal_moves_both(player: u64, opponent: u64) -> (u64, u64) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        both_in_lanes(player, opponent)
    }
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    {
        (legal_moves(player, opponent), legal_moves(opponent, player))
    }
}

/// [`legal_moves_both`] with one side's bitboards in each 64-bit lane of a wasm vector.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn both_in_lanes(player: u64, opponent: u64) -> (u64, u64) {
    use core::arch::wasm32::{u64x2, u64x2_extract_lane, u64x2_splat};
    let moves = past_runs(
        u64x2(player, opponent),
        u64x2(opponent, player),
        u64x2_splat(INNER_COLUMNS),
    );
    let empty = !(player | opponent);
    (
        u64x2_extract_lane::<0>(moves) & empty,
        u64x2_extract_lane::<1>(moves) & empty,
    )
}

/// Rays from every square: `RAYS_UP[d][s]` runs from `s` (excluded) towards h8 in direction
/// `d`, `RAYS_DOWN[d][s]` towards a1. Directions: east/west, south/north, south-west/north-east,
/// south-east/north-west (as (column, row) steps of the "up" ray).
const STEPS_UP: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 1), (1, 1)];
const RAYS_UP: [[u64; 64]; 4] = ray_table(1);
const RAYS_DOWN: [[u64; 64]; 4] = ray_table(-1);

const fn ray_table(sign: i32) -> [[u64; 64]; 4] {
    let mut table = [[0u64; 64]; 4];
    let mut direction = 0;
    while direction < 4 {
        let (dc, dr) = STEPS_UP[direction];
        let mut square = 0;
        while square < 64 {
            let (mut col, mut row) = ((square % 8) as i32, (square / 8) as i32);
            let mut ray = 0u64;
            loop {
                col += dc * sign;
                row += dr * sign;
                if col < 0 || col > 7 || row < 0 || row > 7 {
                    break;
                }
                ray |= 1 << (row * 8 + col);
            }
            table[direction][square] = ray;
            square += 1;
        }
        direction += 1;
    }
    table
}

/// A square's eight rays side by side (towards h8, then towards a1), filling one cache line.
#[cfg(target_feature = "avx512cd")]
#[repr(align(64))]
struct SquareRays([u64; 8]);

/// With AVX-512 the compiler handles the eight rays of [`flips`] in one vector (it has vector
/// leading-zero counts): laid out side by side, they come in one aligned load, where gathering
/// them from the two tables costs eight. Without it, the rays are best handled one by one, and
/// side by side they would tempt the compiler into a vector version that emulates the counts,
/// slowly; hence this layout only here.
#[cfg(target_feature = "avx512cd")]
static SQUARE_RAYS: [SquareRays; 64] = {
    let mut table = [const { SquareRays([0; 8]) }; 64];
    let mut square = 0;
    while square < 64 {
        let mut direction = 0;
        while direction < 4 {
            table[square].0[direction] = RAYS_UP[direction][square];
            table[square].0[direction + 4] = RAYS_DOWN[direction][square];
            direction += 1;
        }
        square += 1;
    }
    table
};

/// The rays from square `index` (0..64) in `direction`: towards h8, towards a1.
#[cfg(target_feature = "avx512cd")]
#[inline(always)]
fn rays(index: usize, direction: usize) -> (u64, u64) {
    let rays = &SQUARE_RAYS[index].0;
    (rays[direction], rays[direction + 4])
}

/// The rays from square `index` (0..64) in `direction`: towards h8, towards a1.
#[cfg(not(target_feature = "avx512cd"))]
#[inline(always)]
fn rays(index: usize, direction: usize) -> (u64, u64) {
    (RAYS_UP[direction][index], RAYS_DOWN[direction][index])
}

/// The discs `player` flips by playing on the empty square `index` (0..64); empty when none.
#[inline]
pub(crate) fn flips(player: u64, opponent: u64, index: usize) -> u64 {
    let index = index & 63;
    let mut flipped = 0;
    for direction in 0..4 {
        let (ray_up, ray_down) = rays(index, direction);
        // Towards h8: the outflank square is the lowest non-opponent square of the ray.
        let stops = ray_up & !opponent;
        let outflank = stops & stops.wrapping_neg();
        let between = outflank.wrapping_sub(1) & ray_up;
        flipped |= between & ((outflank & player != 0) as u64).wrapping_neg();

        // Towards a1: the outflank square is the highest non-opponent square of the ray.
        let stops = ray_down & !opponent;
        let outflank = 0x8000_0000_0000_0000u64.wrapping_shr(stops.leading_zeros()) & stops;
        let between = !(outflank.wrapping_shl(1).wrapping_sub(1)) & ray_down;
        flipped |= between & ((outflank & player != 0) as u64).wrapping_neg();
    }
    flipped
}

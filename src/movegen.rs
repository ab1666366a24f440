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

/// The squares a run of opponent discs, seen from `player`, may extend over in direction
/// `amount` (and its opposite), filled both ways; returns the squares just past the runs.
#[inline(always)]
fn moves_along(player: u64, through: u64, amount: u32) -> u64 {
    let double = amount * 2;
    // Squares where two steps in a row stay on opponent discs: lets one step cover two.
    let pairs_up = through & (through << amount);
    let pairs_down = through & (through >> amount);

    let mut up = through & (player << amount);
    up |= through & (up << amount);
    up |= pairs_up & (up << double);
    up |= pairs_up & (up << double);

    let mut down = through & (player >> amount);
    down |= through & (down >> amount);
    down |= pairs_down & (down >> double);
    down |= pairs_down & (down >> double);

    (up << amount) | (down >> amount)
}

/// Every empty square where `player` may play against `opponent`.
#[inline]
pub(crate) fn legal_moves(player: u64, opponent: u64) -> u64 {
    let sideways = opponent & INNER_COLUMNS;
    let moves = moves_along(player, sideways, 1)
        | moves_along(player, opponent, 8)
        | moves_along(player, sideways, 7)
        | moves_along(player, sideways, 9);
    moves & !(player | opponent)
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

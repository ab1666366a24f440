//! The board as text for the terminal: row 1 on top, columns a to h, `X` black, `O` white,
//! `.` empty and `*` on the squares where the side to move may play.

use reversi::{Color, Game, Square};

/// Draws `game`: the grid with the legal moves marked, then the disc count.
pub fn render(game: &Game) -> String {
    let legal_moves = game.legal_moves();
    let mut text = String::from("    a b c d e f g h\n");
    for row in 0..8u32 {
        text.push_str(&format!("  {}", row + 1));
        for col in 0..8u32 {
            let square = Square::from_col_row(col, row).expect("col and row are below 8");
            let cell = match game.disc_at(square) {
                Some(color) => color.letter(),
                None if legal_moves.contains(square) => '*',
                None => '.',
            };
            text.push(' ');
            text.push(cell);
        }
        text.push('\n');
    }
    text.push_str(&format!(
        "  X (black) {}   O (white) {}\n",
        game.count(Color::Black),
        game.count(Color::White)
    ));
    text
}

/// The legal moves of the side to move, as `c4 d3 e6 f5`.
pub fn legal_move_list(game: &Game) -> String {
    game.legal_moves()
        .into_iter()
        .map(|square| square.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_the_start_with_its_four_moves() {
        let text = render(&Game::new());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "    a b c d e f g h");
        assert_eq!(lines[3], "  3 . . . * . . . .");
        assert_eq!(lines[4], "  4 . . * O X . . .");
        assert_eq!(lines[5], "  5 . . . X O * . .");
        assert_eq!(lines[9], "  X (black) 2   O (white) 2");
        assert_eq!(legal_move_list(&Game::new()), "d3 c4 f5 e6");
    }
}

//! Random and malformed text for the parsers a visitor or a file can reach: transcripts,
//! board strings and OBF lines. None may panic; what they accept must read back the same.
//! (The GGF parser and the NBoard loop live in the binary: `src/cli/ggf.rs`, `nboard.rs`.)

use proptest::prelude::*;
use reversi::{obf, Game};

/// Text that is mostly near a valid input: square names, board characters and separators,
/// with any other character now and then.
fn near_valid() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            8 => "[a-hA-H][1-8]",
            3 => "[-XOxo.]{1,8}",
            1 => "[ ;:+0-9]{1,3}",
            1 => any::<char>().prop_map(String::from),
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn transcripts_never_panic_and_read_back(text in prop_oneof![near_valid(), any::<String>()]) {
        if let Ok(game) = Game::from_transcript(&text) {
            let again = Game::from_transcript(&game.transcript()).expect("its own transcript");
            prop_assert_eq!(again.board(), game.board());
            prop_assert_eq!(again.transcript(), game.transcript());
        }
    }

    #[test]
    fn board_strings_never_panic_and_read_back(text in prop_oneof![near_valid(), any::<String>(), "[-XO]{64} [XO]"]) {
        if let Ok(game) = Game::from_board_string(&text) {
            let again = Game::from_board_string(&game.board_string()).expect("its own board");
            prop_assert_eq!(again.board(), game.board());
            prop_assert_eq!(again.to_move(), game.to_move());
        }
    }

    #[test]
    fn obf_lines_never_panic(text in prop_oneof![near_valid(), any::<String>(), "[-XO]{64} [XO];( [A-H][1-8]:[+-][0-9]{1,2};){0,4}"]) {
        if let Ok(position) = obf::parse_line(&text) {
            // An accepted position is a real one: its game can be played from.
            let _ = position.game().legal_moves();
        }
        let _ = obf::parse_lines(&text);
    }
}

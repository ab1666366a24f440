//! Opening names: which named opening a game is playing ("Tiger", "Rose", "Buffalo" …), as
//! players call them in English and in Japanese.
//!
//! An opening is named by the position its moves reach, not by the moves: the same position
//! reached in another order or in any of the board's eight symmetric forms (the four first
//! moves are one move seen four ways) has the same name. Along a game, the name is that of
//! the last named position it passed through, so a game keeps its opening's name once it
//! leaves known theory.
//!
//! The English names and their lines are those of Robert Gatliff's catalogue of Othello
//! openings, as NBoard and WZebra name openings; the Japanese names are those Japanese
//! players use for the same positions (虎 for the Tiger, 縦取り for the perpendicular
//! opening …). Where Japanese players have no name of their own, the Japanese name is the
//! English one written in katakana.

use crate::ai::book::canonical;
use crate::board::Board;
use crate::game::Game;
use std::sync::OnceLock;

/// A named opening: the moves that reach it from the start and its names.
///
/// # Examples
/// ```
/// use reversi::{openings, Game};
/// let game = Game::from_transcript("f5f6e6d6c3").unwrap();
/// let buffalo = openings::opening_of(&game).unwrap();
/// assert_eq!((buffalo.line, buffalo.english), ("f5f6e6d6c3", "Buffalo"));
/// assert_eq!(buffalo.japanese, "バッファロー");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedOpening {
    /// Its moves from the start, as a transcript (`f5d6c3d3c4`).
    pub line: &'static str,
    /// Its English name.
    pub english: &'static str,
    /// Its Japanese name (the English one in katakana where Japanese players have none of
    /// their own).
    pub japanese: &'static str,
}

impl NamedOpening {
    /// Its name in `language` (`"ja"` for Japanese, English otherwise).
    ///
    /// # Examples
    /// ```
    /// use reversi::{openings, Game};
    /// let cow = openings::opening_of(&Game::from_transcript("f5f6e6d6c5").unwrap()).unwrap();
    /// assert_eq!(cow.name_in("ja"), "牛");
    /// assert_eq!(cow.name_in("en"), "Cow");
    /// assert_eq!(cow.name_in("fr"), "Cow");
    /// ```
    #[must_use]
    pub fn name_in(&self, language: &str) -> &'static str {
        if language == "ja" {
            self.japanese
        } else {
            self.english
        }
    }
}

/// A named opening, its line written as the catalogue writes it.
const fn named(line: &'static str, english: &'static str, japanese: &'static str) -> NamedOpening {
    NamedOpening {
        line,
        english,
        japanese,
    }
}

/// Every named opening, shortest lines of each family first.
///
/// # Examples
/// ```
/// use reversi::{openings::NAMED_OPENINGS, Game};
/// assert_eq!(NAMED_OPENINGS[0].english, "Perpendicular");
/// // Every line is a legal game from the start.
/// assert!(NAMED_OPENINGS.iter().all(|opening| Game::from_transcript(opening.line).is_ok()));
/// ```
pub const NAMED_OPENINGS: [NamedOpening; 60] = [
    named("f5d6", "Perpendicular", "縦取り"),
    named("f5f6", "Diagonal", "斜め取り"),
    named("f5f4", "Parallel", "並び取り"),
    // The perpendicular opening's families.
    named("f5d6c3d3c4", "Tiger", "虎"),
    named("f5d6c3d3c4b3", "Aubrey", "オーブリー"),
    named("f5d6c3d3c4f4c5b3c2", "Rose-Bill", "花形"),
    named("f5d6c3d3c4f4c5b3c2e3", "Nicolet", "ニコレ"),
    named(
        "f5d6c3d3c4f4c5b3c2b4",
        "Central Rose-Bill",
        "セントラル・ローズビル",
    ),
    named("f5d6c3d3c4f4c5b3c2e6", "Tamenori", "為則"),
    named("f5d6c3d3c4f4c5b4b5c6f3e6e3", "Ishii", "石井"),
    named(
        "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3",
        "Mainline Tiger",
        "メインライン・タイガー",
    ),
    named("f5d6c3d3c4f4e3", "Brightwell", "ブライトウェル"),
    named("f5d6c3d3c4f4e6", "Leader's Tiger", "リーダーズ・タイガー"),
    named("f5d6c3d3c4f4f6", "Stephenson", "スティーブンソン"),
    named("f5d6c3d3c4f4f6b4", "Kung", "クン"),
    named("f5d6c3d3c4f4f6f3", "Comp'Oth", "コンポス"),
    named("f5d6c3d3c4f4f6g5", "No-Kung", "ノーカン"),
    named("f5d6c3g5", "Ganglion", "ガングリオン"),
    named("f5d6c4d3c5", "Cat", "猫"),
    named("f5d6c4d3c5f4e3f3c2b4b3", "Berner", "ベルナー"),
    named("f5d6c4d3c5f4e3f3c2c6", "Sakaguchi", "坂口流"),
    named("f5d6c4d3e6", "Italian", "イタリアン"),
    named("f5d6c4g5", "No-Cat", "ノーキャット"),
    named("f5d6c4g5c6", "Swallow", "燕"),
    named("f5d6c5f4d3", "Horse", "馬"),
    named("f5d6c5f4e3c6d3f3", "Ralle", "ラレ"),
    named("f5d6c5f4e3c6d3f6e6d7", "Rose", "ローズ"),
    named("f5d6c5f4e3c6d3f6e6d7e7", "Greenberg", "グリーンバーグ"),
    named("f5d6c5f4e3c6d3f6e6d7g3c4", "Rose-Birth", "兎"),
    named(
        "f5d6c5f4e3c6d3f6e6d7g3c4b4",
        "Rose-birdie",
        "ローズバーディー",
    ),
    named("f5d6c5f4e3c6d3f6e6d7g4", "Flat", "フラット"),
    named("f5d6c5f4e3c6d3f6e6d7g4c4", "Rotating Flat", "Fローズ"),
    named("f5d6c5f4e3c6d3f6e6d7g4c4g6", "Murakami Variation", "村上流"),
    named("f5d6c5f4e3c6d7", "Bhagat", "バガット"),
    named("f5d6c5f4e3c6e6", "Inoue", "井上流"),
    named("f5d6c5f4e3c6e6f6", "Iago", "雪うさぎ"),
    named("f5d6c5f4e3c6f3", "Shaman", "シャーマン"),
    named("f5d6c5f4e3d3", "Mimura", "三村流"),
    // The diagonal opening's families.
    named("f5f6c4f4", "Semi-Wing Variation", "セミウィング"),
    named("f5f6d3f4", "Wing Variation", "ウィング"),
    named("f5f6e6d6c3", "Buffalo", "バッファロー"),
    named("f5f6e6d6c3d3", "Hokuriku Buffalo", "北陸バッファロー"),
    named("f5f6e6d6c3f4c6d3e3d2", "Tanida Buffalo", "谷田バッファロー"),
    named("f5f6e6d6c3g4c6", "Maruoka Buffalo", "丸岡バッファロー"),
    named("f5f6e6d6c5", "Cow", "牛"),
    named("f5f6e6d6c5e3d3", "Rose-v-Toth", "ローズ対トス"),
    named("f5f6e6d6c5e3d3c4c3", "Landau", "ランダウ"),
    named("f5f6e6d6c5e3d3g5", "Tanida", "谷田"),
    named("f5f6e6d6c5e3d3g5e2b5", "Sailboat", "セイルボート"),
    named("f5f6e6d6c5e3e7", "Bat", "こうもり"),
    named("f5f6e6d6c5f4", "Chimney", "白大量取り"),
    named("f5f6e6d6c7c6d7", "Hamilton", "ハミルトン"),
    named("f5f6e6d6c7f4", "Lollipop", "ロリポップ"),
    named("f5f6e6d6d7", "Raccoon Dog", "狸"),
    named("f5f6e6d6e7", "Heath", "飛出し牛"),
    named("f5f6e6d6e7f4", "Heath-Chimney", "ヒース・チムニー"),
    named("f5f6e6d6e7g5c5", "Heath-Bat", "裏こうもり"),
    named("f5f6e6d6f7", "Snake", "蛇"),
    named("f5f6e6d6f7e3d7e7c6c5d3", "Pyramid", "ピラミッド"),
    named("f5f6e6d6g7", "X-square Opening", "暴走牛"),
];

/// The named opening `game` is playing: the last named position it passed through, `None`
/// before the first or for a game that began from a position other than the start (or its
/// mirror image).
///
/// # Examples
/// ```
/// use reversi::{openings, Game};
/// let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
/// assert_eq!(openings::opening_of(&tiger).unwrap().english, "Tiger");
/// // The same position by another first move (c4 is f5 seen in a mirror).
/// let mirrored = Game::from_transcript("c4e3f6e6f5").unwrap();
/// assert_eq!(openings::opening_of(&mirrored).unwrap().japanese, "虎");
/// // Beyond the named lines, the game keeps the last name it had.
/// let beyond = Game::from_transcript("f5d6c3d3c4b5d2").unwrap();
/// assert_eq!(openings::opening_of(&beyond).unwrap().english, "Tiger");
/// ```
#[must_use]
pub fn opening_of(game: &Game) -> Option<&'static NamedOpening> {
    // From the start position or its mirror image (d4 and e5 black, as some sets are laid
    // out): the names hold in all eight symmetric forms of each position.
    let played = game.positions();
    let (start, _) = played[0];
    if key(&start) != key(&Board::start()) {
        return None;
    }
    let named_positions = named_positions();
    let mut named = None;
    for (turn, (board, _)) in game.turns().iter().zip(&played[1..]) {
        if turn.pass_after.is_some() {
            // No named line passes; nor does any game still in them.
            break;
        }
        if let Ok(at) = named_positions.binary_search_by_key(&key(board), |&(key, _)| key) {
            named = Some(&NAMED_OPENINGS[named_positions[at].1]);
        }
    }
    named
}

/// The position's key: the same for its eight symmetric forms.
fn key(board: &Board) -> (u64, u64) {
    let (image, _) = canonical(board);
    (image.player, image.opponent)
}

/// Each named position's key with its index in [`NAMED_OPENINGS`], sorted by key (a
/// sorted list rather than a hash map or a sort: the wasm module stays several KB smaller).
fn named_positions() -> &'static [((u64, u64), usize)] {
    static POSITIONS: OnceLock<Vec<((u64, u64), usize)>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        // Kept sorted as it is built: sixty insertions, and no sorting code in the module.
        let mut positions: Vec<((u64, u64), usize)> = Vec::with_capacity(NAMED_OPENINGS.len());
        // Every line is legal (a test checks it).
        for (index, opening) in NAMED_OPENINGS.iter().enumerate() {
            let Ok(line) = Game::from_transcript(opening.line) else {
                continue;
            };
            let entry = (key(&line.board()), index);
            positions.insert(positions.partition_point(|other| *other < entry), entry);
        }
        positions
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_japanese_name_is_written_in_japanese() {
        // As the page's own check of its Japanese words: no run of three Latin letters (one,
        // as in Fローズ, is how Japanese players write that name).
        for opening in &NAMED_OPENINGS {
            let latin_runs = opening.japanese.split(|c: char| !c.is_ascii_alphabetic());
            assert!(
                latin_runs.into_iter().all(|run| run.len() < 3),
                "{}: {}",
                opening.english,
                opening.japanese
            );
        }
    }

    #[test]
    fn every_line_is_legal_and_names_a_position_of_its_own() {
        let mut seen = std::collections::HashMap::new();
        for opening in &NAMED_OPENINGS {
            let game = Game::from_transcript(opening.line)
                .unwrap_or_else(|error| panic!("{}: {error}", opening.english));
            if let Some(other) = seen.insert(key(&game.board()), opening.english) {
                panic!("{} and {other} name one position", opening.english);
            }
            assert_eq!(opening_of(&game), Some(opening), "{}", opening.english);
        }
    }
}

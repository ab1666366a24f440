//! Text from outside — protocol lines, typed commands, files — read so that no input can
//! stop a command: bytes that are not UTF-8 are read lossily (a GUI may send a Latin-1
//! player name), a byte order mark is skipped, and lines and files have a size limit, past
//! which the rest is skipped with an error rather than held in memory. Error messages quote
//! input through [`quote`], so a huge line is never echoed whole.

use std::fs::File;
use std::io::{self, BufRead, Read};
use std::path::Path;

/// The longest line read whole: a GGF game with every move's evaluation and time is under
/// 2 KB, so this leaves room for any real command.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The largest file `solve` reads: the FFO files are 2-3 KB; a million OBF positions would
/// be about 80 MB.
pub const MAX_FILE_BYTES: u64 = 128 * 1024 * 1024;

/// At most this many characters of an input are quoted in an error message.
const QUOTED_CHARS: usize = 200;

/// The UTF-8 byte order mark some editors put at the start of a file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The line, without its line ending and any byte order mark, invalid UTF-8 replaced.
    Text(String),
    /// A line longer than [`MAX_LINE_BYTES`], skipped: its length in bytes.
    TooLong(usize),
}

/// Reads the next line of `input`, `None` at the end.
///
/// # Errors
/// Reading failed.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut kept = Vec::new();
    let mut length = 0;
    let mut ended = false;
    while !ended {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            if length == 0 {
                return Ok(None);
            }
            break;
        }
        let taken = match buffer.iter().position(|&byte| byte == b'\n') {
            Some(at) => {
                ended = true;
                at
            }
            None => buffer.len(),
        };
        let room = (MAX_LINE_BYTES + 1).saturating_sub(kept.len());
        kept.extend_from_slice(&buffer[..taken.min(room)]);
        length += taken;
        input.consume(taken + usize::from(ended));
    }
    if kept.last() == Some(&b'\r') {
        kept.pop();
    }
    if length > MAX_LINE_BYTES {
        return Ok(Some(Line::TooLong(length)));
    }
    Ok(Some(Line::Text(text_of(&kept))))
}

/// The bytes as text: invalid UTF-8 replaced, a leading byte order mark dropped.
fn text_of(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.strip_prefix(BYTE_ORDER_MARK)
        .unwrap_or(&text)
        .to_string()
}

/// The text of the file at `path` (see [`text_of`]).
///
/// # Errors
/// A message saying why it cannot be read: missing, unreadable, or over [`MAX_FILE_BYTES`].
pub fn read_text_file(path: &Path) -> Result<String, String> {
    let file =
        File::open(path).map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "{} is over {} MB, more than any position file",
            path.display(),
            MAX_FILE_BYTES / (1024 * 1024)
        ));
    }
    Ok(text_of(&bytes))
}

/// `text` for an error message: whole if short, else its first [`QUOTED_CHARS`] characters
/// and how long it was.
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}… ({} bytes)", &text[..cut], text.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<Line> {
        let mut input = bytes;
        std::iter::from_fn(|| read_line(&mut input).unwrap()).collect()
    }

    #[test]
    fn lines_are_read_lossily_without_endings_or_a_byte_order_mark() {
        assert_eq!(
            lines(b"\xef\xbb\xbfping 1\r\n\xffname\n\nlast"),
            [
                Line::Text("ping 1".into()),
                Line::Text("\u{fffd}name".into()),
                Line::Text(String::new()),
                Line::Text("last".into()),
            ]
        );
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn an_overlong_line_is_skipped_and_the_next_one_read() {
        let mut bytes = vec![b'x'; 3 * MAX_LINE_BYTES];
        bytes.extend_from_slice(b"\nping 2\n");
        // A reader that hands over a few bytes at a time, as a pipe does.
        let mut input = io::BufReader::with_capacity(7, &bytes[..]);
        assert_eq!(
            read_line(&mut input).unwrap(),
            Some(Line::TooLong(3 * MAX_LINE_BYTES))
        );
        assert_eq!(
            read_line(&mut input).unwrap(),
            Some(Line::Text("ping 2".into()))
        );
        let exactly = vec![b'y'; MAX_LINE_BYTES];
        assert_eq!(lines(&exactly), [Line::Text("y".repeat(MAX_LINE_BYTES))]);
    }

    #[test]
    fn quotes_are_short() {
        assert_eq!(quote("f5d6"), "f5d6");
        let long = "é".repeat(10_000);
        let quoted = quote(&long);
        assert!(quoted.starts_with(&"é".repeat(QUOTED_CHARS)));
        assert!(quoted.ends_with("… (20000 bytes)"), "{quoted}");
        assert!(quoted.chars().count() < QUOTED_CHARS + 20);
    }

    #[test]
    fn files_lose_their_byte_order_mark_and_missing_ones_are_named() {
        let path = std::env::temp_dir().join(format!("reversi-input-{}.obf", std::process::id()));
        std::fs::write(&path, b"\xef\xbb\xbf--- X;\n").unwrap();
        assert_eq!(read_text_file(&path).unwrap(), "--- X;\n");
        std::fs::remove_file(&path).unwrap();
        let error = read_text_file(&path).unwrap_err();
        assert!(error.starts_with("cannot read "), "{error}");
    }
}

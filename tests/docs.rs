//! The documents cannot point at nothing: every relative link in README.md and docs/*.md
//! leads to a file of the repository, a link to a heading (`file.md#heading`) leads to a
//! heading of that file, and every file of the repository that the prose names as code
//! (`src/ai/tt.rs`) exists.

use std::fs;
use std::path::{Path, PathBuf};

/// The repository's root, where Cargo.toml is.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every Markdown file in docs/.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    for entry in fs::read_dir(root().join("docs")).expect("docs/ exists") {
        let path = entry.expect("a readable docs/ entry").path();
        if path.extension().is_some_and(|extension| extension == "md") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The lines of `text` outside its fenced code blocks.
fn prose_lines(text: &str) -> Vec<&str> {
    let mut in_block = false;
    text.lines()
        .filter(|line| {
            if line.trim_start().starts_with("```") {
                in_block = !in_block;
                return false;
            }
            !in_block
        })
        .collect()
}

/// The targets of the Markdown links `[text](target)` and images `![alt](target)` of `text`,
/// outside code blocks and code spans.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for line in prose_lines(text) {
        // Code spans may hold brackets that are not links.
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = prose.as_str();
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push(after[..end].trim().to_string());
            rest = &after[end..];
        }
    }
    targets
}

/// The anchors GitHub gives the headings of `text`: lowercase, spaces as hyphens, punctuation
/// dropped.
fn heading_anchors(text: &str) -> Vec<String> {
    prose_lines(text)
        .into_iter()
        .filter(|line| line.starts_with('#'))
        .map(|line| {
            line.trim_start_matches('#')
                .trim()
                .to_lowercase()
                .chars()
                .filter_map(|c| match c {
                    ' ' => Some('-'),
                    c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                    _ => None,
                })
                .collect()
        })
        .collect()
}

fn is_external(target: &str) -> bool {
    target.starts_with("http://") || target.starts_with("https://") || target.starts_with("mailto:")
}

/// Every broken relative link of `document`, as "document: target (why)".
fn broken_links(document: &Path) -> Vec<String> {
    let text = fs::read_to_string(document).expect("a readable document");
    let folder = document.parent().expect("a document has a folder");
    let name = document
        .strip_prefix(root())
        .unwrap_or(document)
        .display()
        .to_string();
    let mut broken = Vec::new();
    for target in link_targets(&text) {
        if is_external(&target) {
            continue;
        }
        let (file, anchor) = match target.split_once('#') {
            Some((file, anchor)) => (file, Some(anchor)),
            None => (target.as_str(), None),
        };
        let path = if file.is_empty() {
            document.to_path_buf()
        } else {
            folder.join(file)
        };
        if !path.exists() {
            broken.push(format!("{name}: {target} (no such file)"));
            continue;
        }
        if let Some(anchor) = anchor {
            let linked = fs::read_to_string(&path).unwrap_or_default();
            if !heading_anchors(&linked)
                .iter()
                .any(|heading| heading == anchor)
            {
                broken.push(format!("{name}: {target} (no such heading)"));
            }
        }
    }
    broken
}

/// The repository files that `text` names in code spans outside code blocks: a path under
/// one of the project's folders, ending in a file name with an extension.
fn named_files(text: &str) -> Vec<String> {
    const FOLDERS: [&str; 7] = [
        "src/",
        "www/",
        "tests/",
        "examples/",
        "scripts/",
        "docs/",
        "bench/",
    ];
    let mut files = Vec::new();
    for line in prose_lines(text) {
        for span in line.split('`').skip(1).step_by(2) {
            // www/pkg/ is the build's output, not the repository's.
            let is_path = FOLDERS.iter().any(|folder| span.starts_with(folder))
                && !span.starts_with("www/pkg/")
                && span
                    .chars()
                    .all(|c| c.is_alphanumeric() || "/._-".contains(c))
                && span
                    .rsplit('/')
                    .next()
                    .is_some_and(|name| name.contains('.'));
            if is_path {
                files.push(span.to_string());
            }
        }
    }
    files
}

#[test]
fn every_file_the_documents_name_exists() {
    let mut missing = Vec::new();
    for document in documents() {
        let text = fs::read_to_string(&document).unwrap();
        for file in named_files(&text) {
            if !root().join(&file).exists() {
                let name = document
                    .strip_prefix(root())
                    .unwrap_or(&document)
                    .display()
                    .to_string();
                missing.push(format!("{name}: {file}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "files named but not found:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_path_reader_finds_repository_files_in_code_spans() {
    let text =
        "The table (`src/ai/tt.rs`), `cargo test`, `www/`, `pkg/x.js`.\n```\nsrc/no.rs\n```\n";
    assert_eq!(named_files(text), vec!["src/ai/tt.rs"]);
}

#[test]
fn every_relative_link_in_the_documents_leads_somewhere() {
    let documents = documents();
    assert!(documents.len() >= 2, "README.md and docs/ are found");
    let broken: Vec<String> = documents
        .iter()
        .flat_map(|document| broken_links(document))
        .collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_links_into_docs() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let into_docs = link_targets(&readme)
        .iter()
        .filter(|target| target.starts_with("docs/"))
        .count();
    assert!(
        into_docs >= 4,
        "the README links into docs/ ({into_docs} links found)"
    );
}

#[test]
fn the_link_reader_finds_links_and_skips_code() {
    let text = "See [a](docs/a.md) and ![b](b.png).\n`[c](c.md)` is code.\n```\n[d](d.md)\n```\n";
    assert_eq!(link_targets(text), vec!["docs/a.md", "b.png"]);
}

#[test]
fn a_missing_file_and_a_missing_heading_are_reported() {
    let folder = std::env::temp_dir().join(format!("reversi-docs-test-{}", std::process::id()));
    fs::create_dir_all(&folder).unwrap();
    fs::write(folder.join("other.md"), "# A heading\n").unwrap();
    let document = folder.join("doc.md");
    fs::write(
        &document,
        "[ok](other.md#a-heading) [gone](missing.md) [bad](other.md#nowhere)\n",
    )
    .unwrap();
    let broken = broken_links(&document);
    fs::remove_dir_all(&folder).unwrap();
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(broken[0].contains("missing.md (no such file)"));
    assert!(broken[1].contains("other.md#nowhere (no such heading)"));
}

//! Reading judge data safely: a path is looked at before it is opened (a FIFO, a device or a
//! link out of the workspace is refused by name, never read), and a file is read up to a
//! bound, so bad data is an error naming its file, never a hang or an exhausted memory.

use super::*;

/// The largest `problem.toml` read: a few lines are expected.
pub(super) const MAX_SPEC_BYTES: u64 = 1 << 20;
/// The largest case file: far above any judge's data, far below the machine's memory.
pub(crate) const MAX_CASE_BYTES: u64 = 1 << 30;

/// What stands at a path the judge reads, when something does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Found {
    /// A regular file (after following links).
    File,
    /// Something that must not be read as a file.
    NotRegular(NotRegular),
}

pub(crate) use crate::error::NotRegular;

/// Looks at `path` (following links) without opening it, which could block.
///
/// # Errors
/// When nothing is there (`NotFound`, also for a dangling link) or it cannot be looked at.
pub(crate) fn look(path: &Path) -> io::Result<Found> {
    let kind = fs::metadata(path)?.file_type();
    if kind.is_file() {
        return Ok(Found::File);
    }
    if kind.is_dir() {
        return Ok(Found::NotRegular(NotRegular::Folder));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Ok(Found::NotRegular(NotRegular::Fifo));
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Ok(Found::NotRegular(NotRegular::Device));
        }
        if kind.is_socket() {
            return Ok(Found::NotRegular(NotRegular::Socket));
        }
    }
    Ok(Found::NotRegular(NotRegular::Other))
}

/// Reads a file of judge data that must be a regular file (a FIFO would block, a link to
/// `/dev/zero` never end) of at most `max` bytes.
///
/// # Errors
/// When it is not a regular file, is larger than `max`, or cannot be read.
pub(crate) fn read_bounded(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    if let Found::NotRegular(kind) = look(path)? {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({kind})"),
        ));
    }
    let file = fs::File::open(path)?;
    // Looked at again through the handle: the path may have been swapped since.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    if meta.len() > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "{} bytes, more than the {max} a judge file may have",
                meta.len()
            ),
        ));
    }
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "grew while being read",
        ));
    }
    Ok(bytes)
}

/// Why a case file cannot be used, if it cannot: it must be a regular file of sane size
/// that we can open.
pub(super) fn unreadable(path: &Path) -> Option<DataErrorKind> {
    if let Ok(Found::NotRegular(kind)) = look(path) {
        return Some(DataErrorKind::NotRegular(kind));
    }
    match fs::metadata(path) {
        Ok(meta) if meta.len() > MAX_CASE_BYTES => Some(DataErrorKind::TooBig {
            bytes: meta.len(),
            max: MAX_CASE_BYTES,
        }),
        Ok(_) => fs::File::open(path)
            .err()
            .map(|e| DataErrorKind::Unopenable { why: e.to_string() }),
        Err(e) => Some(DataErrorKind::Unreadable { why: e.to_string() }),
    }
}

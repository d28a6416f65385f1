//! A file the runner reads from places it does not trust (judge data, a solution, a backup):
//! looked at before it is opened (a FIFO, a device or a folder is refused by kind, never
//! read) and read up to a bound, so bad data is an error naming its kind, never a hang or an
//! exhausted memory. The ground floor: it uses nothing of the runner, so building a source
//! (`build`) and reading a workspace (`workspace`) share it.

use std::fmt;
use std::fs;
use std::io::{self, Read};
use std::path::Path;

/// What a path that is not a regular file is. Opening a FIFO waits for a writer, a device
/// such as `/dev/zero` never ends, and a folder has no bytes: none is judge data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotRegular {
    Folder,
    Fifo,
    Device,
    Socket,
    Other,
}

impl fmt::Display for NotRegular {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotRegular::Folder => "a folder",
            NotRegular::Fifo => "a FIFO",
            NotRegular::Device => "a device",
            NotRegular::Socket => "a socket",
            NotRegular::Other => "not a file",
        })
    }
}

/// What stands at a path the judge reads, when something does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Found {
    /// A regular file (after following links).
    File,
    /// Something that must not be read as a file.
    NotRegular(NotRegular),
}

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

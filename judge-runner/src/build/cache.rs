//! The build cache's side of a build: an entry taken only while its record vouches for it,
//! a full disk told from another failure, the remembered passes of unit tests, the keys and
//! the pruning of what no run used for a month.

use super::record;
use super::*;

/// Bytes written to tell a full disk from another failure: more than the build of a solution
/// needs in the cache's file system (its objects and binary, about 1 MB for a small one).
const SPACE_PROBE_BYTES: usize = 8 << 20;

/// `failure` of a build, or of a write to the cache in `cache_dir`, as "no space left on
/// device" when the disk is full, else as it is. A full disk rarely says so: rustc's linker
/// dies of SIGBUS on a full tmpfs ("linking with `cc` failed"), LLVM exits 101 with "IO
/// failure on output stream". So the cache's file system is measured: when
/// [`SPACE_PROBE_BYTES`] cannot be written there (or the failure itself was ENOSPC or a
/// quota), the disk is full. Nothing was cached (every entry is renamed into place whole),
/// so the next run builds again.
pub(crate) fn disk_full(failure: io::Error, cache_dir: &Path) -> io::Error {
    let full = |e: &io::Error| {
        matches!(
            e.kind(),
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded
        )
    };
    if failure.kind() == io::ErrorKind::Interrupted {
        return failure;
    }
    if !full(&failure) {
        let probe = cache_dir.join(format!(".space-probe-{}", std::process::id()));
        let wrote = fs::File::create(&probe).and_then(|mut file| fill(&mut file));
        let _ = fs::remove_file(&probe);
        if !wrote.as_ref().is_err_and(full) {
            return failure;
        }
    }
    io::Error::new(
        io::ErrorKind::StorageFull,
        format!(
            "no space left on device in {}: the disk is full, nothing was cached; free some \
             space and run again",
            cache_dir.display()
        ),
    )
}

/// Writes [`SPACE_PROBE_BYTES`] to `file` and syncs them (some file systems only refuse at
/// the sync). The bytes do not compress, so a compressing file system stores them all.
pub(super) fn fill(file: &mut fs::File) -> io::Result<()> {
    use std::io::Write as _;
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut chunk = vec![0u8; 1 << 16];
    for _ in 0..SPACE_PROBE_BYTES / chunk.len() {
        for bytes in chunk.chunks_exact_mut(8) {
            // xorshift64: cheap bytes without a pattern.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            bytes.copy_from_slice(&state.to_le_bytes());
        }
        file.write_all(&chunk)?;
    }
    file.sync_data()
}

/// What the cache holds of a build: its `binary` (when it keeps binaries of this kind) or
/// its compile error in `failure`, whose first error `first` finds; `None` when neither is
/// there as its record says.
///
/// An entry that is not what its record says (truncated, replaced), or another runner's
/// build whose record is not written yet, is built again and renamed over; never removed
/// first, which could pull another runner's fresh build from under it.
///
/// # Errors
/// When a recorded compile error cannot be read.
pub(super) fn from_cache(
    binary: Option<&Path>,
    failure: &Path,
    first: fn(&str) -> String,
) -> io::Result<Option<Built>> {
    if let Some(binary) = binary.filter(|b| b.is_file() && record::verify(b)) {
        record::mark_used(binary);
        return Ok(Some(Built::Binary {
            path: binary.to_path_buf(),
            cached: Cache::Hit,
        }));
    }
    if failure.is_file() && record::verify(failure) {
        record::mark_used(failure);
        let full = fs::read_to_string(failure)?;
        return Ok(Some(Built::CompileError {
            first: first(&full),
            full,
        }));
    }
    Ok(None)
}

/// How many unit tests passed when the test build of `code` under `profile` last ran and
/// passed, if the cache remembers that pass.
pub(crate) fn remembered_pass(
    toolchain: &Toolchain,
    code: &[u8],
    profile: Profile,
    cache_dir: &Path,
) -> Option<usize> {
    let key = cache_key(code, &profile.flags(), &toolchain.version);
    let pass = cache_dir.join(format!("{key}.pass"));
    if !pass.is_file() || !record::verify(&pass) {
        return None;
    }
    record::mark_used(&pass);
    fs::read_to_string(&pass).ok()?.trim().parse().ok()
}

/// Remembers that the unit tests of `code` under `profile` passed, `count` of them.
///
/// # Errors
/// When the cache cannot be written; a full disk says so ([`disk_full`]).
pub(crate) fn remember_pass(
    toolchain: &Toolchain,
    code: &[u8],
    profile: Profile,
    cache_dir: &Path,
    count: usize,
    executor: &Executor<'_>,
) -> io::Result<()> {
    let key = cache_key(code, &profile.flags(), &toolchain.version);
    let pass = cache_dir.join(format!("{key}.pass"));
    let staged = executor.scratch_path("pass");
    fs::write(&staged, format!("{count}\n"))
        .and_then(|()| fs::rename(&staged, &pass))
        .and_then(|()| record::write(&pass, &[], executor))
        .map_err(|e| disk_full(e, cache_dir))
}

/// Removes from `cache_dir` every entry whose record says no run used it for
/// [`STALE_AFTER`], with its record, records whose entry is gone, and entries without a
/// record older than a day (a record is written just after its entry, so a younger one may
/// be another runner's build in progress). Runs at most once per [`PRUNE_EVERY`]: the
/// modification time of `target/judge/pruned` says when it last ran. Returns how many it
/// removed (an entry with its record counts once).
pub(crate) fn prune(cache_dir: &Path) -> usize {
    let stamp = cache_dir.with_file_name("pruned");
    let recent = |path: &Path, within: Duration| {
        fs::metadata(path)
            .and_then(|m| m.modified())
            .is_ok_and(|t| t.elapsed().is_ok_and(|age| age < within))
    };
    if recent(&stamp, PRUNE_EVERY) || !cache_dir.is_dir() {
        return 0;
    }
    let mut removed = 0;
    let records = cache_dir.with_file_name("records");
    for record in fs::read_dir(&records).into_iter().flatten().flatten() {
        let path = record.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Some(entry) = name.strip_suffix(".sum") else {
            continue;
        };
        let entry = cache_dir.join(entry);
        if !entry.exists() || !recent(&path, STALE_AFTER) {
            record::forget(&entry);
            removed += 1;
        }
    }
    for entry in fs::read_dir(cache_dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if !record::exists(&path) && !recent(&path, PRUNE_EVERY) {
            let _ = fs::remove_file(&path);
            removed += 1;
        }
    }
    let _ = fs::write(&stamp, b"");
    let _ = fs::File::options()
        .write(true)
        .open(&stamp)
        .and_then(|f| f.set_modified(std::time::SystemTime::now()));
    removed
}

/// A stable hex key: FNV-1a over 128 bits of the source, flags and compiler version.
/// (std's hasher is not promised stable across releases; this one is.)
pub(crate) fn cache_key(code: &[u8], flags: &[&str], version: &str) -> String {
    let mut parts: Vec<&[u8]> = vec![code];
    parts.extend(flags.iter().map(|f| f.as_bytes()));
    parts.push(version.as_bytes());
    fnv128_parts(&parts)
}

/// FNV-1a over 128 bits of `bytes`, as hex.
pub(crate) fn fnv128(bytes: &[u8]) -> String {
    fnv128_parts(&[bytes])
}

/// FNV-1a over 128 bits of each part, each preceded by its length, as hex.
pub(crate) fn fnv128_parts(parts: &[&[u8]]) -> String {
    const OFFSET: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013b;
    let mut hash = OFFSET;
    for bytes in parts {
        for &b in (bytes.len() as u64).to_le_bytes().iter().chain(*bytes) {
            hash ^= u128::from(b);
            hash = hash.wrapping_mul(PRIME);
        }
    }
    format!("{hash:032x}")
}

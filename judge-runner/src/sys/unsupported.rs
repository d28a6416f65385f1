//! What a platform without Linux's extras answers (macOS, Windows): no sandbox, no CPU
//! affinity, no subreaper, no in-memory files. The README's per-OS table says what that
//! leaves unenforced.

use std::io;

/// No sandbox on this platform.
pub(crate) struct Sandbox;

pub(crate) fn sandbox(_: &super::Rules<'_>) -> Option<Sandbox> {
    None
}

pub(crate) fn sandbox_info() -> Vec<String> {
    vec![
        "no Landlock, seccomp or capability drop on this platform: runs are contained (limits, \
         their own process group or job, a fresh folder, an empty environment), not confined"
            .to_owned(),
    ]
}

pub(crate) fn confine_this_thread(_: &Sandbox) -> io::Result<()> {
    Ok(())
}

pub(crate) fn allowed_cpus() -> Vec<usize> {
    Vec::new()
}

pub(crate) fn set_affinity(_pid: u32, _cpus: &[usize]) -> io::Result<()> {
    Ok(())
}

pub(crate) fn become_subreaper() -> bool {
    false
}

pub(crate) fn memory_file() -> io::Result<std::fs::File> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "no in-memory files here",
    ))
}

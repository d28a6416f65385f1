//! Confinement: a judged program (or a compiler run on judge data) is started from a thread
//! that has taken its sandbox's rules, which the program inherits. Making the rules and a
//! thread costs about as much as a small case's run, so a spawner keeps a few such threads
//! for the runs the same rules fit; a rule holds the file it was made for, so a program
//! renamed over since is started under rules made again.

use crate::sys;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// How many [`Confined`] threads a spawner keeps: enough for `stress`, whose every seed runs
/// a generator, the solution and the brute force in turn.
const KEPT_CONFINED: usize = 4;

/// Starts `command` under the rules that let it run `program` and write only in `cwd`
/// (where the platform has them): on a thread that has taken those rules, which the program
/// inherits: made once for many runs, not in every child. (The child is forked, for its
/// memory figure's sake, `sys::fork_at_spawn`; rules made in it by a pre-exec hook would
/// cost their making on every run.) With `kept`, that thread
/// is kept for the next run the same rules fit, with the [`KEPT_CONFINED`] used last;
/// without, it ends after this one.
pub(super) fn spawn_sandboxed(
    mut command: Command,
    rules: &sys::Rules<'_>,
    mut kept: Option<&mut Vec<Confined>>,
) -> io::Result<std::process::Child> {
    // Rules hold the file they were made for. Another runner that built the same cache
    // entry renames its binary over this one's (`build::build_code`), and a rename between
    // the rules and the exec makes the exec refused: the rules are made again for the file
    // that is there now. A program that is refused under fresh rules too is refused.
    let mut tries = 0;
    loop {
        let (returned, spawned) = spawn_confined_once(command, rules, kept.as_deref_mut());
        match spawned {
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied && tries < STALE_RULE_TRIES => {
                tries += 1;
                command = returned;
            }
            spawned => return spawned,
        }
    }
}

/// How many times [`spawn_sandboxed`] makes the rules again for a program refused under
/// them (each time, another runner renamed a new build over it).
const STALE_RULE_TRIES: usize = 3;

/// One try of [`spawn_sandboxed`]; gives the command back for the next. A kept thread whose
/// run was refused is let go.
fn spawn_confined_once(
    mut command: Command,
    rules: &sys::Rules<'_>,
    kept: Option<&mut Vec<Confined>>,
) -> (Command, io::Result<std::process::Child>) {
    let key = kept.as_ref().and_then(|_| ConfinedKey::of(rules));
    if let (Some(kept), Some(key)) = (kept, key) {
        // Most recently used last.
        if let Some(at) = kept.iter().position(|c| c.key == key) {
            let confined = kept.remove(at);
            kept.push(confined);
        } else {
            let Some(sandbox) = sys::sandbox(rules) else {
                let spawned = command.spawn();
                return (command, spawned);
            };
            if kept.len() >= KEPT_CONFINED {
                // Rules that fit nothing run lately (another problem, or a folder left dirty
                // and replaced): that thread ends here.
                kept.remove(0);
            }
            match Confined::start(key, sandbox) {
                Ok(confined) => kept.push(confined),
                Err(e) => return (command, Err(e)),
            }
        }
        if let Some(confined) = kept.last() {
            let (command, spawned) = confined.spawn(command);
            if spawned
                .as_ref()
                .is_err_and(|e| e.kind() == io::ErrorKind::PermissionDenied)
            {
                kept.pop();
            }
            return (command, spawned);
        }
    }
    let Some(sandbox) = sys::sandbox(rules) else {
        let spawned = command.spawn();
        return (command, spawned);
    };
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let spawned = sys::confine_this_thread(&sandbox).and_then(|()| command.spawn());
                (command, spawned)
            })
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// A thread under one sandbox's rules that starts every run those rules fit: the same
/// program in the same run folder, each still the file the rules were made for. A spawner
/// keeps a few, so the rules are made and a thread is started once for the cases that run one
/// after another in a pooled folder (`engine::RunFolder`), not once per case: a thread per
/// case was about 60 µs, nearly half of the runner's overhead per case
/// (benches/judge-bench.sh, row a). A rule holds the file it was made for, so a program or
/// folder replaced at the same path is another key, and another thread.
pub(crate) struct Confined {
    key: ConfinedKey,
    requests: Option<std::sync::mpsc::Sender<Command>>,
    /// Each reply gives the command back (to try again with, [`spawn_sandboxed`]).
    replies: std::sync::mpsc::Receiver<(Command, io::Result<std::process::Child>)>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// The program and the folder a [`Confined`] thread's rules were made for: paths, and the
/// files they were (device and inode); and what else the rules let it read, each with the
/// file it was. Landlock's rules hold the files they were made on, not their paths: a file
/// read by path that was replaced since (a cache entry renamed over by another build of the
/// same source) needs rules of its own, or the run could not read it.
#[derive(Debug, PartialEq, Eq)]
struct ConfinedKey {
    program: (PathBuf, (u64, u64)),
    cwd: (PathBuf, (u64, u64)),
    reads: Vec<(PathBuf, Option<(u64, u64)>)>,
    writes: Vec<(PathBuf, Option<(u64, u64)>)>,
}

impl ConfinedKey {
    /// `None` where a file's identity cannot be read: that run gets a thread of its own.
    fn of(rules: &sys::Rules<'_>) -> Option<ConfinedKey> {
        let (program, cwd) = (rules.executable, rules.writable);
        #[cfg(unix)]
        let id = |path: &Path| {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
        };
        #[cfg(not(unix))]
        let id = |_: &Path| None::<(u64, u64)>;
        let with_ids = |paths: &[PathBuf]| -> Vec<(PathBuf, Option<(u64, u64)>)> {
            paths.iter().map(|p| (p.clone(), id(p))).collect()
        };
        Some(ConfinedKey {
            program: (program.to_path_buf(), id(program)?),
            cwd: (cwd.to_path_buf(), id(cwd)?),
            reads: with_ids(rules.reads),
            writes: with_ids(rules.writes),
        })
    }
}

impl Confined {
    fn start(key: ConfinedKey, sandbox: sys::Sandbox) -> io::Result<Confined> {
        let (requests, inbox) = std::sync::mpsc::channel::<Command>();
        let (outbox, replies) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("confined".to_owned())
            .spawn(move || {
                let confined = sys::confine_this_thread(&sandbox);
                drop(sandbox);
                for mut command in inbox {
                    let reply = match &confined {
                        Ok(()) => command.spawn(),
                        Err(e) => Err(io::Error::new(e.kind(), e.to_string())),
                    };
                    if outbox.send((command, reply)).is_err() {
                        return;
                    }
                }
            })?;
        Ok(Confined {
            key,
            requests: Some(requests),
            replies,
            thread: Some(thread),
        })
    }

    /// Starts `command` on the thread; the command comes back, also when the thread is gone.
    fn spawn(&self, command: Command) -> (Command, io::Result<std::process::Child>) {
        let gone = || io::Error::other("the thread that starts confined runs has ended");
        let Some(requests) = self.requests.as_ref() else {
            return (command, Err(gone()));
        };
        if let Err(std::sync::mpsc::SendError(command)) = requests.send(command) {
            return (command, Err(gone()));
        }
        match self.replies.recv() {
            Ok(reply) => reply,
            // The command went down with the thread: an empty one stands in (never run).
            Err(_) => (Command::new(""), Err(gone())),
        }
    }
}

impl Drop for Confined {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop.
        drop(self.requests.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Sandboxed starts (Landlock), where the platform has them.
#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::fs;
    use std::time::Duration;

    /// A folder of this test's own, holding a copy of `true` as the program to run in a
    /// cache folder, and the run folder (rules let a run execute anything in its folder).
    fn program_in(name: &str) -> Option<(PathBuf, PathBuf)> {
        let folder = std::env::temp_dir().join(format!("judge-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(folder.join("run")).unwrap();
        fs::create_dir_all(folder.join("cache")).unwrap();
        let program = folder.join("cache").join("program");
        let system = ["/bin/true", "/usr/bin/true"]
            .into_iter()
            .find(|p| Path::new(p).is_file())?;
        fs::copy(system, &program).unwrap();
        Some((folder, program))
    }

    /// Another runner building the same cache entry renames its binary over the one this
    /// runner made its rules for, between the rules and the exec: the run must still start,
    /// under rules made again for the file that is there now.
    /// A tool (or kernel feature) this test needs is missing: `SKIP:` on stderr, or a
    /// failure under `JUDGE_REQUIRE_TOOLS=1` unless `JUDGE_MISSING_TOOLS` names it, as
    /// `tests/cli/support.rs`'s `skip` does for the end-to-end tests.
    #[track_caller]
    #[expect(clippy::print_stderr, reason = "a skip says why")]
    fn skip(tool: &str, message: &str) {
        let required = std::env::var("JUDGE_REQUIRE_TOOLS").is_ok_and(|v| v == "1")
            && !std::env::var("JUDGE_MISSING_TOOLS")
                .unwrap_or_default()
                .split([' ', ','])
                .any(|name| name == tool);
        let current = std::thread::current();
        let test = current.name().unwrap_or("a test");
        assert!(
            !required,
            "{test} needs {tool}, which is missing here, and JUDGE_REQUIRE_TOOLS=1 ({message})"
        );
        eprintln!("SKIP: {test}: {message}");
    }

    #[test]
    fn a_program_renamed_over_after_its_rules_were_made_still_starts() {
        if sys::landlock_abi() == 0 {
            skip("landlock", "no Landlock here, so no rules to go stale");
            return;
        }
        let Some((root, program)) = program_in("renamed-over") else {
            skip("true", "no /bin/true to copy");
            return;
        };
        let folder = root.join("run");
        let rules = sys::Rules {
            executable: &program,
            writable: &folder,
            reads: &[],
            writes: &[],
            kind: sys::RulesKind::Judged,
        };
        let mut kept = Vec::new();
        let starts = |kept: &mut Vec<Confined>| {
            // Another test's fork may briefly hold the copied program open for writing
            // (ETXTBSY on exec) until that child execs: try again for a while.
            for _ in 0..200 {
                let mut command = Command::new(&program);
                command.current_dir(&folder).env_clear();
                match spawn_sandboxed(command, &rules, Some(&mut *kept)) {
                    Ok(mut child) => return child.wait().unwrap().success(),
                    Err(e) if e.raw_os_error() == Some(26) => {
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    Err(e) => panic!("the run did not start: {e}"),
                }
            }
            panic!("the run did not start: the program stayed busy for 2 s");
        };
        assert!(starts(&mut kept));
        assert_eq!(kept.len(), 1);
        // The same bytes, a new file at the same path, as `build::build_code` renames one in.
        let staged = root.join("cache").join("staged");
        fs::copy(&program, &staged).unwrap();
        fs::rename(&staged, &program).unwrap();
        // The kept thread's key now names the new file while its rules hold the old one: what
        // a key read just before the rename, and rules made just after it, come to.
        kept[0].key = ConfinedKey::of(&rules).unwrap();
        assert!(starts(&mut kept));
        assert_eq!(kept.len(), 1, "the stale thread is let go");
        let _ = fs::remove_dir_all(&root);
    }
}

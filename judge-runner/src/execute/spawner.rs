//! The spawner (Unix): this binary started again as `__spawner`, which starts the runs the
//! runner sends it on a pipe and answers how each ended; see [`super::Spawn`]. Its protocol
//! carries paths and arguments as raw bytes, which only Unix has.

use super::executor::wait_child;
use super::launch::Launch;
use super::watchdog::Watchdog;
use super::{Cores, Isolation, Platform, RunLimits, Space, DEFAULT_STACK, SPAWNER_ARG};
use crate::cancel::Cancel;
use crate::sys::{self, Resource};
use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

impl Launch {
    pub(super) fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut field = |bytes: &[u8]| {
            out.extend_from_slice(format!("{}\n", bytes.len()).as_bytes());
            out.extend_from_slice(bytes);
        };
        field(self.program.as_os_str().as_bytes());
        field(self.cwd.as_os_str().as_bytes());
        field(
            self.stdin
                .as_deref()
                .map_or(&b""[..], |p| p.as_os_str().as_bytes()),
        );
        field(self.stdout.as_os_str().as_bytes());
        field(self.stderr.as_os_str().as_bytes());
        field(self.env.len().to_string().as_bytes());
        for (name, value) in &self.env {
            field(name.as_bytes());
            field(value.as_bytes());
        }
        let l = self.limits;
        let numbers = format!(
            "{} {} {} {} {} {} {} {} {}",
            l.cpu.as_nanos(),
            l.wall.as_nanos(),
            l.memory.unwrap_or(0),
            l.output_cap,
            l.stderr_keep,
            u8::from(l.cores == Cores::All),
            match l.isolation {
                Isolation::Trusted => 0,
                Isolation::Sandboxed => 1,
                Isolation::Compiler => 2,
            },
            u8::from(self.streamed),
            u8::from(l.space == Space::Jvm)
        );
        field(numbers.as_bytes());
        field(self.reads.len().to_string().as_bytes());
        for read in &self.reads {
            field(read.as_os_str().as_bytes());
        }
        field(self.writes.len().to_string().as_bytes());
        for write in &self.writes {
            field(write.as_os_str().as_bytes());
        }
        field(self.args.len().to_string().as_bytes());
        for arg in &self.args {
            field(arg.as_bytes());
        }
        out
    }

    /// Reads one launch request; `Ok(None)` at end of input.
    fn decode(input: &mut impl BufRead) -> io::Result<Option<Launch>> {
        let input: &mut dyn BufRead = input;
        let Some(program) = field(input)? else {
            return Ok(None);
        };
        let cwd = path(next(input)?);
        let stdin = next(input)?;
        let stdout = path(next(input)?);
        let stderr = path(next(input)?);
        let count = read_count(input, "bad variable count")?;
        let mut env = Vec::with_capacity(count.min(64));
        for _ in 0..count {
            env.push((
                OsString::from_vec(next(input)?),
                OsString::from_vec(next(input)?),
            ));
        }
        let (limits, streamed) = decode_limits(&next(input)?)?;
        let reads = paths(input, "bad read count")?;
        let writes = paths(input, "bad write count")?;
        let count = read_count(input, "bad argument count")?;
        let mut args = Vec::with_capacity(count);
        for _ in 0..count {
            args.push(OsString::from_vec(next(input)?));
        }
        Ok(Some(Launch {
            program: path(program),
            args,
            // Only where memfd fails: a copy in the run's folder, unlinked at once.
            scratch: cwd.join(".stdin"),
            cwd,
            stdin: (!stdin.is_empty()).then(|| path(stdin)),
            stdout,
            stderr,
            streamed,
            env,
            platform: Platform::Native,
            limits,
            reads,
            writes,
        }))
    }
}

/// A malformed request.
fn bad(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, what.to_owned())
}

/// One field of a request: its length on a line, then its bytes; `None` at end of input.
fn field(input: &mut dyn BufRead) -> io::Result<Option<Vec<u8>>> {
    let mut len = String::new();
    if input.read_line(&mut len)? == 0 {
        return Ok(None);
    }
    let len: usize = len.trim().parse().map_err(|_| bad("bad field length"))?;
    let mut bytes = vec![0; len];
    input.read_exact(&mut bytes)?;
    Ok(Some(bytes))
}

/// A field that must be there: the request is cut short without it.
fn next(input: &mut dyn BufRead) -> io::Result<Vec<u8>> {
    field(input)?.ok_or_else(|| bad("truncated request"))
}

fn path(bytes: Vec<u8>) -> PathBuf {
    PathBuf::from(OsString::from_vec(bytes))
}

/// A count of the fields that follow; `bad_count` says which when it is not a number.
fn read_count(input: &mut dyn BufRead, bad_count: &str) -> io::Result<usize> {
    String::from_utf8(next(input)?)
        .ok()
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| bad(bad_count))
}

/// A count, then that many paths.
fn paths(input: &mut dyn BufRead, bad_count: &str) -> io::Result<Vec<PathBuf>> {
    let count = read_count(input, bad_count)?;
    let mut paths = Vec::with_capacity(count.min(64));
    for _ in 0..count {
        paths.push(path(next(input)?));
    }
    Ok(paths)
}

/// The run's limits from the field of numbers, and whether its stdin and stdout are streamed.
fn decode_limits(numbers: &[u8]) -> io::Result<(RunLimits, bool)> {
    let numbers = std::str::from_utf8(numbers).map_err(|_| bad("bad numbers"))?;
    let n: Vec<u128> = numbers
        .split(' ')
        .map(|x| x.parse().map_err(|_| bad("bad number")))
        .collect::<io::Result<_>>()?;
    let [cpu, wall, memory, output_cap, stderr_keep, all_cores, isolation, streamed, jvm] = n[..]
    else {
        return Err(bad("wrong count of numbers"));
    };
    let nanos = |n: u128| Duration::from_nanos(u64::try_from(n).unwrap_or(u64::MAX));
    let int = |n: u128| u64::try_from(n).unwrap_or(u64::MAX);
    let limits = RunLimits {
        cpu: nanos(cpu),
        wall: nanos(wall),
        memory: (memory > 0).then_some(int(memory)),
        output_cap: int(output_cap),
        stderr_keep: int(stderr_keep),
        cores: if all_cores == 1 {
            Cores::All
        } else {
            Cores::One
        },
        isolation: match isolation {
            0 => Isolation::Trusted,
            2 => Isolation::Compiler,
            _ => Isolation::Sandboxed,
        },
        space: if jvm == 1 { Space::Jvm } else { Space::Derived },
    };
    Ok((limits, streamed == 1))
}

/// A spawner process, seen from the runner.
#[derive(Debug)]
pub(super) struct Spawner {
    /// The CPU it (and every solution it starts) is pinned to.
    pub(super) cpu: Option<usize>,
    pub(super) child: std::process::Child,
    to: std::process::ChildStdin,
    from: BufReader<std::process::ChildStdout>,
}

impl Spawner {
    pub(super) fn start(exe: &Path, stack: u64, cpu: Option<usize>) -> io::Result<Spawner> {
        let mut child = Command::new(exe)
            .arg(SPAWNER_ARG)
            .arg(stack.to_string())
            .arg(cpu.map_or("-".to_owned(), |c| c.to_string()))
            .arg(sys::landlock_abi_cap().map_or("-".to_owned(), |c| c.to_string()))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            // Nothing of the runner's environment: a run's own comes with each request, and
            // a judged program can read its spawner's through /proc.
            .env_clear()
            // No group of its own: it makes itself the leader of a new session at once
            // (`serve_spawner`), which a group leader cannot. Then a Ctrl-C at the terminal
            // reaches the runner, which stops every run itself, and not the spawner.
            .spawn()?;
        let to = child
            .stdin
            .take()
            .ok_or_else(|| io::Error::other("spawner stdin"))?;
        let from = BufReader::new(
            child
                .stdout
                .take()
                .ok_or_else(|| io::Error::other("spawner stdout"))?,
        );
        Ok(Spawner {
            cpu,
            child,
            to,
            from,
        })
    }

    /// Sends a request and reads the outcome: how the process ended, and whether the
    /// spawner killed it at the wall deadline.
    pub(super) fn run(&mut self, launch: &Launch) -> io::Result<(sys::Finished, bool)> {
        self.to.write_all(&launch.encode())?;
        self.to.flush()?;
        let line = self.line()?;
        if let Some(message) = line.strip_prefix("error ") {
            return Err(io::Error::other(message.to_owned()));
        }
        let bad = || io::Error::other(format!("spawner sent `{line}`"));
        let mut parts = line.strip_prefix("done ").ok_or_else(bad)?.split(' ');
        let mut next =
            || -> io::Result<i64> { parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad) };
        let (status, cpu, rss, fired) = (next()?, next()?, next()?, next()?);
        let finished = sys::Finished {
            status: std::process::ExitStatus::from_raw(i32::try_from(status).map_err(|_| bad())?),
            cpu: (cpu >= 0).then(|| Duration::from_micros(cpu.unsigned_abs())),
            peak_rss: (rss >= 0).then_some(rss.unsigned_abs()),
        };
        Ok((finished, fired == 1))
    }

    fn line(&mut self) -> io::Result<String> {
        let mut line = String::new();
        if self.from.read_line(&mut line)? == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the spawner process exited",
            ));
        }
        Ok(line.trim_end().to_owned())
    }
}

impl Drop for Spawner {
    fn drop(&mut self) {
        // Closing its stdin ends it; reap it so no zombie is left.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The spawner's main loop: read a request, start the process, report its pid, wait,
/// report its status. Ends at end of input. Returns the exit code.
pub fn serve_spawner(args: &[String]) -> i32 {
    // A session of its own, without a terminal: no run it starts can open the user's
    // terminal, type into it, or signal the shell that leads the user's session.
    sys::new_session();
    sys::close_inherited_descriptors();
    if let Some(cap) = args.get(2).and_then(|c| c.parse::<i64>().ok()) {
        sys::cap_landlock_abi(cap);
    }
    let stack: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(0);
    if stack > 0 {
        sys::raise_own_limit(Resource::Stack, stack);
    }
    sys::lower_own_limit(Resource::Core, 0);
    // Pinned before any thread starts, so the watchdog thread and every child inherit it.
    let all_cpus = sys::allowed_cpus();
    let pinned = match args.get(1).and_then(|c| c.parse::<usize>().ok()) {
        Some(cpu) => sys::set_affinity(0, &[cpu]).is_ok(),
        None => false,
    };
    // The runner passes an interrupt on as SIGTERM; the watchdog then kills the run.
    sys::catch_interrupts();
    // Every descendant of a run comes back to the spawner when its parent dies, whatever it
    // did to its group or session, so the sweep after the run finds them all.
    sys::become_subreaper();
    let watchdog = Watchdog::new(Cancel::default());
    watchdog.watch_parent(std::os::unix::process::parent_id());
    std::thread::scope(|scope| {
        scope.spawn(|| watchdog.run());
        let code = serve_requests(&watchdog, pinned.then_some(all_cpus.as_slice()), stack);
        watchdog.stop();
        code
    })
}

/// The spawner's loop: read a request, start the process, wait for it (killing its group
/// at the deadline), reply with how it ended. Ends at end of input.
fn serve_requests(watchdog: &Watchdog, all_cpus: Option<&[usize]>, stack: u64) -> i32 {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut output = stdout.lock();
    // The threads that start sandboxed runs, kept while their rules fit (see `Confined`).
    let mut confined = Vec::new();
    loop {
        let launch = match Launch::decode(&mut input) {
            Ok(Some(launch)) => launch,
            Ok(None) => return 0,
            Err(_) => return 2,
        };
        let started = Instant::now();
        // A child's stack limit at exec places its memory map, and glibc sizes threads by
        // it: a compiler starts under the usual limit, not the one raised for solutions.
        let compiler = launch.limits.memory.is_none() && stack > 0;
        if compiler {
            sys::lower_own_limit(Resource::Stack, DEFAULT_STACK);
        }
        if !compiler {
            // A run whose peak is measured: the child forked next holds a copy of only
            // the heap in use, not what earlier runs left free in it.
            sys::release_free_heap();
        }
        let spawned = launch.spawn(all_cpus, Some(&mut confined));
        if compiler {
            sys::raise_own_limit(Resource::Stack, stack);
        }
        let reply = match spawned {
            Ok(child) => {
                let pid = child.id();
                let guard = watchdog.watch(pid, started + launch.limits.wall, launch.limits.cpu);
                let deadline = started + launch.limits.wall;
                let finished = wait_child(child, deadline, watchdog.cancel());
                // Nothing the run started may outlive it: its group first, then every
                // descendant that left the group, each reaped and counted.
                sys::kill_group(pid, sys::SIGKILL);
                let finished = finished.map(|f| f.with_descendants(&sweep()));
                let fired = u8::from(guard.fired());
                match finished {
                    Ok(f) => format!(
                        "done {} {} {} {fired}",
                        f.status.into_raw(),
                        f.cpu
                            .map_or(-1, |c| i64::try_from(c.as_micros()).unwrap_or(i64::MAX)),
                        f.peak_rss
                            .map_or(-1, |r| i64::try_from(r).unwrap_or(i64::MAX))
                    ),
                    Err(e) => format!("error failed to wait: {e}").replace('\n', " "),
                }
            }
            Err(e) => format!("error {e}").replace('\n', " "),
        };
        if writeln!(output, "{reply}")
            .and_then(|()| output.flush())
            .is_err()
        {
            return 2;
        }
    }
}

/// Kills and reaps every remaining descendant of the spawner (their subreaper): a run's
/// children that left its process group, and theirs. Returns what each used, as reaped.
fn sweep() -> Vec<sys::Finished> {
    let mut reaped = Vec::new();
    loop {
        match sys::wait_any(sys::Block::No) {
            sys::Reaped::Exited(finished) => reaped.push(finished),
            sys::Reaped::Running => {
                for pid in sys::children() {
                    sys::kill_group(pid, sys::SIGKILL);
                    sys::signal_process(pid, sys::SIGKILL);
                }
                match sys::wait_any(sys::Block::Yes) {
                    sys::Reaped::Exited(finished) => reaped.push(finished),
                    sys::Reaped::Running => {}
                    sys::Reaped::NoChildren | sys::Reaped::Failed => return reaped,
                }
            }
            sys::Reaped::NoChildren | sys::Reaped::Failed => return reaped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(limits: RunLimits, stdin: Option<&str>, streamed: bool) -> Launch {
        Launch {
            program: PathBuf::from("/judge/cache/program"),
            args: vec!["--flag".into(), "a b\nc".into()],
            cwd: PathBuf::from("/judge/run"),
            stdin: stdin.map(PathBuf::from),
            stdout: PathBuf::from("/proc/1/fd/5"),
            stderr: PathBuf::from("/proc/1/fd/6"),
            streamed,
            env: vec![
                ("PATH".into(), "/usr/bin".into()),
                ("EMPTY".into(), "".into()),
            ],
            platform: Platform::Native,
            // What `decode` makes of the folder: the spawner's own scratch copy.
            scratch: PathBuf::from("/judge/run/.stdin"),
            limits,
            reads: vec![
                PathBuf::from("/judge/checker"),
                PathBuf::from("/judge/data"),
            ],
            writes: vec![PathBuf::from("/judge/result")],
        }
    }

    /// A request reads back as the launch that was written, field by field, whatever the
    /// limits and however many of each list.
    #[test]
    fn a_launch_reads_back_as_it_was_sent() {
        let judged = RunLimits {
            cpu: Duration::from_millis(1500),
            wall: Duration::from_secs(6),
            memory: Some(256 << 20),
            output_cap: 1 << 26,
            stderr_keep: 4096,
            cores: Cores::One,
            isolation: Isolation::Sandboxed,
            space: Space::Derived,
        };
        let compiler = RunLimits {
            memory: None,
            cores: Cores::All,
            isolation: Isolation::Compiler,
            space: Space::Jvm,
            ..judged
        };
        let sent = [
            launch(judged, Some("/judge/case.in"), false),
            launch(compiler, None, true),
            launch(
                RunLimits {
                    isolation: Isolation::Trusted,
                    ..judged
                },
                None,
                false,
            ),
        ];
        let mut wire = Vec::new();
        for launch in &sent {
            wire.extend(launch.encode());
        }
        let mut input = &wire[..];
        for launch in &sent {
            let read = Launch::decode(&mut input).unwrap().expect("a request");
            assert_eq!(format!("{read:?}"), format!("{launch:?}"));
        }
        assert!(
            Launch::decode(&mut input).unwrap().is_none(),
            "end of input"
        );
    }

    #[test]
    fn a_cut_request_is_refused() {
        let wire = launch(
            RunLimits {
                cpu: Duration::from_secs(1),
                wall: Duration::from_secs(2),
                memory: None,
                output_cap: 1,
                stderr_keep: 1,
                cores: Cores::One,
                isolation: Isolation::Trusted,
                space: Space::Derived,
            },
            None,
            false,
        )
        .encode();
        let cut = &wire[..wire.len() - 3];
        let e = Launch::decode(&mut &cut[..]).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::UnexpectedEof);
    }
}

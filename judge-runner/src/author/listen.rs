//! `cargo judge listen`: receives the tasks Competitive Companion POSTs and creates each
//! problem as `new` would, from the title, limits and samples it sent: a BOJ problem (from a
//! saved or archived page), or a live judge's, Codeforces (`cf-1927a`, gym
//! `cf-gym-104081b`) or AtCoder (`atcoder-abc300-a`), with its contest from the task's
//! `group`, its file I/O (`input.txt`/`output.txt`) and interactive tasks as for BOJ.
//!
//! One thread, one request at a time: the extension sends one small request per click.
//! The listener binds 127.0.0.1 only, so nothing off the machine can reach it. It is polled
//! without blocking, so that the loop can notice a stop: each turn it passes the signal flag
//! of [`crate::sys`] (set by Ctrl-C or SIGTERM) on to the round's [`Cancel`] handle and asks
//! the handle, as everything else in the runner does, then sleeps a moment when no
//! connection is waiting. A request is read under a deadline and a size cap; whatever it
//! holds, it gets an answer and a line on stderr, never a crash.

use super::new::{self, Draft};
use super::statement::{Label, Sample, Statement};
use super::Matches;
use crate::cancel::Cancel;
use crate::cli::flags::PORT;
use crate::error::{self, Error};
use crate::json::Value;
use crate::report::words::{self, ListenLine, PageNote};
use crate::report::Lang;
use crate::sites::{Kind, LiveTask, Site};
use crate::sys;
use crate::workspace;
use crate::Context;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::time::Duration;

/// The default port: one of those Competitive Companion always sends to (Caide's).
pub(crate) const DEFAULT_PORT: u16 = 10043;

/// The largest request body accepted: tasks are a few kilobytes; samples rarely reach 1 MB.
pub(crate) const MAX_BODY: usize = 4 << 20;

/// The largest request line plus headers.
const MAX_HEAD: usize = 16 << 10;

/// How long one connection may take to send its request.
const READ_TIMEOUT: Duration = Duration::from_secs(5);

/// How long the loop sleeps when no connection is waiting: short enough that Ctrl-C feels
/// immediate.
const POLL: Duration = Duration::from_millis(50);

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let lang = super::lang(parsed, ctx)?;
    let port = parsed
        .number::<u16>(&PORT, 0, error::Quantity::Port)?
        .unwrap_or(DEFAULT_PORT);
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let listener = TcpListener::bind(address).map_err(|source| Error::Listen {
        address: address.to_string(),
        source,
    })?;
    let bound = listener.local_addr().unwrap_or(address);
    listener
        .set_nonblocking(true)
        .map_err(|source| Error::Listen {
            address: bound.to_string(),
            source,
        })?;
    sys::catch_interrupts();
    let say = |line: ListenLine| format!("{}\n", words::listen_line(&line, lang));
    let listening = ListenLine::Listening {
        address: bound.to_string(),
    };
    super::say(&mut ctx.stderr, &say(listening))?;
    let cancel = Cancel::default();
    serve(&listener, &root, &mut ctx.stderr, &cancel, lang).map_err(Error::Output)?;
    super::say(&mut ctx.stderr, &say(ListenLine::Stopped))?;
    Ok(error::EXIT_OK)
}

/// Answers connections until `cancel` (or a signal, passed on to it) says stop.
fn serve(
    listener: &TcpListener,
    root: &Path,
    out: &mut dyn Write,
    cancel: &Cancel,
    lang: Lang,
) -> io::Result<()> {
    loop {
        if let Some(signal) = sys::interrupted() {
            cancel.cancel(signal);
        }
        if cancel.cancelled().is_some() {
            return Ok(());
        }
        match listener.accept() {
            Ok((stream, _)) => {
                let line = words::listen_line(&answer(stream, root, lang), lang);
                out.write_all(line.as_bytes())?;
                out.write_all(b"\n")?;
                out.flush()?;
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => std::thread::sleep(POLL),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            // A connection that went away before it was accepted, or a passing shortage of
            // descriptors: keep listening.
            Err(_) => std::thread::sleep(POLL),
        }
    }
}

/// What one request gets: its status line and a short text.
struct Reply {
    status: &'static str,
    body: String,
}

/// Reads one request, acts on it, answers it (in English); returns the line for the user
/// (a failure worded in `lang`).
fn answer(stream: TcpStream, root: &Path, lang: Lang) -> ListenLine {
    let (reply, line) = match read_request(&stream) {
        Ok(Request::Post(body)) => handle_task(&body, root, lang),
        Ok(Request::Options) => (
            Reply {
                status: "204 No Content",
                body: String::new(),
            },
            ListenLine::Preflight,
        ),
        Err((status, why)) => (
            Reply {
                status,
                body: format!("{why}\n"),
            },
            ListenLine::Rejected { status, why },
        ),
    };
    let mut stream = stream;
    let head = format!(
        "HTTP/1.1 {}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\n\
         Access-Control-Allow-Origin: *\r\nAccess-Control-Allow-Headers: Content-Type\r\n\
         Connection: close\r\n\r\n",
        reply.status,
        reply.body.len()
    );
    // The client may be gone already; the line still tells the user what happened.
    let _ = stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(reply.body.as_bytes()))
        .and_then(|()| stream.flush());
    line
}

/// A request worth acting on.
enum Request {
    /// A POST with its body.
    Post(String),
    /// A CORS preflight.
    Options,
}

/// Reads a request: the request line, the headers, and a body of `Content-Length` bytes.
fn read_request(stream: &TcpStream) -> Result<Request, (&'static str, String)> {
    let bad = |why: &str| ("400 Bad Request", why.to_owned());
    stream
        .set_nonblocking(false)
        .and_then(|()| stream.set_read_timeout(Some(READ_TIMEOUT)))
        .map_err(|e| bad(&format!("the connection failed: {e}")))?;
    let mut reader = BufReader::new(stream.take(MAX_HEAD as u64));
    let mut head = Vec::new();
    loop {
        let mut line = Vec::new();
        let n = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| bad(&format!("reading the request failed: {e}")))?;
        if n == 0 {
            return Err(bad("the request ended before its headers did"));
        }
        let text = String::from_utf8_lossy(&line).trim_end().to_owned();
        if text.is_empty() {
            break;
        }
        head.push(text);
    }
    let request_line = head.first().ok_or_else(|| bad("an empty request"))?;
    let mut parts = request_line.split(' ');
    let (method, _target, version) = (parts.next(), parts.next(), parts.next());
    if !version.is_some_and(|v| v.starts_with("HTTP/1.")) {
        return Err(bad("not an HTTP/1.x request"));
    }
    let header = |name: &str| {
        head[1..].iter().find_map(|h| {
            let (key, value) = h.split_once(':')?;
            key.trim()
                .eq_ignore_ascii_case(name)
                .then(|| value.trim().to_owned())
        })
    };
    match method {
        Some("POST") => {}
        Some("OPTIONS") => return Ok(Request::Options),
        _ => {
            return Err((
                "405 Method Not Allowed",
                "only POST (Competitive Companion's task) is accepted".to_owned(),
            ))
        }
    }
    if header("Transfer-Encoding").is_some() {
        return Err((
            "411 Length Required",
            "send the body with a Content-Length".into(),
        ));
    }
    let length: usize = header("Content-Length")
        .ok_or((
            "411 Length Required",
            "a POST needs a Content-Length".to_owned(),
        ))?
        .parse()
        .map_err(|_| bad("Content-Length is not a number"))?;
    if length > MAX_BODY {
        return Err((
            "413 Content Too Large",
            format!("the body has {length} bytes; at most {MAX_BODY} are accepted"),
        ));
    }
    // What the header reader buffered is the start of the body.
    let mut body = reader.buffer().to_vec();
    let mut stream_rest = reader.into_inner().into_inner();
    if body.len() < length {
        let mut rest = vec![0; length - body.len()];
        stream_rest
            .read_exact(&mut rest)
            .map_err(|e| bad(&format!("the body ended early ({e})")))?;
        body.extend(rest);
    }
    body.truncate(length);
    String::from_utf8(body)
        .map(Request::Post)
        .map_err(|_| bad("the body is not UTF-8"))
}

/// What a Competitive Companion task says beside its statement.
#[derive(Debug, Default, PartialEq, Eq)]
struct Extras {
    /// The contest, from `group` without the site's name: `Codeforces Round 415 (Div. 2)`.
    contest: Option<String>,
    /// The site's name as `group` gives it: `Codeforces`, `AtCoder`, `Kattis`.
    site_name: Option<String>,
    /// `input: {"type": "file", "fileName": "input.txt"}`.
    input_file: Option<String>,
    /// `output: {"type": "file", "fileName": "output.txt"}`.
    output_file: Option<String>,
}

/// The file of a task's `input` or `output` object: `None` for stdin/stdout; an error for
/// another kind (a pattern of files) or a name that is not a plain file name.
fn io_file(value: &Value, key: &str) -> Result<Option<String>, String> {
    let Some(object) = value.get(key) else {
        return Ok(None);
    };
    match object.get("type").and_then(Value::as_str) {
        None | Some("stdin" | "stdout") => Ok(None),
        Some("file") => {
            let name = object
                .get("fileName")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let plain = !name.is_empty()
                && name.len() <= 100
                && name != "."
                && name != ".."
                && !name.contains(['/', '\\', ':', '\0'])
                && !name.chars().any(char::is_control)
                && name.trim() == name;
            if plain {
                Ok(Some(name.to_owned()))
            } else {
                Err(format!(
                    "the task's {key} file {:?} is not a plain file name",
                    crate::report::inert_line(name)
                ))
            }
        }
        Some(other) => Err(format!(
            "the task's {key} is of type {:?}, which is not supported (stdin/stdout or one \
             file)",
            crate::report::inert_line(other)
        )),
    }
}

/// A Competitive Companion task as a statement, or why it is not one.
#[cfg(test)]
fn task(body: &str) -> Result<(String, Statement), String> {
    task_with_extras(body).map(|(url, statement, _)| (url, statement))
}

/// [`task`], with what the task says beside its statement.
fn task_with_extras(body: &str) -> Result<(String, Statement, Extras), String> {
    let value = Value::parse(body).map_err(|e| format!("the body is not JSON: {e}"))?;
    let text = |key: &str| value.get(key).and_then(Value::as_str);
    let url = text("url").ok_or("the task has no \"url\"")?;
    let name = text("name").unwrap_or_default().trim().to_owned();
    let tests = value
        .get("tests")
        .and_then(Value::as_array)
        .ok_or("the task has no \"tests\" list")?;
    let mut samples = Vec::new();
    for (i, test) in tests.iter().enumerate() {
        let (Some(input), Some(output)) = (
            test.get("input").and_then(Value::as_str),
            test.get("output").and_then(Value::as_str),
        ) else {
            return Err(format!("test {} lacks \"input\" or \"output\"", i + 1));
        };
        samples.push(Sample {
            number: u32::try_from(i + 1).unwrap_or(u32::MAX),
            input: input.replace("\r\n", "\n"),
            output: output.replace("\r\n", "\n"),
        });
    }
    let interactive = value.get("interactive").and_then(Value::as_bool) == Some(true);
    let statement = Statement {
        number: Site::find_url(url).map(|(_, n)| n),
        title: (!name.is_empty()).then_some(name),
        time_ms: value
            .get("timeLimit")
            .and_then(Value::as_u64)
            .filter(|&t| t > 0),
        memory_mb: value
            .get("memoryLimit")
            .and_then(Value::as_u64)
            .filter(|&m| m > 0),
        samples,
        labels: if interactive {
            vec![Label::Interactive]
        } else {
            Vec::new()
        },
        notes: vec![PageNote::CompanionTrims],
        tolerance: None,
        // Competitive Companion sends no such note: BOJ's defaults.
        extra: crate::config::Extra::default(),
    };
    let group = text("group").unwrap_or_default().trim();
    let (site_name, contest) = match group.split_once(" - ") {
        Some((site, contest)) => (site.trim(), contest.trim()),
        None => (group, ""),
    };
    let extras = Extras {
        contest: (!contest.is_empty()).then(|| contest.to_owned()),
        site_name: (!site_name.is_empty()).then(|| site_name.to_owned()),
        input_file: io_file(&value, "input")?,
        output_file: io_file(&value, "output")?,
    };
    Ok((url.to_owned(), statement, extras))
}

/// Creates the problem a task describes.
fn handle_task(body: &str, root: &Path, lang: Lang) -> (Reply, ListenLine) {
    let reply = |status, body: &str| Reply {
        status,
        body: format!("{body}\n"),
    };
    let said = |status, line: ListenLine| (reply(status, &line.to_string()), line);
    let (url, mut statement, extras) = match task_with_extras(body) {
        Ok(task) => task,
        Err(why) => {
            let status = "400 Bad Request";
            return (reply(status, &why), ListenLine::Rejected { status, why });
        }
    };
    let title = statement.title.clone().unwrap_or_else(|| "no title".into());
    if let Some(task) = LiveTask::of_url(&url) {
        statement.notes = vec![PageNote::FromCompanion];
        if let Some(contest) = &extras.contest {
            statement
                .notes
                .insert(0, PageNote::Contest(contest.clone()));
        }
        let mut draft = Draft::from_statement(&statement, task.id());
        draft.facts.url = Some(task.url());
        draft.facts.input_file.clone_from(&extras.input_file);
        draft.facts.output_file.clone_from(&extras.output_file);
        return create(root, &draft, &title, lang);
    }
    if (extras.input_file.is_some() || extras.output_file.is_some())
        && Site::find_url(&url).is_some()
    {
        return said(
            "422 Unprocessable Content",
            ListenLine::BojFile { title, url },
        );
    }
    let found = Site::find_url(&url).map(|(site, number)| (site.kind(), number));
    let number = match (found, &statement.number) {
        (Some((Kind::Closed, _)), Some(number)) => number.clone(),
        (Some((Kind::Function, number)), _) => {
            let line = ListenLine::Programmers { title, url, number };
            return said("422 Unprocessable Content", line);
        }
        _ => {
            let site = extras.site_name.as_deref().unwrap_or("its site");
            let site = crate::report::inert_line(site);
            let line = ListenLine::Unsupported { title, url, site };
            return said("422 Unprocessable Content", line);
        }
    };
    let draft = Draft::from_boj(&statement, number);
    create(root, &draft, &title, lang)
}

/// Creates the problem of `draft`, unless it exists; the reply and the user's line.
fn create(root: &Path, draft: &Draft, title: &str, lang: Lang) -> (Reply, ListenLine) {
    let reply = |status, line: &ListenLine| Reply {
        status,
        body: format!("{line}\n"),
    };
    let (id, title) = (draft.id.id(), title.to_owned());
    for folder in ["problems", "testcases"] {
        let existing = root.join(folder).join(&id);
        if existing.exists() {
            let path = workspace::rel(root, &existing);
            let line = ListenLine::Exists { id, title, path };
            return (reply("409 Conflict", &line), line);
        }
    }
    match new::create(root, draft) {
        Ok(_) => {
            let line = ListenLine::Created {
                id,
                title,
                time_ms: draft.limits.time_ms,
                memory_mb: draft.limits.memory_mb,
                samples: draft.cases.len(),
                transcripts: draft.extra.len(),
                reads: draft.facts.input_file.clone(),
                writes: draft.facts.output_file.clone(),
                judged: draft
                    .id
                    .site
                    .live()
                    .then(|| new::live_judged_as(draft.language)),
            };
            (reply("200 OK", &line), line)
        }
        Err(e) => {
            let failed = |error| ListenLine::Failed {
                id: id.clone(),
                title: title.clone(),
                error,
            };
            let status = "500 Internal Server Error";
            let body = reply(status, &failed(e.with_causes()));
            (body, failed(words::error_with_causes(&e, lang)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tasks_from_json() {
        let (url, s) = task(
            r#"{"name":"A+B","url":"https://www.acmicpc.net/problem/1000","interactive":false,
            "memoryLimit":128,"timeLimit":2000,"tests":[{"input":"1 2\r\n","output":"3\n"}]}"#,
        )
        .unwrap();
        assert_eq!(url, "https://www.acmicpc.net/problem/1000");
        assert_eq!(s.number.as_deref(), Some("1000"));
        assert_eq!((s.time_ms, s.memory_mb), (Some(2000), Some(128)));
        assert_eq!(s.samples[0].input, "1 2\n");
        for (body, why) in [
            ("{", "the body is not JSON"),
            ("{\"name\":\"x\"}", "no \"url\""),
            ("{\"url\":\"u\"}", "no \"tests\""),
            (
                "{\"url\":\"u\",\"tests\":[{\"input\":\"1\"}]}",
                "test 1 lacks",
            ),
        ] {
            let err = task(body).unwrap_err();
            assert!(err.contains(why), "{body}: {err}");
        }
    }

    #[test]
    fn file_io_and_the_contest_from_a_task() {
        let body = |input: &str, output: &str| {
            format!(
                r#"{{"name":"A. x","group":"Codeforces - Round 1 (Div. 2)","url":"https://codeforces.com/contest/1/problem/A","tests":[],"input":{input},"output":{output}}}"#
            )
        };
        let (_, _, extras) = task_with_extras(&body(
            r#"{"type":"file","fileName":"input.txt"}"#,
            r#"{"type":"file","fileName":"output.txt"}"#,
        ))
        .unwrap();
        assert_eq!(
            extras,
            Extras {
                contest: Some("Round 1 (Div. 2)".into()),
                site_name: Some("Codeforces".into()),
                input_file: Some("input.txt".into()),
                output_file: Some("output.txt".into()),
            }
        );
        let (_, _, extras) =
            task_with_extras(&body(r#"{"type":"stdin"}"#, r#"{"type":"stdout"}"#)).unwrap();
        assert_eq!((extras.input_file, extras.output_file), (None, None));
        for (input, why) in [
            (
                r#"{"type":"file","fileName":"../x"}"#,
                "not a plain file name",
            ),
            (
                r#"{"type":"file","fileName":"/etc/x"}"#,
                "not a plain file name",
            ),
            (r#"{"type":"file"}"#, "not a plain file name"),
            (r#"{"type":"regex","pattern":"x*"}"#, "not supported"),
        ] {
            let err = task_with_extras(&body(input, r#"{"type":"stdout"}"#)).unwrap_err();
            assert!(err.contains(why), "{input}: {err}");
        }
    }
}

//! `cargo xtask site --serve`: the built site served on 127.0.0.1, for use on one's own machine
//! (any static file server or host serves the site as well).
//!
//! Files only, GET and HEAD only, one request per connection (`Connection: close`), each read
//! and write under a timeout; at most [`HANDLERS`] connections are answered at once and one
//! past that is told 503 at once, so that stalled clients cost a thread each for
//! [`READ_TIMEOUT`] at most and never hold up the accepting thread.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// Connections answered at once.
pub const HANDLERS: usize = 64;
/// How long a client may take to send its request head.
pub const READ_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a client may take to take the reply.
const WRITE_TIMEOUT: Duration = Duration::from_secs(30);
/// The longest request head read.
const MAX_HEAD: usize = 8 << 10;

/// A running server.
pub struct Serving {
    addr: SocketAddr,
    stopping: Arc<AtomicBool>,
    acceptor: JoinHandle<()>,
}

/// Starts serving the files under `root` on 127.0.0.1:`port` (0: any free port).
pub fn start(root: &Path, port: u16) -> Result<Serving, String> {
    let root = root
        .canonicalize()
        .map_err(|e| format!("{}: {e}", root.display()))?;
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let stopping = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stopping);
    let acceptor = thread::spawn(move || accept(&listener, &Arc::new(root), &flag));
    Ok(Serving {
        addr,
        stopping,
        acceptor,
    })
}

impl Serving {
    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The index page's URL, `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Serves until the process ends.
    pub fn wait(self) {
        let _ = self.acceptor.join();
    }

    /// Stops accepting connections (those under way finish on their own threads).
    pub fn stop(self) {
        self.stopping.store(true, Ordering::SeqCst);
        // Wakes the accepting thread, which then sees the flag.
        let _ = TcpStream::connect(self.addr);
        let _ = self.acceptor.join();
    }
}

/// Takes connections until told to stop, each on a thread of its own while there are fewer
/// than [`HANDLERS`].
fn accept(listener: &TcpListener, root: &Arc<PathBuf>, stopping: &AtomicBool) {
    let running = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        if stopping.load(Ordering::SeqCst) {
            return;
        }
        let Ok(mut stream) = stream else { continue };
        let _ = stream.set_read_timeout(Some(READ_TIMEOUT));
        let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
        if running.fetch_add(1, Ordering::SeqCst) >= HANDLERS {
            running.fetch_sub(1, Ordering::SeqCst);
            let _ = stream.set_write_timeout(Some(Duration::from_millis(200)));
            let _ = send(
                &mut stream,
                &Reply::text(503, "busy: try again in a moment"),
                false,
            );
            continue;
        }
        let (root, count) = (Arc::clone(root), Arc::clone(&running));
        let spawned = thread::Builder::new().spawn(move || {
            handle(stream, &root);
            count.fetch_sub(1, Ordering::SeqCst);
        });
        if spawned.is_err() {
            running.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// One reply: status, type and body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    fn text(status: u16, message: &str) -> Reply {
        Reply {
            status,
            content_type: "text/plain; charset=utf-8",
            body: format!("{message}\n").into_bytes(),
        }
    }
}

/// Reads one request head, answers it and closes the connection.
fn handle(mut stream: TcpStream, root: &Path) {
    let mut head = Vec::new();
    let mut chunk = [0u8; 1024];
    let complete = loop {
        if head.windows(4).any(|w| w == b"\r\n\r\n") {
            break true;
        }
        if head.len() > MAX_HEAD {
            break false;
        }
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&chunk[..n]),
        }
    };
    let line = String::from_utf8_lossy(&head);
    let line = line.lines().next().unwrap_or_default();
    let mut words = line.split(' ');
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let reply = if complete {
        answer(root, method, target)
    } else {
        Reply::text(431, "the request head is too long")
    };
    drain(&mut stream);
    let _ = send(&mut stream, &reply, method == "HEAD");
}

/// Reads what the client has sent so far (a body, the rest of a head), without waiting: a
/// socket closed with unread bytes resets the connection, and the client would lose the reply.
fn drain(stream: &mut TcpStream) {
    if stream.set_nonblocking(true).is_err() {
        return;
    }
    let mut chunk = [0u8; 4096];
    for _ in 0..64 {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
    }
    let _ = stream.set_nonblocking(false);
}

/// The reply to `method` `target` from the files under `root` (canonical).
pub fn answer(root: &Path, method: &str, target: &str) -> Reply {
    if method != "GET" && method != "HEAD" {
        return Reply::text(405, "only GET and HEAD: this server serves files");
    }
    let Some(path) = file_path(root, target) else {
        return Reply::text(404, &format!("not found: {target}"));
    };
    match std::fs::read(&path) {
        Ok(body) => Reply {
            status: 200,
            content_type: content_type(&path),
            body,
        },
        Err(_) => Reply::text(404, &format!("not found: {target}")),
    }
}

/// The file a request target names under `root`: percent-decoded, query dropped, a folder's
/// `index.html`; `None` for any `..`, a hidden name, or a path that leaves `root` (a link).
fn file_path(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next()?;
    let decoded = percent_decode(path.strip_prefix('/')?)?;
    let relative = Path::new(&decoded);
    let plain = relative.components().all(|part| match part {
        Component::Normal(name) => !name.to_string_lossy().starts_with('.'),
        _ => false,
    });
    if !plain || decoded.contains(['\\', '\0']) {
        return None;
    }
    let mut file = root.join(relative);
    if file.is_dir() {
        file.push("index.html");
    }
    let file = file.canonicalize().ok()?;
    (file.starts_with(root) && file.is_file()).then_some(file)
}

/// `%XX` decoded; `None` when malformed or not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        rest = tail;
        if b == b'%' {
            let hex = std::str::from_utf8(rest.get(..2)?).ok()?;
            bytes.push(u8::from_str_radix(hex, 16).ok()?);
            rest = &rest[2..];
        } else {
            bytes.push(b);
        }
    }
    String::from_utf8(bytes).ok()
}

/// The `Content-Type` of a site file, by its extension.
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json") => "application/json; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        _ => "text/plain; charset=utf-8",
    }
}

/// Writes the reply (without its body for HEAD).
fn send(stream: &mut TcpStream, reply: &Reply, head_only: bool) -> std::io::Result<()> {
    let reason = match reply.status {
        200 => "OK",
        404 => "Not Found",
        405 => "Method Not Allowed",
        431 => "Request Header Fields Too Large",
        _ => "Service Unavailable",
    };
    let mut head = format!(
        "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\nContent-Length: {}\r\n\
         Connection: close\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\n",
        reply.status,
        reply.content_type,
        reply.body.len()
    );
    if reply.status == 405 {
        head.push_str("Allow: GET, HEAD\r\n");
    }
    if reply.content_type.starts_with("text/html") {
        head.push_str(&format!(
            "Content-Security-Policy: {}; frame-ancestors 'none'\r\n",
            crate::pages::CSP
        ));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes())?;
    if !head_only {
        stream.write_all(&reply.body)?;
    }
    stream.flush()?;
    stream.shutdown(std::net::Shutdown::Write)
}

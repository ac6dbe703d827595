//! `cargo xtask site --serve`'s static server: files under the site folder only, GET and HEAD
//! only, the right types, and stalled clients never hold up the others.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// A scratch site: an index, a module, a case, and a secret beside the folder.
fn scratch() -> (PathBuf, PathBuf) {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let top = std::env::temp_dir().join(format!("explorer-serve-{}-{nanos}", std::process::id()));
    let site = top.join("site");
    std::fs::create_dir_all(site.join("cases/x")).unwrap();
    std::fs::write(site.join("index.html"), "<!doctype html>index").unwrap();
    std::fs::write(site.join("explorer.wasm"), b"\0asm\x01\0\0\0").unwrap();
    std::fs::write(site.join("cases/x/01 a.in"), "3 1\n").unwrap();
    std::fs::write(site.join(".hidden"), "hidden").unwrap();
    std::fs::write(top.join("secret.txt"), "secret").unwrap();
    (top, site)
}

/// Sends `request` as it is and reads the whole reply.
fn ask(addr: std::net::SocketAddr, request: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut reply = Vec::new();
    stream.read_to_end(&mut reply).unwrap();
    String::from_utf8_lossy(&reply).into_owned()
}

fn get(addr: std::net::SocketAddr, path: &str) -> String {
    ask(addr, &format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n"))
}

#[test]
fn files_are_served_with_their_types_and_nothing_else() {
    let (top, site) = scratch();
    let serving = explorer::serve::start(&site, 0).unwrap();
    let addr = serving.addr();
    let index = get(addr, "/");
    assert!(index.starts_with("HTTP/1.1 200"), "{index}");
    assert!(index.contains("Content-Type: text/html"), "{index}");
    assert!(
        index.contains("Content-Security-Policy: default-src 'none'"),
        "{index}"
    );
    assert!(
        index.contains("Connection: close") && index.ends_with("index"),
        "{index}"
    );
    let wasm = get(addr, "/explorer.wasm?v=1");
    assert!(wasm.contains("Content-Type: application/wasm"), "{wasm}");
    assert!(get(addr, "/cases/x/01%20a.in").ends_with("\r\n\r\n3 1\n"));
    let head = ask(addr, "HEAD /index.html HTTP/1.1\r\n\r\n");
    assert!(
        head.starts_with("HTTP/1.1 200") && head.ends_with("\r\n\r\n"),
        "{head}"
    );
    for escape in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/cases/../../secret.txt",
        "/.hidden",
        "//etc/passwd",
        "/cases/x/..%5c..%5csecret.txt",
        "/missing.html",
        "/%zz",
    ] {
        let reply = get(addr, escape);
        assert!(reply.starts_with("HTTP/1.1 404"), "{escape}: {reply}");
        assert!(
            !reply.contains("secret") || reply.contains("not found"),
            "{reply}"
        );
    }
    let post = ask(
        addr,
        "POST /index.html HTTP/1.1\r\nContent-Length: 2\r\n\r\nhi",
    );
    assert!(post.starts_with("HTTP/1.1 405"), "{post}");
    serving.stop();
    std::fs::remove_dir_all(top).unwrap();
}

#[test]
fn stalled_clients_do_not_hold_up_the_others() {
    let (top, site) = scratch();
    let serving = explorer::serve::start(&site, 0).unwrap();
    let addr = serving.addr();
    // More stalled clients than handlers: each sends half a request head and waits.
    let stalled: Vec<TcpStream> = (0..explorer::serve::HANDLERS + 4)
        .map(|_| {
            let mut stream = TcpStream::connect(addr).unwrap();
            stream
                .write_all(b"POST /index.html HTTP/1.1\r\nContent-")
                .unwrap();
            stream
        })
        .collect();
    // Well within the stalled clients' read timeout, another is answered (or told to retry,
    // when every handler is taken) at once, never left waiting.
    let started = Instant::now();
    let reply = get(addr, "/index.html");
    assert!(
        started.elapsed() < explorer::serve::READ_TIMEOUT / 2,
        "{:?}",
        started.elapsed()
    );
    assert!(
        reply.starts_with("HTTP/1.1 200") || reply.starts_with("HTTP/1.1 503"),
        "{reply}"
    );
    // Once their timeout has passed, the stalled connections are closed and their handlers free.
    std::thread::sleep(explorer::serve::READ_TIMEOUT + Duration::from_millis(500));
    assert!(get(addr, "/index.html").starts_with("HTTP/1.1 200"));
    drop(stalled);
    serving.stop();
    std::fs::remove_dir_all(top).unwrap();
}

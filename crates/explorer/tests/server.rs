//! The HTTP server itself, over a socket: it listens on the loopback address only, answers the
//! routes, refuses requests addressed to another host name, and reports a port in use.

mod toy;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::time::Duration;

use explorer::api::App;
use explorer::server::Explorer;
use gamecore::explore_page::{Explorable, Page};

fn start(port: u16) -> Result<Explorer, String> {
    let page: Arc<dyn Page> = Arc::new(Explorable::named("coins", "coins", "3 1 4", toy::Coins));
    let app = App::new(
        vec![page],
        explorer::cli::default_testdata(),
        Duration::from_secs(5),
    );
    Explorer::start(app, port)
}

/// Sends one HTTP/1.0 request and returns the status code and the body.
fn request(explorer: &Explorer, host: &str, head: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(explorer.addr()).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let text = format!(
        "{head} HTTP/1.0\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(text.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer[9..12].parse().expect("a status code");
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}

#[test]
fn it_serves_on_the_loopback_address_and_answers_the_api() {
    let explorer = start(0).expect("starts on a free port");
    assert!(explorer.addr().ip().is_loopback());
    assert_eq!(
        explorer.url(),
        format!("http://127.0.0.1:{}/", explorer.addr().port())
    );
    let host = format!("127.0.0.1:{}", explorer.addr().port());
    let (status, body) = request(&explorer, &host, "GET /", "");
    assert_eq!(status, 200);
    assert!(body.contains("/p/coins"), "{body}");
    let (status, body) = request(
        &explorer,
        &host,
        "POST /api/coins/play",
        "position=3+9&move=right",
    );
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("\"played\":\"right (9)\""), "{body}");
    let localhost = format!("localhost:{}", explorer.addr().port());
    assert_eq!(request(&explorer, &localhost, "GET /p/coins", "").0, 200);
    explorer.stop();
}

#[test]
fn requests_addressed_to_another_host_are_refused() {
    let explorer = start(0).expect("starts on a free port");
    let port = explorer.addr().port();
    for host in [
        format!("evil.example:{port}"),
        "127.0.0.1".to_owned(),
        format!("127.0.0.1:{}", port ^ 1),
    ] {
        let (status, body) = request(&explorer, &host, "GET /", "");
        assert_eq!(status, 403, "{host}: {body}");
    }
    explorer.stop();
}

#[test]
fn a_port_in_use_is_an_error_that_names_it() {
    let first = start(0).expect("starts on a free port");
    let port = first.addr().port();
    let Err(why) = start(port) else {
        panic!("a second server started on port {port}");
    };
    assert!(
        why.starts_with(&format!("cannot listen on 127.0.0.1:{port}: ")),
        "{why}"
    );
    first.stop();
}

//! The HTTP side: a tiny_http server on the loopback address, a few threads taking requests,
//! each answered by [`App::route`].

use std::io::Read;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::thread::{self, JoinHandle};

use tiny_http::{Header, Request, Response, Server};

use crate::api::{App, Reply};

/// Threads taking requests: a page's asset loads and a slow solve need not wait for each other.
const HANDLERS: usize = 4;
/// The largest request body read (a position of 10^6 circles is about 30 MB of text).
const MAX_BODY: u64 = 64 << 20;

/// A running explorer.
pub struct Explorer {
    server: Arc<Server>,
    handlers: Vec<JoinHandle<()>>,
    addr: SocketAddr,
}

impl Explorer {
    /// Starts serving `app` on 127.0.0.1:`port` (0: any free port).
    pub fn start(app: App, port: u16) -> Result<Explorer, String> {
        let server = Server::http((Ipv4Addr::LOCALHOST, port))
            .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let addr = server
            .server_addr()
            .to_ip()
            .ok_or("the server did not get an IP address")?;
        let server = Arc::new(server);
        let app = Arc::new(app);
        let handlers = (0..HANDLERS)
            .map(|_| {
                let (server, app) = (Arc::clone(&server), Arc::clone(&app));
                thread::spawn(move || {
                    for request in server.incoming_requests() {
                        answer(&app, addr, request);
                    }
                })
            })
            .collect();
        Ok(Explorer {
            server,
            handlers,
            addr,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Its index page's URL, `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Serves until the process ends.
    pub fn wait(self) {
        for handler in self.handlers {
            let _ = handler.join();
        }
    }

    /// Stops taking requests and waits for the requests under way.
    pub fn stop(self) {
        for _ in &self.handlers {
            self.server.unblock();
        }
        self.wait();
    }
}

/// Reads one request, routes it and sends the reply.
fn answer(app: &App, addr: SocketAddr, mut request: Request) {
    let reply = match read_body(&mut request) {
        Err(reply) => reply,
        Ok(_) if !local_host(&request, addr) => Reply {
            status: 403,
            content_type: "text/plain; charset=utf-8",
            body: "the explorer answers only requests addressed to 127.0.0.1 or localhost\n"
                .to_owned(),
        },
        Ok(body) => app.route(request.method().as_str(), request.url(), &body),
    };
    let headers = [
        ("Content-Type", reply.content_type),
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
    ];
    let mut response = Response::from_string(reply.body).with_status_code(reply.status);
    for (name, value) in headers {
        if let Ok(header) = Header::from_bytes(name, value) {
            response.add_header(header);
        }
    }
    // The browser may have gone away; nothing is left to do then.
    let _ = request.respond(response);
}

/// The body as text, or the reply refusing it.
fn read_body(request: &mut Request) -> Result<String, Reply> {
    let mut body = String::new();
    let read = request
        .as_reader()
        .take(MAX_BODY + 1)
        .read_to_string(&mut body);
    let refuse = |status, why: &str| Reply {
        status,
        content_type: "text/plain; charset=utf-8",
        body: format!("{why}\n"),
    };
    match read {
        Err(_) => Err(refuse(400, "the request body is not UTF-8 text")),
        Ok(n) if n as u64 > MAX_BODY => Err(refuse(413, "the request body passes 64 MiB")),
        Ok(_) => Ok(body),
    }
}

/// Whether the request names this server as 127.0.0.1 or localhost: another name would be a web
/// page elsewhere reaching the explorer through DNS rebinding.
fn local_host(request: &Request, addr: SocketAddr) -> bool {
    let port = addr.port();
    request
        .headers()
        .iter()
        .find(|h| h.field.equiv("Host"))
        .is_some_and(|h| {
            let host = h.value.as_str();
            host == format!("127.0.0.1:{port}") || host == format!("localhost:{port}")
        })
}

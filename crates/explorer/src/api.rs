//! The routes: pages, assets, testdata cases and the two solving calls, as a function from a
//! request (method, path, body) to a [`Reply`], so that tests call it without a socket.
//!
//! | route | answer |
//! |---|---|
//! | `GET /` | the index of problems |
//! | `GET /p/<problem>` | the problem's page |
//! | `GET /explorer.css`, `GET /explorer.js` | the page's style and script |
//! | `GET /api/<problem>/cases` | the testdata cases' names, a JSON array |
//! | `GET /api/<problem>/cases/<case>` | the case's text |
//! | `POST /api/<problem>/view` (`position`) | the position described (see [`gamecore::explore_page`]) |
//! | `POST /api/<problem>/play` (`position`, `move`) | the position after the move, described |
//!
//! A refusal is `{"error": <kind>, "message": <text>}` with a 4xx or 5xx status.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use gamecore::explore_page::json::Json;
use gamecore::explore_page::{Page, PageError};

use crate::form;
use crate::pages;
use crate::worker::Workers;

/// An answer to one request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status code.
    pub status: u16,
    /// The `Content-Type` header's value.
    pub content_type: &'static str,
    /// The body.
    pub body: String,
}

impl Reply {
    fn ok(content_type: &'static str, body: impl Into<String>) -> Reply {
        Reply {
            status: 200,
            content_type,
            body: body.into(),
        }
    }

    fn json(answer: Result<Json, PageError>) -> Reply {
        match answer {
            Ok(json) => Reply::ok(JSON, json.encode()),
            Err(refusal) => Reply::refused(&refusal),
        }
    }

    fn refused(refusal: &PageError) -> Reply {
        let status = match refusal {
            PageError::Input(_) | PageError::Move(_) => 422,
            PageError::BadRequest(_) => 400,
            PageError::TooLarge(_) => 413,
            PageError::Busy(_) => 503,
            PageError::TimedOut(_) => 504,
            PageError::Failed(_) => 500,
        };
        let body = Json::Object(vec![
            ("error", Json::str(refusal.kind())),
            ("message", Json::str(refusal.message())),
        ]);
        Reply {
            status,
            content_type: JSON,
            body: body.encode(),
        }
    }

    fn not_found(what: &str) -> Reply {
        Reply {
            status: 404,
            content_type: TEXT,
            body: format!("not found: {what}\n"),
        }
    }
}

const JSON: &str = "application/json; charset=utf-8";
const TEXT: &str = "text/plain; charset=utf-8";
const HTML: &str = "text/html; charset=utf-8";

/// The server's state: the registry, where testdata lives, and the solver threads.
pub struct App {
    pages: Vec<Arc<dyn Page>>,
    testdata: PathBuf,
    workers: Workers,
}

impl App {
    /// An app serving `pages`, listing cases from `testdata/<problem>/*.in`, and giving each
    /// solve `time_limit`.
    pub fn new(pages: Vec<Arc<dyn Page>>, testdata: PathBuf, time_limit: Duration) -> App {
        App {
            pages,
            testdata,
            workers: Workers::new(time_limit),
        }
    }

    /// The problems served.
    pub fn pages(&self) -> &[Arc<dyn Page>] {
        &self.pages
    }

    fn page(&self, name: &str) -> Option<&Arc<dyn Page>> {
        self.pages.iter().find(|page| page.name() == name)
    }

    /// Answers one request; `path` may carry a query string, which is ignored.
    pub fn route(&self, method: &str, path: &str, body: &str) -> Reply {
        let path = path.split(['?', '#']).next().unwrap_or_default();
        let parts: Vec<&str> = path.split('/').skip(1).collect();
        match (method, parts.as_slice()) {
            ("GET", [""]) => Reply::ok(HTML, pages::index(&self.pages)),
            ("GET", ["explorer.css"]) => Reply::ok("text/css; charset=utf-8", pages::CSS),
            ("GET", ["explorer.js"]) => Reply::ok("text/javascript; charset=utf-8", pages::JS),
            ("GET", ["p", name]) => match self.page(name) {
                Some(page) => Reply::ok(HTML, pages::problem(page.as_ref())),
                None => Reply::not_found(path),
            },
            (_, ["api", name, rest @ ..]) => match self.page(name) {
                Some(page) => self.api(method, page, rest, body),
                None => Reply::not_found(path),
            },
            _ => Reply::not_found(path),
        }
    }

    fn api(&self, method: &str, page: &Arc<dyn Page>, rest: &[&str], body: &str) -> Reply {
        match (method, rest) {
            ("GET", ["cases"]) => {
                let names = self.cases(page.name()).into_iter().map(Json::Str).collect();
                Reply::ok(JSON, Json::Array(names).encode())
            }
            ("GET", ["cases", case]) => match self.case_text(page.name(), case) {
                Some(text) => Reply::ok(TEXT, text),
                None => Reply::not_found(case),
            },
            ("POST", ["view"]) => Reply::json(self.solve(page, body, false)),
            ("POST", ["play"]) => Reply::json(self.solve(page, body, true)),
            _ => Reply::not_found(&rest.join("/")),
        }
    }

    /// Reads the form and runs the page's call on a worker thread under the time limit.
    fn solve(&self, page: &Arc<dyn Page>, body: &str, play: bool) -> Result<Json, PageError> {
        let position = required(body, "position")?;
        let chosen = if play {
            Some(required(body, "move")?)
        } else {
            None
        };
        let page = Arc::clone(page);
        self.workers.run(move || match chosen {
            Some(chosen) => page.play(&position, &chosen),
            None => page.view(&position),
        })
    }

    /// The names (without `.in`) of the problem's testdata cases, sorted; the `invalid/` cases
    /// are not listed.
    pub fn cases(&self, problem: &str) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.testdata.join(problem)) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter_map(|file| file.strip_suffix(".in").map(str::to_owned))
            .collect();
        names.sort();
        names
    }

    /// A listed case's text; only names from the listing are opened, so no path escapes it.
    fn case_text(&self, problem: &str, case: &str) -> Option<String> {
        if !self.cases(problem).iter().any(|name| name == case) {
            return None;
        }
        std::fs::read_to_string(self.testdata.join(problem).join(format!("{case}.in"))).ok()
    }
}

/// A form field that must be present.
fn required(body: &str, name: &str) -> Result<String, PageError> {
    form::field(body, name)
        .map_err(PageError::BadRequest)?
        .ok_or_else(|| PageError::BadRequest(format!("the request has no '{name}' field")))
}

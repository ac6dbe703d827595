//! The engine the page's Worker runs: one request as text in, one JSON answer out, through the
//! registered [`Page`]s. The same function answers natively (the tests compare the two) and in
//! WebAssembly (`crates/explorer-wasm`).
//!
//! A request is lines: the call (`view` or `play`), the problem's name, the move (empty for
//! `view`), then the position's text to the end, so that the position may hold any text.
//! The answer is the page's description of the position ([`gamecore::explore_page`]), or a
//! refusal `{"error": <kind>, "message": <text>}`. A view of a text over
//! [`ECHOED_UP_TO`](gamecore::explore_page::ECHOED_UP_TO) bytes leaves out its `position`: the
//! page keeps the text it sent.

use std::sync::Arc;

use gamecore::explore_page::json::Json;
use gamecore::explore_page::{Page, PageError};

/// A request: what [`encode`] writes and [`answer`] reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request<'a> {
    /// The problem's name.
    pub problem: &'a str,
    /// The move to play, or `None` to describe the position.
    pub chosen: Option<&'a str>,
    /// The position's text.
    pub position: &'a str,
}

/// The request as the engine's text (the page's script writes the same).
pub fn encode(request: &Request<'_>) -> String {
    let call = if request.chosen.is_some() {
        "play"
    } else {
        "view"
    };
    format!(
        "{call}\n{}\n{}\n{}",
        request.problem,
        request.chosen.unwrap_or_default(),
        request.position
    )
}

/// Reads a request's text.
pub fn decode(text: &str) -> Result<Request<'_>, PageError> {
    let mut parts = text.splitn(4, '\n');
    let mut next = || parts.next();
    let (Some(call), Some(problem), Some(chosen), Some(position)) =
        (next(), next(), next(), next())
    else {
        return Err(PageError::BadRequest(
            "a request is four parts: the call, the problem, the move and the position".to_owned(),
        ));
    };
    let chosen = match call {
        "view" => None,
        "play" => Some(chosen),
        other => {
            return Err(PageError::BadRequest(format!(
                "unknown call '{other}' (view or play)"
            )));
        }
    };
    Ok(Request {
        problem,
        chosen,
        position,
    })
}

/// The JSON answer to the request `text`, from the page of its problem among `pages`.
pub fn answer(pages: &[Arc<dyn Page>], text: &str) -> String {
    let answered = decode(text).and_then(|request| {
        let page = pages
            .iter()
            .find(|page| page.name() == request.problem)
            .ok_or_else(|| {
                PageError::BadRequest(format!("no problem named '{}'", request.problem))
            })?;
        match request.chosen {
            Some(chosen) => page.play(request.position, chosen),
            None => page.view(request.position),
        }
    });
    match answered {
        Ok(json) => json.encode(),
        Err(refusal) => refused(&refusal),
    }
}

/// A refusal as the page reads it.
pub fn refused(refusal: &PageError) -> String {
    Json::Object(vec![
        ("error", Json::str(refusal.kind())),
        ("message", Json::str(refusal.message())),
    ])
    .encode()
}

#[cfg(test)]
mod tests {
    use gamecore::explore_page::ECHOED_UP_TO;

    use super::*;

    #[test]
    fn requests_read_back() {
        for request in [
            Request {
                problem: "chapaev",
                chosen: None,
                position: "2\n1 2\n",
            },
            Request {
                problem: "more-reclamation",
                chosen: Some("reclaim (1, 2)"),
                position: "\n\nplay\n",
            },
        ] {
            assert_eq!(decode(&encode(&request)), Ok(request));
        }
    }

    /// For every problem, the view of its first testdata case that the page answers comes back
    /// with the game's writing of the position, which reads back to itself, also when a blank
    /// line follows; with blanks past [`ECHOED_UP_TO`] the view leaves the position out.
    #[test]
    fn a_view_of_a_long_text_leaves_out_the_position() {
        let pages = crate::registered();
        for page in &pages {
            let name = page.name();
            let view = |position: &str| -> serde_json::Value {
                let request = Request {
                    problem: name,
                    chosen: None,
                    position,
                };
                serde_json::from_str(&answer(&pages, &encode(&request))).unwrap()
            };
            let cases = crate::site::cases(&crate::site::testdata(), name).unwrap();
            let Some(written) = cases
                .iter()
                .filter(|(_, text)| text.len() < 10_000)
                .find_map(|(_, text)| view(text)["position"].as_str().map(str::to_owned))
            else {
                panic!("{name}: no testdata case the page answers");
            };
            assert_eq!(view(&format!("{written}\n"))["position"], written, "{name}");
            let long = view(&format!("{written}{}\n", " ".repeat(ECHOED_UP_TO)));
            assert!(long.get("moves").is_some(), "{name}: {long}");
            assert!(long.get("position").is_none(), "{name}");
        }
    }

    #[test]
    fn malformed_requests_are_refused() {
        assert_eq!(decode("view\nchapaev").unwrap_err().kind(), "bad-request");
        assert_eq!(decode("solve\nx\n\n1").unwrap_err().kind(), "bad-request");
        let unknown = answer(&[], "view\nnone\n\n1");
        assert_eq!(
            unknown,
            r#"{"error":"bad-request","message":"no problem named 'none'"}"#
        );
    }
}

//! The wrong solutions of `tests/contestants/` again as Python scripts (`tests/contestants/python/`,
//! the same mistakes), caught by the judge and shrunk within 30 s to a local minimum of a stated
//! size bound. Ignored by default (a Python start costs tens of milliseconds, seconds on a loaded
//! machine); run them with `cargo test -p judge --release --test judge python -- --ignored` (they need
//! `python3` on the PATH).

use crate::common;

use std::path::Path;

use common::{assert_local_minimum, found, options, seconds};
use judge::shrink::ShrinkEnd;
use judge::{CheckOptions, Size};

/// The script of `name` (`wrong_<problem>.py`).
fn script(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/contestants/python")
        .join(format!("{name}.py"))
        .display()
        .to_string()
}

/// Checks the script `name` on `problem` with 30 s of shrinking; returns the saved input after
/// checking that it is a local minimum (every valid smaller step passes).
fn shrunk_within_30_seconds(problem: &str, name: &str, size: Size) -> String {
    let wrong = script(name);
    let options = CheckOptions {
        size,
        time_limit: seconds(10.0),
        shrink_budget: seconds(30.0),
        ..options(problem, &["python3", &wrong], name)
    };
    let found = found(&options);
    assert_eq!(found.shrinking.end, ShrinkEnd::LocalMinimum);
    let beyond = size == Size::Beyond;
    assert_local_minimum(problem, beyond, &found.input, &["python3", &wrong]);
    found.input
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_chapaev() {
    let input = shrunk_within_30_seconds("chapaev", "wrong_chapaev", Size::Beyond);
    assert!(chapaev::parse(&input).unwrap().len() <= 3, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_more_reclamation() {
    let input =
        shrunk_within_30_seconds("more-reclamation", "wrong_more_reclamation", Size::Contest);
    let position = more_reclamation::parse(&input).unwrap();
    assert!(
        position.rows() <= 3 && position.land().len() <= 2,
        "{input}"
    );
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_circles_game() {
    let input = shrunk_within_30_seconds("circles-game", "wrong_circles_game", Size::Contest);
    assert!(circles_game::parse(&input).unwrap().len() <= 4, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_circles_interval() {
    let input = shrunk_within_30_seconds("circles-game", "wrong_circles_interval", Size::Contest);
    assert!(circles_game::parse(&input).unwrap().len() <= 10, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_racing_car_trail() {
    let input =
        shrunk_within_30_seconds("racing-car-trail", "wrong_racing_car_trail", Size::Contest);
    let fields = racing_car_trail::parse(&input).unwrap();
    assert_eq!(fields.len(), 1, "{input}");
    let field = &fields[0];
    let free = (0..field.rows())
        .flat_map(|r| (0..field.cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| field.is_free(r, c))
        .count();
    assert_eq!(free, 3, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_painters_duel() {
    let input = shrunk_within_30_seconds("painters-duel", "wrong_painters_duel", Size::Contest);
    let duels = painters_duel::parse(&input).unwrap();
    assert_eq!((duels.len(), duels[0].side), (1, 2), "{input}");
}

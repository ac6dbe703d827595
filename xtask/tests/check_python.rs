//! The wrong solutions of `tests/contestants/` again as Python scripts (`tests/contestants/python/`,
//! the same mistakes), caught by `cargo xtask check` and shrunk within 30 s to a local minimum of
//! a stated size bound. Ignored by default (a Python start costs tens of milliseconds, seconds on
//! a loaded machine); run them with `cargo test -p xtask --release --test check_python --
//! --ignored` (they need `python3` on the PATH).

mod common;

use std::path::{Path, PathBuf};

use common::{assert_local_minimum, check};

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
fn shrunk_within_30_seconds(problem: &str, name: &str, size: &str) -> String {
    let folder = std::env::temp_dir().join(format!("xtask-py-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let save: PathBuf = folder.join("failing.in");
    let wrong = script(name);
    let output = check(&[
        problem,
        "--seed",
        "1",
        "--size",
        size,
        "--time-limit",
        "10",
        "--shrink-seconds",
        "30",
        "--save",
        save.to_str().unwrap(),
        "--",
        "python3",
        &wrong,
    ]);
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.contains("to a local minimum") || report.contains("not shrunk"),
        "{report}"
    );
    let input = std::fs::read_to_string(&save).unwrap();
    assert_local_minimum(problem, size, &input, &["python3", &wrong]);
    let _ = std::fs::remove_dir_all(&folder);
    input
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_chapaev() {
    let input = shrunk_within_30_seconds("chapaev", "wrong_chapaev", "beyond");
    assert!(chapaev::parse(&input).unwrap().len() <= 3, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_more_reclamation() {
    let input = shrunk_within_30_seconds("more-reclamation", "wrong_more_reclamation", "contest");
    let position = more_reclamation::parse(&input).unwrap();
    assert!(
        position.rows() <= 3 && position.land().len() <= 2,
        "{input}"
    );
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_circles_game() {
    let input = shrunk_within_30_seconds("circles-game", "wrong_circles_game", "contest");
    assert!(circles_game::parse(&input).unwrap().len() <= 4, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_circles_interval() {
    let input = shrunk_within_30_seconds("circles-game", "wrong_circles_interval", "contest");
    assert!(circles_game::parse(&input).unwrap().len() <= 10, "{input}");
}

#[test]
#[ignore = "Python contestants: slow to start; see the module doc"]
fn python_racing_car_trail() {
    let input = shrunk_within_30_seconds("racing-car-trail", "wrong_racing_car_trail", "contest");
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
    let input = shrunk_within_30_seconds("painters-duel", "wrong_painters_duel", "contest");
    let duels = painters_duel::parse(&input).unwrap();
    assert_eq!((duels.len(), duels[0].side), (1, 2), "{input}");
}

//! The registry of solver crates: the one place that maps a `testdata/<problem>/` folder to its
//! fast solver and its brute-force oracle.

use gamecore::InputError;

/// A solver crate as xtask sees it.
pub struct Problem {
    /// The crate name, which is also the folder name under `crates/` and `testdata/`.
    pub name: &'static str,
    /// The fast solver: the judge's exact output.
    pub solve: fn(&str) -> Result<String, InputError>,
    /// The brute-force oracle from the rules alone (tiny inputs only).
    pub brute: fn(&str) -> Result<String, InputError>,
    /// The contest approach, in our own code: the benchmark's reference.
    pub baseline: fn(&str) -> Result<String, InputError>,
}

/// Every problem of the workspace, in the order of `crates/`' table in the README.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "chapaev",
        solve: chapaev::solve,
        brute: chapaev::brute::solve,
        baseline: chapaev::baseline::solve,
    },
    Problem {
        name: "more-reclamation",
        solve: more_reclamation::solve,
        brute: more_reclamation::brute::solve,
        baseline: more_reclamation::baseline::solve,
    },
    Problem {
        name: "circles-game",
        solve: circles_game::solve,
        brute: circles_game::brute::solve,
        baseline: circles_game::baseline::solve,
    },
    Problem {
        name: "racing-car-trail",
        solve: racing_car_trail::solve,
        brute: racing_car_trail::brute::solve,
        baseline: racing_car_trail::baseline::solve,
    },
    Problem {
        name: "painters-duel",
        solve: painters_duel::solve,
        brute: painters_duel::brute::solve,
        baseline: painters_duel::baseline::solve,
    },
    // xtask new: new problems go above this line.
];

/// The problem named `name`, or the usage error that lists the problems there are.
pub fn find(name: &str) -> Result<&'static Problem, String> {
    PROBLEMS.iter().find(|p| p.name == name).ok_or_else(|| {
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        format!("no problem named `{name}` (problems: {})", names.join(", "))
    })
}

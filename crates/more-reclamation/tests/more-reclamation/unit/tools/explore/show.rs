//! Tests of `src/tools/explore/show.rs`.

use more_reclamation::parse;
use more_reclamation::tools::explore::show::*;

#[test]
fn sample_two_in_one_band() {
    let text = show(&parse("12 2\n4 1\n8 1\n").unwrap());
    assert_eq!(
        text,
        "row   1        10\n\
         col 1 ...#...#....\n\
         col 2 ..---.---...\n\
         12 rows, 2 land: # land, . water that may be reclaimed, - water that may not\n"
    );
}

#[test]
fn a_huge_river_keeps_the_ends_of_its_runs() {
    let text = show(&parse("1000000000000000000 1\n5 2\n").unwrap());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "row   1             999999999999999997");
    assert_eq!(lines[1], "col 1 ...---... ... ....");
    assert_eq!(lines[2], "col 2 ....#.... ... ....");
}

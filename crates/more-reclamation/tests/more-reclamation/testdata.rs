//! The second method named in `testdata/more-reclamation/manifest.txt`: the closed form of the run
//! values against the mex table built from the rules, and the large testdata cases re-checked run
//! by run against that table.

use gamecore::xor_sum;
use more_reclamation::baseline::MexTable;
use more_reclamation::{Column, End, Run, parse};

const ENDS: [End; 3] = [
    End::Edge,
    End::Limited(Column::Left),
    End::Limited(Column::Right),
];

#[test]
fn closed_form_equals_the_mex_table_up_to_2000() {
    let table = MexTable::new(2000);
    for length in 0..=2000u64 {
        for top in ENDS {
            for bottom in ENDS {
                let run = Run {
                    length,
                    top,
                    bottom,
                };
                // Length 0 between land of different columns is not a legal position.
                let legal = !(length == 0
                    && matches!((top, bottom), (End::Limited(a), End::Limited(b)) if a != b));
                if legal {
                    assert_eq!(table.grundy(&run).unwrap(), run.grundy(), "{run:?}");
                }
            }
        }
    }
}

/// The runs whose table value only depends on the parity of the length (both ends at the edge,
/// or both limited) are periodic in the table from length 1 on; a longer run of those kinds is
/// looked up at a length of the same parity inside the table.
fn table_value(table: &MexTable, run: &Run) -> u64 {
    let periodic = matches!(
        (run.top, run.bottom),
        (End::Edge, End::Edge) | (End::Limited(_), End::Limited(_))
    );
    let max = table.max_length() as u64;
    let run = if run.length > max && periodic {
        Run {
            length: max - 1 - (max - 1 + run.length) % 2,
            ..*run
        }
    } else {
        *run
    };
    table
        .grundy(&run)
        .unwrap_or_else(|| panic!("{run:?} is beyond the table and not periodic"))
}

#[test]
fn the_table_is_periodic_where_the_long_runs_rely_on_it() {
    let table = MexTable::new(2000);
    for length in 3..=2000 {
        for top in ENDS {
            for bottom in ENDS {
                if matches!(
                    (top, bottom),
                    (End::Edge, End::Limited(_)) | (End::Limited(_), End::Edge)
                ) {
                    continue;
                }
                let now = Run {
                    length,
                    top,
                    bottom,
                };
                let before = Run {
                    length: length - 2,
                    top,
                    bottom,
                };
                assert_eq!(table.grundy(&now), table.grundy(&before), "{now:?}");
            }
        }
    }
}

/// The testdata cases whose manifest names this check: every run's value from the mex table.
#[test]
fn large_testdata_cases_agree_with_the_mex_table_run_by_run() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/more-reclamation");
    let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap();
    let table = MexTable::new(2000);
    let mut checked = 0;
    for line in manifest
        .lines()
        .filter(|l| l.contains("tests/more-reclamation/testdata.rs"))
    {
        let case = line.split('|').next().unwrap().trim();
        let input = std::fs::read_to_string(dir.join(format!("{case}.in"))).unwrap();
        let position = parse(&input).unwrap();
        let by_table = xor_sum(position.runs().map(|run| table_value(&table, &run)));
        let snapshot = std::fs::read_to_string(dir.join(format!("snapshots/{case}.snap"))).unwrap();
        let expected = if by_table != 0 { "WIN\n" } else { "LOSE\n" };
        assert!(
            snapshot.ends_with(&format!("---\n{expected}")),
            "{case}: {snapshot}"
        );
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} cases name this check");
}

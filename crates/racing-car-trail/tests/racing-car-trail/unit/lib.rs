//! Tests of `src/lib.rs`.

use racing_car_trail::*;

const EXAMPLE: &str = "1 1\n.\n1 2\n..\n1 3\n...\n3 3\n...\n.X.\n...\n0 0\n";

#[test]
fn the_spec_example() {
    assert_eq!(
        solve(EXAMPLE).unwrap(),
        "B\n\nAA\n\nBAB\n\nAAA\nAXA\nAAA\n\n"
    );
}

#[test]
fn crlf_blank_lines_and_a_missing_final_newline() {
    let input = "\r\n1 3\r\n...\r\n\r\n \r\n2 2 \r\n.X\r\nX.\r\n0 0";
    assert_eq!(solve(input).unwrap(), "BAB\n\nBX\nXB\n\n");
}

#[test]
fn no_fields_at_all() {
    assert_eq!(solve("0 0\n").unwrap(), "");
}

fn error(input: &str) -> String {
    solve(input).unwrap_err().to_string()
}

#[test]
fn size_errors() {
    insta::assert_snapshot!(error(""), @"line 1, column 1: expected a field's size `N E` or the closing `0 0`, found end of input (field 1)");
    insta::assert_snapshot!(error("1 1\n.\n"), @"line 3, column 1: expected a field's size `N E` or the closing `0 0`, found end of input (field 2)");
    insta::assert_snapshot!(error("0 5\n"), @"line 1, column 3: expected the column count 0 (a row count of 0 ends the input), found `5` (field 1)");
    insta::assert_snapshot!(error("0 x\n"), @"line 1, column 3: expected the column count 0 (a row count of 0 ends the input), found `x` (field 1)");
    insta::assert_snapshot!(error("3 0\n"), @"line 1, column 3: expected the column count (an integer from 1 to 4000), found `0` (field 1)");
    insta::assert_snapshot!(error("-1 2\n"), @"line 1, column 1: expected the row count (an integer from 0 to 4000), found `-1` (field 1)");
    insta::assert_snapshot!(error("4001 2\n"), @"line 1, column 1: expected the row count (an integer from 0 to 4000), found `4001` (field 1)");
    insta::assert_snapshot!(error("2 4001\n"), @"line 1, column 3: expected the column count (an integer from 1 to 4000), found `4001` (field 1)");
    insta::assert_snapshot!(error("2\n2\n..\n..\n0 0"), @"line 1, column 2: expected the column count (an integer from 1 to 4000), found end of line (field 1)");
    insta::assert_snapshot!(error("1 1 1\n.\n0 0"), @"line 1, column 5: expected end of line, found `1` (field 1)");
    insta::assert_snapshot!(error("1 1\n.\n0"), @"line 3, column 2: expected the column count 0 (a row count of 0 ends the input), found end of input (field 2)");
}

#[test]
fn row_errors() {
    insta::assert_snapshot!(error("1 1\n.\n2 3\n...\n..\n0 0\n"), @"line 5, column 3: expected 3 cells in row 2, found 2 (field 2)");
    insta::assert_snapshot!(error("2 3\n....\n...\n0 0\n"), @"line 2, column 4: expected the end of row 1 after 3 cells, found `.` (field 1)");
    insta::assert_snapshot!(error("2 3\n.o.\n...\n0 0\n"), @"line 2, column 2: expected a cell `.` or `X`, found `o` (field 1)");
    insta::assert_snapshot!(error("1 3\n.X.\u{e9}\n0 0\n"), @"line 2, column 4: expected the end of row 1 after 3 cells, found `é` (field 1)");
    insta::assert_snapshot!(error("1 3\nx\u{e9}.\n0 0\n"), @"line 2, column 1: expected a cell `.` or `X`, found `x` (field 1)");
    insta::assert_snapshot!(error("1 3\n.\u{e9}.\n0 0\n"), @"line 2, column 2: expected a cell `.` or `X`, found `é` (field 1)");
    insta::assert_snapshot!(error("1 3\n. .\n0 0\n"), @"line 2, column 2: expected a cell `.` or `X`, found ` ` (field 1)");
    insta::assert_snapshot!(error("2 2\n..\n\n..\n0 0\n"), @"line 3, column 1: expected 2 cells in row 2, found 0 (field 1)");
    insta::assert_snapshot!(error("3 2\n..\n..\n"), @"line 4, column 1: expected row 3 of 3, found end of input (field 1)");
    insta::assert_snapshot!(error("1 2\n..\r\r\n0 0\n"), @r"line 2, column 3: expected the end of row 1 after 2 cells, found `\r` (field 1)");
}

#[test]
fn after_the_end() {
    insta::assert_snapshot!(error("1 1\n.\n0 0\n1 1\n.\n"), @"line 4, column 1: expected end of input, found `1`");
    insta::assert_snapshot!(error("0 0 0\n"), @"line 1, column 5: expected end of input, found `0`");
    assert_eq!(solve("0 0 \n\n\t\r\n").unwrap(), "");
}

#[test]
fn a_huge_declared_size_allocates_nothing_it_lacks() {
    let error = solve("4000 4000\n").unwrap_err();
    assert_eq!(error.pos.line, 2);
    let field = &parse("4000 4000\n").err();
    assert!(field.is_some());
}

//! Tests on a large board whose construction rooms leave a small patch to play in, so that the
//! brute force reaches them (the side-12 and side-13 room sets' tests).

use painters_duel::generate::{all_rooms, block};

/// A side-`side` test where only `open` rooms (the two starts first) are not under construction.
pub fn patch_text(side: usize, open: &[(usize, usize)]) -> String {
    let closed: Vec<(usize, usize)> = all_rooms(side)
        .into_iter()
        .filter(|room| !open.contains(room))
        .collect();
    block(side, open[0], open[1], &closed)
}

/// A side-`side` test on a window of three rows and six places (rows `row..row + 2`, from place
/// `place` of the first, clipped to the board): the starts two of its rooms picked by a seeded
/// shuffle (`shuffle`), each other window room free where `free` says so, every room outside
/// the window under construction.
pub fn window_patch(
    side: usize,
    (row, place): (usize, usize),
    shuffle: u64,
    free: &[bool],
) -> String {
    let mut window: Vec<(usize, usize)> = (row..(row + 3).min(side + 1))
        .flat_map(|r| {
            (place..place + 6)
                .filter(move |&p| p < 2 * r)
                .map(move |p| (r, p))
        })
        .collect();
    let mut state = shuffle;
    for i in (1..window.len()).rev() {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        window.swap(i, (state >> 33) as usize % (i + 1));
    }
    let mut open = window[..2].to_vec();
    open.extend(
        window[2..]
            .iter()
            .zip(free)
            .filter(|(_, f)| **f)
            .map(|(r, _)| *r),
    );
    patch_text(side, &open)
}

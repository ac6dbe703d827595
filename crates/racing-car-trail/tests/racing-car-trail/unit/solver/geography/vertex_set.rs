//! Tests of `src/solver/geography/vertex_set.rs`.

use racing_car_trail::solver::geography::solve::Outcomes;
use racing_car_trail::solver::geography::vertex_set::*;

#[test]
fn bits_from_reads_any_window_and_nothing_past_the_end() {
    let n = 150;
    let members: Vec<u32> = (0..n).filter(|v| v % 3 == 0 || v % 7 == 1).collect();
    let mut set = VertexSet::new(n as usize);
    for &v in &members {
        set.insert(v);
    }
    let outcomes = Outcomes {
        avoidable: set.clone(),
    };
    for start in 0..n + 70 {
        let bits = set.bits_from(start);
        for i in 0..64 {
            let v = start + i;
            assert_eq!(bits >> i & 1 == 1, members.contains(&v), "{start} + {i}");
        }
        assert_eq!(outcomes.first_player_wins_from(start), !bits, "{start}");
    }
}

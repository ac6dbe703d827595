//! Puzzle search and its levels on a game of our own: Nim on up to three piles of at most five
//! counters (a move takes any number from one pile; who cannot move loses), valued by an
//! exhaustive search of every position from the rules, with remoteness. The checks count the
//! legal moves and the winning ones by that search, not by what the puzzle search recorded.

use gamecore::explore::puzzle::{self, Level, Puzzle, PuzzleSource, REAL_CHOICE};
use gamecore::{
    Explore, InputError, MoveGroup, MoveTable, MoveValue, Output, Reader, Unanswered, Verdict,
};

/// Counters a pile holds at most.
const MOST: u32 = 5;
/// Piles in a position.
const PILES: usize = 3;

#[derive(Clone, Copy, Debug, Default)]
struct Nim;

/// A move: take `.1` counters from pile `.0`.
type Take = (usize, u32);

/// Every legal move of `piles`, by the rules.
fn legal(piles: &[u32; PILES]) -> Vec<Take> {
    (0..PILES)
        .flat_map(|p| (1..=piles[p]).map(move |k| (p, k)))
        .collect()
}

fn after(piles: &[u32; PILES], (pile, taken): Take) -> [u32; PILES] {
    let mut next = *piles;
    next[pile] -= taken;
    next
}

fn index(piles: &[u32; PILES]) -> usize {
    piles
        .iter()
        .fold(0, |i, &c| i * (MOST as usize + 1) + c as usize)
}

/// Whether the player to move at `piles` wins, and the remoteness, for every position ([`index`]).
fn solved() -> &'static [(bool, u32)] {
    static SOLVED: std::sync::OnceLock<Vec<(bool, u32)>> = std::sync::OnceLock::new();
    SOLVED.get_or_init(search_all)
}

/// [`solved`]'s table, by the rules, fewest counters first (every move lowers the total).
fn search_all() -> Vec<(bool, u32)> {
    let side = MOST + 1;
    let mut all: Vec<[u32; PILES]> = (0..side.pow(PILES as u32))
        .map(|i| [i / side / side, i / side % side, i % side])
        .collect();
    all.sort_by_key(|p| p.iter().sum::<u32>());
    let mut table = vec![(false, 0); all.len()];
    for piles in all {
        let children = legal(&piles).into_iter().map(|m| {
            let (wins, rest) = table[index(&after(&piles, m))];
            (!wins, rest + 1)
        });
        let quickest_win = children.clone().filter(|c| c.0).map(|c| c.1).min();
        let slowest_loss = children.map(|c| c.1).max();
        table[index(&piles)] = match (quickest_win, slowest_loss) {
            (Some(r), _) => (true, r),
            (None, Some(r)) => (false, r),
            (None, None) => (false, 0),
        };
    }
    table
}

impl Explore for Nim {
    type Position = [u32; PILES];
    type Move = Take;

    fn players(&self) -> [&'static str; 2] {
        ["Ann", "Bob"]
    }

    fn rules(&self) -> &'static str {
        "Take any number of counters from one pile; who cannot move loses."
    }

    fn read(&self, text: &str) -> Result<[u32; PILES], InputError> {
        let mut reader = Reader::new(text);
        let mut piles = [0; PILES];
        for pile in &mut piles {
            *pile = reader.integer("a pile", 0..=MOST)?.0;
        }
        reader.expect_end()?;
        Ok(piles)
    }

    fn write(&self, piles: &[u32; PILES]) -> String {
        format!("{} {} {}\n", piles[0], piles[1], piles[2])
    }

    fn to_move(&self, piles: &[u32; PILES]) -> Option<usize> {
        (piles.iter().sum::<u32>() > 0).then_some(0)
    }

    fn moves(&self, piles: &[u32; PILES]) -> Result<MoveTable<Take>, Unanswered> {
        let mut groups: Vec<MoveGroup<Take>> = legal(piles)
            .into_iter()
            .map(|m| MoveGroup {
                representative: m,
                label: self.name_move(piles, &m),
                count: 1,
                value: self.value_of(piles, &m).unwrap(),
            })
            .collect();
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        Ok(MoveTable { groups, rest: None })
    }

    fn value_of(&self, piles: &[u32; PILES], m: &Take) -> Result<MoveValue, Unanswered> {
        let (wins, rest) = solved()[index(&after(piles, *m))];
        let verdict = if wins { Verdict::Lose } else { Verdict::Win };
        Ok(MoveValue::outcome(verdict).with_remoteness(rest))
    }

    fn play(&self, piles: &[u32; PILES], m: &Take) -> [u32; PILES] {
        after(piles, *m)
    }

    fn name_move(&self, _: &[u32; PILES], (pile, taken): &Take) -> String {
        format!("take {taken} from pile {}", pile + 1)
    }

    fn read_move(&self, piles: &[u32; PILES], text: &str) -> Result<Take, String> {
        legal(piles)
            .into_iter()
            .find(|m| self.name_move(piles, m) == text)
            .ok_or_else(|| format!("no move `{text}`"))
    }

    fn show(&self, piles: &[u32; PILES]) -> String {
        self.write(piles)
    }

    fn draw(&self, _: &[u32; PILES]) -> Option<String> {
        None
    }

    fn legend(&self) -> &'static str {
        "win or lose, and the moves left after it"
    }
}

/// Every position as text, in tiers by total counters (the candidates, small to large).
fn candidates() -> Vec<Vec<String>> {
    let mut tiers = vec![Vec::new(); (PILES as u32 * MOST + 1) as usize];
    for a in 0..=MOST {
        for b in 0..=MOST {
            for c in 0..=MOST {
                tiers[(a + b + c) as usize].push(Nim.write(&[a, b, c]));
            }
        }
    }
    tiers
}

fn source(count: usize, choice: u64) -> PuzzleSource {
    PuzzleSource {
        candidates,
        explain: |text| {
            Ok(Output {
                answer: String::new(),
                explanation: Some(format!("why {}", text.trim())),
            })
        },
        count,
        choice,
    }
}

/// Checks `found` against the exhaustive search: one winning move, the answer, the move count,
/// at least `choice` moves at medium and hard, easy to hard in the order of difficulty.
fn check(found: &[Puzzle], choice: u64) {
    let table = solved();
    for puzzle in found {
        let piles = Nim.read(&puzzle.position).unwrap();
        let moves = legal(&piles);
        let winning: Vec<&Take> = moves
            .iter()
            .filter(|&&m| !table[index(&after(&piles, m))].0)
            .collect();
        assert_eq!(winning.len(), 1, "{}", puzzle.position);
        assert_eq!(Nim.name_move(&piles, winning[0]), puzzle.answer);
        assert_eq!(moves.len() as u64, puzzle.moves);
        if puzzle.level != Level::Easy {
            assert!(moves.len() as u64 >= choice, "{puzzle:?}");
        }
        assert_eq!(
            puzzle.explanation,
            format!("why {}", puzzle.position.trim())
        );
    }
    for pair in found.windows(2) {
        assert!(pair[0].level <= pair[1].level, "{pair:?}");
        assert!(pair[0].difficulty() <= pair[1].difficulty(), "{pair:?}");
    }
}

#[test]
fn puzzles_run_easy_to_hard_with_real_choice_above_easy() {
    // With a choice of 2 every puzzle offers enough: all eight are spread over the whole order.
    for choice in [2, REAL_CHOICE] {
        let found = puzzle::find(&Nim, &source(8, choice));
        check(&found, choice);
        let levels: Vec<Level> = found.iter().map(|p| p.level).collect();
        use Level::{Easy, Hard, Medium};
        assert_eq!(
            levels,
            [Easy, Easy, Easy, Medium, Medium, Medium, Hard, Hard]
        );
        // The hardest found is kept last; the easiest first.
        let all = puzzle::search(&Nim, &source(8, choice));
        let hardest = all.iter().map(Puzzle::difficulty).max().unwrap();
        let easiest = all.iter().map(Puzzle::difficulty).min().unwrap();
        assert_eq!(found[7].difficulty(), hardest);
        assert_eq!(found[0].difficulty(), easiest);
        assert!(found[0].moves < REAL_CHOICE, "{found:?}");
        assert_eq!(found, puzzle::find(&Nim, &source(8, choice)));
    }
}

#[test]
fn too_few_rich_puzzles_give_fewer_medium_and_hard_ones_never_poorer_ones() {
    // Some puzzles offer 12 or 13 moves; none 14 or 15 (5 5 4 has two winning moves, 5 5 5 three).
    for choice in [12, 13, 14] {
        let found = puzzle::find(&Nim, &source(9, choice));
        check(&found, choice);
        let rich = puzzle::search(&Nim, &source(9, choice))
            .iter()
            .filter(|p| p.moves >= choice)
            .count();
        let above_easy = found.iter().filter(|p| p.level != Level::Easy).count();
        assert_eq!(above_easy, rich.min(6), "choice {choice}");
        assert_eq!(found.len() - above_easy, 3);
        assert_eq!(rich > 0, choice < 14, "choice {choice}: {rich} rich");
    }
}

//! Tests of `src/solver/search/stack.rs`.

use painters_duel::solver::search::stack::*;

/// A node of the tree where node `n` has children `n - 1` and `n - 2` (none below 2), or only
/// `n - 1` in a chain; its value is the size of its subtree.
#[derive(Clone, Copy)]
struct Node {
    n: u32,
    next: u32,
    size: i32,
    chain: bool,
}

#[derive(Default)]
struct Counter {
    stack: Vec<Node>,
    chain: bool,
    finished: i32,
}

impl Frame<Counter> for Node {
    type Child = u32;
    fn enter(counter: &mut Counter, n: u32) -> Entered<Self> {
        if n < 2 {
            Entered::Value(1)
        } else {
            let chain = counter.chain;
            Entered::Search(Node {
                n,
                next: 0,
                size: 1,
                chain,
            })
        }
    }
    fn absorb(&mut self, value: i32) {
        self.size += value;
    }
    fn next_child(&mut self, _: &mut Counter) -> Option<u32> {
        self.next += 1;
        (self.next <= if self.chain { 1 } else { 2 }).then(|| self.n - self.next)
    }
    fn finish(self, counter: &mut Counter) -> i32 {
        counter.finished += 1;
        self.size
    }
    fn stack(counter: &mut Counter) -> &mut Vec<Node> {
        &mut counter.stack
    }
}

/// The same size by recursion.
fn size(n: u32) -> i32 {
    if n < 2 {
        1
    } else {
        1 + size(n - 1) + size(n - 2)
    }
}

#[test]
fn values_flow_back_to_their_parents() {
    let mut counter = Counter::default();
    for n in 0..20 {
        counter.finished = 0;
        let total = run::<_, Node>(&mut counter, n);
        assert_eq!(total, size(n), "n = {n}");
        // Every inner node (two children each) had a frame, and each was finished once.
        assert_eq!(counter.finished, (total - 1) / 2, "n = {n}");
    }
    // The stack is handed back for the next run.
    assert!(counter.stack.capacity() >= 18);
}

#[test]
fn depth_never_reaches_the_call_stack() {
    let deep = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let mut counter = Counter {
                chain: true,
                ..Counter::default()
            };
            run::<_, Node>(&mut counter, 1_000_000)
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(deep, 1_000_000);
}

//! The explicit-stack driver that both searches (the game's and the longest paths') run on: one
//! frame per painted room on a heap stack, so that no depth of play reaches the call stack.

/// What entering a position gives: its value at once, or a frame to search.
pub(super) enum Entered<F> {
    /// The position is settled without searching its children.
    Value(i32),
    /// The position's children must be searched.
    Search(F),
}

/// A position being searched depth-first, in a context `C` that it reads and records into.
pub(super) trait Frame<C>: Copy {
    /// What it takes to enter a child position.
    type Child;
    /// Starts a position: its value when settled at once, else its frame.
    fn enter(context: &mut C, position: Self::Child) -> Entered<Self>;
    /// Takes in the value of the child last entered.
    fn absorb(&mut self, value: i32);
    /// The next child to search, or `None` once the frame's value is known.
    fn next_child(&mut self, context: &mut C) -> Option<Self::Child>;
    /// Ends a frame whose children are searched: records what it proved, gives its value.
    fn finish(self, context: &mut C) -> i32;
    /// The context's stack for this kind of frame, kept between runs to reuse its memory.
    fn stack(context: &mut C) -> &mut Vec<Self>;
}

/// The value of `root`, depth-first: each frame asks for children one at a time, and each
/// child's value flows back into its parent.
pub(super) fn run<C, F: Frame<C>>(context: &mut C, root: F::Child) -> i32 {
    let first = match F::enter(context, root) {
        Entered::Value(value) => return value,
        Entered::Search(frame) => frame,
    };
    let mut stack = std::mem::take(F::stack(context));
    stack.clear();
    stack.push(first);
    let mut returned = None;
    let value = loop {
        let Some(frame) = stack.last_mut() else {
            unreachable!("the root frame returns before the stack empties")
        };
        if let Some(child) = returned.take() {
            frame.absorb(child);
        }
        if let Some(child) = frame.next_child(context) {
            match F::enter(context, child) {
                Entered::Value(value) => returned = Some(value),
                Entered::Search(child) => stack.push(child),
            }
            continue;
        }
        let done = *frame;
        stack.pop();
        let value = done.finish(context);
        if stack.is_empty() {
            break value;
        }
        returned = Some(value);
    };
    *F::stack(context) = stack;
    value
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

//! The explicit-stack driver that both searches (the game's and the longest paths') run on: one
//! frame per painted room on a heap stack, so that no depth of play reaches the call stack.

/// What entering a position gives: its value at once, or a frame to search.
pub enum Entered<F> {
    /// The position is settled without searching its children.
    Value(i32),
    /// The position's children must be searched.
    Search(F),
}

/// A position being searched depth-first, in a context `C` that it reads and records into.
pub trait Frame<C>: Copy {
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
pub fn run<C, F: Frame<C>>(context: &mut C, root: F::Child) -> i32 {
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

//! The thread team: several threads search one duel together (Lazy SMP), a layer above the
//! search that calls it with a company of its own ([`member::Member`]), never the reverse.
//!
//! Every thread searches the same root over lock-free tables they share ([`shared`],
//! [`lockless`], [`words`]); they share the root's proven bounds and probe different windows of it
//! ([`root`]), and put last the positions another thread is searching ([`busy`]). The first to
//! close the root's window stops the others ([`member`]).
//!
//! Exact whatever the threads do: every answer comes from complete exact probes that read only
//! proven entries, so it cannot depend on the number of threads.

pub mod busy;
pub mod lockless;
pub mod member;
pub mod root;
pub mod shared;
pub mod words;

pub use member::Member;
pub use shared::Team;

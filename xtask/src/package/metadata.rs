//! `problem.yaml`: the problem's name, its source, a UUID and the contest's limits, in the
//! Kattis problem format's 2023-07 version (the one whose statements may be Markdown).

use gamecore::problem::Problem;

/// The text of `problem.yaml`.
pub fn problem_yaml(problem: &Problem) -> String {
    let package = &problem.package;
    let seconds = problem.time_limit.as_secs_f64();
    format!(
        "problem_format_version: 2023-07-draft\n\
         name: {}\n\
         uuid: {}\n\
         source: {}\n\
         license: unknown\n\
         limits:\n  time_limit: {seconds}\n  memory: {}\n",
        quoted(package.title),
        uuid(problem.name),
        quoted(package.source),
        problem.resources.memory_mb,
    )
}

/// A YAML double-quoted string.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A UUID that stays the same for a problem's name (version 8, built from two FNV-1a hashes of
/// it), so that a judge system that imports the package again updates the same problem.
pub fn uuid(name: &str) -> String {
    let hash = |salt: u64| {
        let start = 0xcbf2_9ce4_8422_2325u64 ^ salt;
        let bytes = format!("gamesolvers/{name}").into_bytes();
        bytes.iter().fold(start, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    };
    let mut bits = u128::from(hash(0)) << 64 | u128::from(hash(0x9e37_79b9_7f4a_7c15));
    // Version 8 in bits 76-79, the RFC 4122 variant (binary 10) in bits 62-63.
    bits = bits & !(0xf << 76) | 0x8 << 76;
    bits = bits & !(0x3 << 62) | 0x2 << 62;
    let hex = format!("{bits:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uuid_is_version_8_and_stays_the_same_per_name() {
        let a = uuid("more-reclamation");
        assert_eq!(a, uuid("more-reclamation"));
        assert_ne!(a, uuid("circles-game"));
        let groups: Vec<usize> = a.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12]);
        assert_eq!(&a[14..15], "8");
        assert!("89ab".contains(&a[19..20]), "{a}");
    }
}

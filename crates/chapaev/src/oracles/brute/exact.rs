//! The brute force's own exact arithmetic, independent of `geom`: signed integers of any size,
//! and numbers `a + b X + c Y + d XY` with `X = sqrt(q1)`, `Y = sqrt(q2)` and their signs.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

/// A signed integer of any size: sign and magnitude, little-endian 32-bit limbs, no leading
/// zero limb; zero is non-negative with no limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Big {
    negative: bool,
    limbs: Vec<u32>,
}

fn trim(mut limbs: Vec<u32>) -> Vec<u32> {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
    limbs
}

fn cmp_magnitude(a: &[u32], b: &[u32]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

fn add_magnitude(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len().max(b.len()) + 1);
    let mut carry = 0u64;
    for i in 0..a.len().max(b.len()) {
        let sum = u64::from(*a.get(i).unwrap_or(&0)) + u64::from(*b.get(i).unwrap_or(&0)) + carry;
        out.push(sum as u32);
        carry = sum >> 32;
    }
    out.push(carry as u32);
    trim(out)
}

/// `a - b` for `a >= b` in magnitude.
fn sub_magnitude(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len());
    let mut borrow = 0i64;
    for (i, &limb) in a.iter().enumerate() {
        let mut diff = i64::from(limb) - i64::from(*b.get(i).unwrap_or(&0)) - borrow;
        borrow = 0;
        if diff < 0 {
            diff += 1 << 32;
            borrow = 1;
        }
        out.push(diff as u32);
    }
    trim(out)
}

fn mul_magnitude(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = vec![0u32; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u64;
        for (j, &y) in b.iter().enumerate() {
            let t = u64::from(x) * u64::from(y) + u64::from(out[i + j]) + carry;
            out[i + j] = t as u32;
            carry = t >> 32;
        }
        out[i + b.len()] = carry as u32;
    }
    trim(out)
}

impl Big {
    /// Zero.
    pub fn zero() -> Big {
        Big {
            negative: false,
            limbs: Vec::new(),
        }
    }

    /// `value` as a `Big`.
    pub fn from_i128(value: i128) -> Big {
        let mut magnitude = value.unsigned_abs();
        let mut limbs = Vec::new();
        while magnitude > 0 {
            limbs.push(magnitude as u32);
            magnitude >>= 32;
        }
        Big {
            negative: value < 0,
            limbs,
        }
    }

    fn with_sign(negative: bool, limbs: Vec<u32>) -> Big {
        let limbs = trim(limbs);
        Big {
            negative: negative && !limbs.is_empty(),
            limbs,
        }
    }

    /// The sign, as an ordering against zero.
    pub fn signum(&self) -> Ordering {
        match (self.limbs.is_empty(), self.negative) {
            (true, _) => Ordering::Equal,
            (false, true) => Ordering::Less,
            (false, false) => Ordering::Greater,
        }
    }

    /// Compares absolute values.
    pub fn cmp_abs(&self, other: &Big) -> Ordering {
        cmp_magnitude(&self.limbs, &other.limbs)
    }
}

impl fmt::Display for Big {
    /// Decimal digits, with a leading `-` when negative.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Repeated short division by 10^9, collecting 9-digit groups from the lowest.
        let mut magnitude = self.limbs.clone();
        let mut groups: Vec<u32> = Vec::new();
        while !magnitude.is_empty() {
            let mut remainder = 0u64;
            for limb in magnitude.iter_mut().rev() {
                let value = (remainder << 32) | u64::from(*limb);
                *limb = (value / 1_000_000_000) as u32;
                remainder = value % 1_000_000_000;
            }
            groups.push(remainder as u32);
            magnitude = trim(magnitude);
        }
        let mut text = String::from(if self.negative { "-" } else { "" });
        match groups.split_last() {
            None => text.push('0'),
            Some((top, rest)) => {
                text.push_str(&top.to_string());
                for group in rest.iter().rev() {
                    text.push_str(&format!("{group:09}"));
                }
            }
        }
        f.pad(&text)
    }
}

impl Add for &Big {
    type Output = Big;
    fn add(self, other: &Big) -> Big {
        if self.negative == other.negative {
            return Big::with_sign(self.negative, add_magnitude(&self.limbs, &other.limbs));
        }
        match cmp_magnitude(&self.limbs, &other.limbs) {
            Ordering::Less => {
                Big::with_sign(other.negative, sub_magnitude(&other.limbs, &self.limbs))
            }
            _ => Big::with_sign(self.negative, sub_magnitude(&self.limbs, &other.limbs)),
        }
    }
}

impl Neg for &Big {
    type Output = Big;
    fn neg(self) -> Big {
        Big::with_sign(!self.negative, self.limbs.clone())
    }
}

impl Sub for &Big {
    type Output = Big;
    fn sub(self, other: &Big) -> Big {
        self + &-other
    }
}

impl Mul for &Big {
    type Output = Big;
    fn mul(self, other: &Big) -> Big {
        Big::with_sign(
            self.negative != other.negative,
            mul_magnitude(&self.limbs, &other.limbs),
        )
    }
}

/// The sign of `a + b sqrt(q)` for `q >= 0`.
pub fn sign_with_root(a: &Big, b: &Big, q: &Big) -> Ordering {
    let sign_a = a.signum();
    let sign_b = if q.signum() == Ordering::Equal {
        Ordering::Equal
    } else {
        b.signum()
    };
    if sign_b == Ordering::Equal {
        return sign_a;
    }
    if sign_a == Ordering::Equal || sign_a == sign_b {
        return sign_b;
    }
    match (a * a).cmp_abs(&(&(b * b) * q)) {
        Ordering::Greater => sign_a,
        Ordering::Less => sign_b,
        Ordering::Equal => Ordering::Equal,
    }
}

/// `one + x X + y Y + xy XY` with `X = sqrt(q1)`, `Y = sqrt(q2)` of some [`Roots`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Biquadratic {
    /// The rational part.
    pub one: Big,
    /// The coefficient of `X`.
    pub x: Big,
    /// The coefficient of `Y`.
    pub y: Big,
    /// The coefficient of `XY`.
    pub xy: Big,
}

impl Biquadratic {
    /// `one + x X`.
    pub fn in_x(one: Big, x: Big) -> Self {
        Biquadratic {
            one,
            x,
            y: Big::zero(),
            xy: Big::zero(),
        }
    }

    /// `one + y Y`.
    pub fn in_y(one: Big, y: Big) -> Self {
        Biquadratic {
            one,
            x: Big::zero(),
            y,
            xy: Big::zero(),
        }
    }

    /// The integer `value`.
    pub fn integer(value: i128) -> Self {
        Biquadratic::in_x(Big::from_i128(value), Big::zero())
    }

    /// The sum.
    pub fn add(&self, other: &Self) -> Self {
        Biquadratic {
            one: &self.one + &other.one,
            x: &self.x + &other.x,
            y: &self.y + &other.y,
            xy: &self.xy + &other.xy,
        }
    }

    /// The negation.
    pub fn neg(&self) -> Self {
        Biquadratic {
            one: -&self.one,
            x: -&self.x,
            y: -&self.y,
            xy: -&self.xy,
        }
    }

    /// The difference.
    pub fn sub(&self, other: &Self) -> Self {
        self.add(&other.neg())
    }
}

/// The two square roots `X = sqrt(q1)` and `Y = sqrt(q2)` (`q1, q2 >= 0`) numbers are taken over.
#[derive(Clone, Debug)]
pub struct Roots {
    /// `X^2`.
    pub q1: Big,
    /// `Y^2`.
    pub q2: Big,
}

impl Roots {
    /// The product, using `X^2 = q1`, `Y^2 = q2`.
    pub fn mul(&self, a: &Biquadratic, b: &Biquadratic) -> Biquadratic {
        let (q1, q2) = (&self.q1, &self.q2);
        let q12 = q1 * q2;
        let sum = |terms: &[Big]| terms.iter().fold(Big::zero(), |acc, t| &acc + t);
        Biquadratic {
            one: sum(&[
                &a.one * &b.one,
                &(&a.x * &b.x) * q1,
                &(&a.y * &b.y) * q2,
                &(&a.xy * &b.xy) * &q12,
            ]),
            x: sum(&[
                &a.one * &b.x,
                &a.x * &b.one,
                &(&(&a.y * &b.xy) + &(&a.xy * &b.y)) * q2,
            ]),
            y: sum(&[
                &a.one * &b.y,
                &a.y * &b.one,
                &(&(&a.x * &b.xy) + &(&a.xy * &b.x)) * q1,
            ]),
            xy: sum(&[&a.one * &b.xy, &a.xy * &b.one, &a.x * &b.y, &a.y * &b.x]),
        }
    }

    /// The sign of `e`, exactly.
    ///
    /// Writes `e = X A + B` with `A = x + xy Y` and `B = one + y Y`: when `A` and `B` do not have
    /// opposite signs that decides it; otherwise the larger of `|X A|` and `|B|` does, found by the
    /// sign of `q1 A^2 - B^2`, which is again of the form `a + b Y`.
    pub fn sign(&self, e: &Biquadratic) -> Ordering {
        let sign_b = sign_with_root(&e.one, &e.y, &self.q2);
        let sign_a = if self.q1.signum() == Ordering::Equal {
            Ordering::Equal
        } else {
            sign_with_root(&e.x, &e.xy, &self.q2)
        };
        if sign_a == Ordering::Equal {
            return sign_b;
        }
        if sign_b == Ordering::Equal || sign_a == sign_b {
            return sign_a;
        }
        let q1 = &self.q1;
        let q2 = &self.q2;
        let two = Big::from_i128(2);
        // q1 A^2 = q1 (x^2 + xy^2 q2) + 2 q1 x xy Y;  B^2 = one^2 + y^2 q2 + 2 one y Y.
        let a2_rational = &(&e.x * &e.x) + &(&(&e.xy * &e.xy) * q2);
        let b2_rational = &(&e.one * &e.one) + &(&(&e.y * &e.y) * q2);
        let rational = &(q1 * &a2_rational) - &b2_rational;
        let root = &(&(&two * q1) * &(&e.x * &e.xy)) - &(&two * &(&e.one * &e.y));
        match sign_with_root(&rational, &root, q2) {
            Ordering::Greater => sign_a,
            Ordering::Less => sign_b,
            Ordering::Equal => Ordering::Equal,
        }
    }
}

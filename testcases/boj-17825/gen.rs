//! Random input for BOJ 17825: `gen SEED` prints ten dice, each 1..=5, on one line.

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .expect("usage: gen SEED")
        .parse()
        .expect("SEED must be an integer");
    // xorshift64; mix the seed so that small seeds differ at once and 0 is allowed.
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x1782_5178_2517_8251;
    let dice: Vec<String> = (0..10)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 5 + 1).to_string()
        })
        .collect();
    println!("{}", dice.join(" "));
}

//! A small PNG reader for the tests (std only): 8-bit RGB or RGBA, not interlaced, as
//! Chromium's screenshots are; zlib's inflate (stored, fixed and dynamic Huffman blocks).

/// The pixels of a PNG, row by row, as RGB.
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub rgb: Vec<[u8; 3]>,
}

impl Image {
    pub fn at(&self, x: usize, y: usize) -> [u8; 3] {
        self.rgb[y * self.width + x]
    }
}

pub fn decode(png: &[u8]) -> Result<Image, String> {
    let body = png.strip_prefix(b"\x89PNG\r\n\x1a\n").ok_or("not a PNG")?;
    let (mut at, mut idat, mut header) = (0, Vec::new(), None);
    while at + 8 <= body.len() {
        let len = u32::from_be_bytes(body[at..at + 4].try_into().unwrap()) as usize;
        let kind = &body[at + 4..at + 8];
        let data = body.get(at + 8..at + 8 + len).ok_or("a cut chunk")?;
        match kind {
            b"IHDR" => header = Some(data.to_vec()),
            b"IDAT" => idat.extend_from_slice(data),
            _ => {}
        }
        at += 12 + len;
    }
    let h = header.ok_or("no IHDR")?;
    let width = u32::from_be_bytes(h[0..4].try_into().unwrap()) as usize;
    let height = u32::from_be_bytes(h[4..8].try_into().unwrap()) as usize;
    let channels = match (h[8], h[9], h[12]) {
        (8, 2, 0) => 3,
        (8, 6, 0) => 4,
        other => return Err(format!("unsupported depth/colour/interlace {other:?}")),
    };
    let raw = inflate(idat.get(2..).ok_or("no zlib header")?)?;
    let stride = width * channels;
    if raw.len() < height * (stride + 1) {
        return Err(format!("{} bytes for {width}x{height}", raw.len()));
    }
    let mut pixels = vec![0u8; height * stride];
    for y in 0..height {
        let filter = raw[y * (stride + 1)];
        for x in 0..stride {
            let v = raw[y * (stride + 1) + 1 + x];
            let a = if x >= channels {
                pixels[y * stride + x - channels]
            } else {
                0
            };
            let b = if y > 0 {
                pixels[(y - 1) * stride + x]
            } else {
                0
            };
            let c = if x >= channels && y > 0 {
                pixels[(y - 1) * stride + x - channels]
            } else {
                0
            };
            let predicted = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
                4 => {
                    let p = i16::from(a) + i16::from(b) - i16::from(c);
                    let (pa, pb, pc) = (
                        (p - i16::from(a)).abs(),
                        (p - i16::from(b)).abs(),
                        (p - i16::from(c)).abs(),
                    );
                    if pa <= pb && pa <= pc {
                        a
                    } else if pb <= pc {
                        b
                    } else {
                        c
                    }
                }
                f => return Err(format!("filter {f}")),
            };
            pixels[y * stride + x] = v.wrapping_add(predicted);
        }
    }
    let rgb = pixels
        .chunks(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    Ok(Image { width, height, rgb })
}

struct Bits<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bits<'_> {
    fn bit(&mut self) -> Result<u32, String> {
        let byte = *self
            .data
            .get(self.at / 8)
            .ok_or("inflate ran out of data")?;
        let bit = (byte >> (self.at % 8)) & 1;
        self.at += 1;
        Ok(u32::from(bit))
    }

    fn bits(&mut self, n: u32) -> Result<u32, String> {
        let mut v = 0;
        for i in 0..n {
            v |= self.bit()? << i;
        }
        Ok(v)
    }
}

/// A canonical Huffman code: (code length, symbol) lookups by walking lengths.
struct Huffman {
    counts: [u16; 16],
    symbols: Vec<u16>,
}

impl Huffman {
    fn new(lengths: &[u8]) -> Huffman {
        let mut counts = [0u16; 16];
        for &l in lengths {
            counts[usize::from(l)] += 1;
        }
        counts[0] = 0;
        let mut offsets = [0u16; 16];
        for i in 1..16 {
            offsets[i] = offsets[i - 1] + counts[i - 1];
        }
        let mut symbols = vec![0u16; lengths.len()];
        for (s, &l) in lengths.iter().enumerate() {
            if l != 0 {
                symbols[usize::from(offsets[usize::from(l)])] = s as u16;
                offsets[usize::from(l)] += 1;
            }
        }
        Huffman { counts, symbols }
    }

    fn decode(&self, bits: &mut Bits<'_>) -> Result<u16, String> {
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for len in 1..16 {
            code |= bits.bit()? as i32;
            let count = i32::from(self.counts[len]);
            if code - count < first {
                return Ok(self.symbols[(index + code - first) as usize]);
            }
            index += count;
            first += count;
            first <<= 1;
            code <<= 1;
        }
        Err("a bad Huffman code".into())
    }
}

const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

pub fn inflate(data: &[u8]) -> Result<Vec<u8>, String> {
    let mut bits = Bits { data, at: 0 };
    let mut out = Vec::new();
    loop {
        let last = bits.bit()?;
        match bits.bits(2)? {
            0 => {
                bits.at = bits.at.div_ceil(8) * 8;
                let at = bits.at / 8;
                let len = usize::from(u16::from_le_bytes([data[at], data[at + 1]]));
                out.extend_from_slice(data.get(at + 4..at + 4 + len).ok_or("a cut stored block")?);
                bits.at = (at + 4 + len) * 8;
            }
            kind @ (1 | 2) => {
                let (lit, dist) =
                    if kind == 1 {
                        let mut l = [8u8; 288];
                        l[144..256].fill(9);
                        l[256..280].fill(7);
                        (Huffman::new(&l), Huffman::new(&[5u8; 30]))
                    } else {
                        let hlit = bits.bits(5)? as usize + 257;
                        let hdist = bits.bits(5)? as usize + 1;
                        let hclen = bits.bits(4)? as usize + 4;
                        const ORDER: [usize; 19] = [
                            16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
                        ];
                        let mut cl = [0u8; 19];
                        for &i in ORDER.iter().take(hclen) {
                            cl[i] = bits.bits(3)? as u8;
                        }
                        let cl = Huffman::new(&cl);
                        let mut lengths = Vec::new();
                        while lengths.len() < hlit + hdist {
                            match cl.decode(&mut bits)? {
                                s @ 0..=15 => lengths.push(s as u8),
                                16 => {
                                    let prev = *lengths.last().ok_or("repeat of nothing")?;
                                    for _ in 0..3 + bits.bits(2)? {
                                        lengths.push(prev);
                                    }
                                }
                                17 => lengths
                                    .extend(std::iter::repeat_n(0, 3 + bits.bits(3)? as usize)),
                                _ => lengths
                                    .extend(std::iter::repeat_n(0, 11 + bits.bits(7)? as usize)),
                            }
                        }
                        (
                            Huffman::new(&lengths[..hlit]),
                            Huffman::new(&lengths[hlit..]),
                        )
                    };
                loop {
                    let sym = lit.decode(&mut bits)?;
                    match sym {
                        0..=255 => out.push(sym as u8),
                        256 => break,
                        _ => {
                            let i = usize::from(sym - 257);
                            let len = usize::from(*LENGTH_BASE.get(i).ok_or("bad length")?)
                                + bits.bits(u32::from(LENGTH_EXTRA[i]))? as usize;
                            let d = usize::from(dist.decode(&mut bits)?);
                            let back = usize::from(*DIST_BASE.get(d).ok_or("bad distance")?)
                                + bits.bits(u32::from(DIST_EXTRA[d]))? as usize;
                            let start = out.len().checked_sub(back).ok_or("distance too far")?;
                            for k in 0..len {
                                out.push(out[start + k]);
                            }
                        }
                    }
                }
            }
            _ => return Err("block type 3".into()),
        }
        if last == 1 {
            return Ok(out);
        }
    }
}

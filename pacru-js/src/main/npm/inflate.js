// Base64 of raw DEFLATE (RFC 1951) back to bytes, synchronously, in any JavaScript runtime: how
// pacru/sync (sync.js) carries pacru.wasm inside a JavaScript module, a third of the size of the
// bytes as plain base64 (pacru.wasm-inline.js, written by the build: org.pacru.js.build.WasmInline).
// Browsers decompress only asynchronously (DecompressionStream), and the package has no runtime
// dependency: this is a plain decoder after zlib's puff.c, with a look-up table for the short codes.

/** Bits of the code lengths of a dynamic block's code-length code, in the order they are stored. */
const ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
/** Lengths of the length symbols 257…285: their bases and extra bits. */
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
  195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
/** Distances of the distance symbols 0…29: their bases and extra bits. */
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/** Codes of up to this many bits are decoded by one look-up; longer ones bit by bit. */
const FAST_BITS = 9;

/**
 * A canonical Huffman code from its symbols' code lengths (0: unused): counts per length, symbols in
 * code order, and `fast`, indexed by the next FAST_BITS bits of the input, (symbol << 4) | length
 * for the codes of up to FAST_BITS bits (DEFLATE sends a code from its highest bit: the index is
 * the code reversed), 0 where the code is longer or unused.
 */
function huffman(lengths) {
  const counts = new Uint16Array(16);
  for (const length of lengths) {
    counts[length]++;
  }
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let length = 1; length < 16; length++) {
    offsets[length] = offsets[length - 1] + counts[length - 1];
  }
  const symbols = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    if (lengths[symbol] !== 0) {
      symbols[offsets[lengths[symbol]]++] = symbol;
    }
  }
  const fast = new Uint16Array(1 << FAST_BITS);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= FAST_BITS; length++) {
    for (let k = 0; k < counts[length]; k++, index++, code++) {
      let reversed = 0;
      for (let bit = 0; bit < length; bit++) {
        reversed |= ((code >> bit) & 1) << (length - 1 - bit);
      }
      for (let i = reversed; i < 1 << FAST_BITS; i += 1 << length) {
        fast[i] = (symbols[index] << 4) | length;
      }
    }
    code <<= 1;
  }
  return { counts, symbols, fast };
}

let fixed = null;

/** The fixed codes of RFC 1951 §3.2.6: literals/lengths and distances. */
function fixedCodes() {
  if (fixed === null) {
    const lengths = new Uint8Array(288);
    lengths.fill(8, 0, 144);
    lengths.fill(9, 144, 256);
    lengths.fill(7, 256, 280);
    lengths.fill(8, 280, 288);
    fixed = { literals: huffman(lengths), distances: huffman(new Uint8Array(30).fill(5)) };
  }
  return fixed;
}

/**
 * The bytes of `base64`, raw DEFLATE data, inflated: exactly `size` bytes, else an Error that says
 * what is wrong with the data (truncated, a bad block or code, a distance too far back, another size).
 */
export function inflateBase64(base64, size) {
  const text = atob(base64);
  const input = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    input[i] = text.charCodeAt(i);
  }
  const out = new Uint8Array(size);
  let at = 0;
  let written = 0;
  let buffer = 0;
  let count = 0;
  const fail = (why) => {
    throw new Error(`pacru: the embedded WebAssembly cannot be inflated: ${why} (at input byte ${at} of ${input.length})`);
  };
  const bits = (n) => {
    while (count < n) {
      if (at >= input.length) {
        fail("the data ends too soon");
      }
      buffer |= input[at++] << count;
      count += 8;
    }
    const value = buffer & ((1 << n) - 1);
    buffer >>>= n;
    count -= n;
    return value;
  };
  const decode = ({ counts, symbols, fast }) => {
    while (count < 24 && at < input.length) {
      buffer |= input[at++] << count;
      count += 8;
    }
    const entry = fast[buffer & ((1 << FAST_BITS) - 1)];
    if (entry !== 0 && (entry & 15) <= count) {
      buffer >>>= entry & 15;
      count -= entry & 15;
      return entry >> 4;
    }
    let code = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length < 16; length++) {
      code |= bits(1);
      const n = counts[length];
      if (code - first < n) {
        return symbols[index + code - first];
      }
      index += n;
      first = (first + n) << 1;
      code <<= 1;
    }
    return fail("a code that is not in the block's Huffman code");
  };
  const put = (byte) => {
    if (written >= size) {
      fail(`more than the ${size} bytes expected`);
    }
    out[written++] = byte;
  };
  let last = 0;
  while (last === 0) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      at -= count >> 3;     // a stored block starts at the next byte: give back the whole bytes read ahead
      buffer = 0;
      count = 0;
      if (at + 4 > input.length) {
        fail("the data ends too soon");
      }
      const length = input[at] | (input[at + 1] << 8);
      if ((length ^ 0xffff) !== (input[at + 2] | (input[at + 3] << 8))) {
        fail("a stored block's length and its complement differ");
      }
      at += 4;
      if (at + length > input.length) {
        fail("the data ends too soon");
      }
      for (let i = 0; i < length; i++) {
        put(input[at++]);
      }
      continue;
    }
    let literals;
    let distances;
    if (type === 1) {
      ({ literals, distances } = fixedCodes());
    } else if (type === 2) {
      const nLiterals = bits(5) + 257;
      const nDistances = bits(5) + 1;
      const nCodes = bits(4) + 4;
      if (nLiterals > 286 || nDistances > 30) {
        fail("a dynamic block with too many codes");
      }
      const codeLengths = new Uint8Array(19);
      for (let i = 0; i < nCodes; i++) {
        codeLengths[ORDER[i]] = bits(3);
      }
      const lengthCode = huffman(codeLengths);
      const lengths = new Uint8Array(nLiterals + nDistances);
      for (let i = 0; i < lengths.length;) {
        const symbol = decode(lengthCode);
        if (symbol < 16) {
          lengths[i++] = symbol;
          continue;
        }
        let repeat;
        let value = 0;
        if (symbol === 16) {
          if (i === 0) {
            fail("a repeated code length with none before it");
          }
          value = lengths[i - 1];
          repeat = 3 + bits(2);
        } else {
          repeat = symbol === 17 ? 3 + bits(3) : 11 + bits(7);
        }
        if (i + repeat > lengths.length) {
          fail("code lengths past the block's codes");
        }
        lengths.fill(value, i, i + repeat);
        i += repeat;
      }
      if (lengths[256] === 0) {
        fail("a dynamic block without an end-of-block code");
      }
      literals = huffman(lengths.subarray(0, nLiterals));
      distances = huffman(lengths.subarray(nLiterals));
    } else {
      fail("a block of the reserved type 3");
    }
    for (;;) {
      const symbol = decode(literals);
      if (symbol < 256) {
        put(symbol);
      } else if (symbol === 256) {
        break;
      } else {
        const s = symbol - 257;
        if (s >= 29) {
          fail(`the length symbol ${symbol}, which RFC 1951 does not define`);
        }
        const length = LENGTH_BASE[s] + bits(LENGTH_EXTRA[s]);
        const d = decode(distances);
        if (d >= 30) {
          fail(`the distance symbol ${d}, which RFC 1951 does not define`);
        }
        const distance = DISTANCE_BASE[d] + bits(DISTANCE_EXTRA[d]);
        if (distance > written) {
          fail(`a distance of ${distance} with ${written} bytes written`);
        }
        if (written + length > size) {
          fail(`more than the ${size} bytes expected`);
        }
        for (let i = 0; i < length; i++, written++) {
          out[written] = out[written - distance];
        }
      }
    }
  }
  if (written !== size) {
    fail(`${written} bytes, not the ${size} expected`);
  }
  return out;
}

/**
 * The id a lead event carries to every vendor, the same in every tab, after every reload and on
 * a server's copy of the event, so the platforms de-duplicate (Meta's `eventID`, the data layer's
 * `event_id`, Google Ads' `transaction_id`, TikTok's `event_id`): the lower-case hex SHA-256 of
 * `<lead id>:<event>` (decision record 0013, issue 39). The lead id is a key to the lead and never
 * goes to a vendor itself; its hash tells nothing of it. Synchronous, so the one tracking decision
 * stays a pure function (Web Crypto's digest is asynchronous).
 */
export type LeadEventName = 'lead_created' | 'application_completed' | 'application_rejected';

export function leadEventId(leadId: string, event: LeadEventName): string {
  return sha256HexSync(`${leadId}:${event}`);
}

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** A word of a table of 32-bit words (every index used here is inside it). */
const at = (words: Uint32Array, index: number) => words[index] ?? 0;

/** SHA-256 (FIPS 180-4) of the text's UTF-8 bytes, as lower-case hex. */
export function sha256HexSync(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, and its length in bits (64 bits, big-endian), in 64-byte blocks.
  const length = (((bytes.length + 8) >> 6) + 1) << 6;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  const hash = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  // The working variables a..h, kept as 32-bit words.
  const v = new Uint32Array(8);
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const w15 = at(w, i - 15);
      const w2 = at(w, i - 2);
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = at(w, i - 16) + s0 + at(w, i - 7) + s1;
    }
    v.set(hash);
    for (let i = 0; i < 64; i += 1) {
      const [a, b, c, d, e, f, g, h] = [0, 1, 2, 3, 4, 5, 6, 7].map((j) => at(v, j)) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const t1 = h + s1 + ((e & f) ^ (~e & g)) + at(K, i) + at(w, i);
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const t2 = s0 + ((a & b) ^ (a & c) ^ (b & c));
      v.set([t1 + t2, a, b, c, d + t1, e, f, g].map((word) => word >>> 0));
    }
    for (let i = 0; i < 8; i += 1) hash[i] = at(hash, i) + at(v, i);
  }
  return Array.from(hash, (word) => word.toString(16).padStart(8, '0')).join('');
}

import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { leadEventId, sha256HexSync } from './conversion-id';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the lead event id', () => {
  test('is SHA-256, as a server computes it, for texts of every length around a block', () => {
    expect(sha256HexSync('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(sha256HexSync('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (const size of [1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = 'é'.repeat(size).slice(0, size);
      expect(sha256HexSync(text), `${size}`).toBe(nodeSha256(text));
    }
  });

  test('is the hash of the lead id and the event: stable, one per event, the id not in it', () => {
    const leadId = '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e';
    const id = leadEventId(leadId, 'application_completed');
    expect(id).toBe(nodeSha256(`${leadId}:application_completed`));
    expect(leadEventId(leadId, 'application_completed')).toBe(id);
    expect(leadEventId(leadId, 'lead_created')).not.toBe(id);
    expect(leadEventId('another-lead', 'application_completed')).not.toBe(id);
    expect(id).not.toContain(leadId);
  });
});

import { createHmac, createHash } from 'node:crypto';
import { hmacSha256Hex, sha256 } from './hmac-sha256';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('the sandbox signature (HMAC-SHA256) agrees with a standard library', () => {
  it.each([
    ['', ''],
    ['whsec_abc', '1700000000.{"a":1}'],
    ['k'.repeat(100), 'x'.repeat(200)],
    ['whsec_ünïcode', `1700000000.${JSON.stringify({ name: 'Zoë — 東京' }, null, 2)}`],
    ['a'.repeat(64), 'b'.repeat(55)],
    ['a'.repeat(65), 'b'.repeat(56)],
  ])('key of %#', (key, message) => {
    expect(hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
    expect(hex(sha256(new TextEncoder().encode(message)))).toBe(createHash('sha256').update(message).digest('hex'));
  });
});

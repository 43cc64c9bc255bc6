import { describe, expect, it } from 'vitest';
import { maskSecret, SECRET_VISIBLE_CHARS } from './format.secret';

describe('maskSecret', () => {
  it('never shows a secret whole', () => {
    for (const secret of [
      'a',
      'ck_123',
      'shpat_0123456789abcdef',
      'x'.repeat(SECRET_VISIBLE_CHARS * 3 + 1),
    ]) {
      expect(maskSecret(secret)).not.toBe(secret);
      expect(maskSecret(secret)).not.toContain(secret);
    }
  });
  it('keeps at most the last four characters of a long secret, and hides a short one entirely', () => {
    expect(maskSecret('shpat_0123456789abcdef')).toBe('••••••••cdef');
    expect(maskSecret('ck_12345678')).toBe('••••••••5678');
    expect(maskSecret('x'.repeat(SECRET_VISIBLE_CHARS * 2))).toBe('••••••••');
  });
  it('shows nothing for a missing secret', () => {
    expect(maskSecret(null)).toBe('');
    expect(maskSecret(undefined)).toBe('');
    expect(maskSecret('')).toBe('');
  });
});

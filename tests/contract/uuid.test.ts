import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidv7 } from '../../contract/uuid';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID carrying the millisecond timestamp', () => {
    const at = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(UUID_PATTERN.test(id)).toBe(true);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts in creation order, also within one millisecond', () => {
    const ids = Array.from({ length: 2000 }, () => uuidv7());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

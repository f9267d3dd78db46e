import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listedTestFiles } from '../../scripts/lib/listed-test-files';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe("the second engine's test files (scripts/lib/listed-test-files.ts)", () => {
  it('expands a folder to its test files, keeps a named file, and leaves out the skipped ones', () => {
    const files = listedTestFiles(ROOT, ['tests/server/auth/', 'tests/server/health.test.ts'], ['tests/server/auth/seed-and-cli.test.ts']);
    expect(files).toContain('tests/server/auth/register.test.ts');
    expect(files).toContain('tests/server/health.test.ts');
    expect(files).not.toContain('tests/server/auth/seed-and-cli.test.ts');
    expect(files.every((file) => file.endsWith('.test.ts'))).toBe(true);
    expect(files).toEqual([...files].sort());
  });
});

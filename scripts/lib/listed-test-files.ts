import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files a list names, each folder (an entry ending in `/`) expanded to the `.test.ts` files under
 * it, less the files `skip` names, sorted. Vitest's `--exclude` does not reach files its projects
 * include, so a step that runs part of a folder is given the files themselves.
 */
export function listedTestFiles(root: string, entries: readonly string[], skip: readonly string[]): string[] {
  const skipped = new Set(skip);
  const files = entries.flatMap((entry) =>
    entry.endsWith('/')
      ? readdirSync(path.join(root, entry), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.test.ts'))
          .map((file) => path.posix.join(entry, file.split(path.sep).join('/')))
      : [entry],
  );
  return [...new Set(files)].filter((file) => !skipped.has(file)).sort();
}

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries are enforced by the project's own lint configuration: each case is a file that
 * could be added to the tree, linted where it would live, against the real modules around it.
 */
const eslint = new ESLint();

async function moduleProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/server-modules').map((message) => message.message);
}

describe('server module boundaries (ESLint local/server-modules)', () => {
  it('reports an import of another module’s internal file', async () => {
    const problems = await moduleProblems(
      'server/modules/exam/boundary-fixture.ts',
      "import { listFormations } from '../catalogue/formations-service';\nexport const read = listFormations;\n",
    );
    expect(problems).toEqual([expect.stringContaining("'../catalogue/formations-service' is an internal file of the catalogue module")]);
  });

  it('accepts the same through the module’s public.ts, and the shared libraries', async () => {
    const code =
      "import { listFormations } from '../catalogue/public';\nimport { requestLanguage } from '../../lib/http/accept-language';\nexport const uses = [listFormations, requestLanguage];\n";
    expect(await moduleProblems('server/modules/exam/boundary-fixture.ts', code)).toEqual([]);
  });

  it('reports a two-way import between modules, even through public.ts', async () => {
    // The exam module already imports the catalogue's public.ts: the catalogue must not import back.
    const problems = await moduleProblems('server/modules/catalogue/boundary-fixture.ts', "export { examRoutes } from '../exam/public';\n");
    expect(problems).toEqual([
      expect.stringMatching(/^The catalogue and exam modules would import each other \(server\/modules\/exam\/.+ imports catalogue\)/),
    ]);
  });

  it('lets only the sync registry import the modules’ sync entities', async () => {
    const code = "import { progressSyncEntity } from '../study/progress-sync-entity';\nexport const entities = [progressSyncEntity];\n";
    expect(await moduleProblems('server/modules/sync/streams.ts', code)).toEqual([]);
    expect(await moduleProblems('server/modules/sync/boundary-fixture.ts', code)).toEqual([
      expect.stringContaining("'../study/progress-sync-entity' is an internal file of the study module"),
    ]);
    expect(await moduleProblems('server/modules/payments/boundary-fixture.ts', code)).toEqual([
      expect.stringContaining('internal file of the study module'),
    ]);
  });

  it('reports dynamic imports and re-exports too', async () => {
    const code = "export * from '../auth/user-store';\nexport const later = () => import('../media/thumbnails');\n";
    expect(await moduleProblems('server/modules/users/boundary-fixture.ts', code)).toEqual([
      expect.stringContaining('internal file of the auth module'),
      expect.stringContaining('internal file of the media module'),
    ]);
  });
});

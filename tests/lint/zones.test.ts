import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer-rule messages ESLint gives a planted file at `filePath` (the file need not exist). */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the lint zones fail on a planted violation', () => {
  it.each([
    ['a component importing a feature', 'src/client/components/ui/planted.tsx', "import { useDraft } from '../../features/analysis/draft-provider';\nexport const x = useDraft;\n", /Components are generic/],
    ['a feature importing another feature', 'src/client/features/auth/planted.ts', "import { analysesApi } from '../analysis/api';\nexport const x = analysesApi;\n", /Features do not import each other/],
    ['the other feature importing back', 'src/client/features/analysis/planted.ts', "import { authApi } from '../auth/api';\nexport const x = authApi;\n", /Features do not import each other/],
    ['the server reaching past the engine’s index', 'src/server/planted.ts', "import type { Understanding } from '../engine/types';\nexport type X = Understanding;\n", /only through src\/engine\/index\.ts/],
    ['product code importing the evaluation', 'src/server/planted.ts', "import { loadSplit } from '../../eval/load';\nexport const x = loadSplit;\n", /never imports the evaluation/],
    ['the client importing the engine', 'src/client/lib/planted.ts', "import type { Understanding } from '../../engine';\nexport type X = Understanding;\n", /over HTTP only/],
  ])('%s', async (_name, filePath, code, message) => {
    const errors = await zoneErrors(filePath, code);
    expect(errors.length, errors.join('\n')).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  }, 60_000);

  it('and pass what the layers allow', async () => {
    expect(await zoneErrors('src/server/planted.ts', "import type { Understanding } from '../engine';\nexport type X = Understanding;\n")).toEqual([]);
    expect(await zoneErrors('src/client/features/auth/planted.ts', "import { api } from '../../lib/api-client';\nimport { Button } from '../../components/ui/button';\nexport const x = [api, Button];\n")).toEqual([]);
  }, 60_000);
});

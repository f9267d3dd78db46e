// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The boundaries between the server's modules (docs/architecture.md, "Import rules"):
 *
 * - a module uses another only through the one file that module exposes to others, `public.ts`;
 * - the sync registry (`sync/streams.ts`) alone may also import the modules' sync entities and streams;
 * - two modules never import each other (one direction between any two), whichever files they use.
 *
 * A module is a folder directly under `server/modules`. The second rule needs the other module's
 * imports: its files are read once per lint run.
 */

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;

/** @param {string} file @param {string} modulesDir the module a file belongs to, or null (outside, or the modules' own index) */
function moduleOf(file, modulesDir) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** @param {string} dir */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) files.push(full);
  }
  return files;
}

/** @type {Map<string, Map<string, string>>} per module folder: the modules it imports, each with one file that does */
const importsOfModule = new Map();

/** @param {string} modulesDir @param {string} name */
function modulesImportedBy(modulesDir, name) {
  const dir = path.join(modulesDir, name);
  let found = importsOfModule.get(dir);
  if (found) return found;
  found = new Map();
  let files = [];
  try {
    files = sourceFiles(dir);
  } catch {
    files = [];
  }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const target = moduleOf(path.resolve(path.dirname(file), match[1] ?? ''), modulesDir);
      if (target && target !== name && !found.has(target)) found.set(target, file);
    }
  }
  importsOfModule.set(dir, found);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
const serverModules = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules use each other only through public.ts, in one direction.' },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          registry: { type: 'string' },
          registryMayImport: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' is an internal file of the {{target}} module: import what it exposes from '{{target}}/public.ts' (or add it there).",
      twoWay:
        'The {{module}} and {{target}} modules would import each other ({{other}} imports {{module}}): keep one direction, and move what both need to server/lib.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const cwd = context.cwd;
    const modulesDir = path.resolve(cwd, options.modulesDir ?? 'server/modules');
    const registry = path.resolve(modulesDir, options.registry ?? 'sync/streams.ts');
    const registryMayImport = new RegExp(options.registryMayImport ?? '-sync-entit(y|ies)(\\.ts)?$|-stream(\\.ts)?$');
    const file = path.resolve(cwd, context.filename);
    const module = moduleOf(file, modulesDir);
    if (!module) return {};

    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), value);
      const target = moduleOf(resolved, modulesDir);
      if (!target || target === module) return;
      const inside = path.relative(path.join(modulesDir, target), resolved).split(path.sep).join('/');
      const isPublic = /^public(\.ts)?$/.test(inside);
      const isRegistryEntry = file === registry && registryMayImport.test(inside);
      if (!isPublic && !isRegistryEntry) {
        context.report({ node, messageId: 'internal', data: { source: value, target } });
      }
      const back = modulesImportedBy(modulesDir, target).get(module);
      if (back) {
        context.report({ node, messageId: 'twoWay', data: { module, target, other: path.relative(cwd, back).split(path.sep).join('/') } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'server-modules': serverModules } };

/**
 * A small translation engine: namespaced JSON resources, `{{name}}` interpolation and plural keys
 * (`key_zero` for 0, else the form Intl.PluralRules picks — `key_one`, `key_few`, …; a missing form
 * falls back to `key_other`, then `key`). It replaces i18next, whose 19 KB (gzipped,
 * with its React binding) did not fit the first-visit budget of DESIGN.md.
 */

export type Resources = Record<string, unknown>;

export interface TranslateOptions {
  /** Namespace(s) to look the key up in, when the key has no `ns:` prefix. */
  ns?: string | readonly string[];
  /** Picks the plural form; also available as `{{count}}`. Pass a number: a formatted string is
   * read back as a number where it can be (Western digits), else takes the `other` form. */
  count?: number | string;
  /** Ignored (i18next's option, still passed by `errorKeyOptions`): keys are always tried whole first, then as a dotted path. */
  keySeparator?: false | string;
  [variable: string]: unknown;
}

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Finds `key` in `resources`: whole first (error codes contain dots), then as a dotted path. */
export function lookup(resources: Resources | undefined, key: string): unknown {
  if (!resources) return undefined;
  if (Object.hasOwn(resources, key)) return resources[key];
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Resources)[part];
  }
  return node;
}

export function interpolate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  private readonly bundles = new Map<string, Map<string, Resources>>();
  private readonly listeners = new Set<() => void>();
  private pluralRules = new Intl.PluralRules('en');

  constructor(
    public language: string,
    private readonly fallbackLanguage: string,
    private readonly defaultNamespace: string,
  ) {}

  hasNamespace(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  namespaces(language: string): string[] {
    return [...(this.bundles.get(language)?.keys() ?? [])];
  }

  addNamespace(language: string, namespace: string, resources: Resources): void {
    let byNamespace = this.bundles.get(language);
    if (!byNamespace) this.bundles.set(language, (byNamespace = new Map()));
    byNamespace.set(namespace, resources);
    this.emit();
  }

  setLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.pluralRules = new Intl.PluralRules(language);
    this.emit();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Translates `key` (`ns:key` or a key of `options.ns`); an unknown key comes back as itself. */
  t(key: string, options: TranslateOptions = {}, defaultNamespaces: readonly string[] = [this.defaultNamespace]): string {
    const separator = key.indexOf(':');
    const namespaces =
      separator > 0 ? [key.slice(0, separator)] : options.ns === undefined ? defaultNamespaces : ([] as string[]).concat(options.ns);
    const bareKey = separator > 0 ? key.slice(separator + 1) : key;
    const candidates = this.candidateKeys(bareKey, options.count);
    for (const language of [this.language, this.fallbackLanguage]) {
      for (const namespace of namespaces) {
        const resources = this.bundles.get(language)?.get(namespace);
        for (const candidate of candidates) {
          const value = lookup(resources, candidate);
          if (typeof value === 'string') return interpolate(value, options);
        }
      }
    }
    return bareKey;
  }

  private candidateKeys(key: string, rawCount: number | string | undefined): string[] {
    if (rawCount === undefined) return [key];
    const count = typeof rawCount === 'number' ? rawCount : Number(rawCount.replace(/[\s,\u00a0\u202f]/g, ''));
    const form = Number.isNaN(count) ? 'other' : count === 0 ? 'zero' : this.pluralRules.select(count);
    const forms = [form, 'other'].filter((f): f is (typeof PLURAL_SUFFIXES)[number] => PLURAL_SUFFIXES.includes(f as never));
    return [...forms.map((f) => `${key}_${f}`), key];
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

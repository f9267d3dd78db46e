/**
 * Locale files write the plural forms a translator needs (`_one`, `_other`; Arabic all six), but CLDR
 * gives some languages forms the files leave out — French has `many` for a million. i18next then shows
 * the key; the academy shows the `other` form instead, so every form of the language is filled from it
 * when a namespace is loaded (browser and server alike).
 */
type Resources = { [key: string]: unknown };

const categoriesByLanguage = new Map<string, readonly string[]>();

function categoriesOf(language: string): readonly string[] {
  let categories = categoriesByLanguage.get(language);
  if (!categories) {
    categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    categoriesByLanguage.set(language, categories);
  }
  return categories;
}

export function withAllPluralForms<T extends Resources>(resources: T, language: string): T {
  const categories = categoriesOf(language);
  const filled: Resources = {};
  for (const [key, value] of Object.entries(resources)) {
    filled[key] = value !== null && typeof value === 'object' ? withAllPluralForms(value as Resources, language) : value;
  }
  for (const [key, value] of Object.entries(resources)) {
    if (!key.endsWith('_other') || typeof value !== 'string') continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories) if (!(`${base}_${category}` in filled)) filled[`${base}_${category}`] = value;
  }
  return filled as T;
}

import { describe, expect, it } from 'vitest';
import { detectLanguage, normaliseArabic, stem, terms } from '../../../contract/chat-search/text-analysis';

describe('the guide’s text analysis', () => {
  it('normalises Arabic: diacritics, tatweel, alef and ya forms, ta marbuta, Arabic-Indic digits', () => {
    expect(normaliseArabic('النَّحْلُ')).toBe('النحل');
    expect(normaliseArabic('النحـــل')).toBe('النحل');
    expect(normaliseArabic('أإآٱ')).toBe('اااا');
    expect(normaliseArabic('مستشفى')).toBe('مستشفي');
    expect(normaliseArabic('تربية')).toBe('تربيه');
    expect(normaliseArabic('٢٠٢٦')).toBe('2026');
  });

  it('gives the same terms to the forms a learner may type', () => {
    expect(terms('تَرْبِيَةُ النَّحْلِ', 'ar')).toEqual(terms('تربيه النحل', 'ar'));
    expect(terms('النحل', 'ar')).toEqual(terms('نحل', 'ar'));
    expect(terms('abeilles', 'fr')).toEqual(terms('abeille', 'fr'));
    expect(terms('Récolte', 'fr')).toEqual(terms('recolte', 'fr'));
    expect(terms('hives', 'en')).toEqual(terms('hive', 'en'));
    expect(terms('How do I start the', 'en')).toEqual([]);
  });

  it('detects the question’s language, falling back to the interface’s when unclear', () => {
    expect(detectLanguage('كيف أبدأ تربية النحل؟', 'en')).toBe('ar');
    expect(detectLanguage('ما هو varroa', 'fr')).toBe('ar');
    expect(detectLanguage('Comment récolter le miel ?', 'en')).toBe('fr');
    expect(detectLanguage('How do I harvest honey?', 'fr')).toBe('en');
    expect(detectLanguage('varroa', 'fr')).toBe('fr');
    expect(detectLanguage('varroa', 'ar')).toBe('en');
    expect(detectLanguage('???', 'ar')).toBe('ar');
  });

  it('brings Arabic verb and noun forms to one stem: person and tense markers, the article with its particles, pronouns, plurals', () => {
    const one = (words: string[]) => new Set(words.map((word) => terms(word, 'ar')[0]));
    expect(one(['أسقي', 'يسقي', 'نسقي', 'تسقي', 'سنسقي', 'السقي', 'سقي', 'بالسقي'])).toEqual(new Set(['سقي']));
    expect(one(['التنقيط', 'بالتنقيط', 'والتنقيط', 'تنقيط'])).toEqual(new Set(['تنقيط']));
    expect(one(['النقاطات', 'نقاطاته', 'نقاطات'])).toEqual(new Set(['نقاط']));
    expect(one(['خلية', 'الخلية', 'خليتها', 'خليته'])).toEqual(new Set(['خلي']));
    expect(one(['شمسيًا', 'الشمسية', 'شمسي'])).toEqual(new Set(['شمس']));
    // Never below three letters: short words keep their root.
    expect(stem('نحل', 'ar')).toBe('نحل');
    expect(stem('بذر', 'ar')).toBe('بذر');
    expect(stem('لبن', 'ar')).toBe('لبن');
    expect(stem('ماء', 'ar')).toBe('ماء');
    expect(terms('وكيف فهل', 'ar')).toEqual([]);
  });

  it('folds French accents, elisions and plurals, and meets a verb with its noun ("irriguer", "irrigation")', () => {
    expect(terms("l'irrigation d'été qu'il faut", 'fr')).toEqual(terms('irrigation ete', 'fr'));
    expect(terms('irriguer', 'fr')).toEqual(terms('irrigation', 'fr'));
    expect(terms('arroser', 'fr')).toEqual(terms('arrosage', 'fr'));
    expect(terms('récoltes', 'fr')).toEqual(terms('récolter', 'fr'));
    expect(terms('goutteurs', 'fr')).toEqual(terms('goutte', 'fr'));
  });

  it('stems English lightly: plurals, -ing, -ed, -ation, doubled consonants, -ize as -ise', () => {
    const same = (a: string, b: string) => expect(terms(a, 'en')).toEqual(terms(b, 'en'));
    same('watering', 'water');
    same('irrigating', 'irrigation');
    same('clogging', 'clogged');
    same('varieties', 'variety');
    same('fertilizer', 'fertiliser');
    same('bees', 'bee');
  });

  it('reads Darija in Latin letters (Arabizi) as Arabic, not French or English', () => {
    expect(detectLanguage('kifach nsqi tomatich', 'fr')).toBe('ar');
    expect(detectLanguage('n7al dyali mrad', 'en')).toBe('ar');
    expect(detectLanguage('Combien de P2O5 pour 2ha ?', 'en')).toBe('fr');
    expect(detectLanguage('How many m3 per day for 5kw?', 'fr')).toBe('en');
    expect(detectLanguage('les goutteurs dyali tsdo chno ndir?', 'fr')).toBe('ar');
    expect(detectLanguage('Comment obtenir la norme iso9001 pour ma ferme ?', 'en')).toBe('fr');
  });
});

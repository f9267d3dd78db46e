import { describe, expect, it } from 'vitest';
import { detectLanguage, normaliseArabic, terms } from '../../../server/modules/chat/text-analysis';

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
});

import { describe, expect, it } from 'vitest';
import { arabiziSpellings } from '../../../contract/chat-search/arabizi';
import { toStandardArabic } from '../../../contract/chat-search/dialect';
import { DARIJA } from '../../../contract/chat-search/darija-lexicon';
import { terms } from '../../../contract/chat-search/text-analysis';

/** A small index vocabulary: the lessons' Standard words the examples need. */
const VOCABULARY = new Set(terms('الري بالتنقيط السقي الطماطم مضخة البئر النحل العسل الخلية الألواح الشمسية ساعة', 'ar'));
const known = (term: string) => VOCABULARY.has(term);
const standard = (question: string) => terms(toStandardArabic(question, known), 'ar');

describe('Darija and Arabizi questions', () => {
  it('every lexicon entry cites its source and maps to Standard words', () => {
    for (const entry of DARIJA) {
      expect(entry.source.length, JSON.stringify(entry)).toBeGreaterThan(5);
      expect((entry.ar?.length ?? 0) + (entry.latin?.length ?? 0)).toBeGreaterThan(0);
      expect(entry.msa).not.toMatch(/[a-z]/i);
    }
  });

  it('brings Darija in Arabic letters to the lessons’ words', () => {
    expect(standard('كيفاش نسقي الطوماطيش بالكوت كوت؟')).toEqual(terms('أسقي الطماطم التنقيط', 'ar'));
    expect(standard('بغيت نركب بومبة فالبير')).toEqual(terms('أريد تركيب مضخة في البئر', 'ar'));
    expect(standard('قطرة قطرة')).toEqual(terms('التنقيط', 'ar'));
    // A Standard word the index knows stays as it is.
    expect(standard('كيف أسقي الطماطم بالتنقيط؟')).toEqual(terms('كيف أسقي الطماطم بالتنقيط', 'ar'));
  });

  it('reads Arabizi: the lexicon first, then the spelling the index knows', () => {
    expect(standard('kifach nsqi tomatich b goutte a goutte')).toEqual(terms('أسقي الطماطم التنقيط', 'ar'));
    expect(standard('n7al dyali')).toEqual(terms('النحل', 'ar'));
    expect(standard('imta njni l3sel')).toEqual(terms('متى جني العسل', 'ar'));
    expect(arabiziSpellings('n7al')).toContain('نحل');
    expect(arabiziSpellings('3sel')[0]).toBe('عسل');
    expect(arabiziSpellings('ttrab')).toContain('التراب');
  });

  it('strips Darija negation and tense markers when the index knows the verb', () => {
    const vocabulary = new Set([...VOCABULARY, ...terms('يخسر', 'ar')]);
    expect(
      terms(
        toStandardArabic('مانخسرش', (term) => vocabulary.has(term)),
        'ar',
      ),
    ).toEqual(terms('يخسر', 'ar'));
    expect(terms(toStandardArabic('كنسقي', known), 'ar')).toEqual(terms('السقي', 'ar'));
  });
});

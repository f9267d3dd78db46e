import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVELS, TOPICS, type Level, type Topic } from '../../../../contract/catalogue-terms';
import { oneOf } from '../../../../contract/one-of';
import { Button } from '../../../ui/button';

export interface CatalogueFilterValues {
  q: string;
  topic: Topic | null;
  level: Level | null;
}

interface CatalogueFiltersProps {
  values: CatalogueFilterValues;
  onChange: (values: CatalogueFilterValues) => void;
}

/** Search as you type plus topic and level; every change re-reads the local mirror, so it works offline. */
export function CatalogueFilters({ values, onChange }: CatalogueFiltersProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  const topic = useRef<HTMLSelectElement>(null);
  const level = useRef<HTMLSelectElement>(null);
  // What the visitor typed or chose in the server's filters while the app was on its way becomes their
  // search. React leaves it on screen while it hydrates, but its next render would put the address's
  // values back (react#26974), and the list would never have been filtered.
  const applyTyped = useEffectEvent(() => {
    const typed: CatalogueFilterValues = {
      q: search.current?.value ?? values.q,
      topic: topic.current ? oneOf(topic.current.value, TOPICS) : values.topic,
      level: level.current ? oneOf(level.current.value, LEVELS) : values.level,
    };
    if (typed.q !== values.q || typed.topic !== values.topic || typed.level !== values.level) onChange(typed);
  });
  // After the commit, not in it: the router accepts a navigation only once its own effects have run.
  // React runs these effects before it renders again, so the fields still hold what was typed.
  useEffect(() => {
    applyTyped();
  }, []);
  const active = values.q !== '' || values.topic !== null || values.level !== null;
  return (
    <form role="search" aria-label={t('list.filtersLabel')} className="catalogue-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="catalogue-filters__search field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('list.search')}
        </label>
        <input
          ref={search}
          id={`${id}-q`}
          className="field__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          aria-describedby={`${id}-q-hint`}
          value={values.q}
          onChange={(event) => onChange({ ...values, q: event.target.value })}
        />
        <p className="field__hint" id={`${id}-q-hint`}>
          {t('list.searchHint')}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-topic`}>
          {t('list.topic')}
        </label>
        <select
          ref={topic}
          id={`${id}-topic`}
          className="field__input"
          value={values.topic ?? ''}
          onChange={(event) => onChange({ ...values, topic: (event.target.value || null) as Topic | null })}
        >
          <option value="">{t('list.allTopics')}</option>
          {TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-level`}>
          {t('list.level')}
        </label>
        <select
          ref={level}
          id={`${id}-level`}
          className="field__input"
          value={values.level ?? ''}
          onChange={(event) => onChange({ ...values, level: (event.target.value || null) as Level | null })}
        >
          <option value="">{t('list.allLevels')}</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`levels.${level}`)}
            </option>
          ))}
        </select>
      </div>
      {active ? (
        <Button variant="ghost" className="catalogue-filters__clear" onClick={() => onChange({ q: '', topic: null, level: null })}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </form>
  );
}

export interface ContentSection {
  heading: string;
  text?: string;
  items?: Record<string, string>;
}

interface ContentSectionsProps {
  sections: Record<string, ContentSection>;
  /** Numbered steps (help page) instead of bullets. */
  ordered?: boolean;
}

/** Headings, paragraphs and lists of a long site page, in the order the locale file gives them. */
export function ContentSections({ sections, ordered = false }: ContentSectionsProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      {Object.entries(sections).map(([id, section]) => (
        <section key={id} className="site-section" aria-labelledby={`section-${id}`}>
          <h2 id={`section-${id}`} className="site-section__heading">
            {section.heading}
          </h2>
          {section.text ? <p>{section.text}</p> : null}
          {section.items ? (
            <List className="site-section__list">
              {Object.entries(section.items).map(([key, item]) => (
                <li key={key}>{item}</li>
              ))}
            </List>
          ) : null}
        </section>
      ))}
    </>
  );
}

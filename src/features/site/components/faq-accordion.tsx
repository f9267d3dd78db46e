import { useId, useRef, useState, type KeyboardEvent } from 'react';

export interface FaqGroup {
  id: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

/**
 * The WAI-ARIA accordion pattern: each question is a real button in a heading, with aria-expanded
 * and aria-controls, so Enter and Space open it. Up and Down arrows move between questions, Home
 * and End jump to the first and last. Several answers may stay open at once.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const container = useRef<HTMLDivElement>(null);

  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(container.current?.querySelectorAll<HTMLButtonElement>('.faq__question') ?? []);
    const index = buttons.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown'
        ? buttons[(index + 1) % buttons.length]
        : event.key === 'ArrowUp'
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons[buttons.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div className="faq" ref={container}>
      {groups.map((group) => (
        <section key={group.id} className="faq__group" aria-labelledby={`${baseId}-${group.id}`}>
          <h2 id={`${baseId}-${group.id}`} className="faq__group-title">
            {group.title}
          </h2>
          {group.items.map((item) => {
            const key = `${group.id}-${item.id}`;
            const expanded = open.has(key);
            const buttonId = `${baseId}-${key}-button`;
            const panelId = `${baseId}-${key}-panel`;
            return (
              <div key={key} className="faq__item">
                <h3 className="faq__heading">
                  <button
                    id={buttonId}
                    type="button"
                    className="faq__question"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(key)}
                    onKeyDown={onKeyDown}
                  >
                    <span>{item.question}</span>
                    <span className="faq__icon" aria-hidden="true" />
                  </button>
                </h3>
                <div id={panelId} className="faq__answer" hidden={!expanded}>
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}

import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface EditorTab<K extends string> {
  key: K;
  label: string;
}

interface EditorTabsProps<K extends string> {
  label: string;
  tabs: readonly EditorTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
  /** Every panel stays mounted (hidden when not selected), so text typed in one tab survives a visit to another. */
  panels: Record<K, ReactNode>;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs (mirrored in right-to-left pages), Home/End
 * jump to the ends, and the panel is named by its tab.
 */
export function EditorTabs<K extends string>({ label, tabs, selected, onSelect, idPrefix, panels }: EditorTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight'];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next ?? 0]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="editor-tabs" ref={list}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.key}`}
          aria-labelledby={`${idPrefix}-tab-${tab.key}`}
          hidden={tab.key !== selected}
        >
          {panels[tab.key]}
        </div>
      ))}
    </>
  );
}

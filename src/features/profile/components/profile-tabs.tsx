import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<TId extends string> {
  id: TId;
  label: string;
  disabled?: boolean;
}

interface ProfileTabsProps<TId extends string> {
  label: string;
  tabs: readonly TabItem<TId>[];
  active: TId;
  onSelect: (id: TId) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move between enabled tabs (mirrored in right-to-left
 * pages, where the next tab is on the left), Home and End jump to the ends.
 */
export function ProfileTabs<TId extends string>({ label, tabs, active, onSelect, children }: ProfileTabsProps<TId>) {
  const baseId = useId();
  const buttons = useRef(new Map<TId, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = enabled.findIndex((tab) => tab.id === active);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: TabItem<TId> | undefined;
    if (step) next = enabled[(index + step + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className="profile-tabs">
      {/* Roving focus: the tabs are the focusable controls; their arrow keys bubble up to this list. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="profile-tabs__list" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel`}
            aria-selected={tab.id === active}
            aria-disabled={tab.disabled || undefined}
            tabIndex={tab.id === active ? 0 : -1}
            className="profile-tabs__tab"
            onClick={() => !tab.disabled && onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} className="profile-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}

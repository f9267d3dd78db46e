import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's options (SPEC §2): a menu button with one item, "Clear chat". */
export function OptionsMenu({ onClear }: { onClear(): void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) item.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape' || event.key === 'Tab') {
      // Escape closes the menu only, not the whole window.
      event.stopPropagation();
      if (event.key === 'Escape') event.preventDefault();
      close();
    }
  };

  return (
    // Escape from the menu button or any item closes the menu: delegated from the real buttons inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="chat-options" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="chat-window__icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('options')}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" className="chat-options__menu" aria-label={t('options')}>
          <li role="none">
            <button
              ref={item}
              type="button"
              role="menuitem"
              className="chat-options__item"
              onClick={() => {
                close();
                onClear();
              }}
            >
              {t('clear')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

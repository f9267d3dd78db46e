import { useRef, useState, type ReactNode } from 'react';
import { isolate } from '../../../lib/bidi';
import { useTranslation } from 'react-i18next';

interface ReorderListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The item's name in the interface language, for the buttons' labels and the announcement. */
  nameOf: (item: T) => string;
  /** Sends the new order (every id, first to last); the list shows it at once. */
  onReorder: (ids: string[]) => void;
  renderItem: (item: T) => ReactNode;
  className?: string;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/**
 * An ordered list that can be rearranged by dragging with a mouse, or with "move up"/"move down"
 * buttons that a keyboard and a screen reader reach (WCAG 2.5.7: dragging is never the only way).
 * Each move is announced in a polite live region ("Soil moved to position 2 of 3").
 */
export function ReorderList<T>({ items, idOf, nameOf, onReorder, renderItem, className }: ReorderListProps<T>) {
  const { t } = useTranslation('catalogue-admin');
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    if (item === undefined) return;
    const next = moved(items, from, to);
    onReorder(next.map(idOf));
    setAnnouncement(t('reorder.moved', { name: isolate(nameOf(item)), position: to + 1, count: items.length }));
    if (focus) {
      // Moving a node in the DOM drops its focus; give it back so the agent can press again.
      const id = idOf(item);
      const edge = (focus === 'up' && to === 0) || (focus === 'down' && to === items.length - 1);
      const direction = edge ? (focus === 'up' ? 'down' : 'up') : focus;
      requestAnimationFrame(() => buttons.current.get(`${id}:${direction}`)?.focus());
    }
  };

  return (
    <>
      <ol className={className ? `reorder-list ${className}` : 'reorder-list'}>
        {items.map((item, index) => {
          const id = idOf(item);
          const name = isolate(nameOf(item));
          return (
            <li
              key={id}
              className={dragged === id ? 'reorder-list__item reorder-list__item--dragged' : 'reorder-list__item'}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', id);
                setDragged(id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                const from = items.findIndex((candidate) => idOf(candidate) === dragged);
                setDragged(null);
                if (from >= 0) move(from, index);
              }}
            >
              <span className="reorder-list__handle" aria-hidden="true">
                ⋮⋮
              </span>
              <div className="reorder-list__body">{renderItem(item)}</div>
              <div className="reorder-list__moves">
                <button
                  type="button"
                  className="reorder-list__move"
                  ref={(node) => {
                    if (node) buttons.current.set(`${id}:up`, node);
                    else buttons.current.delete(`${id}:up`);
                  }}
                  disabled={index === 0}
                  aria-label={t('reorder.up', { name })}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="reorder-list__move"
                  ref={(node) => {
                    if (node) buttons.current.set(`${id}:down`, node);
                    else buttons.current.delete(`${id}:down`);
                  }}
                  disabled={index === items.length - 1}
                  aria-label={t('reorder.down', { name })}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  );
}

import type { Topic } from '../../contract/catalogue';
import { TopicIcon } from './topic-icon';
import './generated-cover.css';

/**
 * The cover of a formation that has no picture yet: its topic's icon and its title on
 * the topic's soft colour, in the 16:9 box a picture would fill, instead of an empty pale box. Decorative:
 * the title is written next to it for everyone, so the cover is hidden from screen readers.
 */
export function GeneratedCover({ topic, title, className }: { topic: Topic; title: string; className?: string }) {
  return (
    <div
      className={['generated-cover', `generated-cover--${topic}`, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-generated-cover=""
    >
      <TopicIcon topic={topic} className="generated-cover__icon" />
      <span className="generated-cover__title" dir="auto">
        {title}
      </span>
    </div>
  );
}

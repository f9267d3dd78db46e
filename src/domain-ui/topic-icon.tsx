import type { Topic } from '../../contract/catalogue';

/** One line drawing per topic, a few hundred bytes in all: no image request on the budgeted home page. */
const PATHS: Record<Topic, string> = {
  'sustainable-farming': 'M5 19C5 11 11 5 19 5c0 8-6 14-14 14zm0 0 7-7',
  'organic-farming': 'M12 21v-8m0 0C12 9 9 7 5 7c0 4 3 6 7 6zm0-2c0-4 3-6 7-6 0 4-3 6-7 6',
  beekeeping: 'M12 3l7.8 4.5v9L12 21l-7.8-4.5v-9zM8 12h8M12 8v8',
  'modern-irrigation': 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11zm-2.5 11a2.5 2.5 0 0 0 2.5 2.5',
  'farm-management': 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  'solar-pumping': 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  drones: 'M4 6h6M14 6h6M7 6v3M17 6v3M7 9l3 3M17 9l-3 3M10 12h4v3h-4zM12 15v3',
};

export function TopicIcon({ topic, className = 'topic__icon' }: { topic: Topic; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[topic]} />
    </svg>
  );
}

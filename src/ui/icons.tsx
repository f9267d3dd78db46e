/** Small inline icons: no icon font and no emoji, so they draw the same on every phone. Decorative only. */

export function GlobeIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
      </g>
    </svg>
  );
}

export function SproutIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 21v-7.2C7.3 13.6 4 11 4 6V5h1c3.5 0 6 1.6 7 4.4C13 6.1 15.6 4 19 4h1v1c0 5-3.2 7.7-7 7.9V21h-2z" />
    </svg>
  );
}

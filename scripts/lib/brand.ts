/** The academy's colours, shared by the icon generator and the web app manifest. */
export const BRAND = {
  /** Manifest theme colour and the icons' background. */
  green: '#2e7d32',
  /** The sprout on the green background. */
  leaf: '#e8f5e9',
  /** Manifest background colour (splash screen). */
  paper: '#ffffff',
} as const;

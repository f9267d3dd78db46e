// Shared test setup: DOM matchers for component tests; harmless in node tests.
import '@testing-library/jest-dom/vitest';
import { markFirstScreenPainted } from '../src/lib/first-screen';

// Component tests render screens as the app does after its first paint: everything at once.
// tests/lib/first-screen.test.tsx covers the first screen itself.
markFirstScreenPainted();

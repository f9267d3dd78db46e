// Shared test setup: DOM matchers for component tests; harmless in node tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { markFirstScreenPainted } from '../src/lib/first-screen';

// Component tests render screens as the app does after its first paint: everything at once.
// tests/lib/first-screen.test.tsx covers the first screen itself.
markFirstScreenPainted();

// findBy…/waitFor give up after 1 s by default: a file's first render (lazy modules, locale files) can
// take longer while the other test workers hold both cores (a quiz-editor case failed so, beside a run).
configure({ asyncUtilTimeout: 5_000 });

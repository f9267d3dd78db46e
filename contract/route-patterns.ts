/**
 * Route patterns (with `:params`) of the pages that take a parameter: the client's router declares them
 * from here, and the server matches them when it renders a public page, so the two cannot
 * disagree on where a course page lives. Links are built with `paths` (src/lib/paths.ts).
 */
export const routePatterns = {
  course: '/course/:id',
  enroll: '/course/:id/enroll',
  study: '/course/:id/study',
  quiz: '/course/:id/quiz',
  certificate: '/course/:id/certificate',
  noCertificate: '/course/:id/nocertificate',
  verify: '/verify/:code',
  formationEdit: '/dashboard/formations/:id',
  formationQuiz: '/dashboard/formations/:id/quiz',
} as const;

/**
 * The parameters of `pathname` when it is exactly `pattern` (`:name` segments match one non-empty
 * segment, percent-decoded), or null. A segment that does not decode is kept as it came, as React
 * Router's own matcher does, so both sides see the same page (and its parameter fails validation).
 * The server's own code uses this rather than React Router's `matchPath`: the server renderer carries
 * its own bundled copy of the router, and importing the package beside it would load React Router and
 * React a second time into the API process for one comparison of path segments.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    params[part.slice(1)] = decoded(segment);
  }
  return params;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

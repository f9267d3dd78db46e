/** Navigations the worker leaves to the network: the API answers problems, never the shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api(?:\/|$)/];

export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

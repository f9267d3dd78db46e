/**
 * Ends the session on this device and on the server (src/features/profile/logout.ts): credentials, the
 * service worker's token copy and the private database are closed; pending outbox rows stay for their owner.
 */
export { logout } from '../features/profile/logout';

/** Fired after an admin saved the assistant settings, so the bubble on the same page follows at once. */
export const CHAT_SETTINGS_CHANGED = 'academy:chat-settings-changed';

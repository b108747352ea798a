/**
 * The `intent` values of the conversation's and the profile's forms: read by the page actions
 * (*.server.ts) and written by the components, so they live in a module both sides may import.
 */
export const sendMessageIntent = "send-message";
export const notificationPreferencesIntent = "notification-preferences";

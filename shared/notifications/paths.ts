/**
 * The web pages optional mails link to: the preferences page and the page an unsubscribe link opens. Apart
 * from kinds.ts so the web's path table, in every page's first script, carries only these two strings.
 */
export const NOTIFICATION_PATHS = { preferences: '/account/emails', unsubscribe: '/unsubscribe' } as const;

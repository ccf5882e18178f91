import { z } from 'zod';
import { DEFAULT_SUMMARY_LENGTH, SummaryLengthSchema } from './summaries.js';

/**
 * Preferences kept on the server per user (issue 14 item 7). Field names are the ones the web
 * app already used when they lived in the browser only (spec §3), plus `reminderTime`, the local
 * time ('HH:MM', 24-hour, in the user's time zone) at which study reminders may fire.
 */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_TIME_INVALID = 'Reminder time must be a time of day as HH:MM (00:00 to 23:59)';

export const reminderTimeSchema = z
  .string({ error: REMINDER_TIME_INVALID })
  .regex(REMINDER_TIME_PATTERN, REMINDER_TIME_INVALID);

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const PreferencesSchema = z.object({
  emailNotifications: flag('emailNotifications'),
  studyReminders: flag('studyReminders'),
  weeklyReports: flag('weeklyReports'),
  dataAnalytics: flag('dataAnalytics'),
  autoSave: flag('autoSave'),
  soundEffects: flag('soundEffects'),
  darkMode: flag('darkMode'),
  reminderTime: reminderTimeSchema,
  /** The length new summaries are made at when the request does not say (issue 27). */
  summaryLength: SummaryLengthSchema,
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/**
 * Spec §9 defaults; theme light (darkMode off); reminders at 18:00 local time. Analytics is off
 * until the student turns it on: many students are under 18, and the UK Children's Code expects
 * the most private setting by default (it was on at first; migration 015 turned the stored copies
 * of that old default off).
 */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  emailNotifications: true,
  studyReminders: true,
  weeklyReports: false,
  dataAnalytics: false,
  autoSave: true,
  soundEffects: false,
  darkMode: false,
  reminderTime: '18:00',
  summaryLength: DEFAULT_SUMMARY_LENGTH,
};

/** PUT body: any subset of the fields; unknown keys are refused so a typo is not silently ignored. */
export const UpdatePreferencesRequestSchema = PreferencesSchema.partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: 'Send at least one preference to change' });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

/** A browser's PushSubscription.toJSON(), as the Push API gives it. */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ error: 'endpoint must be the push service URL' }).max(2048, 'endpoint is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string().min(1, 'keys.p256dh is required').max(256, 'keys.p256dh is too long'),
      auth: z.string().min(1, 'keys.auth is required').max(256, 'keys.auth is too long'),
    },
    { error: 'keys (p256dh and auth) are required' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const DeletePushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .min(1, 'endpoint is required')
    .max(2048, 'endpoint is too long'),
});

export const VapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponseSchema>;

/** The notification payload the service worker shows. */
export interface ReminderPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

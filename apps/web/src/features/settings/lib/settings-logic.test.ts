import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fallbackExportName } from '../api/export-data';
import { exportFailureDetail } from '../components/data-section';
import { passwordProblem } from '../components/password-section';
import { formatMemberSince, profilePayload } from '../components/profile-section';
import { fileNameFromDisposition } from './download';
import { DEFAULT_PREFERENCES, parsePreferences } from './local-preferences';

describe('passwordProblem', () => {
  it('reports a mismatch before the length', () => {
    expect(passwordProblem('abc', 'abd')).toEqual({
      title: 'Password Mismatch',
      message: "New passwords don't match.",
    });
  });

  it('reports a short password', () => {
    expect(passwordProblem('abc12', 'abc12')).toEqual({
      title: 'Password Too Short',
      message: 'Password must be at least 6 characters long.',
    });
  });

  it('accepts matching passwords of 6 or more characters', () => {
    expect(passwordProblem('abc123', 'abc123')).toBeNull();
  });
});

describe('profilePayload', () => {
  it('sends a valid username and display name', () => {
    expect(profilePayload({ username: 'old' }, { username: ' new_name ', displayName: ' Sam ' })).toEqual({
      payload: { username: 'new_name', displayName: 'Sam' },
      errors: {},
    });
  });

  it('clears a blank display name and omits a username the account never had', () => {
    expect(profilePayload({ username: null }, { username: '', displayName: '  ' })).toEqual({
      payload: { displayName: null },
      errors: {},
    });
  });

  it('rejects an invalid or removed username', () => {
    expect(profilePayload({ username: 'sam' }, { username: 'a b', displayName: '' }).errors.username).toBeTruthy();
    expect(profilePayload({ username: 'sam' }, { username: '', displayName: '' }).errors.username).toBe(
      'Username is required',
    );
  });
});

describe('formatMemberSince', () => {
  it('formats a date and ignores junk', () => {
    expect(formatMemberSince('2026-03-05T12:00:00.000Z')).toBe('5 March 2026');
    expect(formatMemberSince('nope')).toBe('');
  });
});

describe('parsePreferences', () => {
  it('uses the spec defaults, with analytics off until the student turns it on', () => {
    expect(parsePreferences(null)).toEqual({
      emailNotifications: true,
      studyReminders: true,
      weeklyReports: false,
      dataAnalytics: false,
      autoSave: true,
      soundEffects: false,
      darkMode: false,
      reminderTime: '18:00',
      summaryLength: 'standard',
    });
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    // A saved length is kept; one this version does not know reads as the default.
    expect(parsePreferences('{"summaryLength":"detailed"}').summaryLength).toBe('detailed');
    expect(parsePreferences('{"summaryLength":"huge"}').summaryLength).toBe('standard');
  });

  it('keeps stored booleans and ignores anything else', () => {
    expect(parsePreferences(JSON.stringify({ studyReminders: false, soundEffects: 'yes', extra: true }))).toEqual({
      ...DEFAULT_PREFERENCES,
      studyReminders: false,
    });
    expect(parsePreferences(JSON.stringify({ reminderTime: '07:15' })).reminderTime).toBe('07:15');
    expect(parsePreferences(JSON.stringify({ reminderTime: '25:00' })).reminderTime).toBe('18:00');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename="revisely-export-2026-11-22.json"')).toBe(
      'revisely-export-2026-11-22.json',
    );
    expect(fileNameFromDisposition('attachment; filename=data.json')).toBe('data.json');
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.json; filename="x.json"')).toBe(
      'résumé.json',
    );
  });

  it('refuses paths and missing names', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('has a dated fallback', () => {
    expect(fallbackExportName(new Date(2026, 0, 9))).toBe('revisely-export-2026-01-09.json');
  });
});

describe('exportFailureDetail', () => {
  it("gives the server's reason, or nothing extra when there is none", () => {
    expect(exportFailureDetail(new ApiError(500, '{"error":"Disk full"}', 'Error', 'Disk full'))).toBe('Disk full');
    expect(exportFailureDetail(new ApiError(500, '', 'Error', 'Export Failed'))).toBeUndefined();
  });

  it("replaces the browser's network wording with advice", () => {
    expect(exportFailureDetail(new TypeError('Failed to fetch'))).toBe('Check your internet connection and try again.');
    expect(exportFailureDetail(new Error('odd'))).toBeUndefined();
  });
});

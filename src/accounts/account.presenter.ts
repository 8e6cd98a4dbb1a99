import type { AppConfig } from '../config.js';
import type { User } from '../entities/index.js';

/** Derived, public facts about an account that every interface shows the same way. */

export function accountUrl(config: AppConfig, user: User): string {
  if (!user.local && (user.profileUrl ?? user.apId)) return (user.profileUrl ?? user.apId) as string;
  return `${config.publicUrl}/users/${encodeURIComponent(user.nickname)}`;
}

/** The ActivityPub actor id (Pleroma's `ap_id`): a remote actor's `id`, never its profile page. */
export function accountApId(config: AppConfig, user: User): string {
  if (!user.local && user.apId) return user.apId;
  return `${config.publicUrl}/users/${encodeURIComponent(user.nickname)}`;
}

/** Mastodon's `username`: the nickname without the host a remote account's handle carries (that is in `acct`). */
export function accountUsername(user: User): string {
  return user.local ? user.nickname : user.nickname.replace(/@[^@]*$/, '');
}

export function avatarUrl(config: AppConfig, user: User): string {
  return user.avatarUrl ?? `${config.publicUrl}/images/avi.png`;
}

export function headerUrl(config: AppConfig, user: User): string {
  return user.headerUrl ?? `${config.publicUrl}/images/banner.png`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Plain text as HTML: escaped, line breaks kept. */
export function textHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br/>');
}

/** Profile fields (name and plain-text value) with their values as HTML. */
export function fieldsHtml(fields: Array<{ name: string; value: string }>): Array<{ name: string; value: string }> {
  return fields.map((f) => ({ name: f.name, value: escapeHtml(f.value) }));
}

/** The biography as HTML. */
export function noteHtml(user: User): string {
  return textHtml(user.bio);
}

import { createHash } from 'node:crypto';

/** Unifies line endings, drops the control characters Anki strips from fields, and applies NFC as Anki does. */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
      .normalize('NFC')
  );
}

/** Our card text is plain text; Anki fields are HTML. */
export function textToFieldHtml(text: string): string {
  return normalizeText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

// Anki's HTML stripper: comments, style and script blocks, then any tag.
const HTML_PATTERN = /<!--.*?-->|<style.*?>.*?<\/style>|<script.*?>.*?<\/script>|<.*?>/gis;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Anki's strip_html_preserving_media_filenames, as used for sfld and csum. The media-tag step is
 * omitted because our fields never contain a tag (every "<" is escaped), and only the entities our
 * escaping can produce (plus the common ones) are decoded. Like Anki, non-breaking spaces become
 * plain spaces only when there was an entity to decode.
 */
export function stripHtml(html: string): string {
  const text = html.replace(HTML_PATTERN, '');
  if (!text.includes('&')) return text;
  return text
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
      if (body.startsWith('#')) {
        const hex = body[1] === 'x' || body[1] === 'X';
        const code = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replaceAll('\u00a0', ' ');
}

/** Anki's field checksum: the first 4 bytes of SHA-1 of the stripped first field, as an unsigned integer. */
export function fieldChecksum(strippedFirstField: string): number {
  return createHash('sha1').update(strippedFirstField, 'utf8').digest().readUInt32BE(0);
}

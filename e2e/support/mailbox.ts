import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes every MIME part (quoted-printable or base64) so a link can be found whatever the encoding. */
export function decodeMessage(raw: string): string {
  const out: string[] = [];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') out.push(decodeQuotedPrintable(body));
    else if (encoding === 'base64') out.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  // The raw text goes last: undecoded quoted-printable would yield a truncated `token=3D...` link.
  return [...out, raw].join('\n');
}

export interface ReceivedMail {
  file: string;
  raw: string;
  text: string;
}

export interface WaitForMailOptions {
  timeoutMs?: number;
  subject?: string;
}

/**
 * Waits for a message addressed to `to` in `mailDir`, the worker's mail folder (its SMTP listener
 * writes one .eml file per message). Tests use the `mailbox` fixture, which knows the folder.
 */
export async function waitForMail(
  mailDir: string,
  to: string,
  { timeoutMs = 15_000, subject }: WaitForMailOptions = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
    for (const name of files.reverse()) {
      const file = path.join(mailDir, name);
      const raw = await readFile(file, 'utf8');
      const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
      const toLine = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1]?.toLowerCase() ?? '';
      if (!toLine.includes(wanted)) continue;
      if (subject && !header.includes(subject)) continue;
      return { file, raw, text: decodeMessage(raw) };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
}

export function resetLinkFrom(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_\-%.~]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in ${mail.file}`);
  return match[0];
}

/** The `mailbox` fixture: the worker's mail folder, bound. */
export interface Mailbox {
  dir: string;
  waitForMail: (to: string, options?: WaitForMailOptions) => Promise<ReceivedMail>;
}

export function mailboxAt(dir: string): Mailbox {
  return { dir, waitForMail: (to, options) => waitForMail(dir, to, options) };
}

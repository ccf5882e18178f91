import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set; run the tests through e2e/playwright.config.ts');
  return dir;
}

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

/** Waits for a message addressed to `to` (the SMTP listener writes one .eml file per message). */
export async function waitForMail(
  to: string,
  { timeoutMs = 15_000, subject }: { timeoutMs?: number; subject?: string } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir()).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
    for (const name of files.reverse()) {
      const file = path.join(mailDir(), name);
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

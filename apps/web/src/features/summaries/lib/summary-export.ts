import type { Summary } from '@revisely/contracts';

/**
 * A Markdown revision sheet: readable as plain text, and the points keep their **bold** and
 * *italic* markup so they render in any Markdown viewer (Obsidian, Notion, GitHub).
 */
export function summaryToMarkdown(summary: Summary): string {
  const title = summary.topic.trim() || 'Study Summary';
  const details = [
    ['Subject', summary.subject],
    ['Qualification', summary.qualification],
    ['Exam board', summary.examBoard],
    [
      'Created',
      new Date(summary.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    ],
  ]
    .filter(([, value]) => value && value.trim())
    .map(([label, value]) => `- **${label}:** ${value}`);
  const points = summary.summary.map((point, index) => `${index + 1}. ${point.replace(/\s*\n\s*/g, ' ')}`);
  return [
    `# ${title}`,
    '',
    ...details,
    '',
    '## Key points',
    '',
    ...points,
    '',
    '---',
    'Exported from Revisely',
    '',
  ].join('\n');
}

export function summaryExportFileName(summary: Summary): string {
  const slug = [summary.subject, summary.topic]
    .join(' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'summary'}-summary.md`;
}

export function downloadTextFile(fileName: string, text: string, type = 'text/markdown;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

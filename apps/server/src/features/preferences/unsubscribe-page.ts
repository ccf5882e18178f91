const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page for a link opened from a mail app: no scripts, readable in light and dark. */
export function unsubscribePage(heading: string, done: boolean, appUrl: string): string {
  const body = done
    ? 'You will no longer get study reminder emails. You can turn them back on in Settings at any time.'
    : 'Sign in to Revisely and switch off Email Notifications in Settings instead.';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(heading)} · Revisely</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7fc;color:#1f1a24}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 4px 24px rgb(0 0 0 / 8%)}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1.25rem}
a{display:inline-block;padding:.6rem 1.1rem;border-radius:.6rem;background:#803CA8;color:#fff;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#141118;color:#eee9f2}main{background:#1f1a24}}
</style>
</head>
<body>
<main>
<h1>${escape(heading)}</h1>
<p>${escape(body)}</p>
<a href="${escape(appUrl)}/settings">Open Settings</a>
</main>
</body>
</html>
`;
}

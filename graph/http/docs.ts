/**
 * The API guide (docs/api.md) served by the app as a web page at /docs/api, so the Settings > API
 * tab can link to it: a repository path means nothing to a learner. The guide is read and rendered
 * once, at start. The renderer knows the Markdown the guide uses (headings, paragraphs, lists,
 * tables, fenced code, `code`, **bold**, [links](...)) and escapes everything else, so the page can
 * never carry markup the file did not mean.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A link target the page may follow: same-site paths, anchors and http(s) only. */
const safeHref = (href: string) => (/^(https?:\/\/|\/(?!\/)|#)/.test(href) ? href : null);

/** Inline Markdown: code spans first (their content is literal), then links and bold, on escaped text. */
export function renderInline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escape(part.slice(1, -1))}</code>`;
      return escape(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
          const target = safeHref(href.replace(/&amp;/g, '&'));
          return target ? `<a href="${escape(target)}">${label}</a>` : whole;
        })
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    })
    .join('');
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The guide's Markdown as HTML (the body's content). */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = line.match(/^```(\w*)/);
    if (fence) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].startsWith('```')) code.push(lines[i++]);
      i += 1;
      out.push(`<pre><code${fence[1] ? ` class="language-${escape(fence[1])}"` : ''}>${escape(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = line.match(/^(#{1,6})\s+(.*)$/);
    if (heading) {
      const level = heading[1].length;
      out.push(`<h${level} id="${slug(heading[2])}">${renderInline(heading[2])}</h${level}>`);
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(cells(lines[i++]));
      out.push(
        `<table><thead><tr>${head.map((c) => `<th>${renderInline(c)}</th>`).join('')}</tr></thead><tbody>` +
          rows.map((row) => `<tr>${row.map((c) => `<td>${renderInline(c)}</td>`).join('')}</tr>`).join('') +
          '</tbody></table>',
      );
      continue;
    }
    const bullet = /^\s*[-*]\s+/;
    const numbered = /^\s*\d+\.\s+/;
    if (bullet.test(line) || numbered.test(line)) {
      const marker = bullet.test(line) ? bullet : numbered;
      const tag = marker === bullet ? 'ul' : 'ol';
      const items: string[] = [];
      while (i < lines.length && lines[i].trim()) {
        if (marker.test(lines[i])) items.push(lines[i].replace(marker, ''));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
        i += 1;
      }
      out.push(`<${tag}>${items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() && !/^(```|#{1,6}\s|\s*[-*]\s+|\s*\d+\.\s+|\s*\|)/.test(lines[i])) paragraph.push(lines[i++].trim());
    if (!paragraph.length) paragraph.push(lines[i++].trim());
    out.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
  }
  return out.join('\n');
}

const STYLE = `
body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0;background:#fff}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1rem 4rem}
nav a{color:#0b57d0}
h1,h2,h3{line-height:1.25}
code{font:0.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;padding:0.1em 0.3em;border-radius:4px}
pre{background:#f3f4f6;padding:1rem;overflow-x:auto;border-radius:6px}
pre code{background:none;padding:0}
table{border-collapse:collapse;display:block;overflow-x:auto;margin:1rem 0}
th,td{border:1px solid #d0d7de;padding:0.4rem 0.6rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}
a{color:#0b57d0}
`;

/** The whole page: the guide, a way back to the app's API settings. */
function apiGuidePage(markdown: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The analytics API · CISSP Practice</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<nav><a href="/settings?tab=api">Back to Settings &gt; API</a></nav>
${renderMarkdown(markdown)}
</main>
</body>
</html>
`;
}

/** GET /docs/api: the API guide as a page (rendered once; a missing guide is a 404, not a crash). */
export async function docsRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  let page: string | null = null;
  try {
    page = apiGuidePage(readFileSync(path.join(root, 'docs', 'api.md'), 'utf8'));
  } catch (error) {
    app.log.warn({ err: error }, 'the API guide (docs/api.md) could not be read; /docs/api answers 404');
  }
  app.get('/docs/api', (_request, reply) => {
    if (!page) return reply.status(404).send({ error: 'Not found' });
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(page);
  });
}

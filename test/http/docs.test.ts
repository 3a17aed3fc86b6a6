import { renderInline, renderMarkdown } from '../../graph/http/docs.ts';

describe('the API guide renderer', () => {
  it('renders headings, paragraphs, lists, tables and fenced code', () => {
    const html = renderMarkdown(
      [
        '# The API',
        '',
        'Send the token as `Authorization: Bearer <token>`;',
        'no cookie is **needed**.',
        '',
        '- one',
        '- two',
        '',
        '| scope | what |',
        '|---|---|',
        '| `read:progress` | progress a \\| b |',
        '',
        '```sh',
        'curl -H "x: <y>"',
        '```',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h1 id="the-api">The API</h1>',
        '<p>Send the token as <code>Authorization: Bearer &lt;token&gt;</code>; no cookie is <strong>needed</strong>.</p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<table><thead><tr><th>scope</th><th>what</th></tr></thead><tbody><tr><td><code>read:progress</code></td><td>progress a | b</td></tr></tbody></table>',
        '<pre><code class="language-sh">curl -H &quot;x: &lt;y&gt;&quot;</code></pre>',
      ].join('\n'),
    );
  });

  it('never passes markup through, and follows only same-site, anchor and http(s) links', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(renderInline('[guide](/docs/api) [x](javascript:alert(1)) [y](https://example.com/a?b=1&c=2)')).toBe(
      '<a href="/docs/api">guide</a> [x](javascript:alert(1)) <a href="https://example.com/a?b=1&amp;c=2">y</a>',
    );
  });
});

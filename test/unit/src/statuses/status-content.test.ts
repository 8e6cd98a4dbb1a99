import { describe, expect, it } from '@jest/globals';
import { expectSafeHtml } from '../../../support/html.js';
import {
  sanitizeStatusHtml,
  scanStatusText,
  statusHtml,
  type MentionTarget,
} from '../../../../src/statuses/status-content.js';

const PUBLIC_URL = 'https://social.example';
const bob: MentionTarget = { id: 7, nickname: 'Bob', url: 'https://social.example/users/Bob' };
const html = (text: string, mentioned: MentionTarget[] = [bob]) =>
  statusHtml(text, { publicUrl: PUBLIC_URL, mentioned: new Map(mentioned.map((m) => [m.nickname.toLowerCase(), m])) });

const MENTION_BOB =
  '<span class="h-card"><a class="u-url mention" data-user="7" href="https://social.example/users/Bob" rel="ugc">@<span>Bob</span></a></span>';

describe('scanStatusText', () => {
  it('finds local mentions and hashtags once each, in order, tags lower-cased', () => {
    expect(scanStatusText('@bob hi @Carol and @bob again #Fedi #fedi #テスト #2024 #a2', 'social.example')).toEqual({
      nicknames: ['bob', 'Carol'],
      tags: ['fedi', 'テスト', 'a2'],
    });
  });

  it('takes @nick@this-host as local, @nick@other-host as a remote handle, and leaves e-mail addresses and URL fragments alone', () => {
    expect(
      scanStatusText(
        '@dan@social.example @eve@other.example mail me: frank@example.com https://x.example/#frag',
        'social.example',
      ),
    ).toEqual({ nicknames: ['dan', 'eve@other.example'], tags: [] });
  });
});

describe('statusHtml', () => {
  it('links mentions, hashtags and URLs, escapes the rest and keeps line breaks as <br />', () => {
    expect(html('Hi @bob!\nSee https://example.com/a?b=1&c=2. #Tag & <b>bold</b>')).toBe(
      `Hi ${MENTION_BOB}!<br />See <a href="https://example.com/a?b=1&amp;c=2" rel="ugc">https://example.com/a?b=1&amp;c=2</a>. ` +
        '<a class="hashtag" data-tag="tag" href="https://social.example/tag/tag" rel="tag ugc">#Tag</a> &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
  });

  it('leaves a mention of an unknown account as text', () => {
    expect(html('hello @nobody', [])).toBe('hello @nobody');
  });

  it('never lets a tag, an event attribute or a javascript: URL through', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      'javascript:alert(1)',
      'https://example.com/"onmouseover="alert(1)',
      "https://example.com/'onmouseover='alert(1)",
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '#<script>x',
      '@<script>alert(1)</script>',
      'https://example.com/<script>',
    ];
    for (const text of hostile) {
      expectSafeHtml(html(text));
    }
    expect(html('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html('https://example.com/"onmouseover="alert(1)')).toBe(
      '<a href="https://example.com/" rel="ugc">https://example.com/</a>"onmouseover="alert(1)',
    );
  });
});

describe('sanitizeStatusHtml', () => {
  it('keeps the allowed markup and escapes or drops everything else', () => {
    expect(
      sanitizeStatusHtml(
        '<a href="https://a.example" rel="ugc" onclick="x()">a</a><script>alert(1)</script><span class="h-card" style="x">s</span>',
      ),
    ).toBe(
      '<a href="https://a.example" rel="ugc">a</a>&lt;script&gt;alert(1)&lt;/script&gt;<span class="h-card">s</span>',
    );
    expect(sanitizeStatusHtml('<a href="javascript:alert(1)">x</a><a href="//evil.example">y</a>')).toBe(
      '<a>x</a><a>y</a>',
    );
  });
});

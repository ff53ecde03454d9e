import { describe, expect, it } from 'vitest';
import { sanitizeStaffHtml } from './sanitize-html.ts';

describe('sanitizeStaffHtml', () => {
  it('keeps formatting, drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a>' +
      '<img src="/media/a.png" onerror="alert(1)"><img src="data:image/png;base64,AA"></p>';
    const clean = sanitizeStaffHtml(dirty);
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('href="https://ok.example"');
    // Same-site paths (gallery images) are fine; data: and other schemes are not.
    expect(clean).toContain('src="/media/a.png"');
    expect(clean).not.toContain('data:');
  });
});

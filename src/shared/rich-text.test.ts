import { describe, expect, it } from 'vitest';
import { richTextIsEmpty, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting tags and safe links as they are', () => {
    const html = '<p>Um <strong>bom</strong> <em>fone</em></p><ul><li>Bluetooth</li></ul><br>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="https://nexo.com.br/?a=1&amp;b=2">site</a>')).toBe(
      '<a href="https://nexo.com.br/?a=1&amp;b=2" rel="nofollow noopener noreferrer">site</a>',
    );
  });

  it('drops scripts with their content, event handlers, styles and unknown tags', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><svg><g onload=alert(1)></g></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style>fim')).toBe('fim');
    expect(sanitizeRichText('<script>nunca fechado')).toBe('');
    expect(sanitizeRichText('a<!-- <script>x</script> -->b')).toBe('ab');
  });

  it('refuses links that run code, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#115;cript:x',
      'data:text/html,x',
      '//evil',
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('escapes stray brackets and ampersands, and closes what was left open', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2 &amp; <b>fim')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; <b>fim</b>');
    expect(sanitizeRichText('<p><strong>a</p>b</strong>')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeRichText('<"><p title="x>y">z</p>')).toBe('&lt;"&gt;<p>z</p>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizeRichText('<p>a <a href="mailto:x@y.com">b</a> & <i>c</p><x-y>d');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('tells an empty editor from a description', () => {
    expect(richTextIsEmpty('<p><br></p>')).toBe(true);
    expect(richTextIsEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(richTextIsEmpty('<p>Oi</p>')).toBe(false);
  });
});

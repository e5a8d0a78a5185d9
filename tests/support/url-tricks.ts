/**
 * Scheme tricks a URL field must refuse: letter case, whitespace and control characters
 * that browsers drop, HTML entities they decode in attributes, other schemes, protocol-
 * relative and backslash forms, and paths that climb out of the site's file folders.
 */
export const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'javascript\u200b:alert(1)',
  'https://example.com/\u2066x',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/1',
  'ftp://example.com/file',
  '//evil.example/x',
  '\\\\evil.example\\x',
  '/\\evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https://',
  'http://exa mple.com/',
  'https://example.com/\u2028x',
  'https://example.com/a\tb',
  'https://example.com\\@evil.example/',
  '/media/../../etc/passwd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media//evil.example',
  '/sample/./x.webp',
  '/etc/passwd',
  'media/images/x.webp',
] as const;

export const SAFE_LINKS = ['https://example.com/x', 'HTTPS://EXAMPLE.COM/', 'http://example.com/?a=1&b=2'] as const;
export const SAFE_SITE_PATHS = ['/media/images/1.webp', '/sample/articles/a-b_c.webp'] as const;

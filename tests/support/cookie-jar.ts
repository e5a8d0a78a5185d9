/** The cookie jar after an answer: its Set-Cookie headers applied over the cookies sent (a cleared cookie leaves it). */
export function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/Max-Age=0/i.test(cookie) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

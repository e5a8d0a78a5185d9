/** The country map as the screen edits it: one line per country, `PT: amazon.es`, several targets separated by commas. */
export function mapToText(map: Record<string, string | string[]>): string {
  return Object.entries(map)
    .map(([country, targets]) => `${country}: ${(Array.isArray(targets) ? targets : [targets]).join(', ')}`)
    .join('\n');
}

export function textToMap(text: string): { map: Record<string, string | string[]> } | { badLine: string } {
  const map: Record<string, string | string[]> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{2})\s*:\s*(.+)$/.exec(line);
    const targets =
      match?.[2]
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean) ?? [];
    if (!match || targets.length === 0) return { badLine: line };
    map[match[1]!.toUpperCase()] = targets.length === 1 ? targets[0]! : targets;
  }
  return { map };
}

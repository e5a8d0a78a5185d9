/**
 * The coach's external automation (COACH_WEBHOOK_URL), as the specification describes it:
 * POST {message, timestamp}; the plain-text answer becomes the coach's reply.
 */
const TIMEOUT_MS = 20_000;
const MAX_REPLY = 4000;

export async function askCoachWebhook(url: string, message: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/plain, application/json' },
    body: JSON.stringify({ message, timestamp: new Date().toISOString() }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`the coach automation answered HTTP ${response.status}`);
  let reply = (await response.text()).trim();
  // Automations often wrap the text in JSON; take the obvious field when they do.
  if (reply.startsWith('{') || reply.startsWith('"')) {
    try {
      const parsed = JSON.parse(reply) as unknown;
      if (typeof parsed === 'string') reply = parsed;
      else if (parsed && typeof parsed === 'object') {
        const fields = parsed as Record<string, unknown>;
        const text = [fields.reply, fields.output, fields.message, fields.text].find((value) => typeof value === 'string');
        if (typeof text === 'string') reply = text;
      }
    } catch {
      // plain text that happens to start with a brace
    }
  }
  if (!reply.trim()) throw new Error('the coach automation answered with no text');
  return reply.trim().slice(0, MAX_REPLY);
}

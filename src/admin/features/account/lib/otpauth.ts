/** The key an authenticator needs, read from an otpauth:// URI ("JBSW Y3DP ..." in groups of four for typing). */
export function secretOf(otpauthUri: string): string {
  try {
    const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})(?=.)/g, '$1 ');
  } catch {
    return '';
  }
}

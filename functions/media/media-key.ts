/** Keys are relative paths of safe segments (`images/1732400000000.png`): never absolute, never `..`. */
const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export function assertMediaKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`not a media key: ${JSON.stringify(key)}`);
  }
  return key;
}

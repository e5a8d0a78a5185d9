/**
 * A module-level list whose labels follow the interface language (option lists, the sidebar's
 * entries): each label is given as a function and read when shown, so a list built once at load
 * still speaks the language in use (src/admin/lib/i18n.ts explains why a copied text would not).
 */
export function localizedList<T extends { label: () => string }>(
  items: readonly T[],
): ReadonlyArray<Omit<T, 'label'> & { readonly label: string }> {
  return items.map(
    ({ label, ...rest }) =>
      Object.defineProperty(rest, 'label', { get: label, enumerable: true }) as Omit<T, 'label'> & { readonly label: string },
  );
}

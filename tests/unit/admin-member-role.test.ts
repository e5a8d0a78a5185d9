/** The navigation a role sees (the server still decides every call: tests/api/team-roles.test.ts). */
import { describe, expect, it } from 'vitest';
import { showsScreen } from '../../src/admin/lib/member-role.ts';
import { ADMIN_PATHS, type AdminPathName } from '../../src/admin/routes.ts';

const screens = Object.keys(ADMIN_PATHS) as AdminPathName[];
const visible = (role: Parameters<typeof showsScreen>[0]) => screens.filter((screen) => showsScreen(role, screen));

describe('showsScreen', () => {
  it('shows administrators everything', () => {
    expect(visible('admin')).toEqual(screens);
  });

  it('hides team, webhooks, the audit log and the jobs from editors', () => {
    expect(visible('editor')).not.toContain('team');
    expect(visible('editor')).not.toContain('webhooks');
    expect(visible('editor')).not.toContain('audit');
    expect(visible('editor')).not.toContain('settings');
    expect(visible('editor')).not.toContain('jobs');
    expect(visible('editor')).toContain('account');
    expect(visible('editor')).toEqual(expect.arrayContaining(['reviews', 'ebooks', 'seo', 'articles', 'library', 'redirects', 'messages']));
  });

  it('shows authors only the writing screens, and so does a role not known yet', () => {
    for (const role of ['author', null] as const) {
      expect(visible(role)).toEqual(expect.arrayContaining(['dashboard', 'newArticle', 'articles', 'library', 'aiWriter']));
      for (const screen of ['reviews', 'ebooks', 'seo', 'webhooks', 'team', 'redirects', 'messages', 'jobs'] as const)
        expect(visible(role)).not.toContain(screen);
    }
  });
});

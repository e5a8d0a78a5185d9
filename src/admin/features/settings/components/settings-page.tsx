/** /admin/configuracoes: the owner's facts of the site and the home page's testimonials. Administrators only (the server checks). */
import LoadError from '../../../components/load-error.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { useSiteSettings } from '../api/site-settings.ts';
import { SETTINGS_STRINGS as S } from '../strings.ts';
import SiteSettingsForm from './site-settings-form.tsx';
import TestimonialsSection from './testimonials-section.tsx';

export default function SettingsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        {settings.isPending ? (
          <LoadingState label={S.loading} />
        ) : settings.isError ? (
          <LoadError title={S.loadError} error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <SiteSettingsForm initial={settings.data.settings} />
        )}
        <TestimonialsSection />
      </div>
    </>
  );
}

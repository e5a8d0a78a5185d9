/** The SEO screen: a first placeholder with its heading, replaced by the full screen. */
import PageHeader from '../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="SEO" description="Gere e baixe o sitemap.xml do site." />;
}

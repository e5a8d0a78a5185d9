/** The Interactive Ebooks screen: a first placeholder with its heading, replaced by the full screen. */
import PageHeader from '../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="Interactive Ebooks" description="The interactive ebooks listed on the site." />;
}

/** The Webhooks screen: a first placeholder with its heading, replaced by the full screen. */
import PageHeader from '../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="Webhooks" description="Avise outros serviços quando o site mudar." />;
}

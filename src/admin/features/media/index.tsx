/** The Biblioteca de Mídia screen: a first placeholder with its heading, replaced by the full screen. */
import PageHeader from '../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="Biblioteca de Mídia" description="Os arquivos enviados ao site." />;
}

/** The Reviews de Produtos screen: a first placeholder with its heading, replaced by the full screen. */
import PageHeader from '../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="Reviews de Produtos" description="Os vídeos de review exibidos na página inicial." />;
}

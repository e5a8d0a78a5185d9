/** The IA Redatora screen: a first placeholder with its heading, replaced by the full screen. */
import PageHeader from '../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="IA Redatora" description="Gere um rascunho de artigo a partir de um nicho e um tema." />;
}

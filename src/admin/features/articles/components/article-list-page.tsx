import PageHeader from '../../../components/page-header.tsx';

export default function Screen() {
  return <PageHeader title="Artigos" />;
}

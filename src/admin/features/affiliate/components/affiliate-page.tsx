/** /admin/afiliados: what needs an editor's eye in the affiliate links. */
import PageHeader from '../../../components/page-header.tsx';
import { AFFILIATE_STRINGS as S } from '../strings.ts';
import BrokenLinks from './broken-links.tsx';
import CountryClicks from './country-clicks.tsx';
import DestinationsPanel from './destinations-panel.tsx';
import StalePrices from './stale-prices.tsx';
import StoresPanel from './stores-panel.tsx';

export default function AffiliatePage() {
  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        <BrokenLinks />
        <StalePrices />
        <DestinationsPanel />
        <CountryClicks />
        <StoresPanel />
      </div>
    </>
  );
}

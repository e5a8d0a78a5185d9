/**
 * /admin/conta (every role): the member's own account: two-step sign-in and the interface
 * language. An administrator
 * whom the setting requires to use it lands here first (the gate) with a notice saying why.
 */
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { STRINGS } from '../../../lib/strings.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { ACCOUNT_STRINGS as S } from '../strings.ts';
import LanguageCard from './language-card.tsx';
import TwoFactorCard from './two-factor-card.tsx';

export default function AccountPage() {
  const member = useCurrentMember();
  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      {!member ? (
        <LoadingState label={STRINGS.common.loading} />
      ) : (
        <div className="space-y-6">
          {member.twoFactor.required && !member.twoFactor.enabled && (
            <p role="status" className="rounded-xl bg-accent-soft p-4 font-semibold text-accent ring-1 ring-accent/30">
              {S.requiredNotice}
            </p>
          )}
          <TwoFactorCard member={member} />
          <LanguageCard />
        </div>
      )}
    </>
  );
}

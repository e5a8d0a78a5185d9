/** Writing advice beside the form: SEO and honest affiliate use. */
import Icon from '../../../components/icons.tsx';
import { ARTICLE_STRINGS as S } from '../strings.ts';

export default function TipsCard() {
  return (
    <aside aria-labelledby="tips-title" className="rounded-card bg-brand-soft p-5 ring-1 ring-brand/15 sm:p-6">
      <h2 id="tips-title" className="flex items-center gap-2 text-lg text-brand-strong">
        <Icon name="lightbulb" className="size-5 text-brand" />
        {S.tipsTitle}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-ink">
        {S.tips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

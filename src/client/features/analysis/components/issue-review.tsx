import { Check, X } from 'lucide-react';
import type { IssueDecisions, ReflectiveSummaryResponse } from '../../../../shared/api/sections';
import { issueCategoryLabel, type IssueCategoryId } from '../../../../shared/domain/issue-categories';
import { Button } from '../../../components/ui/button';

type Props = {
  data: ReflectiveSummaryResponse;
  decisions: IssueDecisions | undefined;
  onChange: (next: IssueDecisions) => void;
};

const without = (list: readonly IssueCategoryId[] | undefined, id: IssueCategoryId) => (list ?? []).filter((item) => item !== id);

/**
 * The issues the analysis found, and the ones near its threshold offered as possible issues the
 * practitioner confirms or dismisses (docs/product.md "Possible issues"). The choice is stored
 * in the draft and every later section honours it.
 */
export function IssueReview({ data, decisions, onChange }: Props) {
  const confirmed = new Set(decisions?.confirmed ?? []);
  const dismissed = new Set(decisions?.dismissed ?? []);
  const possible = data.possible_issues ?? [];
  const decide = (id: IssueCategoryId, choice: 'confirm' | 'dismiss' | 'undo') =>
    onChange({
      confirmed: choice === 'confirm' ? [...without(decisions?.confirmed, id), id] : without(decisions?.confirmed, id),
      dismissed: choice === 'dismiss' ? [...without(decisions?.dismissed, id), id] : without(decisions?.dismissed, id),
    });
  return (
    <section aria-labelledby="issues-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="issues-heading" className="font-semibold text-slate-900">
        Issues in this dilemma
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Issues found">
        {data.issues.map((id) => (
          <li key={id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {issueCategoryLabel(id)}
          </li>
        ))}
        {[...confirmed].filter((id) => !data.issues.includes(id)).map((id) => (
          <li key={id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {issueCategoryLabel(id)} <span className="text-xs">(confirmed by you)</span>
          </li>
        ))}
        {data.issues.length === 0 && confirmed.size === 0 ? <li className="text-sm text-slate-600">No specific issue category was identified.</li> : null}
      </ul>
      {possible.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-medium text-slate-900">Possible issues — do these apply?</h3>
          <p className="mt-1 text-sm text-slate-600">The description hints at these without settling them. Confirm the ones that apply and dismiss the rest; the rest of the analysis follows your choice.</p>
          <ul className="mt-3 space-y-3">
            {possible.map((issue) => {
              const state = confirmed.has(issue.id) ? 'confirmed' : dismissed.has(issue.id) ? 'dismissed' : 'open';
              return (
                <li key={issue.id} className="rounded-md border border-slate-200 p-3" data-testid={`possible-issue-${issue.id}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-medium text-slate-900">
                      {issue.label}
                      {state !== 'open' ? <span className="ml-2 text-xs font-normal text-slate-600">({state === 'confirmed' ? 'confirmed' : 'dismissed'})</span> : null}
                    </span>
                    <div className="flex gap-2">
                      {state === 'open' ? (
                        <>
                          <Button size="sm" variant="secondary" onClick={() => decide(issue.id, 'confirm')} aria-label={`Confirm ${issue.label}`}>
                            <Check className="h-4 w-4" aria-hidden /> Applies
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => decide(issue.id, 'dismiss')} aria-label={`Dismiss ${issue.label}`}>
                            <X className="h-4 w-4" aria-hidden /> Does not apply
                          </Button>
                        </>
                      ) : (
                        <Button size="sm" variant="ghost" onClick={() => decide(issue.id, 'undo')} aria-label={`Undo your choice for ${issue.label}`}>
                          Undo
                        </Button>
                      )}
                    </div>
                  </div>
                  {issue.evidence.length > 0 ? <p className="mt-1 text-xs text-slate-600">Why it is offered: {issue.evidence.map((e) => `“${e}”`).join(', ')}</p> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

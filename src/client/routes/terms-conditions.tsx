import { Link } from 'react-router';
import { Page } from '../components/layout/page';
import { DISCLAIMER } from '../components/layout/site-footer';
import { Button } from '../components/ui/button';
import { paths } from '../paths';

const TERMS = [
  {
    heading: 'Consultation support, not a decision-maker',
    text: 'Grayline helps you think an ethical dilemma through. It does not provide legal, clinical or professional advice and does not replace your own judgment, your supervisor, your licensing board or an attorney. The decision, and responsibility for it, stay with you.',
  },
  {
    heading: 'Describe only hypothetical or fully anonymised situations',
    text: 'Do not enter names, dates of birth, addresses, contact details, record numbers or any other detail that could identify a client or anyone else. Grayline flags common identifiers as you type and offers to replace them, but you remain responsible for what you enter.',
  },
  {
    heading: 'Describe what you plan, not what you regret',
    text: 'Saved analyses are records and can be requested in legal proceedings. Describe situations and the actions you are considering rather than admitting past conduct, and delete analyses you no longer need.',
  },
  {
    heading: 'Verify every legal citation',
    text: 'Statutes, case law and professional codes change. Every citation shows its source and the date it was last checked; confirm anything you rely on with your licensing board or counsel in your jurisdiction.',
  },
  {
    heading: 'Emergencies',
    text: 'If anyone is in immediate danger, call 911. For a suicidal crisis, call or text 988 (Suicide & Crisis Lifeline). Grayline is not monitored and cannot respond to emergencies.',
  },
  {
    heading: 'Your data',
    text: 'By default your dilemma is analysed on this server and never sent to an outside AI service. You can download everything stored about you, delete any analysis, and delete your account at any time from Settings & Profile.',
  },
];

export function TermsConditionsRoute() {
  return (
    <Page title="Terms of Use" subtitle="Please read these before you start an analysis." maxWidth={800}>
      <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {TERMS.map((item) => (
          <section key={item.heading}>
            <h2 className="font-semibold text-slate-900">{item.heading}</h2>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{item.text}</p>
          </section>
        ))}
        <section className="rounded-md bg-slate-50 p-4">
          <h2 className="font-semibold text-slate-900">Disclaimer</h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{DISCLAIMER}</p>
        </section>
      </div>
      <div className="mt-6">
        <Button variant="secondary" asChild>
          <Link to={paths.home}>Back to home</Link>
        </Button>
      </div>
    </Page>
  );
}

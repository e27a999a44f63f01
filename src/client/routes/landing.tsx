import { Navigate, useLocation } from 'react-router';
import {
  BookOpenCheck,
  Download,
  Gauge,
  Landmark,
  MessagesSquare,
  Scale,
  ShieldCheck,
} from 'lucide-react';
import { STEP_ORDER } from '../../shared/domain/steps';
import { Button } from '../components/ui/button';
import { useAuthUi } from '../lib/auth-ui';
import { useCurrentUser, useSessionPending, useSignedInVisitor } from '../lib/current-user';
import { paths } from '../paths';

const FEATURES = [
  {
    icon: Scale,
    title: 'Several ethical frameworks',
    text: 'Forester-Miller & Davis, Corey, Rest, Tarvydas, Reamer and more, each applied step by step to your situation.',
  },
  {
    icon: BookOpenCheck,
    title: 'Your professional code',
    text: 'The exact sections of the ACA, NASW, APA, AAMFT, ASCA, NAADAC and other codes that govern your role.',
  },
  {
    icon: Landmark,
    title: 'State-specific legal guidance',
    text: 'Duty to warn or protect, mandated reporting and minor consent for all 50 states, DC and the territories, each with its source.',
  },
  {
    icon: Gauge,
    title: 'Risk scoring, routine to critical',
    text: 'A 0–10 score on a published rubric, with every factor and the facts that triggered it shown to you.',
  },
  {
    icon: MessagesSquare,
    title: 'Consultation scripts',
    text: 'Ready-to-use scripts for your supervisor, attorney, ethics desk, liability insurer and licensing board.',
  },
  {
    icon: Download,
    title: 'Downloadable reports',
    text: 'A final report with a documentation note you can download, print and keep with your own records.',
  },
];

/** The landing page advertises the 12-step flow and highlights four steps. */
const HIGHLIGHTED_STEPS = [
  { title: 'Describe the dilemma', text: 'Write a hypothetical or fully anonymised account in your own words.' },
  { title: 'AI analysis and clarifying questions', text: 'Answer a few targeted questions so the analysis fits your facts.' },
  { title: 'Multi-framework assessment', text: 'See your code, your state’s law and several decision models side by side.' },
  { title: 'Risk and action plan', text: 'Leave with a risk score, a timeline, consultation scripts and a report.' },
];

export function LandingRoute() {
  const visitor = useSignedInVisitor(useLocation().pathname);
  const signedIn = useCurrentUser() !== null;
  const pending = useSessionPending();
  const { openRegister, openSignIn } = useAuthUi();
  // A signed-in visitor goes straight to the start screen.
  if (visitor) return <Navigate to={paths.welcome} replace />;
  // Signed in and on the way elsewhere, or a new tab of a signed-in browser waiting for the
  // server: never flash this signed-out page meanwhile.
  if (signedIn || pending) return <div aria-busy="true" />;

  return (
    <div>
      <section className="bg-gradient-to-b from-white to-slate-100">
        <div className="mx-auto max-w-[1200px] px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Ethical consultation support</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Because it is never black and white.
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Grayline walks counselors, social workers, psychologists, psychiatrists and therapists through an ethical dilemma, from
            the first description to a report you can keep, grounded in your professional code and your state&apos;s law.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={openRegister}>
              Get Started
            </Button>
            <Button size="lg" variant="secondary" onClick={openSignIn}>
              Sign In
            </Button>
          </div>
          <p className="mx-auto mt-6 flex max-w-xl items-center justify-center gap-2 text-sm text-slate-600">
            <ShieldCheck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            Works offline by default: your dilemma is analysed on this server and never sent to an outside AI service.
          </p>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
          What Grayline does
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-6 w-6 text-brand-700" aria-hidden />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-white">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <h2 id="how-heading" className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
            How it works
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            A guided {STEP_ORDER.length}-step flow takes you from your description to a final report. Four steps carry most of the
            work:
          </p>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {HIGHLIGHTED_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-slate-200 p-6">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white" aria-hidden>
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <details className="mx-auto mt-8 max-w-2xl rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-slate-900">All {STEP_ORDER.length} steps</summary>
            <ol className="mt-3 list-decimal space-y-1 pl-6">
              {STEP_ORDER.map((step) => (
                <li key={step.id}>{step.title}</li>
              ))}
            </ol>
          </details>
          <div className="mt-10 text-center">
            <Button size="lg" onClick={openRegister}>
              Get Started
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}

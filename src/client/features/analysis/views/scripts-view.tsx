import { memo, useState } from 'react';
import { AlertOctagon, Copy, Download, Mail, Phone } from 'lucide-react';
import { EMERGENCY_BANNER_MIN_SCORE } from '../../../../shared/domain/risk';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { toStringList } from '../components/bullet-list';
import type { ConsultationScript, ScriptsResponse } from '../../../../shared/api/sections';

/** The title with whitespace replaced by underscores, plus .txt. */
export function scriptFileName(title: string): string {
  return `${title.trim().replace(/\s+/g, '_')}.txt`;
}

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const TYPE_LABELS: Record<string, string> = {
  supervisor: 'Supervisor',
  attorney: 'Attorney',
  'ethics-consultation': 'Ethics consultation',
  insurer: 'Liability insurer',
  'licensing-board': 'Licensing board',
  crisis: 'Crisis',
  client: 'Client',
  colleague: 'Colleague',
};

function ScriptCard({ script }: { script: ConsultationScript }) {
  const [copied, setCopied] = useState(false);
  const title = script.title;
  const contact = script.contact_info;
  const phone = contact.phone;
  const email = contact.email;
  const dialable = phone.replace(/[^\d+]/g, '');
  const canHelp = toStringList(script.can_help_with);
  const cannotHelp = toStringList(script.cannot_help_with);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="script-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{TYPE_LABELS[script.type] ?? script.type}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{script.purpose}</p>
      <p className="mt-2 text-sm text-slate-800">
        <strong>{contact.name}</strong>
        {phone ? ` · ${phone}` : ''}
        {email ? ` · ${email}` : ''}
      </p>
      <pre tabIndex={0} aria-label={`Script: ${title}`} className="mt-3 max-h-72 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 font-sans text-sm leading-relaxed text-slate-800" data-testid="script-text">
        {script.script}
      </pre>
      {canHelp.length > 0 || cannotHelp.length > 0 ? (
        <div className="mt-3 grid gap-3 text-xs sm:grid-cols-2">
          {canHelp.length > 0 ? (
            <div>
              <p className="font-semibold text-emerald-800">Can help with</p>
              <ul className="list-disc pl-4 text-slate-700">{canHelp.map((item) => <li key={item}>{item}</li>)}</ul>
            </div>
          ) : null}
          {cannotHelp.length > 0 ? (
            <div>
              <p className="font-semibold text-red-800">Cannot help with</p>
              <ul className="list-disc pl-4 text-slate-700">{cannotHelp.map((item) => <li key={item}>{item}</li>)}</ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="no-print mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(script.script);
              setCopied(true);
              toast({ title: 'Copied', description: `"${title}" is on your clipboard.` });
              setTimeout(() => setCopied(false), 2000);
            } catch {
              toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text instead.', variant: 'destructive' });
            }
          }}
        >
          <Copy className="h-4 w-4" aria-hidden /> {copied ? 'Copied' : 'Copy to clipboard'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => downloadText(scriptFileName(title), script.script)}>
          <Download className="h-4 w-4" aria-hidden /> Download
        </Button>
        {dialable ? (
          <Button variant="secondary" size="sm" asChild>
            <a href={`tel:${dialable}`}>
              <Phone className="h-4 w-4" aria-hidden /> Call
            </a>
          </Button>
        ) : null}
        {email ? (
          <Button variant="secondary" size="sm" asChild>
            <a href={`mailto:${email}?subject=${encodeURIComponent('Consultation request')}`}>
              <Mail className="h-4 w-4" aria-hidden /> Email
            </a>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The emergency banner shows from a risk score of 6 (docs/product.md "Risk"). */
export function EmergencyBanner({ riskScore }: { riskScore: number }) {
  if (riskScore < EMERGENCY_BANNER_MIN_SCORE) return null;
  return (
    <section role="alert" className="mb-6 flex gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <AlertOctagon className="h-6 w-6 shrink-0 text-red-700" aria-hidden />
      <div>
        <h2 className="font-semibold">Emergency Consultation Required</h2>
        <p className="text-sm">
          The risk score is {riskScore}/10. Consult your supervisor or legal counsel today, before acting, and call 911 if anyone is in
          immediate danger.
        </p>
      </div>
    </section>
  );
}

export const ScriptsView = memo(function ScriptsView({ data }: { data: ScriptsResponse }) {
  const scripts = data.scripts.consultation_scripts;
  const emergency = data.emergency_contacts;
  return (
    <div className="space-y-6">
      {data.message ? <p className="text-sm text-slate-700">{data.message}</p> : null}
      {scripts.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700">No consultation scripts generated.</p>
      ) : (
        <ul className="grid gap-4">
          {scripts.map((script, index) => (
            <ScriptCard key={index} script={script} />
          ))}
        </ul>
      )}
      {emergency.length > 0 ? (
        <section aria-labelledby="emergency-contacts-heading" className="rounded-lg border border-red-200 bg-white p-5">
          <h2 id="emergency-contacts-heading" className="font-semibold text-red-900">
            Emergency contacts
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {emergency.map((contact, index) => (
              <li key={index}>
                <a className="font-medium text-red-800 underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  {contact.name}: {contact.phone}
                </a>{' '}
                — {contact.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
});

import { useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const FOOTER_LINKS = ['Privacy Policy', 'Terms of Service', 'Contact', 'Support'] as const;
type FooterLink = (typeof FOOTER_LINKS)[number];

export const DISCLAIMER =
  'Grayline is for education and reflection only. It is not legal, professional or clinical advice and does not replace your own judgment, supervision or legal counsel. Verify every legal citation with your licensing board or an attorney in your jurisdiction. You assume responsibility for how you use it.';

/** Four links that open a "coming soon" dialog, the disclaimer and the copyright line. */
export function SiteFooter() {
  const [open, setOpen] = useState<FooterLink | null>(null);
  return (
    <footer className="no-print mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <Button key={link} variant="link" size="sm" onClick={() => setOpen(link)}>
              {link}
            </Button>
          ))}
        </nav>
        <p className="mt-4 max-w-3xl text-xs leading-relaxed text-slate-600">
          <strong className="font-semibold text-slate-700">Disclaimer: </strong>
          {DISCLAIMER}
        </p>
        <p className="mt-3 text-xs text-slate-500">© 2025 Grayline. All rights reserved.</p>
      </div>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={open ?? ''}
        description={`Our ${open ?? ''} page is coming soon. Thank you for your patience.`}
        footer={<Button onClick={() => setOpen(null)}>Close</Button>}
      />
    </footer>
  );
}

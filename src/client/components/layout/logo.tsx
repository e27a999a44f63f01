export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f172a" />
      <path d="M16 5a11 11 0 1 0 0 22z" fill="#f8fafc" />
      <path d="M16 5a11 11 0 1 1 0 22z" fill="#64748b" />
    </svg>
  );
}

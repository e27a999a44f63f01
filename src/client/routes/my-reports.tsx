import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, Trash2 } from 'lucide-react';
import type { AnalysisListItem } from '../../shared/api/analyses';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { RISK_BANDS, type RiskFilter } from '../../shared/domain/risk';
import { licenceRoleLabel } from '../../shared/domain/roles';
import { Page } from '../components/layout/page';
import { RequireUser } from '../components/route-guard';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { Select } from '../components/ui/select';
import { Spinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast';
import { analysesApi } from '../features/analysis/api';
import { RiskBadge } from '../features/analysis/components/risk-badge';
import { useDraftActions } from '../features/analysis/draft-provider';
import { firstStepFor } from '../features/analysis/setup';
import { useOpenAnalysis } from '../features/analysis/use-open-analysis';
import { useCurrentUser } from '../lib/current-user';
import { paths } from '../paths';

const PAGE_SIZE = 12;
const RISK_OPTIONS = RISK_BANDS.map((band) => ({ value: band.filter, label: band.filterLabel }));

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function ReportCard({ item, onOpen, onDelete }: { item: AnalysisListItem; onOpen: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="report-card">
      <button type="button" onClick={onOpen} className="flex-1 rounded-t-lg p-5 text-left hover:bg-slate-50" aria-label={`Open ${item.title}`}>
        <div className="flex flex-wrap items-center gap-2">
          <RiskBadge score={item.riskScore} />
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.status === 'complete' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}>
            {item.status === 'complete' ? 'Complete' : 'Draft'}
          </span>
        </div>
        <h2 className="mt-2 font-semibold text-slate-900">{item.title}</h2>
        <p className="mt-1 text-xs text-slate-500">Created {new Date(item.createdAt).toLocaleDateString()}</p>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{item.description || 'No description yet.'}</p>
      </button>
      <div className="flex justify-end border-t border-slate-100 px-3 py-2">
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.title}`}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}

function MyReportsScreen() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { startFresh } = useDraftActions();
  const openAnalysis = useOpenAnalysis();
  const [search, setSearch] = useState('');
  const [risk, setRisk] = useState<RiskFilter | ''>('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AnalysisListItem | null>(null);
  const debouncedSearch = useDebounced(search.trim(), 250);

  useEffect(() => setPage(1), [debouncedSearch, risk]);

  const list = useQuery({
    queryKey: ['analyses', debouncedSearch, risk, page],
    queryFn: () => analysesApi.list({ search: debouncedSearch, risk: risk || undefined, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (id: string) => analysesApi.remove(id),
    onSuccess: () => {
      toast({ title: 'Analysis deleted', description: 'It has been removed permanently.' });
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
    },
    onError: () => toast({ title: 'Not deleted', description: 'The analysis could not be deleted. Please try again.', variant: 'destructive' }),
  });

  const data = list.data;
  const filtering = Boolean(debouncedSearch || risk);
  const pages = data ? Math.max(1, Math.ceil(data.matching / PAGE_SIZE)) : 1;

  return (
    <Page
      title="Saved Analyses"
      subtitle={`${user?.fullName ?? ''} · ${licenceRoleLabel(user?.role)} · ${jurisdictionLabel(user?.state)}`}
      actions={
        <>
          <Button variant="secondary" asChild>
            <Link to={paths.welcome}>Back</Link>
          </Button>
          <Button
            onClick={async () => {
              const created = await startFresh();
              navigate(firstStepFor(created.state));
            }}
          >
            Start New Analysis
          </Button>
        </>
      }
    >
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_220px]">
        <div className="text-sm">
          <label htmlFor="report-search" className="font-medium text-slate-800">
            Search
          </label>
          <div className="relative mt-1">
            <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden />
            <input
              id="report-search"
              type="search"
              value={search}
              placeholder="Search titles and descriptions"
              onChange={(event) => setSearch(event.target.value)}
              className="block w-full rounded-md border border-slate-300 py-2 pl-9 pr-3 text-sm"
            />
          </div>
        </div>
        <Select label="Risk level" value={risk} onChange={(value) => setRisk(value as RiskFilter | '')} options={RISK_OPTIONS} placeholder="All" />
      </div>

      {data ? (
        <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="report-count">
          Showing {data.items.length === 0 ? 0 : Math.min(data.matching, (page - 1) * PAGE_SIZE + data.items.length)} of {data.total} analyses
          {filtering ? ` (${data.matching} match)` : ''}
        </p>
      ) : null}

      {list.isPending ? (
        <Spinner label="Loading your saved analyses…" />
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-800">
          Your saved analyses could not be loaded. Please try again.
        </p>
      ) : data && data.total === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <h2 className="font-semibold text-slate-900">No saved analyses yet</h2>
          <p className="mt-1 text-sm text-slate-600">Analyses you start or save appear here.</p>
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <h2 className="font-semibold text-slate-900">No analyses match your search</h2>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              setSearch('');
              setRisk('');
            }}
          >
            Clear Filters
          </Button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data?.items.map((item) => (
            <ReportCard key={item.id} item={item} onOpen={() => void openAnalysis(item)} onDelete={() => setDeleting(item)} />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        role="alertdialog"
        title="Delete this analysis?"
        description={`"${deleting?.title ?? ''}" will be deleted permanently. This cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (deleting) remove.mutate(deleting.id);
                setDeleting(null);
              }}
            >
              Delete permanently
            </Button>
          </>
        }
      />
    </Page>
  );
}

export function MyReportsRoute() {
  // Saved analyses without a signed-in user go to /login.
  return (
    <RequireUser redirectTo={paths.login}>
      <MyReportsScreen />
    </RequireUser>
  );
}

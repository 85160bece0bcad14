import { useState, type FormEvent } from 'react';
import type { AdminStateRulesDto, PutStateRuleDto } from '@/api/generated/model';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useComplianceRules, usePutComplianceRule } from '../api/compliance';
import { AdminTable, EmptyRow, StatusPill } from './admin-table';
import { pluralize } from '@/lib/text';

const COLUMNS = ['State', 'Same-day delivery', 'Shipping', 'Per order', 'Per 30 days', 'Dry ZIP prefixes', 'In force since', 'Scheduled', ''];
const KINDS = ['spirits', 'wine', 'beer'] as const;

const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** 'the District of Columbia' reads and sorts as 'District of Columbia' at the head of a row. */
const displayName = (stateName: string) => stateName.replace(/^the /, '');
const limitLabel = (limit: number | null) => (limit === null ? 'No limit' : pluralize(limit, 'bottle'));

function shippingLabel(rule: AdminStateRulesDto): string {
  const allowed = KINDS.filter((kind) => rule.shippingAllowed[kind]);
  if (allowed.length === KINDS.length) return 'All kinds';
  if (allowed.length === 0) return 'None';
  return allowed.join(', ');
}

/**
 * The Compliance tab: each state's alcohol rules in force (versioned: a change takes effect at its
 * date and is audited), and a form for a new version. The server validates; its refusals show in the form.
 */
export function ComplianceTab() {
  const rules = useComplianceRules();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<AdminStateRulesDto | null>(null);
  if (rules.isPending) return <Spinner className="py-12" />;
  if (rules.isError) return <p className="py-8 text-center text-danger-bright">The state rules could not be loaded. {errorMessage(rules.error)}</p>;
  const needle = filter.trim().toLowerCase();
  const shown = rules.data
    .filter((rule) => !needle || rule.state.toLowerCase() === needle || rule.stateName.toLowerCase().includes(needle))
    .sort((a, b) => displayName(a.stateName).localeCompare(displayName(b.stateName)));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-muted">
          The rules every purchase follows: catalog availability, the cart, checkout and the address notice. A change takes effect at its date and is written to the
          Activity log.
        </p>
        <Input aria-label="Find a state" placeholder="Find a state" className="w-full sm:w-56" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <AdminTable head={COLUMNS} label="State rules">
        {shown.map((rule) => (
          <tr key={rule.state} className="border-b border-border/60 last:border-0" data-state={rule.state}>
            <td className="px-4 py-3 whitespace-nowrap">
              <span className="font-medium text-ink">{displayName(rule.stateName)}</span> <span className="text-ink-muted">{rule.state}</span>
            </td>
            {rule.restricted ? (
              <td colSpan={5} className="px-4 py-3">
                <StatusPill tone="bad">No alcohol sold</StatusPill>
              </td>
            ) : (
              <>
                <td className="px-4 py-3">{rule.deliveryAllowed ? <StatusPill tone="good">Allowed</StatusPill> : <StatusPill tone="neutral">Not offered</StatusPill>}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{shippingLabel(rule)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{limitLabel(rule.maxBottlesPerOrder)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{limitLabel(rule.maxBottlesPer30Days)}</td>
                <td className="px-4 py-3 text-ink-subtle">{rule.dryZipPrefixes.length ? rule.dryZipPrefixes.join(', ') : '—'}</td>
              </>
            )}
            <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{formatDateTime(rule.effectiveFrom)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">
              {rule.scheduled.length ? rule.scheduled.map((version) => formatDateTime(version.effectiveFrom)).join('; ') : '—'}
            </td>
            <td className="px-4 py-3">
              <Button size="sm" variant="outline" onClick={() => setEditing(rule)} aria-label={`Edit ${displayName(rule.stateName)}`}>
                Edit
              </Button>
            </td>
          </tr>
        ))}
        {shown.length === 0 && <EmptyRow columns={COLUMNS.length}>No state matches “{filter}”</EmptyRow>}
      </AdminTable>
      {editing && <StateRuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

interface RuleForm {
  deliveryAllowed: boolean;
  shipping: Record<(typeof KINDS)[number], boolean>;
  restricted: boolean;
  maxBottlesPerOrder: string;
  maxBottlesPer30Days: string;
  dryZipPrefixes: string;
  effectiveFrom: string;
}

const formOf = (rule: AdminStateRulesDto): RuleForm => ({
  deliveryAllowed: rule.deliveryAllowed,
  shipping: { ...rule.shippingAllowed },
  restricted: rule.restricted,
  maxBottlesPerOrder: rule.maxBottlesPerOrder === null ? '' : String(rule.maxBottlesPerOrder),
  maxBottlesPer30Days: rule.maxBottlesPer30Days === null ? '' : String(rule.maxBottlesPer30Days),
  dryZipPrefixes: rule.dryZipPrefixes.join(', '),
  effectiveFrom: '',
});

/** An empty limit is no limit; anything else goes to the server as typed, which refuses what is not a whole number of bottles. */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function bodyOf(form: RuleForm): PutStateRuleDto {
  return {
    deliveryAllowed: form.deliveryAllowed,
    shippingAllowed: form.shipping,
    restricted: form.restricted,
    maxBottlesPerOrder: limitOf(form.maxBottlesPerOrder),
    maxBottlesPer30Days: limitOf(form.maxBottlesPer30Days),
    dryZipPrefixes: form.dryZipPrefixes
      .split(/[\s,]+/)
      .map((prefix) => prefix.trim())
      .filter(Boolean),
    ...(form.effectiveFrom ? { effectiveFrom: new Date(form.effectiveFrom).toISOString() } : {}),
  };
}

function StateRuleDialog({ rule, onClose }: { rule: AdminStateRulesDto; onClose: () => void }) {
  const [form, setForm] = useState<RuleForm>(() => formOf(rule));
  const save = usePutComplianceRule();
  const set = <K extends keyof RuleForm>(key: K, value: RuleForm[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { state: rule.state, data: bodyOf(form) },
      {
        onSuccess: (saved) => {
          const scheduled = saved.scheduled.length > 0 && form.effectiveFrom !== '';
          toast({ title: `${rule.stateName}’s rules saved`, description: scheduled ? `They take effect ${formatDateTime(saved.scheduled.at(-1)!.effectiveFrom)}.` : 'They apply from now on.' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {rule.stateName} ({rule.state})
          </DialogTitle>
          <DialogDescription>A new version of the state’s rules. Leave a limit empty for no limit.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} aria-label={`Rules of ${rule.stateName}`}>
          <Check id="rule-restricted" label="Restricted: no alcohol may be sold to this state" checked={form.restricted} onChange={(value) => set('restricted', value)} />
          <Check id="rule-delivery" label="Same-day delivery allowed" checked={form.deliveryAllowed} onChange={(value) => set('deliveryAllowed', value)} />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">2-day shipping allowed for</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {KINDS.map((kind) => (
                <Check key={kind} id={`rule-shipping-${kind}`} label={kind[0]!.toUpperCase() + kind.slice(1)} checked={form.shipping[kind]} onChange={(value) => set('shipping', { ...form.shipping, [kind]: value })} />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="rule-per-order">Most bottles per order</Label>
              <Input id="rule-per-order" type="number" inputMode="numeric" step="any" placeholder="No limit" value={form.maxBottlesPerOrder} onChange={(event) => set('maxBottlesPerOrder', event.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="rule-per-30-days">Most bottles per shopper in 30 days</Label>
              <Input id="rule-per-30-days" type="number" inputMode="numeric" step="any" placeholder="No limit" value={form.maxBottlesPer30Days} onChange={(event) => set('maxBottlesPer30Days', event.target.value)} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="rule-dry-zips">Dry areas: ZIP code prefixes</Label>
            <Input id="rule-dry-zips" placeholder="e.g. 79, 75001" value={form.dryZipPrefixes} onChange={(event) => set('dryZipPrefixes', event.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="rule-effective-from">Takes effect</Label>
            <Input id="rule-effective-from" type="datetime-local" value={form.effectiveFrom} onChange={(event) => set('effectiveFrom', event.target.value)} />
            <p className="text-xs text-ink-muted">Empty: at once. A later date schedules the version; the current rules apply until then.</p>
          </div>
          {save.isError && (
            <p role="alert" className="rounded-md border border-danger-deep/60 bg-danger-deepest/30 px-3 py-2 text-sm text-danger-pale">
              {errorMessage(save.error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save rules'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-accent" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

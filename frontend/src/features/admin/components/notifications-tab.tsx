import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import { WebhookEventType } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useStepUpPrompt } from '@/features/auth';
import {
  useDeleteWebhookEndpoint,
  useMailbox,
  useMailboxMessage,
  useRegisterWebhookEndpoint,
  useRetryWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/notifications';
import { AdminTable, EmptyRow } from './admin-table';

/** Every event type integrators may subscribe to, as the API names them. */
const EVENT_TYPES = Object.values(WebhookEventType);

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) + ' UTC' : '—');

/** Webhook endpoints and their deliveries, and the development mailbox. */
export function NotificationsTab() {
  return (
    <div className="grid gap-10 py-4">
      <WebhookEndpoints />
      <DevelopmentMailbox />
    </div>
  );
}

function WebhookEndpoints() {
  const endpoints = useWebhookEndpoints();
  const register = useRegisterWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const stepUp = useStepUpPrompt();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.paid']);
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  // Creating an endpoint and rotating its secret reveal a signing secret: both ask for a fresh confirmation.
  const registerEndpoint = () =>
    register.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (registered) => {
          setSecret({ url: registered.url, value: registered.secret });
          setUrl('');
        },
        onError: (error) => {
          if (!stepUp.handle(error, registerEndpoint)) toast({ title: 'Endpoint not registered', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  const rotateSecret = (id: string) =>
    rotate.mutate(id, {
      onSuccess: (rotated) => setSecret({ url: rotated.url, value: rotated.secret }),
      onError: (error) => {
        if (!stepUp.handle(error, () => rotateSecret(id))) toast({ title: 'Secret not rotated', description: errorMessage(error), variant: 'destructive' });
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    registerEndpoint();
  };

  return (
    <section className="grid gap-4" aria-labelledby="admin-webhooks">
      <div>
        <h2 id="admin-webhooks" className="text-xl font-semibold">
          Webhook endpoints
        </h2>
        <p className="text-sm text-ink-muted">Signed POSTs of the shop's events to integrators (docs/integrating.md explains the signature).</p>
      </div>
      <form onSubmit={submit} className="grid gap-3 rounded-xl border border-border p-4" aria-label="Register a webhook endpoint">
        <div className="grid gap-2">
          <Label htmlFor="webhook-url">Endpoint URL (https)</Label>
          <Input id="webhook-url" type="url" required placeholder="https://erp.example.com/rounds/webhooks" value={url} onChange={(event) => setUrl(event.target.value)} />
        </div>
        <fieldset className="grid grid-cols-1 gap-1 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium">Events</legend>
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-accent" checked={events.includes(type)} onChange={(event) => setEvents((current) => (event.target.checked ? [...current, type] : current.filter((item) => item !== type)))} />
              <code>{type}</code>
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="sm" className="justify-self-start" disabled={register.isPending || events.length === 0}>
          Register endpoint
        </Button>
        {secret && (
          <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm break-all">
            Signing secret of {secret.url}, shown only now — store it: <code className="font-semibold">{secret.value}</code>
          </p>
        )}
      </form>
      <AdminTable label="Webhook endpoints" head={['URL', 'Events', 'State', 'Registered', '']}>
        {endpoints.data?.length === 0 && <EmptyRow columns={5}>No endpoints yet.</EmptyRow>}
        {endpoints.data?.map((endpoint) => (
          <tr key={endpoint.id} className="border-b border-border last:border-0 align-top">
            <td className="px-4 py-3 break-all">{endpoint.url}</td>
            <td className="px-4 py-3 text-xs text-ink-muted">{endpoint.events.join(', ')}</td>
            <td className="px-4 py-3 whitespace-nowrap">{endpoint.failing ? <span className="text-danger-light">Failing since {when(endpoint.failingSince)}</span> : endpoint.active ? 'Active' : 'Paused'}</td>
            <td className="px-4 py-3 whitespace-nowrap">{when(endpoint.createdAt)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpenId(openId === endpoint.id ? null : endpoint.id)}>
                  {openId === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                </Button>
                <Button size="sm" variant="outline" onClick={() => update.mutate({ id: endpoint.id, changes: { active: !endpoint.active || endpoint.failing } })}>
                  {endpoint.active && !endpoint.failing ? 'Pause' : 'Resume'}
                </Button>
                <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotateSecret(endpoint.id)}>
                  New secret
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(endpoint.id)}>
                  Remove
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      {openId && <WebhookDeliveries endpointId={openId} />}
      {stepUp.prompt}
    </section>
  );
}

function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const retry = useRetryWebhookDelivery(endpointId);
  return (
    <AdminTable label="Webhook deliveries" head={['Event', 'Status', 'Attempts', 'Last answer', 'Next retry', '']}>
      {deliveries.data?.length === 0 && <EmptyRow columns={6}>No deliveries yet.</EmptyRow>}
      {deliveries.data?.map((delivery) => (
        <tr key={delivery.id} className="border-b border-border last:border-0">
          <td className="px-4 py-3">
            <code>{delivery.eventType}</code>
            <span className="block text-xs text-ink-muted">{delivery.eventId}</span>
          </td>
          <td className="px-4 py-3">{delivery.status}</td>
          <td className="px-4 py-3">{delivery.attempts}</td>
          <td className="px-4 py-3">{delivery.lastResponseCode ?? delivery.lastError ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap">{when(delivery.nextRetryAt)}</td>
          <td className="px-4 py-3">
            <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(delivery.id)}>
              Send again
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function DevelopmentMailbox() {
  const mailbox = useMailbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const message = useMailboxMessage(openId);
  return (
    <section className="grid gap-4" aria-labelledby="admin-mailbox">
      <div>
        <h2 id="admin-mailbox" className="text-xl font-semibold">
          Development mailbox
        </h2>
        <p className="text-sm text-ink-muted">Without SMTP_URL (never in production) the shop's mail lands here instead of leaving.</p>
      </div>
      <AdminTable label="Development mailbox" head={['To', 'Subject', 'Sent']}>
        {mailbox.data?.length === 0 && <EmptyRow columns={3}>No mail yet.</EmptyRow>}
        {mailbox.data?.map((item) => (
          <tr key={item.id} className="cursor-pointer border-b border-border last:border-0 hover:bg-surface-raised" onClick={() => setOpenId(item.id)}>
            <td className="px-4 py-3">{item.to}</td>
            <td className="px-4 py-3">
              <button type="button" className="text-left underline-offset-4 hover:underline" onClick={() => setOpenId(item.id)}>
                {item.subject}
              </button>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{when(item.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      {message.data && (
        <div className="grid gap-2">
          <p className="text-sm text-ink-muted">
            To {message.data.to}: <span className="text-ink">{message.data.subject}</span>
          </p>
          {/* The mail's own HTML, sandboxed: no scripts, no access to the app. */}
          <iframe title={`Mail: ${message.data.subject}`} sandbox="" srcDoc={message.data.html} className="h-[32rem] w-full rounded-xl border border-border" />
        </div>
      )}
    </section>
  );
}

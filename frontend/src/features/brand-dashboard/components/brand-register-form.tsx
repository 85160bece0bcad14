import { Link, useNavigate } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRegisterBrand } from '../api/register-brand';

function Field({ id, label, ...props }: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} {...props} />
    </div>
  );
}

/** /brand-register: a brand account and its brand; on success, on to /auth to sign in. */
export function BrandRegisterPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [brandName, setBrandName] = useState('');
  const [description, setDescription] = useState('');
  const register = useRegisterBrand({ onRegistered: () => void navigate({ to: '/auth' }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedDescription = description.trim();
    register.mutate({
      username: username.trim(),
      email: email.trim(),
      password,
      brandName: brandName.trim(),
      ...(trimmedDescription ? { description: trimmedDescription } : {}),
    });
  };

  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface/70 p-6 shadow-2xl shadow-scrim/40 sm:p-8">
        <div className="mb-6 text-center">
          <Building2 aria-hidden className="mx-auto size-10 text-accent-bright" />
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight">Register Your Brand</h1>
          <p className="mt-2 text-sm text-ink-muted">Create a brand account to run campaigns, find creators and send gift offers.</p>
        </div>
        <form onSubmit={submit} className="grid gap-4" aria-label="Register your brand">
          <Field id="brand-username" label="Username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
          <Field id="brand-email" label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field id="brand-password" label="Password" type="password" autoComplete="new-password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field id="brand-name" label="Brand Name" required value={brandName} onChange={(e) => setBrandName(e.target.value)} />
          <div className="grid gap-2">
            <Label htmlFor="brand-description">Description (optional)</Label>
            <textarea
              id="brand-description"
              name="brand-description"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className="rounded-md border border-border-strong bg-canvas px-3 py-2 text-sm text-ink placeholder:text-ink-faint focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            />
          </div>
          <Button type="submit" size="lg" disabled={register.isPending}>
            {register.isPending ? 'Creating brand account...' : 'Create Brand Account'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-ink-muted">
          Already have an account?{' '}
          <Link to="/auth" className="font-medium text-accent-bright hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}

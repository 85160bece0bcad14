import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { submitSignup } from '@/api/generated/endpoints/sign-ups/sign-ups';
import type { CreateSignupDto, SignupUserType } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BRAND_NAME } from '@/lib/brand';

const ROLES: { value: SignupUserType; label: string }[] = [
  { value: 'shopper', label: 'Shopper' },
  { value: 'curator', label: 'Curator' },
  { value: 'brand', label: 'Brand' },
];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Errors {
  name?: string;
  email?: string;
  userType?: string;
}

/** The early-access popup's dialog and form; EarlyAccessDialog decides when it opens. */
export function EarlyAccessForm({ open, dismiss }: { open: boolean; dismiss: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<SignupUserType | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = useMutation({ mutationFn: (body: CreateSignupDto) => submitSignup(body) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!EMAIL_PATTERN.test(email.trim())) found.email = 'Please enter a valid email address';
    if (!userType) found.userType = 'Please select your role';
    setErrors(found);
    if (Object.keys(found).length > 0 || !userType) return;
    submit.mutate({ name: name.trim(), email: email.trim(), userType });
  };

  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        aria-describedby="early-access-description"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <button
          type="button"
          onClick={dismiss}
          aria-label="admin bypass"
          className="absolute top-0 right-0 size-6 cursor-default opacity-[0.03] focus-visible:opacity-100"
        >
          ×
        </button>
        {submit.isSuccess ? (
          <div className="space-y-4 text-center" role="status">
            <span aria-hidden className="mx-auto grid size-14 place-items-center rounded-full bg-accent/10 text-accent-bright">
              <Sparkles className="size-7" />
            </span>
            <DialogTitle className="font-display text-2xl">Thank you!</DialogTitle>
            <DialogDescription id="early-access-description">
              You&apos;re on the list. We&apos;ll email you as soon as {BRAND_NAME} opens its doors.
            </DialogDescription>
            {/* Once signed up the visitor may browse: closing remembers the dismissal for this session. */}
            <Button className="w-full" onClick={dismiss}>
              Close
            </Button>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="font-display text-2xl">Get early access</DialogTitle>
              <DialogDescription id="early-access-description">
                {BRAND_NAME} is opening soon. Join the list to be first in — as a shopper, a curator or a brand.
              </DialogDescription>
            </DialogHeader>
            <form className="space-y-4" noValidate onSubmit={onSubmit}>
              <div className="space-y-1.5">
                <Label htmlFor="signup-name">Name</Label>
                <Input id="signup-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} aria-invalid={!!errors.name} />
                {errors.name && <p className="text-xs text-danger-bright">{errors.name}</p>}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="signup-email">Email</Label>
                <Input id="signup-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={!!errors.email} />
                {errors.email && <p className="text-xs text-danger-bright">{errors.email}</p>}
              </div>
              <fieldset className="space-y-1.5">
                <legend className="text-sm font-medium">I am a…</legend>
                <div className="grid grid-cols-3 gap-2">
                  {ROLES.map((role) => (
                    <label
                      key={role.value}
                      className={`cursor-pointer rounded-md border px-3 py-2 text-center text-sm ${userType === role.value ? 'border-accent bg-accent/10 text-accent-light' : 'border-border-strong text-ink-subtle'}`}
                    >
                      <input type="radio" name="signup-role" value={role.value} className="sr-only" checked={userType === role.value} onChange={() => setUserType(role.value)} />
                      {role.label}
                    </label>
                  ))}
                </div>
                {errors.userType && <p className="text-xs text-danger-bright">{errors.userType}</p>}
              </fieldset>
              {submit.isError && (
                <p className="text-sm text-danger-bright" role="alert">
                  Something went wrong. Please try again.
                </p>
              )}
              <Button type="submit" className="w-full" disabled={submit.isPending}>
                {submit.isPending ? 'Joining…' : 'Join the list'}
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

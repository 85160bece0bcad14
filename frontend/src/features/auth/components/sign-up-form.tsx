import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSignUp } from '../api/sign-up';
import { FormField } from './form-field';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signUp = useSignUp({ onSignedUp });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    // Email is optional: omit it rather than sending an empty string.
    signUp.mutate({ username: username.trim(), password, ...(trimmedEmail ? { email: trimmedEmail } : {}) });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign up">
      <FormField
        id="signup-username"
        label="Username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        id="signup-email"
        label="Email (optional)"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

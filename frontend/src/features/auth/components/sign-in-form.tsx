import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSignIn } from '../api/sign-in';
import { FormField } from './form-field';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn({ onSignedIn });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ username: username.trim(), password });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      <FormField
        id="signin-username"
        label="Username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth/forgot" className="text-ink-muted underline-offset-4 hover:text-accent hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

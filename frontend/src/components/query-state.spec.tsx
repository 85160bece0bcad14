import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { apiFetch } from '@/api/fetcher';
import { apiError, deferredReply, fakeApi, json } from '../../test/fake-api';
import { renderWithQueries } from '../../test/render';
import { QueryState } from './query-state';

function Names({ enabled = true }: { enabled?: boolean }) {
  const query = useQuery({
    queryKey: ['names'],
    queryFn: () => apiFetch<string[]>({ url: '/api/names', method: 'GET' }),
    enabled,
  });
  return (
    <QueryState
      query={query}
      pending={<p>Loading names</p>}
      error="Names could not be loaded"
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet</p>}
      idle={<p>Sign in to see names</p>}
    >
      {(names) => <ul>{names.map((name) => <li key={name}>{name}</li>)}</ul>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the pending state until the answer comes, then the data', async () => {
    const answer = deferredReply();
    fakeApi({ 'GET /api/names': answer.reply });
    renderWithQueries(<Names />);

    expect(screen.getByText('Loading names')).toBeInTheDocument();
    answer.resolve(json(['Maya', 'Leo']));
    expect(await screen.findByText('Maya')).toBeInTheDocument();
    expect(screen.getByText('Leo')).toBeInTheDocument();
    expect(screen.queryByText('Loading names')).not.toBeInTheDocument();
  });

  it('shows the empty state when the answer holds nothing', async () => {
    fakeApi({ 'GET /api/names': json([]) });
    renderWithQueries(<Names />);
    expect(await screen.findByText('No names yet')).toBeInTheDocument();
  });

  it("shows the error title with the server's message when the call fails", async () => {
    fakeApi({ 'GET /api/names': apiError(503, 'The catalog is resting') });
    renderWithQueries(<Names />);
    expect(await screen.findByRole('heading', { name: 'Names could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The catalog is resting')).toBeInTheDocument();
  });

  it('renders a custom error from a function of the error', async () => {
    const query = { status: 'error', fetchStatus: 'idle', data: undefined, error: new Error('boom') } as const;
    renderWithQueries(
      <QueryState query={query} pending={null} error={(error) => <p>Failed: {(error as Error).message}</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Failed: boom')).toBeInTheDocument();
  });

  it('shows the idle state, not a spinner, for a query that is switched off', () => {
    fakeApi();
    renderWithQueries(<Names enabled={false} />);
    expect(screen.getByText('Sign in to see names')).toBeInTheDocument();
    expect(screen.queryByText('Loading names')).not.toBeInTheDocument();
  });
});

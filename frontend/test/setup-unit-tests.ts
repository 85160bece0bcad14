import '@testing-library/jest-dom';
import { assertEveryRequestWasExpected } from './fake-api';

if (typeof window !== 'undefined') {
  // jsdom lays nothing out, so it has no scrolling; the router restores scroll positions on navigation.
  window.scrollTo = () => undefined;
}

afterEach(() => {
  assertEveryRequestWasExpected();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

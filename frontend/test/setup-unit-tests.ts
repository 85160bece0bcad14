import '@testing-library/jest-dom';
import { assertEveryRequestWasExpected } from './fake-api';

afterEach(() => {
  assertEveryRequestWasExpected();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

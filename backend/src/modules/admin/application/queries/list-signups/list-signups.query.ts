import { Query } from '@nestjs/cqrs';
import type { Page, SignupRow } from '../../ports/back-office-store.port';

/** The Sign Ups tab, newest first. */
export class ListSignupsQuery extends Query<Page<SignupRow>> {
  constructor(readonly page: { limit: number; offset: number }) {
    super();
  }
}
